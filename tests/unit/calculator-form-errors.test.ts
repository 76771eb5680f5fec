import { describe, expect, test } from "vitest";
import { acquisitionCostCalculator } from "../../components/calculators/acquisition-cost/definition";
import { areaConverter } from "../../components/calculators/area-converter/definition";
import { evaluateCalculator } from "../../components/calculators/evaluate-calculator";
import { calculatorErrorToFieldErrors, issuesToFieldErrors } from "../../components/calculators/field-errors";
import { landRoiCalculator } from "../../components/calculators/land-roi/definition";
import { serviceRoiCalculator } from "../../components/calculators/service-roi/definition";
import { InputError, convertArea } from "../../lib/calculators";

function invalid<T extends { status: string }>(state: T) {
  if (state.status !== "invalid") throw new Error(`expected invalid, got ${state.status}`);
  return state as Extract<T, { status: "invalid" }>;
}

describe("evaluateCalculator", () => {
  test("a fresh page has no result and no errors", () => {
    expect(evaluateCalculator(areaConverter, {}).status).toBe("empty");
  });

  test("valid input computes with the library function", () => {
    const state = evaluateCalculator(areaConverter, { value: "1", fromUnit: "acre", toUnit: "sqm", region: "" });
    expect(state.status).toBe("ok");
    if (state.status !== "ok") return;
    expect(state.output).toEqual(convertArea({ value: 1, fromUnit: "acre", toUnit: "sqm" }));
    expect(state.output.result).toBe(4046.8564224);
  });

  test("bad numbers get a message on their own field, phrased for people", () => {
    const state = invalid(evaluateCalculator(landRoiCalculator, { purchasePrice: "-5", salePrice: "", holdingPeriodYears: "abc" }));
    expect(state.errors.fields).toEqual({
      purchasePrice: "Enter a number greater than 0.",
      salePrice: "Enter an amount.",
      holdingPeriodYears: "Enter a number, such as 2.5 or 1,00,000.",
    });
    expect(state.errors.form).toBeUndefined();
  });

  test("inclusive bounds: 0 or more, and no more than 100", () => {
    const roi = invalid(
      evaluateCalculator(serviceRoiCalculator, {
        parcelsPerYear: "10",
        hourlyCost: "500",
        annualSoftwareCost: "1000",
        timeSavedPercent: "101",
        avoidedCostPerParcel: "-1",
      }),
    );
    expect(roi.errors.fields).toEqual({
      timeSavedPercent: "Enter a number no more than 100.",
      avoidedCostPerParcel: "Enter a number of 0 or more.",
    });
  });

  test("choices: missing and unknown values", () => {
    const state = invalid(evaluateCalculator(areaConverter, { value: "1", toUnit: "furlong" }));
    expect(state.errors.fields.fromUnit).toBe("Choose an option.");
    expect(state.errors.fields.toUnit).toBe("Choose one of the listed options.");
    const acquisition = invalid(evaluateCalculator(acquisitionCostCalculator, { basePrice: "100", state: "sikkim" }));
    expect(acquisition.errors.fields).toEqual({ state: "Choose one of the listed options." });
  });

  test("a regional unit the region does not use lands on the unit field, naming regions that use it", () => {
    const state = invalid(evaluateCalculator(areaConverter, { value: "2", fromUnit: "katha", toUnit: "acre", region: "gujarat" }));
    expect(Object.keys(state.errors.fields)).toEqual(["fromUnit"]);
    expect(state.errors.fields.fromUnit).toMatch(
      /^Katha \(kattha\) has no defined size in Gujarat\. Choose a region that uses it \(.*West Bengal.*\)/,
    );
  });

  test("an overflow is reported on the field the library names, without jargon", () => {
    const state = invalid(evaluateCalculator(areaConverter, { value: "1e308", fromUnit: "acre", toUnit: "sqft" }));
    expect(state.errors.fields).toEqual({ value: "Area is too large." });
  });

  test("query parameters that are not fields are ignored, not rejected by the strict schema", () => {
    const state = evaluateCalculator(areaConverter, { value: "1", fromUnit: "acre", toUnit: "sqft", utm_source: "x" });
    expect(state.status).toBe("ok");
  });
});

describe("error mapping helpers", () => {
  test("an issue on an unknown path becomes a form-level error", () => {
    const errors = issuesToFieldErrors([{ code: "custom", path: ["nope"], message: "odd", input: undefined }], areaConverter.fields, {
      value: "",
      fromUnit: "",
      toUnit: "",
      region: "",
    });
    expect(errors).toEqual({ fields: {}, form: "odd" });
  });

  test("an InputError on an unknown field becomes a form-level error", () => {
    const errors = calculatorErrorToFieldErrors(new InputError("elsewhere", "elsewhere: broken"), areaConverter.fields, {
      value: "1",
      fromUnit: "acre",
      toUnit: "sqft",
      region: "",
    });
    expect(errors).toEqual({ fields: {}, form: "elsewhere: broken" });
  });

  test("a field id at the start of a library message becomes the field's label", () => {
    const errors = calculatorErrorToFieldErrors(
      new InputError(
        "holdingPeriodYears",
        "holdingPeriodYears is too short to annualise this return: the annualized ROI exceeds the range of a double-precision number",
      ),
      landRoiCalculator.fields,
      { purchasePrice: "1", salePrice: "1", holdingPeriodYears: "1e-9", additionalCosts: "" },
    );
    expect(errors.fields.holdingPeriodYears).toBe("Holding period (years) is too short to annualise this return.");
  });
});
