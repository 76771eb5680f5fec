import { DEFAULT_REGION, LOCALLY_SIZED_UNIT_IDS, REGION_LIST, REGIONAL_UNIT_IDS, REGIONS, type RegionId } from "@/lib/calculators";
import { translator } from "@/lib/i18n/messages";
import { TableScroll } from "@/components/site/table-scroll";
import { formatNumber } from "./format";
import type { CalcWords } from "./words";

const STANDARD_SIZE = { marla: 272.25, kanal: 5445 } as const;
const COLUMNS = [...REGIONAL_UNIT_IDS, ...LOCALLY_SIZED_UNIT_IDS] as const;

const bighaSize = (region: RegionId) => formatNumber(REGIONS[region].units.bigha?.squareFeet ?? Number.NaN);

/**
 * "Regional units" section: the bigha, biswa, katha and nali sizes, and the
 * local marla and kanal, the calculators use, straight from the library's one
 * regional table.
 */
export function RegionalUnits({ w }: { w: CalcWords }) {
  const t = translator(w.locale, "calculators");
  const english = w.locale === "en";
  return (
    <>
      <h2 id="regional-units">{t("explain.regional.heading")}</h2>
      <p>
        {t.rich("explain.regional.text", {
          wb: bighaSize("west-bengal"),
          up: bighaSize("uttar-pradesh"),
          region: english ? REGIONS[DEFAULT_REGION].label : w.region(DEFAULT_REGION),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <TableScroll label={t("explain.regional.tableLabel")}>
        <table className="calc-units">
          <caption>{t("explain.regional.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("explain.regional.region")}</th>
              {COLUMNS.map((unit) => (
                <th scope="col" key={unit} className="calc-num">
                  1 {english ? unit : w.unit(unit)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REGION_LIST.map((region) => (
              <tr key={region.id}>
                <th scope="row">{english ? region.label : w.region(region.id)}</th>
                {COLUMNS.map((unit) => {
                  const size = region.units[unit];
                  const standard = unit === "marla" || unit === "kanal" ? <em>{formatNumber(STANDARD_SIZE[unit])}</em> : "—";
                  return (
                    <td key={unit} className="calc-num">
                      {size ? formatNumber(size.squareFeet) : standard}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
