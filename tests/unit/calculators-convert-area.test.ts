import { describe, expect, test } from "vitest";
import { InputError, convertArea, convertAreaInput, type ConvertAreaInput } from "../../lib/calculators";

const convert = (input: ConvertAreaInput) => convertArea(convertAreaInput.parse(input));
const sqft = (value: number, fromUnit: ConvertAreaInput["fromUnit"], region?: ConvertAreaInput["region"]) =>
  convert({ value, fromUnit, toUnit: "sqft", region }).result;

describe("convertArea: exact definitions", () => {
  test("1 acre = 4046.8564224 m² exactly", () => {
    const out = convert({ value: 1, fromUnit: "acre", toUnit: "sqm" });
    expect(out.result).toBe(4046.8564224);
    expect(out.squareMetres).toBe(4046.8564224);
    expect(out.fromUnitFactor).toEqual({ unit: "acre", squareFeet: 43560, squareMetres: 4046.8564224, region: null });
  });

  test("1 hectare = 2.4710538146717 acre (correctly rounded)", () => {
    const acres = convert({ value: 1, fromUnit: "hectare", toUnit: "acre" }).result;
    expect(acres.toPrecision(14)).toBe("2.4710538146717");
    // Exact value 10^12 / (43,560 × 9,290,304) = 2.471053814671653422…, whose nearest double is:
    expect(acres).toBe(2.4710538146716536);
  });

  test("the are is 100 m², a hundredth of a hectare: a 7/12's 1.21.00 reads as 121 ares", () => {
    expect(convert({ value: 21, fromUnit: "are", toUnit: "sqm" }).result).toBe(2100);
    expect(convert({ value: 1.21, fromUnit: "hectare", toUnit: "are" }).result).toBe(121);
    expect(convert({ value: 121, fromUnit: "are", toUnit: "hectare" }).result).toBe(1.21);
    expect(convert({ value: 1, fromUnit: "are", toUnit: "sqft" }).result).toBeCloseTo(1076.391, 3);
  });

  test("fixed Indian units", () => {
    expect(sqft(1, "guntha")).toBe(1089);
    expect(sqft(1, "kanal")).toBe(5445);
    expect(sqft(1, "marla")).toBe(272.25);
    expect(convert({ value: 1, fromUnit: "kanal", toUnit: "marla" }).result).toBe(20);
    expect(sqft(1, "cent")).toBe(435.6);
    expect(sqft(1, "dismil")).toBe(435.6);
    expect(convert({ value: 100, fromUnit: "cent", toUnit: "acre" }).result).toBe(1);
    expect(convert({ value: 40, fromUnit: "guntha", toUnit: "acre" }).result).toBe(1);
    expect(sqft(1, "ground")).toBe(2400);
    expect(sqft(1, "ankanam")).toBe(72);
    expect(sqft(1, "sqyd")).toBe(9);
    expect(convert({ value: 1, fromUnit: "sqft", toUnit: "sqm" }).result).toBe(0.09290304);
  });

  test("no rounding accumulates: 0.1 acre is exactly 404.68564224 m²", () => {
    expect(convert({ value: 0.1, fromUnit: "acre", toUnit: "sqm" }).result).toBe(404.68564224);
    expect(convert({ value: 123456.789, fromUnit: "ankanam", toUnit: "ground" }).result).toBe(3703.70367);
  });

  test("round trips return the value", () => {
    for (const value of [1, 0.3, 7.25, 12345.678]) {
      const there = convert({ value, fromUnit: "hectare", toUnit: "guntha" }).result;
      const back = convert({ value: there, fromUnit: "guntha", toUnit: "hectare" }).result;
      expect(back).toBeCloseTo(value, 12);
    }
  });

  test("zero converts to zero", () => {
    expect(convert({ value: 0, fromUnit: "acre", toUnit: "sqm" }).result).toBe(0);
  });
});

