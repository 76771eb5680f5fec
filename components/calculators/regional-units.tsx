import { DEFAULT_REGION, REGION_LIST, REGIONAL_UNIT_IDS, REGIONS, type RegionId } from "@/lib/calculators";
import { formatNumber } from "./format";

const bighaSize = (region: RegionId) => formatNumber(REGIONS[region].units.bigha?.squareFeet ?? Number.NaN);

/**
 * "Regional units" section: the bigha, biswa and katha sizes the calculators
 * use, straight from the library's one regional table.
 */
export function RegionalUnits() {
  return (
    <>
      <h2 id="regional-units">Regional units: bigha, biswa and katha</h2>
      <p>
        Most units have one fixed size everywhere: an acre, a hectare, a guntha or a cent. Bigha, biswa and katha do not: a bigha is{" "}
        {bighaSize("west-bengal")} sq ft in West Bengal and {bighaSize("uttar-pradesh")} sq ft in Uttar Pradesh, and some regions do not use
        a unit at all. Choose the region the land record comes from. If you leave the region unset, the calculator assumes{" "}
        <strong>{REGIONS[DEFAULT_REGION].label}</strong> and says so beside the result. Values also vary between districts, so confirm with
        the local land record.
      </p>
      <table className="calc-units">
        <caption>Sizes used, in square feet (— means the region does not use the unit)</caption>
        <thead>
          <tr>
            <th scope="col">Region</th>
            {REGIONAL_UNIT_IDS.map((unit) => (
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
              {REGIONAL_UNIT_IDS.map((unit) => {
                const size = region.units[unit];
                return (
                  <td key={unit} className="calc-num">
                    {size ? formatNumber(size.squareFeet) : "—"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
