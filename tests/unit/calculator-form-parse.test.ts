import { describe, expect, test } from "vitest";
import { z } from "zod";
import { acquisitionCostCalculator } from "../../components/calculators/acquisition-cost/definition";
import { areaConverter } from "../../components/calculators/area-converter/definition";
import { evaluateCalculator, toCalculatorInput } from "../../components/calculators/evaluate-calculator";
import { landRoiCalculator } from "../../components/calculators/land-roi/definition";
import { pricePerSqft } from "../../components/calculators/price-per-sqft/definition";
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

describe("money fields read amounts as people write them", () => {
  const forms = [acquisitionCostCalculator, pricePerSqft, landRoiCalculator, guidelineCheck, areaConverter];

  test("a field is a money field exactly when its schema takes amount strings (the tools take the same words)", () => {
    for (const form of forms) {
      const json = z.toJSONSchema(form.schema, { io: "input" }) as { properties: Record<string, { type?: unknown }> };
      for (const field of form.fields) {
        const takesStrings = Array.isArray(json.properties[field.name]?.type);
        expect(field.kind === "number" && field.amount === true, `${form.slug}.${field.name}`).toBe(takesStrings);
      }
    }
  });

  test("the page computes from 1.2 crore as from 1,20,00,000, and explains a refusal", () => {
    const words = evaluateCalculator(acquisitionCostCalculator, { basePrice: "1.2 crore", state: "karnataka", legalFees: "25k" });
    const digits = evaluateCalculator(acquisitionCostCalculator, { basePrice: "1,20,00,000", state: "karnataka", legalFees: "25,000" });
    expect(words.status).toBe("ok");
    expect(words.status === "ok" && digits.status === "ok" && words.output.total === digits.output.total).toBe(true);
    const refused = evaluateCalculator(landRoiCalculator, {
      purchasePrice: "12 bigha",
      salePrice: "₹20 lakh",
      holdingPeriodYears: "5 lakh",
    });
    expect(refused.status).toBe("invalid");
    if (refused.status !== "invalid") return;
    expect(refused.errors.fields.purchasePrice).toMatch(/"bigha" is not a unit of money/);
    expect(refused.errors.fields.salePrice).toBeUndefined();
    // Years are not money: words are refused there.
    expect(refused.errors.fields.holdingPeriodYears).toBe("Enter a number, such as 2.5 or 1,00,000.");
  });
});
