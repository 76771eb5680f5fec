import { describe, expect, test } from "vitest";
import { SERVICE_ROI_DEFAULT_BASIS, SERVICE_ROI_DEFAULTS, serviceRoi, serviceRoiInput, type ServiceRoiInput } from "../../lib/calculators";

const estimate = (input: ServiceRoiInput) => serviceRoi(serviceRoiInput.parse(input));

describe("serviceRoi", () => {
  test("documented defaults fill the optional inputs and are listed", () => {
    const out = estimate({ parcelsPerYear: 100, hourlyCost: 50, annualSoftwareCost: 50_000 });
    expect(SERVICE_ROI_DEFAULTS).toEqual({ hoursPerParcel: 40, timeSavedPercent: 40, avoidedCostPerParcel: 0, workingWeeksPerYear: 48 });
    expect(out.manualHoursPerYear).toBe(4000);
    expect(out.hoursSavedPerYear).toBe(1600);
    expect(out.laborSavings).toBe(80_000);
    expect(out.annualSavings).toBe(80_000);
    expect(out.netBenefit).toBe(30_000);
    expect(out.roiPercent).toBe(60);
    expect(out.paybackMonths).toBe(7.5);
    expect(out.defaultsUsed).toEqual(["hoursPerParcel", "timeSavedPercent", "avoidedCostPerParcel"]);
    // Each default used comes with the basis for it; the team's working weeks are not used here, so not listed.
    expect(out.assumptions.map((a) => [a.input, a.value, a.basis])).toEqual(
      out.defaultsUsed.map((name) => [
        name,
        SERVICE_ROI_DEFAULTS[name as keyof typeof SERVICE_ROI_DEFAULTS],
        SERVICE_ROI_DEFAULT_BASIS[name as keyof typeof SERVICE_ROI_DEFAULTS],
      ]),
    );
    expect(out).toMatchObject({ basis: "parcels", coordinators: null, workingWeeksPerYear: null, breakEvenSoftwareCost: 80_000 });
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

  test("a team: coordinators × hours a week × working weeks, and the basis of each default", () => {
    const out = estimate({ coordinators: 4, hoursPerWeek: 25, hourlyCost: 900, annualSoftwareCost: 600_000 });
    expect(out.basis).toBe("team");
    expect(out.manualHoursPerYear).toBe(4 * 25 * 48);
    expect(out.hoursSavedPerYear).toBe(1920);
    expect(out.annualSavings).toBe(1_728_000);
    expect(out.netBenefit).toBe(1_128_000);
    expect(out.paybackMonths).toBeCloseTo((600_000 / 1_728_000) * 12, 12);
    expect(out.defaultsUsed).toEqual(["timeSavedPercent", "avoidedCostPerParcel", "workingWeeksPerYear"]);
    expect(out.assumptions.find((a) => a.input === "workingWeeksPerYear")?.basis).toBe(
      "52 weeks less about four weeks of leave and public holidays",
    );
    expect(out).toMatchObject({ hoursPerParcel: null, parcelsPerYear: null });
    expect(estimate({ coordinators: 2.5, hoursPerWeek: 10, hourlyCost: 1, workingWeeksPerYear: 50 }).manualHoursPerYear).toBe(1250);
  });

  test("no software price: the break-even cost, and no ROI or payback", () => {
    const out = estimate({ coordinators: 4, hoursPerWeek: 25, hourlyCost: 900 });
    expect(out.breakEvenSoftwareCost).toBe(1_728_000);
    expect(out).toMatchObject({ annualSoftwareCost: null, netBenefit: null, roiPercent: null, paybackMonths: null });
    expect(out.notes.join(" ")).toMatch(/the break-even cost is the most a year of software can cost/);
    // At the break-even cost the software pays back in exactly 12 months.
    expect(
      estimate({ coordinators: 4, hoursPerWeek: 25, hourlyCost: 900, annualSoftwareCost: out.breakEvenSoftwareCost }).paybackMonths,
    ).toBe(12);
  });

  test("a team with parcels: hours from the team, avoided costs from the parcels", () => {
    const out = estimate({ coordinators: 1, hoursPerWeek: 10, parcelsPerYear: 20, avoidedCostPerParcel: 500, hourlyCost: 100 });
    expect(out.manualHoursPerYear).toBe(480);
    expect(out.avoidedCosts).toBe(10_000);
    expect(out.annualSavings).toBe(480 * 0.4 * 100 + 10_000);
  });

  test("missing or conflicting team inputs name the field to fix", () => {
    const cases: Array<[ServiceRoiInput, string]> = [
      [{ hourlyCost: 1 }, "parcelsPerYear"],
      [{ coordinators: 3, hourlyCost: 1 }, "hoursPerWeek"],
      [{ hoursPerWeek: 3, hourlyCost: 1 }, "coordinators"],
      [{ coordinators: 3, hoursPerWeek: 10, hoursPerParcel: 5, hourlyCost: 1 }, "hoursPerParcel"],
      [{ parcelsPerYear: 3, workingWeeksPerYear: 40, hourlyCost: 1 }, "workingWeeksPerYear"],
      [{ coordinators: 3, hoursPerWeek: 10, avoidedCostPerParcel: 5, hourlyCost: 1 }, "parcelsPerYear"],
    ];
    for (const [input, field] of cases)
      expect(() => estimate(input), field).toThrow(expect.objectContaining({ name: "InputError", field }));
    expect(
      serviceRoiInput.safeParse({ coordinators: 1, hoursPerWeek: 1, hourlyCost: 1, workingWeeksPerYear: 53 }).error?.issues[0]?.message,
    ).toBe("workingWeeksPerYear must be at most 52");
  });
});
