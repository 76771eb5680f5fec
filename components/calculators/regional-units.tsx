import { DEFAULT_REGION, LOCALLY_SIZED_UNIT_IDS, REGION_LIST, REGIONAL_UNIT_IDS, REGIONS, type RegionId } from "@/lib/calculators";

const STANDARD_SIZE = { marla: 272.25, kanal: 5445 } as const;
const COLUMNS = [...REGIONAL_UNIT_IDS, ...LOCALLY_SIZED_UNIT_IDS] as const;
import { TableScroll } from "@/components/site/table-scroll";
import { formatNumber } from "./format";

const bighaSize = (region: RegionId) => formatNumber(REGIONS[region].units.bigha?.squareFeet ?? Number.NaN);

/**
 * "Regional units" section: the bigha, biswa, katha and nali sizes, and the
 * local marla and kanal, the calculators use, straight from the library's one
 * regional table.
 */
export function RegionalUnits() {
  return (
    <>
      <h2 id="regional-units">Regional units: bigha, biswa, katha, nali and local marla</h2>
      <p>
        Most units have one fixed size everywhere: an acre, a hectare, a guntha or a cent. Bigha, biswa, katha and nali do not: a bigha is{" "}
        {bighaSize("west-bengal")} sq ft in West Bengal and {bighaSize("uttar-pradesh")} sq ft in Uttar Pradesh, and some regions do not use
        a unit at all. Choose the region the land record comes from. If you leave the region unset, the calculator assumes{" "}
        <strong>{REGIONS[DEFAULT_REGION].label}</strong> and says so beside the result. Values also vary between districts, so confirm with
        the local land record. Marla and kanal have a standard size (272.25 and 5,445 sq ft) that two groups of Punjab districts replace
        with their own official one; choose those regions for land recorded there.
      </p>
      <TableScroll label="Bigha, biswa, katha, nali and marla sizes">
        <table className="calc-units">
          <caption>
            Sizes used, in square feet (— means the region does not use the unit; marla and kanal in italics are the standard size)
          </caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              {COLUMNS.map((unit) => (
                <th scope="col" key={unit} className="calc-num">
                  1 {unit}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REGION_LIST.map((region) => (
              <tr key={region.id}>
                <th scope="row">{region.label}</th>
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
