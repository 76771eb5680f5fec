import { describe, expect, test } from "vitest";
import { AREA_UNITS } from "@/lib/calculators/data/area-units";
import { getDoc } from "@/lib/content";

/**
 * The area converter's help table names, for each fixed unit, where it is used.
 * Those places come from the unit's definition in the data (the states in its
 * parentheses); a state named in one and not the other fails here.
 */
describe("the area converter's help table agrees with the unit data", () => {
  const body = getDoc("using-the-area-converter")?.body ?? "";
  const rows = body.split("\n").filter((line) => line.startsWith("|"));

  const withStates = AREA_UNITS.filter((unit) => !unit.regional && /\(([A-Z][^)]*)\)\s*$/.test(unit.definition));

  test("units whose definition names states exist", () => {
    expect(withStates.map((unit) => unit.id)).toEqual(expect.arrayContaining(["cent", "guntha", "dismil", "ankanam"]));
  });

  for (const unit of withStates) {
    test(`${unit.id}: the row names the definition's states`, () => {
      const states = /\(([^)]*)\)\s*$/.exec(unit.definition)?.[1]?.split(/,\s*/) ?? [];
      const row = rows.find((line) => line.includes(`\`${unit.id}\``));
      expect(row, `a row for ${unit.id}`).toBeDefined();
      const typicalUse = row?.split("|").at(-2) ?? "";
      for (const state of states) expect(typicalUse, `${unit.id}: ${state}`).toContain(state);
    });
  }
});
