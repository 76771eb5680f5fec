import { describe, expect, test } from "vitest";
import { InputError, landRoi, landRoiInput, type LandRoiInput } from "../../lib/calculators";

const roi = (input: LandRoiInput) => landRoi(landRoiInput.parse(input));

describe("landRoi", () => {
  test("doubling in 5 years: 100% total, CAGR 14.8698355%", () => {
    const out = roi({ purchasePrice: 1_000_000, salePrice: 2_000_000, holdingPeriodYears: 5 });
    expect(out.totalProfit).toBe(1_000_000);
    expect(out.totalRoiPercent).toBe(100);
    expect(out.annualizedRoiPercent).toBeCloseTo(14.8698355, 6);
    expect(out.isLoss).toBe(false);
  });

  test("additional costs join the cost basis", () => {
    const out = roi({ purchasePrice: 900, additionalCosts: 100, salePrice: 1210, holdingPeriodYears: 2 });
    expect(out.totalInvestment).toBe(1000);
    expect(out.totalProfit).toBe(210);
    expect(out.totalRoiPercent).toBeCloseTo(21, 12);
    expect(out.annualizedRoiPercent).toBeCloseTo(10, 10);
  });

  test("fractional years annualise by compounding", () => {
    const out = roi({ purchasePrice: 100, salePrice: 110, holdingPeriodYears: 0.5 });
    expect(out.annualizedRoiPercent).toBeCloseTo(21, 10);
  });

  test("losses are negative; a total loss has a CAGR of -100%", () => {
    const loss = roi({ purchasePrice: 100, salePrice: 81, holdingPeriodYears: 2 });
    expect(loss.isLoss).toBe(true);
    expect(loss.totalRoiPercent).toBeCloseTo(-19, 12);
    expect(loss.annualizedRoiPercent).toBeCloseTo(-10, 10);
    const total = roi({ purchasePrice: 100, salePrice: 0, holdingPeriodYears: 3 });
    expect(total.totalRoiPercent).toBe(-100);
    expect(total.annualizedRoiPercent).toBe(-100);
  });

  test("zero or negative period, zero purchase price: errors naming the field", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ purchasePrice: 1, salePrice: 2, holdingPeriodYears: 0 }, "holdingPeriodYears"],
      [{ purchasePrice: 1, salePrice: 2, holdingPeriodYears: -1 }, "holdingPeriodYears"],
      [{ purchasePrice: 0, salePrice: 2, holdingPeriodYears: 1 }, "purchasePrice"],
      [{ purchasePrice: 1, salePrice: -2, holdingPeriodYears: 1 }, "salePrice"],
      [{ purchasePrice: 1, salePrice: 2, holdingPeriodYears: 1, additionalCosts: Number.NaN }, "additionalCosts"],
    ];
    for (const [input, field] of cases) {
      const result = landRoiInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toMatch(new RegExp(`^${field} must`));
    }
  });

  test("an annualised return beyond double range is an error on holdingPeriodYears", () => {
    try {
      roi({ purchasePrice: 1, salePrice: 1e300, holdingPeriodYears: 0.001 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).field).toBe("holdingPeriodYears");
    }
  });
});
