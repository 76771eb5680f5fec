import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import fc from "fast-check";
import { z } from "zod";
import { describe, expect, test } from "vitest";
import { rentLeaseTerms } from "../../lib/calculators";
import { InputError } from "../../lib/errors/input-error";
import type { ToolDefinition } from "../../lib/mcp/tool-definition";
import { calculatorTools } from "../../lib/mcp/tools/calculator-tools";
import { SPEC_CALCULATOR_TOOLS } from "../helpers/spec-tools";

const tools: ReadonlyArray<ToolDefinition> = calculatorTools;
const tool = (name: string) => {
  const found = tools.find((t) => t.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

/**
 * The check an MCP client makes on structuredContent: the output schema as
 * JSON Schema (draft-7, as the SDK publishes it), validated with AJV. Unlike
 * zod's parse it also fails on keys the schema does not list.
 */
const ajv = new AjvJsonSchemaValidator();
const jsonValidators = new Map(
  tools.map((t) => [t.name, ajv.getValidator(z.toJSONSchema(t.outputSchema, { target: "draft-7", io: "output" }) as never)]),
);
function expectValidOutput(name: string, structuredContent: unknown) {
  expect(tool(name).outputSchema.safeParse(structuredContent).error).toBeUndefined();
  expect(jsonValidators.get(name)?.(structuredContent).errorMessage).toBeUndefined();
}

/** Parse like the server does, then run. */
async function call(name: string, args: Record<string, unknown>) {
  const t = tool(name);
  return t.run(t.inputSchema.parse(args));
}

const VALID: Record<string, Array<Record<string, unknown>>> = {
  land_area_convert: [
    { value: 1, fromUnit: "acre", toUnit: "sqm" },
    { value: 3.5, fromUnit: "bigha", toUnit: "katha", region: "bihar" },
    { value: 2, fromUnit: "biswa", toUnit: "hectare" },
  ],
  price_per_sqft: [
    { totalPrice: 5_000_000, area: 1200, unit: "sqft" },
    { totalPrice: 900_000, area: 2, unit: "bigha", region: "assam" },
  ],
  land_roi: [
    { purchasePrice: 1_000_000, salePrice: 2_000_000, holdingPeriodYears: 5 },
    { purchasePrice: 100, salePrice: 0, holdingPeriodYears: 0.25, additionalCosts: 10 },
  ],
  guideline_value_check: [
    { guidelineValuePerUnit: 4000, marketRatePerUnit: 5200 },
    { guidelineValuePerUnit: 4000, marketRatePerUnit: 3000, area: 1500, unit: "sqyd" },
  ],
  land_acquisition_cost: [
    { basePrice: 10_000_000, state: "maharashtra", brokeragePercent: 1, legalFees: 25_000 },
    { basePrice: 500_000, guidelineValue: 600_000, stampDutyPercent: 5, registrationPercent: 1 },
    { basePrice: 1 },
    { basePrice: 8_000_000, state: "delhi", buyer: "woman" },
    { basePrice: 20_000_000, state: "uttar-pradesh", buyer: "joint" },
    { basePrice: 5_000_000, state: "kerala", buyer: "company" },
  ],
  service_roi: [
    { parcelsPerYear: 200, hourlyCost: 800, annualSoftwareCost: 1_500_000 },
    { parcelsPerYear: 1, hourlyCost: 1, annualSoftwareCost: 1_000_000, timeSavedPercent: 10 },
    { coordinators: 4, hoursPerWeek: 25, hourlyCost: 900 },
    { coordinators: 1.5, hoursPerWeek: 30, hourlyCost: 700, annualSoftwareCost: 300_000, workingWeeksPerYear: 46, parcelsPerYear: 12 },
  ],
};

describe("calculatorTools", () => {
  test("six tools in the spec's order", () => {
    expect(tools.map((t) => t.name)).toEqual(SPEC_CALCULATOR_TOOLS);
  });

  test.each(calculatorTools.map((t) => [t.name, t] as const))("%s: metadata an agent can act on", (_, t) => {
    expect(t.title.length).toBeGreaterThan(0);
    expect(t.description.length).toBeGreaterThan(80);
    expect(t.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
    const described = (schema: z.ZodType) => {
      const json = z.toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, { description?: string }> };
      for (const [key, property] of Object.entries(json.properties ?? {})) {
        expect(property.description, `${t.name}.${key}`).toBeTruthy();
      }
    };
    described(t.inputSchema);
    described(t.outputSchema);
  });

  test("land_acquisition_cost names the lease terms the rate table charges on their rent, read from the table", () => {
    const description = tools.find((t) => t.name === "land_acquisition_cost")?.description ?? "";
    expect(rentLeaseTerms()).toContain("Uttar Pradesh, more than 20 and up to 30 years");
    for (const term of rentLeaseTerms()) expect(description).toContain(term);
  });

  test.each(Object.entries(VALID))("%s: output parses with its own outputSchema", async (name, inputs) => {
    for (const args of inputs) {
      const result = await call(name, args);
      expectValidOutput(name, result.structuredContent);
      expect(result.text.length).toBeGreaterThan(10);
    }
  });

  test("texts summarise the answer", async () => {
    expect((await call("land_area_convert", { value: 1, fromUnit: "acre", toUnit: "sqm" })).text).toMatch(/^1 acre = 4,046\.856422 sqm, /);
    expect((await call("land_area_convert", { value: 1, fromUnit: "bigha", toUnit: "sqft" })).text).toMatch(/assumed/);
    expect((await call("land_roi", VALID.land_roi![0]!)).text).toMatch(/CAGR\) 14.86983/);
  });

  test("texts show an assumed region with the size used, and the rule a state default applied", async () => {
    const bigha = (await call("land_area_convert", { value: 1, fromUnit: "bigha", toUnit: "sqft" })).text;
    expect(bigha).toMatch(/Region uttar-pradesh assumed because no region was given/);
    expect(bigha).toMatch(/1 bigha \(Uttar Pradesh\) = 27,225 sq ft/);
    const price = (await call("price_per_sqft", { totalPrice: 1_440_000, area: 1, unit: "bigha" })).text;
    expect(price).toMatch(/assumed because no region was given/);
    const wb = (await call("price_per_sqft", { totalPrice: 1_440_000, area: 1, unit: "bigha", region: "west-bengal" })).text;
    expect(wb).toMatch(/^₹100 per sq ft/);
    expect(wb).toMatch(/Region west-bengal: 1 bigha \(West Bengal\) = 14,400 sq ft/);
    expect(wb).not.toMatch(/assumed/);
    const cost = (await call("land_acquisition_cost", { basePrice: 100_000_000, state: "maharashtra" })).text;
    expect(cost).toMatch(/registration 0.03% \(stateDefault: registration fee 1% of the value, capped at the maximum of ₹30,000\)/);
    expect(cost).toMatch(/^Assumed locality: Mumbai \(Brihanmumbai Municipal Corporation\), 6% stamp duty, because no locality was given/);
    const pune = (await call("land_acquisition_cost", { basePrice: 100_000_000, locality: "maharashtra-metro-corporation" })).text;
    expect(pune).toMatch(/stamp duty 7% \(stateDefault: 7% \(5% stamp duty/);
    expect(pune).not.toMatch(/Assumed locality/);
  });

  test("the cost text names a lease's dutiable basis in the page's words, and a sale's in none", async () => {
    const sale = (await call("land_acquisition_cost", { basePrice: 10_000_000, state: "uttar-pradesh" })).text;
    expect(sale).toMatch(/on a dutiable value of ₹1,00,00,000 \(₹1 crore\); brokerage/);
    const rent = (
      await call("land_acquisition_cost", {
        basePrice: 10_000_000,
        state: "uttar-pradesh",
        instrument: "lease",
        leaseYears: 29,
        annualRent: 400_000,
        premium: 0,
      })
    ).text;
    expect(rent).toMatch(/on a dutiable value of ₹24,00,000 \(₹24 lakh\) \(the lease's rent basis\)/);
    const share = (
      await call("land_acquisition_cost", { basePrice: 10_000_000, state: "maharashtra", instrument: "lease", leaseYears: 30 })
    ).text;
    expect(share).toMatch(/on a dutiable value of ₹90,00,000 \(₹90 lakh\) \(the lease's share of the market value\)/);
  });

  test("amount arguments may be strings as people write them; numbers still work and results stay numbers", async () => {
    const words = await call("land_acquisition_cost", { basePrice: "1.2 crore", state: "karnataka", legalFees: "₹25,000" });
    const digits = await call("land_acquisition_cost", { basePrice: 12_000_000, state: "karnataka", legalFees: 25_000 });
    expect(words.structuredContent).toEqual(digits.structuredContent);
    expect(words.text).toMatch(/^Total ₹1,29,37,000 \(₹1\.29 crore\): base price ₹1,20,00,000 \(₹1\.2 crore\)/);
    const roi = await call("land_roi", { purchasePrice: "20 lakh", salePrice: "32 लाख", holdingPeriodYears: 5 });
    expect(roi.structuredContent).toMatchObject({ purchasePrice: 2_000_000, salePrice: 3_200_000 });
    const input = z.toJSONSchema(tool("land_acquisition_cost").inputSchema, { io: "input" }) as { properties: Record<string, unknown> };
    const output = z.toJSONSchema(tool("land_acquisition_cost").outputSchema, { io: "output" }) as { properties: Record<string, unknown> };
    expect(input.properties.basePrice).toMatchObject({ type: ["number", "string"] });
    expect(output.properties.basePrice).toMatchObject({ type: "number" });
  });

  test("an amount string that is not an amount is refused naming the field and why", () => {
    const result = tool("land_acquisition_cost").inputSchema.safeParse({ basePrice: "12 bigha" });
    expect(result.error?.issues[0]?.message).toMatch(/^basePrice: "bigha" is not a unit of money here\. Enter an amount such as 12 lakh/);
    const negative = tool("land_acquisition_cost").inputSchema.safeParse({ basePrice: "-5 lakh" });
    expect(negative.error?.issues[0]?.message).toBe("basePrice must be greater than 0");
  });

  const BAD: Array<[string, Record<string, unknown>, string]> = [
    ["land_area_convert", { value: -1, fromUnit: "acre", toUnit: "sqm" }, "value"],
    ["land_area_convert", { value: Number.NaN, fromUnit: "acre", toUnit: "sqm" }, "value"],
    ["land_area_convert", { value: 1, fromUnit: "furlong", toUnit: "sqm" }, "fromUnit"],
    ["land_area_convert", { value: 1, fromUnit: "bigha", toUnit: "sqm", region: "atlantis" }, "region"],
    ["price_per_sqft", { totalPrice: -5, area: 1, unit: "sqft" }, "totalPrice"],
    ["price_per_sqft", { totalPrice: 5, area: Number.NaN, unit: "sqft" }, "area"],
    ["price_per_sqft", { totalPrice: 5, area: 1, unit: "furlong" }, "unit"],
    ["price_per_sqft", { totalPrice: 5, area: 1, unit: "bigha", region: "atlantis" }, "region"],
    ["land_roi", { purchasePrice: -1, salePrice: 1, holdingPeriodYears: 1 }, "purchasePrice"],
    ["land_roi", { purchasePrice: 1, salePrice: Number.NaN, holdingPeriodYears: 1 }, "salePrice"],
    ["land_roi", { purchasePrice: 1, salePrice: 1, holdingPeriodYears: 0 }, "holdingPeriodYears"],
    ["guideline_value_check", { guidelineValuePerUnit: -1, marketRatePerUnit: 1 }, "guidelineValuePerUnit"],
    ["guideline_value_check", { guidelineValuePerUnit: 1, marketRatePerUnit: Number.NaN }, "marketRatePerUnit"],
    ["guideline_value_check", { guidelineValuePerUnit: 1, marketRatePerUnit: 1, unit: "furlong" }, "unit"],
    ["land_acquisition_cost", { basePrice: -1 }, "basePrice"],
    ["land_acquisition_cost", { basePrice: 1, brokeragePercent: Number.NaN }, "brokeragePercent"],
    ["land_acquisition_cost", { basePrice: 1, state: "atlantis" }, "state"],
    ["land_acquisition_cost", { basePrice: 1, locality: "atlantis" }, "locality"],
    ["land_acquisition_cost", { basePrice: 1, locality: "Delhi" }, "locality"],
    ["land_acquisition_cost", { basePrice: 1, state: "delhi", buyer: "female" }, "buyer"],
    ["land_acquisition_cost", { basePrice: 1, state: "delhi", buyer: "Woman" }, "buyer"],
    ["service_roi", { parcelsPerYear: -1, hourlyCost: 1, annualSoftwareCost: 1 }, "parcelsPerYear"],
    ["service_roi", { parcelsPerYear: 1, hourlyCost: Number.NaN, annualSoftwareCost: 1 }, "hourlyCost"],
    ["service_roi", { coordinators: -2, hoursPerWeek: 10, hourlyCost: 1 }, "coordinators"],
    ["service_roi", { coordinators: 2, hoursPerWeek: 10, hourlyCost: 1, workingWeeksPerYear: 60 }, "workingWeeksPerYear"],
  ];

  test.each(BAD)("%s rejects %o naming %s", (name, args, field) => {
    const result = tool(name).inputSchema.safeParse(args);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toContain(field);
  });

  test("semantic errors surface as InputError naming the field", async () => {
    await expect(call("land_area_convert", { value: 1, fromUnit: "biswa", toUnit: "sqm", region: "nepal" })).rejects.toMatchObject({
      name: "InputError",
      field: "fromUnit",
    });
    await expect(call("land_acquisition_cost", { basePrice: 1, state: "delhi", locality: "mumbai" })).rejects.toMatchObject({
      name: "InputError",
      field: "locality",
    });
    await expect(call("land_roi", { purchasePrice: 1, salePrice: 1e300, holdingPeriodYears: 0.001 })).rejects.toBeInstanceOf(InputError);
  });
});

/**
 * Any arguments: the schema rejects them, or run returns output its schema
 * accepts, or run throws InputError. Nothing else may escape.
 */
describe("calculatorTools under arbitrary input", () => {
  type JsonProperty = { type?: string; enum?: string[] };
  const numbers = fc.oneof(
    fc.double(),
    fc.constantFrom(0, -0, 1, 5e-324, 1e-300, 1e300, Number.MAX_VALUE, 100, 101),
    fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
  );

  function argumentsFor(schema: z.ZodType) {
    const json = z.toJSONSchema(schema, { io: "input" }) as { properties: Record<string, JsonProperty>; required?: string[] };
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(json.properties)) {
      const value: fc.Arbitrary<unknown> = property.enum ? fc.constantFrom(...property.enum, "bogus") : numbers;
      model[key] = json.required?.includes(key) ? value : fc.option(value, { nil: undefined });
    }
    return fc.record(model);
  }

  test.each(calculatorTools.map((t) => [t.name, t] as const))("%s", async (_, t) => {
    await fc.assert(
      fc.asyncProperty(argumentsFor(t.inputSchema), async (raw) => {
        const args = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
        const parsed = t.inputSchema.safeParse(args);
        if (!parsed.success) return;
        try {
          const result = await (t as ToolDefinition).run(parsed.data);
          expectValidOutput(t.name, result.structuredContent);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the text content states every figure of structuredContent", () => {
  const samples: Record<string, Record<string, unknown>> = {
    land_area_convert: { value: 2.5, fromUnit: "acre", toUnit: "hectare" },
    price_per_sqft: { totalPrice: 5_000_000, area: 1, unit: "acre" },
    land_roi: { purchasePrice: 1_000_000, salePrice: 2_000_000, holdingPeriodYears: 5, additionalCosts: 50_000 },
    guideline_value_check: { guidelineValuePerUnit: 3000, marketRatePerUnit: 4200, area: 1200 },
    land_acquisition_cost: { basePrice: 10_000_000, state: "karnataka", brokeragePercent: 1, legalFees: 25_000, otherCosts: 15_000 },
    service_roi: { parcelsPerYear: 120, hourlyCost: 1500, annualSoftwareCost: 600_000 },
  };
  // Indian digit grouping, as the text writes every figure (money with ₹ before it).
  const numberFormat = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 10 });
  const figures = (value: unknown): number[] =>
    typeof value === "number" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(figures) : [];

  test.each(Object.keys(samples))("%s", async (name) => {
    const parsed = tool(name).inputSchema.parse(samples[name]);
    const { structuredContent, text } = await tool(name).run(parsed);
    const missing = figures(structuredContent).filter((n) => !text.includes(numberFormat.format(Math.abs(n))));
    expect(missing, text).toEqual([]);
  });
});

describe("land_acquisition_cost: notes in brief", () => {
  test("the text ends with each note's summary and its sources' sites and check date; structuredContent has them whole", async () => {
    const { text, structuredContent } = await call("land_acquisition_cost", { basePrice: "45 lakh", state: "Rajasthan" });
    const out = structuredContent as { noteSummaries: Array<{ summary: string; details: string | null; sources: unknown[] }> };
    expect(out.noteSummaries[0]?.summary).toMatch(/^7\.8% stamp duty for men/);
    expect(out.noteSummaries[0]?.details).toMatch(/Zee News/);
    expect(text).toMatch(/\n\nNotes:\n- 7\.8% stamp duty for men .* \(sources: [a-z.]+(, [a-z.]+)*( and \d+ more)?; checked 2026-11-25\)$/);
    expect(text).not.toMatch(/Zee News/);
  });

  test("Assam's sale leads with not covered and computes no state charge", async () => {
    const { text, structuredContent } = await call("land_acquisition_cost", { basePrice: 12_000_000, state: "assam" });
    expect(text).toMatch(/^Not covered: Assam's sale-deed rates are unresolved .* \(sources: housing\.com, .*\) Total ₹1,20,00,000/);
    expect(structuredContent).toMatchObject({ instrumentCovered: false, total: 12_000_000 });
  });
});
