import { describe, expect, test } from "vitest";
import { guidelineValueCheck, guidelineValueCheckInput, type GuidelineValueCheckInput } from "../../lib/calculators";

const check = (input: GuidelineValueCheckInput) => guidelineValueCheck(guidelineValueCheckInput.parse(input));

describe("guidelineValueCheck", () => {
  test("market above guideline: premium, totals, duty on the market value", () => {
    const out = check({ guidelineValuePerUnit: 4000, marketRatePerUnit: 5000, area: 1200, unit: "sqft" });
    expect(out.marketPremiumPercent).toBe(25);
    expect(out.differencePerUnit).toBe(1000);
    expect(out.guidelineTotal).toBe(4_800_000);
    expect(out.marketTotal).toBe(6_000_000);
    expect(out.totalDifference).toBe(1_200_000);
    expect(out.stampDutyBasis).toBe("market");
    expect(out.dutiableValuePerUnit).toBe(5000);
    expect(out.dutiableTotal).toBe(6_000_000);
    expect(out.note).toMatch(/higher of/);
  });

  test("market below guideline: negative premium, duty on the guideline value", () => {
    const out = check({ guidelineValuePerUnit: 5000, marketRatePerUnit: 4000 });
    expect(out.marketPremiumPercent).toBe(-20);
    expect(out.differencePerUnit).toBe(-1000);
    expect(out.stampDutyBasis).toBe("guideline");
    expect(out.dutiableValuePerUnit).toBe(5000);
    expect(out.note).toMatch(/guideline value/);
    expect(out).toMatchObject({
      area: null,
      guidelineTotal: null,
      marketTotal: null,
      totalDifference: null,
      dutiableTotal: null,
      unit: "sqft",
    });
  });

  test("equal values", () => {
    const out = check({ guidelineValuePerUnit: 10, marketRatePerUnit: 10, unit: "sqm" });
    expect(out).toMatchObject({ marketPremiumPercent: 0, stampDutyBasis: "equal", unit: "sqm" });
  });

  test("schema rejects zero guideline value, NaN and unknown unit naming the field", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ guidelineValuePerUnit: 0, marketRatePerUnit: 1 }, "guidelineValuePerUnit"],
      [{ guidelineValuePerUnit: 1, marketRatePerUnit: Number.NaN }, "marketRatePerUnit"],
      [{ guidelineValuePerUnit: 1, marketRatePerUnit: 1, area: -5 }, "area"],
      [{ guidelineValuePerUnit: 1, marketRatePerUnit: 1, unit: "rood" }, "unit"],
    ];
    for (const [input, field] of cases) {
      const result = guidelineValueCheckInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toContain(field);
    }
  });
});
