import { createTranslator } from "next-intl";
import { describe, expect, test } from "vitest";
import { acquisitionCostCalculator } from "../../components/calculators/acquisition-cost/definition";
import { Breakdown as AcquisitionBreakdown, summary as acquisitionSummary } from "../../components/calculators/acquisition-cost/result";
import { areaConverter } from "../../components/calculators/area-converter/definition";
import { CALCULATOR_PAGES } from "../../components/calculators/calculator-pages";
import { calculatorPageIn, calculatorWords, fieldsIn } from "../../components/calculators/calculator-words";
import { ENGLISH } from "../../components/calculators/english-words";
import { evaluateCalculator } from "../../components/calculators/evaluate-calculator";
import { guidelineCheck } from "../../components/calculators/guideline-value-check/definition";
import { landRoiCalculator } from "../../components/calculators/land-roi/definition";
import { pricePerSqft } from "../../components/calculators/price-per-sqft/definition";
import { serviceRoiCalculator } from "../../components/calculators/service-roi/definition";
import { formatMessage } from "../../components/calculators/words";
import {
  BUYER_LABELS,
  DEFAULT_REGION,
  DUTIABLE_BASIS_LABELS,
  guidelineValueCheck,
  INSTRUMENT_LABELS,
  JURISDICTION_LIST,
  REGION_LIST,
  REGIONS,
  SERVICE_ROI_DEFAULTS,
} from "../../lib/calculators";
import { MESSAGES } from "../../lib/i18n/messages";
import { TERM_BASE } from "../../lib/i18n/term-base";
import { renderToStaticMarkup } from "react-dom/server";

const DEFINITIONS = [areaConverter, pricePerSqft, landRoiCalculator, guidelineCheck, acquisitionCostCalculator, serviceRoiCalculator];
const en = MESSAGES.en.calculators;
const hi = MESSAGES.hi.calculators;
const hindi = calculatorWords("hi");
const DEVANAGARI = /[\u0900-\u097F]/;

function ok<T extends { status: string }>(state: T) {
  if (state.status !== "ok") throw new Error(`expected a result, got ${JSON.stringify(state)}`);
  return state as Extract<T, { status: "ok" }>;
}

describe("the English calculator messages say what the one home of each fact says", () => {
  test("every field's words, with the defaults and default region as arguments", () => {
    for (const definition of DEFINITIONS) {
      const words = (en.fields as Record<string, Record<string, Record<string, string>>>)[definition.slug];
      for (const field of definition.fields) {
        const word = words?.[field.name];
        const args = {
          value: String((SERVICE_ROI_DEFAULTS as Record<string, number>)[field.name] ?? ""),
          region: REGIONS[DEFAULT_REGION].label,
        };
        const say = (text: string | undefined) => (text === undefined ? undefined : formatMessage(text, args, "en"));
        expect(say(word?.label), `${definition.slug}.${field.name}`).toBe(field.label);
        expect(say(word?.help)).toBe(field.help);
        expect(say(word?.group)).toBe(field.group);
        if (field.kind === "number") expect(say(word?.placeholder)).toBe(field.placeholder);
        else expect(say(word?.emptyLabel)).toBe(field.emptyLabel);
      }
    }
  });

  test("page titles and summaries, and the names of states, regions, buyers, instruments and bases", () => {
    for (const page of CALCULATOR_PAGES) expect([en.titles[page.slug], en.summaries[page.slug]]).toEqual([page.title, page.summary]);
    expect(en.labels.states).toEqual(Object.fromEntries(JURISDICTION_LIST.map((state) => [state.id, state.label])));
    expect(en.names.regions).toEqual(Object.fromEntries(REGION_LIST.map((region) => [region.id, region.label])));
    expect(en.labels.buyers).toEqual(BUYER_LABELS);
    expect(en.labels.instruments).toEqual(INSTRUMENT_LABELS);
    expect(en.labels.basis).toEqual(DUTIABLE_BASIS_LABELS);
    const notes = { market: [5000, 4000], guideline: [3000, 4000], equal: [4000, 4000] } as const;
    for (const [key, [market, guideline]] of Object.entries(notes)) {
      const out = guidelineValueCheck({ guidelineValuePerUnit: guideline, marketRatePerUnit: market, unit: "sqft" });
      expect(en.guidelineNotes[key as keyof typeof notes]).toBe(out.note);
    }
  });

  test("Hindi unit names are the term base's", () => {
    for (const [id, name] of Object.entries(hi.names.units)) expect(name).toBe(TERM_BASE.find((term) => term.en === id)?.hi);
  });
});

