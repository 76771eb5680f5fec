import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { acquisitionCostCalculator } from "../../components/calculators/acquisition-cost/definition";
import { areaConverter } from "../../components/calculators/area-converter/definition";
import { CALCULATOR_PAGES } from "../../components/calculators/calculator-pages";
import { calculatorMetadata } from "../../components/calculators/calculator-route";
import { guidelineCheck } from "../../components/calculators/guideline-value-check/definition";
import { landRoiCalculator } from "../../components/calculators/land-roi/definition";
import { pricePerSqft } from "../../components/calculators/price-per-sqft/definition";
import { serviceRoiCalculator } from "../../components/calculators/service-roi/definition";
import { calculatorTools } from "../../lib/mcp/tools/calculator-tools";

const DEFINITIONS = [areaConverter, pricePerSqft, landRoiCalculator, guidelineCheck, acquisitionCostCalculator, serviceRoiCalculator];

describe("calculator page registry", () => {
  test("six pages with the fixed public slugs", () => {
    expect(CALCULATOR_PAGES.map((page) => page.slug)).toEqual([
      "area-converter",
      "price-per-sqft",
      "land-roi",
      "guideline-value-check",
      "acquisition-cost",
      "service-roi",
    ]);
  });

  test("each page names a real MCP tool, in the same order as the tool server", () => {
    expect(CALCULATOR_PAGES.map((page) => page.toolName)).toEqual(calculatorTools.map((tool) => tool.name));
  });

  test("each page's help article exists", () => {
    for (const page of CALCULATOR_PAGES) {
      expect(existsSync(path.join(process.cwd(), "content", "help", `${page.helpId}.md`)), page.helpId).toBe(true);
    }
  });

  test("metadata: title, description and a canonical URL without the query string", () => {
    const metadata = calculatorMetadata("acquisition-cost");
    expect(metadata.title).toBe("Land acquisition cost calculator");
    expect(metadata.description).toMatch(/stamp duty/);
    expect(metadata.alternates?.canonical).toBe("/calculators/acquisition-cost");
  });
});

describe("form definitions", () => {
  test("one definition per page, each using that page's tool's input schema", () => {
    expect(DEFINITIONS.map((definition) => definition.slug)).toEqual(CALCULATOR_PAGES.map((page) => page.slug));
    DEFINITIONS.forEach((definition, index) => {
      expect(definition.schema).toBe(calculatorTools[index]?.inputSchema);
    });
  });

  test("each form asks for every input of its schema, once", () => {
    for (const definition of DEFINITIONS) {
      const names = definition.fields.map((field) => field.name);
      expect(new Set(names).size, definition.slug).toBe(names.length);
      expect([...names].sort(), definition.slug).toEqual(Object.keys(definition.schema.shape).sort());
    }
  });

  test("required schema inputs are not marked optional, and optional ones are", () => {
    for (const definition of DEFINITIONS) {
      for (const field of definition.fields) {
        const shape: Record<string, z.ZodType> = definition.schema.shape;
        const optional = shape[field.name]?.safeParse(undefined).success;
        expect(Boolean(field.optional), `${definition.slug}.${field.name}`).toBe(optional);
      }
    }
  });

  test("each choice's default is one of its options (or empty for an optional choice)", () => {
    for (const definition of DEFINITIONS) {
      for (const field of definition.fields) {
        if (field.kind !== "choice") continue;
        const allowed = field.options.map((option) => option.value).concat(field.optional ? [""] : []);
        expect(allowed, `${definition.slug}.${field.name}`).toContain(field.defaultValue);
      }
    }
  });
});
