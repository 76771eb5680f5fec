import { describe, expect, test } from "vitest";
import {
  acquisitionCost,
  InputError,
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
    expect(out.rates.stampDuty).toEqual({ percent: 5, source: "input", rule: "stamp duty 5% given", reference: null, asOf: null });
  });

  test("state defaults apply, with the rule, source and verification date", () => {
    const out = cost({ basePrice: 1_000_000, state: "karnataka" });
    const karnataka = STATE_TRANSFER_RATES.karnataka.localities[0];
    expect(out.rates.stampDuty).toEqual({
      percent: 5.6,
      source: "stateDefault",
      rule: karnataka?.stampDuty.bands[0]?.rule,
      reference: `${karnataka?.stampDuty.source.title} (${karnataka?.stampDuty.source.url})`,
      asOf: karnataka?.stampDuty.verifiedOn,
    });
    expect(out.locality).toBeNull();
    expect(line(out, "stampDuty")).toBeCloseTo(56_000, 6);
    expect(line(out, "registration")).toBeCloseTo(20_000, 6);
    expect(sum(out)).toBe(out.total);
    expect(out.notes.join(" ")).toMatch(/Karnataka default rates applied/);
  });

  test("explicit percentages beat state defaults, one by one", () => {
    const out = cost({ basePrice: 2_000_000, state: "tamil-nadu", stampDutyPercent: 4 });
    expect(out.rates.stampDuty).toMatchObject({ percent: 4, source: "input" });
    expect(out.rates.registration).toMatchObject({ percent: 2, source: "stateDefault", rule: "registration fee 2%" });
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

  // Values from the cited sources: each expectation is the table's own arithmetic.
  describe("value slabs, caps and localities", () => {
    test("Maharashtra: the registration fee is 1% up to the Rs 30,000 maximum, and the result says the cap bit", () => {
      const small = cost({ basePrice: 2_000_000, state: "maharashtra" });
      expect(line(small, "registration")).toBe(20_000);
      expect(small.rates.registration.rule).toBe("registration fee 1% of the value");
      const large = cost({ basePrice: 100_000_000, state: "maharashtra" });
      expect(line(large, "registration")).toBe(30_000);
      expect(large.rates.registration.percent).toBeCloseTo(0.03, 12);
      expect(large.rates.registration.rule).toMatch(/capped at the maximum of ₹30,000/);
    });

    test("Maharashtra: Mumbai 6% by default, Pune and the other metro-cess corporations 7%, by locality", () => {
      const mumbai = cost({ basePrice: 10_000_000, state: "maharashtra" });
      expect(mumbai.locality).toBe("mumbai");
      expect(line(mumbai, "stampDuty")).toBeCloseTo(600_000, 6);
      expect(mumbai.localityAssumed).toBe(true);
      expect(mumbai.notes[0]).toMatch(
        /^Assumed locality: Mumbai \(Brihanmumbai Municipal Corporation\), 6% stamp duty, because no locality was given; Maharashtra's stamp duty is 3% to 7% by locality\./,
      );
      expect(mumbai.notes[0]).toMatch(/Pune, Pimpri-Chinchwad, Thane, Navi Mumbai or Nagpur municipal corporation 7%/);
      const pune = cost({ basePrice: 10_000_000, state: "maharashtra", locality: "maharashtra-metro-corporation" });
      expect(line(pune, "stampDuty")).toBeCloseTo(700_000, 6);
      expect(pune.rates.stampDuty.rule).toMatch(/Pune/);
      expect(pune.notes.join(" ")).not.toMatch(/No locality given/);
    });

    test("West Bengal: 6% up to Rs 1 crore, 7% on the whole value above it; rural 5%/6%", () => {
      expect(line(cost({ basePrice: 10_000_000, state: "west-bengal" }), "stampDuty")).toBeCloseTo(600_000, 6);
      const above = cost({ basePrice: 20_000_000, state: "west-bengal" });
      expect(line(above, "stampDuty")).toBeCloseTo(1_400_000, 6);
      expect(above.rates.stampDuty.rule).toMatch(/value above Rs 1 crore/);
      expect(line(cost({ basePrice: 20_000_000, locality: "west-bengal-rural" }), "stampDuty")).toBeCloseTo(1_200_000, 6);
    });

    test("Delhi MCD: 6% up to Rs 25 lakh, 7% above since the July 2023 transfer-duty rise; NDMC and Cantonment differ", () => {
      expect(line(cost({ basePrice: 2_500_000, state: "delhi" }), "stampDuty")).toBeCloseTo(150_000, 6);
      const above = cost({ basePrice: 48_000_000, state: "delhi" });
      expect(line(above, "stampDuty")).toBeCloseTo(3_360_000, 6);
      expect(above.rates.stampDuty.rule).toMatch(/4% MCD transfer duty/);
      expect(line(cost({ basePrice: 48_000_000, state: "delhi", locality: "delhi-ndmc" }), "stampDuty")).toBeCloseTo(2_640_000, 6);
      expect(line(cost({ basePrice: 48_000_000, locality: "delhi-cantonment" }), "stampDuty")).toBeCloseTo(1_440_000, 6);
    });

    test("Haryana: the registration fee is a fixed amount by value slab, Rs 50,000 above Rs 90 lakh", () => {
      const slab = (value: number) => line(cost({ basePrice: value, state: "haryana" }), "registration");
      expect(slab(50_000)).toBe(100);
      expect(slab(300_000)).toBe(1_000);
      expect(slab(2_600_000)).toBe(15_000);
      expect(slab(4_500_000)).toBe(25_000);
      expect(slab(9_000_000)).toBe(45_000);
      expect(slab(50_000_000)).toBe(50_000);
      const out = cost({ basePrice: 50_000_000, state: "haryana" });
      expect(out.rates.registration.rule).toMatch(/fixed registration fee Rs 50,000/);
      expect(line(out, "stampDuty")).toBeCloseTo(3_500_000, 6);
      expect(line(cost({ basePrice: 50_000_000, locality: "haryana-rural" }), "stampDuty")).toBeCloseTo(2_500_000, 6);
    });

    test("slabs read the dutiable value: a guideline value above the threshold moves the band", () => {
      const out = cost({ basePrice: 9_000_000, guidelineValue: 12_000_000, state: "west-bengal" });
      expect(line(out, "stampDuty")).toBeCloseTo(840_000, 6);
    });

    test("an explicit registration percentage replaces the slab and cap", () => {
      const out = cost({ basePrice: 100_000_000, state: "maharashtra", registrationPercent: 1 });
      expect(line(out, "registration")).toBe(1_000_000);
      expect(out.rates.registration.source).toBe("input");
    });

    test("a locality of another state is an error on locality, listing the state's own", () => {
      expect(() => cost({ basePrice: 1, state: "karnataka", locality: "mumbai" })).toThrow(InputError);
      try {
        cost({ basePrice: 1, state: "delhi", locality: "mumbai" });
      } catch (error) {
        expect((error as InputError).field).toBe("locality");
        expect((error as Error).message).toMatch(
          /Mumbai \(Brihanmumbai Municipal Corporation\) is in Maharashtra, not Delhi\. Delhi localities: Delhi, Municipal Corporation of Delhi area \(delhi-mcd\); .*\(delhi-cantonment\)/,
        );
      }
    });
  });

  test("schema rejects bad numbers, percentages over 100 and unknown states naming the field", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ basePrice: -1 }, "basePrice"],
      [{ basePrice: Number.POSITIVE_INFINITY }, "basePrice"],
      [{ basePrice: 1, stampDutyPercent: 101 }, "stampDutyPercent"],
      [{ basePrice: 1, registrationPercent: -1 }, "registrationPercent"],
      [{ basePrice: 1, legalFees: Number.NaN }, "legalFees"],
      [{ basePrice: 1, state: "atlantis" }, "state"],
      [{ basePrice: 1, locality: "kolkata-north" }, "locality"],
    ];
    for (const [input, field] of cases) {
      const result = acquisitionCostInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toContain(field);
    }
  });
});