describe("the calculators' own message reader", () => {
  test("formats every message without tags as next-intl does, in both languages", () => {
    const args = { count: 2, n: "1,000", text: "x", value: "7", region: "R", unit: "U", regions: "A, B", percent: "5%", amount: "₹1" };
    for (const locale of ["en", "hi"] as const) {
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "calculators" }) as unknown as (
        key: string,
        values: Record<string, string | number>,
      ) => string;
      const walk = (node: unknown, path: string[]): void => {
        if (typeof node === "string") {
          const key = path.join(".");
          const names = [...node.matchAll(/\{(\w+)/g)].map((match) => match[1] as string);
          const values = Object.fromEntries(names.map((name) => [name, name in args ? args[name as keyof typeof args] : `<${name}>`]));
          if (/<\w+>/.test(node)) return; // rich text: pages only, through next-intl
          expect(formatMessage(node, values, locale), `${locale} ${key}`).toBe(t(key, values));
          return;
        }
        for (const [name, child] of Object.entries(node as Record<string, unknown>)) walk(child, [...path, name]);
      };
      walk(MESSAGES[locale].calculators, []);
    }
  });
});

describe("a calculator page in Hindi", () => {
  test("has Hindi labels, help and option names, the English term in brackets where a document uses it", () => {
    const fields = fieldsIn("acquisition-cost", acquisitionCostCalculator.fields, "hi");
    for (const field of fields) expect(field.label, field.name).toMatch(DEVANAGARI);
    const state = fields.find((field) => field.name === "state");
    expect(state?.kind === "choice" && state.options.find((option) => option.value === "uttar-pradesh")?.label).toBe("उत्तर प्रदेश");
    expect(fields.find((field) => field.name === "guidelineValue")?.label).toBe("संपत्ति का मार्गदर्शी मूल्य (guideline value)");
    const units = fieldsIn("area-converter", areaConverter.fields, "hi").find((field) => field.name === "fromUnit");
    expect(units?.kind === "choice" && units.options.find((option) => option.value === "bigha")?.label).toBe(
      "बीघा (Bigha) (आकार क्षेत्र के अनुसार बदलता है)",
    );
    expect(calculatorPageIn("land-roi", "hi").title).toBe("ज़मीन पर रिटर्न (ROI) कैलकुलेटर");
  });

  test("reads Hindi amounts and answers with the same figure as English, its lakh and crore in Hindi", () => {
    const hindiState = ok(evaluateCalculator(acquisitionCostCalculator, { basePrice: "1.2 करोड़", state: "uttar-pradesh" }, hindi));
    const englishState = ok(evaluateCalculator(acquisitionCostCalculator, { basePrice: "1.2 crore", state: "uttar-pradesh" }));
    expect(hindiState.output).toEqual(englishState.output);
    const inHindi = acquisitionSummary(hindiState.output, hindi);
    const inEnglish = acquisitionSummary(englishState.output, ENGLISH);
    expect(inHindi.figure).toBe(inEnglish.figure);
    expect(inEnglish.words).toMatch(/crore$/);
    expect(inHindi.words).toBe(inEnglish.words?.replace("crore", "करोड़"));
    expect(inHindi.label).toBe("ख़रीद की कुल लागत");
  });

  test("gives its field errors in Hindi, the regional-unit one included", () => {
    const state = evaluateCalculator(landRoiCalculator, { purchasePrice: "बहुत", salePrice: "", holdingPeriodYears: "-1" }, hindi);
    if (state.status !== "invalid") throw new Error("expected errors");
    expect(state.errors.fields).toEqual({
      purchasePrice: "“बहुत” राशि नहीं है। 12 लाख, 1.2 करोड़, ₹1,20,00,000 या 50 हज़ार जैसे लिखें।",
      salePrice: "राशि भरें।",
      holdingPeriodYears: expect.stringMatching(DEVANAGARI),
    });
    const regional = evaluateCalculator(areaConverter, { value: "1", fromUnit: "nali", toUnit: "sqft", region: "bihar" }, hindi);
    if (regional.status !== "invalid") throw new Error("expected errors");
    expect(regional.errors.fields.fromUnit).toMatch(/^बिहार में नाली का कोई तय आकार नहीं है।/);
  });

  test("keeps research notes' English under a Hindi lead, and links the English page's result", () => {
    const words = { ...hindi, englishHref: "/calculators/acquisition-cost?basePrice=50+lakh&state=delhi" };
    const out = ok(evaluateCalculator(acquisitionCostCalculator, { basePrice: "50 लाख", state: "delhi" }, words)).output;
    const html = renderToStaticMarkup(AcquisitionBreakdown({ out, w: words }));
    expect(html).toContain("माना गया इलाक़ा");
    expect(html).toContain('lang="en"');
    expect(html).toContain('href="/calculators/acquisition-cost?basePrice=50+lakh&amp;state=delhi" hrefLang="en-IN"');
    expect(html).not.toMatch(/>Stamp duty</);
  });
});
