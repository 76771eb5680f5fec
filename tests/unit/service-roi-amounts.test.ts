import { describe, expect, test } from "vitest";
import { serviceRoiInput } from "../../lib/calculators/service-roi";

describe("the service ROI's money fields read amounts as people write them", () => {
  test("an hour's cost, the software's yearly cost and the cost avoided per parcel take lakh, ₹ and Hindi words", () => {
    const parsed = serviceRoiInput.parse({
      parcelsPerYear: 120,
      hourlyCost: "₹800",
      annualSoftwareCost: "6 लाख",
      avoidedCostPerParcel: "2.5k",
    });
    expect(parsed).toMatchObject({ hourlyCost: 800, annualSoftwareCost: 600_000, avoidedCostPerParcel: 2_500 });
    expect(serviceRoiInput.parse({ parcelsPerYear: 120, hourlyCost: 800, annualSoftwareCost: "6 lakh" }).annualSoftwareCost).toBe(600_000);
  });

  test("a cost that is not an amount, or not above zero, is refused with the field named", () => {
    expect(() => serviceRoiInput.parse({ parcelsPerYear: 120, hourlyCost: "eight hundred" })).toThrow(/hourlyCost/);
    expect(() => serviceRoiInput.parse({ parcelsPerYear: 120, hourlyCost: "0" })).toThrow(/hourlyCost must be greater than 0/);
  });
});
