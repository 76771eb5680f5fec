import { describe, expect, test } from "vitest";
import {
  acquisitionCost,
  acquisitionCostInput,
  STATE_TRANSFER_RATES,
  type AcquisitionCostInput,
  type AcquisitionCostOutput,
} from "../../lib/calculators";

const cost = (input: AcquisitionCostInput) => acquisitionCost(acquisitionCostInput.parse(input));
const line = (out: AcquisitionCostOutput, item: string) => out.breakdown.find((l) => l.item === item)?.amount;
const sum = (out: AcquisitionCostOutput) => out.breakdown.reduce((total, l) => total + l.amount, 0);

describe("acquisitionCost", () => {
  test("itemises explicit rates and amounts; items sum to the total", () => {
    const out = cost({
      basePrice: 1_000_000,
      stampDutyPercent: 5,
      registrationPercent: 1,
      brokeragePercent: 2,
      legalFees: 15_000,
      otherCosts: 5_000,
    });
    expect(line(out, "basePrice")).toBe(1_000_000);
    expect(line(out, "stampDuty")).toBe(50_000);
    expect(line(out, "registration")).toBe(10_000);
    expect(line(out, "brokerage")).toBe(20_000);
    expect(line(out, "legalFees")).toBe(15_000);
    expect(line(out, "otherCosts")).toBe(5_000);
    expect(out.total).toBe(1_100_000);
    expect(sum(out)).toBe(out.total);
    expect(out.additionalCosts).toBe(100_000);
    expect(out.additionalCostPercent).toBeCloseTo(10, 12);
    expect(out.rates.stampDuty).toEqual({ percent: 5, source: "input", reference: null, asOf: null });
  });

  test("state defaults apply, with source and as-of date", () => {
    const out = cost({ basePrice: 1_000_000, state: "karnataka" });
    const karnataka = STATE_TRANSFER_RATES.karnataka;
    expect(out.rates.stampDuty).toEqual({
      percent: karnataka.stampDutyPercent,
      source: "stateDefault",
      reference: karnataka.source,
      asOf: karnataka.asOf,
    });
    expect(line(out, "stampDuty")).toBeCloseTo(56_000, 6);
    expect(line(out, "registration")).toBeCloseTo(20_000, 6);
    expect(sum(out)).toBe(out.total);
    expect(out.notes.join(" ")).toMatch(/Karnataka default rates/);
  });

  test("explicit percentages beat state defaults, one by one", () => {
    const out = cost({ basePrice: 2_000_000, state: "tamil-nadu", stampDutyPercent: 4 });
    expect(out.rates.stampDuty).toMatchObject({ percent: 4, source: "input" });
    expect(out.rates.registration).toMatchObject({ percent: 2, source: "stateDefault" });
    expect(line(out, "stampDuty")).toBe(80_000);
    expect(line(out, "registration")).toBe(40_000);
    const zero = cost({ basePrice: 1000, state: "delhi", stampDutyPercent: 0, registrationPercent: 0 });
    expect(zero.total).toBe(1000);
    expect(zero.rates.registration.source).toBe("input");
  });

  test("duty is charged on the guideline value when it exceeds the price", () => {
    const out = cost({ basePrice: 800_000, guidelineValue: 1_000_000, stampDutyPercent: 5, registrationPercent: 1, brokeragePercent: 1 });
    expect(out.dutiableValue).toBe(1_000_000);
    expect(line(out, "stampDuty")).toBe(50_000);
    expect(line(out, "brokerage")).toBe(8_000);
    expect(out.notes.join(" ")).toMatch(/guideline value/);
  });

  test("without state or percentages, taxes are 0 and the note says so", () => {
    const out = cost({ basePrice: 500, legalFees: 50 });
    expect(out.rates.stampDuty.source).toBe("none");
    expect(out.total).toBe(550);
    expect(out.notes.join(" ")).toMatch(/No state and no explicit percentage/);
  });

  test("schema rejects bad numbers, percentages over 100 and unknown states naming the field", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ basePrice: -1 }, "basePrice"],
      [{ basePrice: Number.POSITIVE_INFINITY }, "basePrice"],
      [{ basePrice: 1, stampDutyPercent: 101 }, "stampDutyPercent"],
      [{ basePrice: 1, registrationPercent: -1 }, "registrationPercent"],
      [{ basePrice: 1, legalFees: Number.NaN }, "legalFees"],
      [{ basePrice: 1, state: "atlantis" }, "state"],
    ];
    for (const [input, field] of cases) {
      const result = acquisitionCostInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toContain(field);
    }
  });
});