describe("convertArea: regional units", () => {
  test("without region the default is assumed and said so", () => {
    const out = convert({ value: 1, fromUnit: "bigha", toUnit: "sqft" });
    expect(out.result).toBe(27225);
    expect(out.region).toBe("uttar-pradesh");
    expect(out.regionDefaulted).toBe(true);
    expect(out.notes[0]).toMatch(/No region given: assumed uttar-pradesh/);
    expect(out.notes.join(" ")).toMatch(/Source:/);
    expect(out.fromUnitFactor).toMatchObject({ unit: "bigha", squareFeet: 27225, region: "uttar-pradesh" });
  });

  test("an explicit region is used, with its source but no default note", () => {
    const out = convert({ value: 1, fromUnit: "bigha", toUnit: "katha", region: "west-bengal" });
    expect(out.result).toBe(20);
    expect(out.region).toBe("west-bengal");
    expect(out.regionDefaulted).toBe(false);
    expect(out.notes.join(" ")).not.toMatch(/No region given/);
    expect(out.toUnitFactor.squareFeet).toBe(720);
  });

  test("published regional values", () => {
    expect(sqft(1, "bigha", "assam")).toBe(14400);
    expect(convert({ value: 1, fromUnit: "bigha", toUnit: "katha", region: "assam" }).result).toBe(5);
    expect(sqft(1, "bigha", "bihar")).toBe(27225);
    expect(sqft(1, "katha", "bihar")).toBe(1361.25);
    expect(sqft(1, "bigha", "himachal-pradesh")).toBe(8712);
    expect(convert({ value: 5, fromUnit: "bigha", toUnit: "acre", region: "himachal-pradesh" }).result).toBe(1);
    // Punjab's revenue bigha is the kachcha bigha of 1,008⅓ sq yd (the 4-kanal figure was not a revenue unit): 5/3 of a standard kanal.
    expect(sqft(1, "bigha", "punjab")).toBe(9075);
    expect(convert({ value: 3, fromUnit: "bigha", toUnit: "kanal", region: "punjab" }).result).toBe(5);
    expect(convert({ value: 1, fromUnit: "bigha", toUnit: "biswa", region: "punjab" }).result).toBe(20);
    expect(sqft(1, "bigha", "rajasthan-kachha")).toBe(17424);
    const nepal = convert({ value: 1, fromUnit: "bigha", toUnit: "sqm", region: "nepal" });
    expect(nepal.result).toBeCloseTo(6772.63, 2);
    expect(convert({ value: 1, fromUnit: "katha", toUnit: "sqm", region: "nepal" }).result).toBeCloseTo(338.63, 2);
  });

  test("Uttarakhand: bigha of 756 sq yd and the hill nali of 60 × 36 ft; nali needs that region", () => {
    expect(sqft(1, "bigha", "uttarakhand")).toBe(6804);
    expect(sqft(1, "nali", "uttarakhand")).toBe(2160);
    expect(convert({ value: 1, fromUnit: "nali", toUnit: "sqyd", region: "uttarakhand" }).result).toBe(240);
    expect(() => convert({ value: 1, fromUnit: "nali", toUnit: "sqft" })).toThrow(
      /nali has no defined size in region uttar-pradesh; regions that define nali: uttarakhand/,
    );
  });

  test("Punjab's 60-inch and 57.5-inch karam districts have their own marla and kanal, chosen by region", () => {
    const amritsar = convert({ value: 1, fromUnit: "marla", toUnit: "sqft", region: "punjab-amritsar-gurdaspur" });
    expect(amritsar.result).toBe(225);
    expect(amritsar.region).toBe("punjab-amritsar-gurdaspur");
    expect(amritsar.notes.join(" ")).toMatch(/60-inch karam/);
    expect(sqft(1, "kanal", "punjab-amritsar-gurdaspur")).toBe(4500);
    // The source's own check: 1 acre = 193.60 marla (9 kanal 13 marla 5 sarsahi) under the 60-inch karam.
    expect(convert({ value: 1, fromUnit: "acre", toUnit: "marla", region: "punjab-amritsar-gurdaspur" }).result).toBe(193.6);
    expect(sqft(1, "marla", "punjab-jalandhar-hoshiarpur")).toBe(206.640625);
    expect(sqft(1, "kanal", "punjab-jalandhar-hoshiarpur")).toBe(4132.8125);
    // Elsewhere, and without a region, the marla keeps its standard 272.25 sq ft and no region is reported.
    expect(convert({ value: 1, fromUnit: "marla", toUnit: "sqft", region: "haryana" })).toMatchObject({ result: 272.25, region: null });
    expect(convert({ value: 1, fromUnit: "marla", toUnit: "sqft" })).toMatchObject({
      result: 272.25,
      region: null,
      regionDefaulted: false,
    });
  });

  test("region is ignored, and reported null, for fixed units", () => {
    const out = convert({ value: 1, fromUnit: "acre", toUnit: "sqft", region: "nepal" });
    expect(out).toMatchObject({ result: 43560, region: null, regionDefaulted: false, notes: [] });
  });

  test("a unit the region does not use is an error on that unit field", () => {
    expect(() => convert({ value: 1, fromUnit: "biswa", toUnit: "sqft", region: "nepal" })).toThrow(InputError);
    try {
      convert({ value: 1, fromUnit: "sqft", toUnit: "katha", region: "gujarat" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).field).toBe("toUnit");
      expect((error as Error).message).toMatch(/katha has no defined size in region gujarat.*west-bengal/);
    }
  });

  test("a result beyond double range is an error on value", () => {
    expect(() => convert({ value: 1e308, fromUnit: "hectare", toUnit: "sqft" })).toThrow(/value is too large/);
  });
});

describe("convertAreaInput", () => {
  const reject = (input: Record<string, unknown>, field: string) => {
    const result = convertAreaInput.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toContain(field);
  };

  test("rejects negative, NaN, infinite, non-numeric and missing values", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, "1", undefined]) {
      reject({ value, fromUnit: "acre", toUnit: "sqm" }, "value");
    }
  });

  test("rejects unknown units and regions, listing the valid ones", () => {
    reject({ value: 1, fromUnit: "furlong", toUnit: "sqm" }, "fromUnit");
    reject({ value: 1, fromUnit: "acre", toUnit: "rood" }, "toUnit");
    reject({ value: 1, fromUnit: "bigha", toUnit: "sqm", region: "atlantis" }, "region");
    const result = convertAreaInput.safeParse({ value: 1, fromUnit: "bigha", toUnit: "sqm", region: "atlantis" });
    expect(result.error?.issues[0]?.message).toMatch(/west-bengal/);
  });

  test("states without a sourced bigha (MP, Odisha, Jharkhand, Chhattisgarh, Goa) are no region: refused, never guessed", () => {
    for (const region of ["madhya-pradesh", "odisha", "jharkhand", "chhattisgarh", "goa"]) {
      reject({ value: 1, fromUnit: "bigha", toUnit: "sqft", region }, "region");
    }
    // Their records' own units convert exactly without a region: 33 decimals (dismil) is 0.33 acre.
    expect(convert({ value: 33, fromUnit: "dismil", toUnit: "acre" })).toMatchObject({ region: null, regionDefaulted: false });
    expect(convert({ value: 33, fromUnit: "dismil", toUnit: "acre" }).result).toBeCloseTo(0.33, 12);
  });

  test("rejects unknown keys so a misspelled region is not silently defaulted", () => {
    expect(convertAreaInput.safeParse({ value: 1, fromUnit: "bigha", toUnit: "sqm", regoin: "assam" }).success).toBe(false);
  });
});
