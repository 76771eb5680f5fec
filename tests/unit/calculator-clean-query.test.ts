import { describe, expect, test } from "vitest";
import { acquisitionCostCalculator } from "../../components/calculators/acquisition-cost/definition";
import { cleanQuery, cleanResultPath, queryShape } from "../../components/calculators/clean-query";
import { guidelineCheck } from "../../components/calculators/guideline-value-check/definition";
import { landRoiCalculator } from "../../components/calculators/land-roi/definition";

const PATH = "/calculators/acquisition-cost";
const fields = acquisitionCostCalculator.fields;

describe("result addresses without empty parameters", () => {
  test("a submitted form keeps its filled fields in form order and drops empty optional ones", () => {
    const entries: [string, string][] = [
      ["basePrice", "50,00,000"],
      ["state", "karnataka"],
      ["locality", ""],
      ["instrument", ""],
      ["leaseYears", ""],
      ["annualRent", ""],
      ["premium", ""],
      ["guidelineValue", ""],
      ["stampDutyPercent", ""],
      ["registrationPercent", ""],
      ["brokeragePercent", "1"],
      ["legalFees", " 25000 "],
      ["otherCosts", ""],
    ];
    expect(cleanQuery(queryShape(fields), entries)).toBe("basePrice=50%2C00%2C000&state=karnataka&brokeragePercent=1&legalFees=25000");
  });

  test("a required field stays even when empty, so the page can say it is missing", () => {
    const shape = queryShape(landRoiCalculator.fields);
    expect(
      cleanQuery(shape, [
        ["purchasePrice", ""],
        ["salePrice", "100"],
        ["holdingPeriodYears", "2"],
        ["additionalCosts", ""],
      ]),
    ).toBe("purchasePrice=&salePrice=100&holdingPeriodYears=2");
  });

  test("an optional choice whose default is not the empty option is kept: leaving it out would change the answer", () => {
    const shape = queryShape(guidelineCheck.fields);
    expect(shape.droppable).not.toContain("unit");
    expect(shape.droppable).toContain("area");
  });

  test("other parameters are kept after the fields unless empty", () => {
    expect(
      cleanQuery(queryShape(fields), [
        ["utm_source", "whatsapp"],
        ["basePrice", "5"],
        ["ref", ""],
      ]),
    ).toBe("basePrice=5&utm_source=whatsapp");
  });

  test("an old link with empty parameters gets a redirect target; a clean one, in any order, does not", () => {
    expect(cleanResultPath(PATH, fields, { basePrice: "5000000", state: "karnataka", locality: "", leaseYears: "" })).toBe(
      `${PATH}?basePrice=5000000&state=karnataka`,
    );
    expect(cleanResultPath(PATH, fields, { state: "karnataka", basePrice: "5000000" })).toBeNull();
    expect(cleanResultPath(PATH, fields, {})).toBeNull();
    expect(cleanResultPath(PATH, fields, { basePrice: ["1", "2"] })).toBe(`${PATH}?basePrice=1`);
    expect(cleanResultPath(PATH, fields, { locality: "" })).toBe(`${PATH}?basePrice=`);
  });
});
