import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { modelContextUpdate } from "@/components/calculators/app-view/calculator-app";
import { CALCULATOR_VIEWS } from "@/components/calculators/app-view/calculator-views";
import { type JsonSchema, schemaIssues } from "@/components/calculators/app-view/schema-issues";
import { messagesFor } from "@/components/calculators/app-view/view-messages";
import { issuesToFieldErrors } from "@/components/calculators/field-errors";
import { formatAmount, setNumberLocale } from "@/components/calculators/format";
import { toCalculatorInput } from "@/components/calculators/read-form-values";
import { acquisitionCost, acquisitionCostInput, acquisitionCostOutput, landRoi, landRoiOutput } from "@/lib/calculators";
import { viewInputSchema } from "@/lib/mcp/apps/calculator-views";
import { calculatorTools } from "@/lib/mcp/tools/calculator-tools";

const jsonSchema = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { target: "draft-7", io }) as JsonSchema;

/** The form's raw text of a few inputs; every field not given is left empty, as a person would. */
const formValues = (fields: readonly { name: string }[], given: Record<string, string>) =>
  Object.fromEntries(fields.map((field) => [field.name, given[field.name] ?? ""]));

describe("the view's schema check, against the tools' own JSON Schemas", () => {
  const TRIES: Record<string, Record<string, string>[]> = {
    land_area_convert: [
      { value: "2.5", fromUnit: "acre", toUnit: "sqft" },
      { value: "-1", fromUnit: "acre", toUnit: "sqft" },
      { value: "x" },
      {},
    ],
    price_per_sqft: [
      { totalPrice: "5000000", area: "1", unit: "acre" },
      { totalPrice: "0", area: "1", unit: "furlong" },
    ],
    land_roi: [
      { purchasePrice: "100", salePrice: "0", holdingPeriodYears: "1" },
      { purchasePrice: "100", salePrice: "-2", holdingPeriodYears: "0" },
    ],
    guideline_value_check: [{ guidelineValuePerUnit: "3000", marketRatePerUnit: "4200", area: "1200" }, { area: "1,200" }],
    land_acquisition_cost: [
      { basePrice: "1,00,00,000", state: "karnataka", stampDutyPercent: "101" },
      { basePrice: "5", state: "atlantis" },
    ],
    service_roi: [{ parcelsPerYear: "120", hourlyCost: "1500", annualSoftwareCost: "600000", timeSavedPercent: "150" }],
  };

  it("accepts and refuses what zod accepts and refuses, with the same field messages on the form", () => {
    for (const tool of calculatorTools) {
      const view = CALCULATOR_VIEWS[tool.name]!;
      // As the view gets it: the input after the form has read amounts into numbers.
      const schema = viewInputSchema(tool.inputSchema) as JsonSchema;
      for (const given of TRIES[tool.name]!) {
        const values = formValues(view.fields, given);
        const input = toCalculatorInput(view.fields, values);
        const parsed = tool.inputSchema.safeParse(input);
        const issues = schemaIssues(input, schema);
        expect(issues.length === 0, `${tool.name} ${JSON.stringify(given)}`).toBe(parsed.success);
        if (!parsed.success) {
          expect(issuesToFieldErrors(issues, view.fields, values), `${tool.name} ${JSON.stringify(given)}`).toEqual(
            issuesToFieldErrors(parsed.error.issues, view.fields, values),
          );
        }
      }
    }
  });

  it("checks results against the output schema: a tool's real answer passes, another shape does not", () => {
    const schema = jsonSchema(landRoiOutput, "output");
    const answer = landRoi({ purchasePrice: 100, salePrice: 150, holdingPeriodYears: 2 });
    expect(schemaIssues(answer, schema)).toEqual([]);
    expect(schemaIssues({ roi: 50 }, schema).length).toBeGreaterThan(0);
    expect(schemaIssues({ ...answer, isLoss: "no" }, schema)).toMatchObject([{ path: ["isLoss"] }]);
    expect(schemaIssues(null, schema)).toMatchObject([{ code: "invalid_type" }]);
  });

  it("reads nullable values (anyOf with null) and arrays of objects", () => {
    const schema = jsonSchema(acquisitionCostOutput, "output");
    const answer = acquisitionCost(acquisitionCostInput.parse({ basePrice: 1_000_000 }));
    expect(answer.state).toBeNull();
    expect(schemaIssues(answer, schema)).toEqual([]);
    const broken = { ...answer, breakdown: [{ item: "basePrice", amount: "lots" }] };
    expect(schemaIssues(broken, schema)).toMatchObject([{ path: ["breakdown", 0, "amount"], code: "invalid_type" }]);
  });
});

describe("what the model is told after a recompute in a view", () => {
  it("carries the new arguments and the result, as text and as structured content", () => {
    const view = CALCULATOR_VIEWS.land_roi!;
    const args = { purchasePrice: 100, salePrice: 300, holdingPeriodYears: 2 };
    const result = { content: [{ type: "text", text: "Profit of 200: 200% in total" }], structuredContent: { totalProfit: 200 } };
    const update = modelContextUpdate(view, args, result, messagesFor("en-IN"));
    expect(update.structuredContent).toEqual({ tool: "land_roi", arguments: args, result: { totalProfit: 200 }, isError: false });
    expect(update.content).toHaveLength(1);
    expect(update.content[0]!.text).toContain('land_roi arguments {"purchasePrice":100,"salePrice":300,"holdingPeriodYears":2}');
    expect(update.content[0]!.text).toContain("Profit of 200: 200% in total");
    expect(update.content[0]!.text).toContain(view.page.title);
  });

  it("says when the tool refused the new input", () => {
    const update = modelContextUpdate(
      CALCULATOR_VIEWS.land_roi!,
      { purchasePrice: 1 },
      { content: [{ type: "text", text: "salePrice is required" }], isError: true },
      messagesFor(undefined),
    );
    expect(update.structuredContent).toMatchObject({ result: null, isError: true });
    expect(update.content[0]!.text).toContain("salePrice is required");
  });
});

describe("the view's locale", () => {
  afterEach(() => setNumberLocale("en-IN"));

  it("groups numbers as the host's locale does, en-IN unless told otherwise or told something unknown", () => {
    expect(formatAmount(1_00_00_000)).toBe("₹1,00,00,000 · ₹1\u00a0crore");
    setNumberLocale("en-US");
    expect(formatAmount(1_00_00_000)).toBe("₹10,000,000 · ₹1\u00a0crore");
    setNumberLocale("de-DE");
    expect(formatAmount(1234.5)).toBe("1.234,5\u00a0₹");
    setNumberLocale("not a locale!");
    expect(formatAmount(1_00_00_000)).toBe("₹1,00,00,000 · ₹1\u00a0crore");
  });

  it("picks the words by language and falls back to English", () => {
    expect(messagesFor("en-US").lang).toBe("en-IN");
    expect(messagesFor("hi-IN").lang).toBe("hi");
    expect(messagesFor("hi")).toBe(messagesFor("hi-IN"));
    expect(messagesFor("hi-IN").calculate).toBe("हिसाब लगाएँ");
    // A language without a set (Marathi, for now) gets English.
    expect(messagesFor("mr-IN")).toBe(messagesFor("en-IN"));
    expect(messagesFor(undefined).calculate).toBe("Calculate");
  });
});
