import { describe, expect, test } from "vitest";
import { InputError, pricePerArea, pricePerAreaInput, type PricePerAreaInput } from "../../lib/calculators";

const price = (input: PricePerAreaInput) => pricePerArea(pricePerAreaInput.parse(input));

describe("pricePerArea", () => {
  test("price per sq ft, m² and acre for an acre", () => {
    const out = price({ totalPrice: 4_356_000, area: 1, unit: "acre" });
    expect(out.pricePerSqft).toBe(100);
    expect(out.pricePerSqm).toBe(4_356_000 / 4046.8564224);
    expect(out.pricePerUnit).toBe(4_356_000);
    expect(out.areaSqft).toBe(43560);
    expect(out.areaSqm).toBe(4046.8564224);
    expect(out.unitFactor).toEqual({ unit: "acre", squareFeet: 43560, squareMetres: 4046.8564224, region: null });
    expect(out).toMatchObject({ region: null, regionDefaulted: false, notes: [] });
  });

  test("per square metre equals per square foot times square feet per metre", () => {
    const out = price({ totalPrice: 1_000_000, area: 2.5, unit: "guntha" });
    expect(out.pricePerSqm).toBeCloseTo(out.pricePerSqft / 0.09290304, 9);
    expect(out.pricePerUnit).toBe(400_000);
  });

  test("regional unit reports the region and its factor", () => {
    const assumed = price({ totalPrice: 2_722_500, area: 1, unit: "bigha" });
    expect(assumed.pricePerSqft).toBe(100);
    expect(assumed).toMatchObject({ region: "uttar-pradesh", regionDefaulted: true });
    expect(assumed.notes[0]).toMatch(/assumed uttar-pradesh/);
    const bengal = price({ totalPrice: 1_440_000, area: 1, unit: "bigha", region: "west-bengal" });
    expect(bengal.pricePerSqft).toBe(100);
    expect(bengal.unitFactor.squareFeet).toBe(14400);
    expect(bengal.regionDefaulted).toBe(false);
  });

  test("unit missing in the region is an error on unit", () => {
    expect(() => price({ totalPrice: 1, area: 1, unit: "biswa", region: "west-bengal" })).toThrow(InputError);
  });

  test("schema rejects zero, negative and non-finite numbers, unknown unit and region", () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ totalPrice: 0, area: 1, unit: "sqft" }, "totalPrice"],
      [{ totalPrice: 1, area: -2, unit: "sqft" }, "area"],
      [{ totalPrice: Number.NaN, area: 1, unit: "sqft" }, "totalPrice"],
      [{ totalPrice: 1, area: Number.NEGATIVE_INFINITY, unit: "sqft" }, "area"],
      [{ totalPrice: 1, area: 1, unit: "rood" }, "unit"],
      [{ totalPrice: 1, area: 1, unit: "bigha", region: "mars" }, "region"],
    ];
    for (const [input, field] of bad) {
      const result = pricePerAreaInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toContain(field);
    }
  });
});
