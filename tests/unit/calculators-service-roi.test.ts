import { describe, expect, test } from "vitest";
import { SERVICE_ROI_DEFAULTS, serviceRoi, serviceRoiInput, type ServiceRoiInput } from "../../lib/calculators";

const estimate = (input: ServiceRoiInput) => serviceRoi(serviceRoiInput.parse(input));

describe("serviceRoi", () => {
  test("documented defaults fill the optional inputs and are listed", () => {
    const out = estimate({ parcelsPerYear: 100, hourlyCost: 50, annualSoftwareCost: 50_000 });
    expect(SERVICE_ROI_DEFAULTS).toEqual({ hoursPerParcel: 40, timeSavedPercent: 40, avoidedCostPerParcel: 0 });
    expect(out.manualHoursPerYear).toBe(4000);
    expect(out.hoursSavedPerYear).toBe(1600);
    expect(out.laborSavings).toBe(80_000);
    expect(out.annualSavings).toBe(80_000);
    expect(out.netBenefit).toBe(30_000);
    expect(out.roiPercent).toBe(60);
    expect(out.paybackMonths).toBe(7.5);
    expect(out.defaultsUsed).toEqual(["hoursPerParcel", "timeSavedPercent", "avoidedCostPerParcel"]);
  });

  test("given inputs replace defaults; avoided costs add to savings", () => {
    const out = estimate({
      parcelsPerYear: 10,
      hourlyCost: 100,
      annualSoftwareCost: 1000,
      hoursPerParcel: 10,
      timeSavedPercent: 50,
      avoidedCostPerParcel: 20,
    });
    expect(out.laborSavings).toBe(5000);
    expect(out.avoidedCosts).toBe(200);
    expect(out.annualSavings).toBe(5200);
    expect(out.defaultsUsed).toEqual([]);
  });

  test("savings below cost: negative ROI and no payback", () => {
    const out = estimate({ parcelsPerYear: 1, hourlyCost: 10, annualSoftwareCost: 1000 });
    expect(out.netBenefit).toBe(160 - 1000);
    expect(out.roiPercent).toBe(-84);
    expect(out.paybackMonths).toBeNull();
    expect(out.notes.join(" ")).toMatch(/never pays back/);
    const zero = estimate({ parcelsPerYear: 1, hourlyCost: 10, annualSoftwareCost: 1000, timeSavedPercent: 0 });
    expect(zero.paybackMonths).toBeNull();
  });

  test("savings equal to cost pay back in exactly 12 months", () => {
    expect(estimate({ parcelsPerYear: 10, hourlyCost: 25, annualSoftwareCost: 4000 }).paybackMonths).toBe(12);
  });

  test("schema names the field for missing, negative, NaN and out-of-range inputs", () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ parcelsPerYear: 1, annualSoftwareCost: 1 }, "hourlyCost", /hourlyCost is required/],
      [{ parcelsPerYear: -1, hourlyCost: 1, annualSoftwareCost: 1 }, "parcelsPerYear", /greater than 0/],
      [{ parcelsPerYear: 1, hourlyCost: Number.NaN, annualSoftwareCost: 1 }, "hourlyCost", /finite number/],
      [{ parcelsPerYear: 1, hourlyCost: 1, annualSoftwareCost: 0 }, "annualSoftwareCost", /greater than 0/],
      [{ parcelsPerYear: 1, hourlyCost: 1, annualSoftwareCost: 1, timeSavedPercent: 150 }, "timeSavedPercent", /at most 100/],
    ];
    for (const [input, field, rule] of cases) {
      const result = serviceRoiInput.safeParse(input);
      expect(result.success).toBe(false);
      const message = result.error?.issues.find((i) => i.path[0] === field)?.message ?? "";
      expect(message).toContain(field);
      expect(message).toMatch(rule);
    }
  });
});
