import { describe, expect, test } from "vitest";
import { areaConverter } from "../../components/calculators/area-converter/definition";
import { toCalculatorInput } from "../../components/calculators/evaluate-calculator";
import { guidelineCheck } from "../../components/calculators/guideline-value-check/definition";
import { parseNumberInput } from "../../components/calculators/parse-number";
import { readFormValues } from "../../components/calculators/read-form-values";

describe("parseNumberInput", () => {
  test("plain, decimal, signed and exponent forms", () => {
    expect(parseNumberInput("2.5")).toBe(2.5);
    expect(parseNumberInput("-3")).toBe(-3);
    expect(parseNumberInput(".5")).toBe(0.5);
    expect(parseNumberInput("7.")).toBe(7);
    expect(parseNumberInput("1e6")).toBe(1_000_000);
    expect(parseNumberInput("0")).toBe(0);
  });

  test("Indian and international grouping, and spaces", () => {
    expect(parseNumberInput("1,00,000")).toBe(100_000);
    expect(parseNumberInput("12,34,567.5")).toBe(1_234_567.5);
    expect(parseNumberInput("1,000,000")).toBe(1_000_000);
    expect(parseNumberInput(" 43 560 ")).toBe(43_560);
  });

  test("empty means not given", () => {
    expect(parseNumberInput("")).toBeUndefined();
    expect(parseNumberInput("   ")).toBeUndefined();
    expect(parseNumberInput(",")).toBeUndefined();
  });

  test("anything else is NaN, for the schema to reject", () => {
    for (const raw of ["abc", "0x10", "Infinity", "-", "1.2.3", "2 acres", "1e", "NaN", "₹100"]) {
      expect(parseNumberInput(raw), raw).toBeNaN();
    }
  });
});

describe("readFormValues", () => {
  test("a fresh page: not submitted, choices at their defaults, numbers empty", () => {
    const { values, submitted } = readFormValues(areaConverter.fields, { utm_source: "newsletter" });
    expect(submitted).toBe(false);
    expect(values).toEqual({ value: "", fromUnit: "acre", toUnit: "sqft", region: "" });
  });

  test("a submitted form keeps what was sent, trimmed; the first of repeated parameters wins", () => {
    const { values, submitted } = readFormValues(areaConverter.fields, {
      value: [" 2.5 ", "9"],
      fromUnit: "bigha",
      toUnit: "sqm",
      region: "bihar",
    });
    expect(submitted).toBe(true);
    expect(values).toEqual({ value: "2.5", fromUnit: "bigha", toUnit: "sqm", region: "bihar" });
  });

  test("a required choice missing from a submitted URL stays empty (reported, not guessed)", () => {
    const { values } = readFormValues(areaConverter.fields, { value: "1", toUnit: "sqm" });
    expect(values.fromUnit).toBe("");
    expect(values.region).toBe("");
  });

  test("an optional choice missing from a submitted URL takes its default", () => {
    const { values } = readFormValues(guidelineCheck.fields, { guidelineValuePerUnit: "1", marketRatePerUnit: "2" });
    expect(values.unit).toBe("sqft");
  });
});

describe("toCalculatorInput", () => {
  test("numbers parsed, choices as text, empty fields left out", () => {
    const input = toCalculatorInput(areaConverter.fields, { value: "1,000", fromUnit: "acre", toUnit: "sqm", region: "" });
    expect(input).toEqual({ value: 1000, fromUnit: "acre", toUnit: "sqm" });
    expect("region" in input).toBe(false);
  });

  test("unparseable numbers become NaN", () => {
    const input = toCalculatorInput(areaConverter.fields, { value: "two", fromUnit: "acre", toUnit: "sqm", region: "" });
    expect(input.value).toBeNaN();
  });
});
