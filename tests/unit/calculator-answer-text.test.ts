import { describe, expect, test } from "vitest";
import {
  acquisitionCost,
  convertArea,
  guidelineValueCheck,
  INSTRUMENT_IDS,
  pricePerArea,
  REGION_IDS,
  serviceRoi,
  STATE_IDS,
} from "@/lib/calculators";
import type { ToolDefinition } from "@/lib/mcp/tool-definition";
import { briefSource, operativeNote, sentences } from "@/lib/mcp/tools/answer-text";
import { calculatorTools } from "@/lib/mcp/tools/calculator-tools";

const tools: ReadonlyArray<ToolDefinition> = calculatorTools;
async function call(name: string, args: Record<string, unknown>) {
  const tool = tools.find((candidate) => candidate.name === name)!;
  return tool.run(tool.inputSchema.parse(args));
}

/** A note's first sentence as the text must carry it: citations and bracketed addresses aside. */
const firstSentence = (note: string) => sentences(operativeNote(note).replace(/ \(more in the notes\)$/, ""))[0]!;

describe("a calculator answer's text stands alone", () => {
  test("3 bigha in Rajasthan: the pucca size used, its source, and the kachcha bigha to use instead", async () => {
    const { text } = await call("land_area_convert", { value: 3, fromUnit: "bigha", toUnit: "acre", region: "rajasthan" });
    expect(text).toMatch(/^3 bigha = 1\.875 acre/);
    expect(text).toContain("Region rajasthan: 1 bigha (Rajasthan (pucca bigha)) = 27,225 sq ft.\n\nSources:\n");
    expect(text).toContain(
      '\n- 1 bigha (Rajasthan (pucca bigha)) = 27,225 sq ft: Wikipedia, "Bigha", Rajasthan, https://en.wikipedia.org/wiki/Bigha, checked 2026-11-23\n',
    );
    expect(text).toContain("Where the kachcha bigha is meant, use region rajasthan-kachha.");
    // And the kachcha answer the note points to.
    const kachcha = await call("land_area_convert", { value: 3, fromUnit: "bigha", toUnit: "acre", region: "rajasthan-kachha" });
    expect(kachcha.text).toMatch(/^3 bigha = 1\.2 acre/);
  });

  test("no region: the text says which was assumed and which other bighas are in use there", async () => {
    const { text } = await call("land_area_convert", { value: 1, fromUnit: "bigha", toUnit: "sqft" });
    expect(text).toContain("No region given: assumed uttar-pradesh (Uttar Pradesh).");
    expect(text).toContain("Western districts commonly use smaller kachcha bighas of 5 to 6.67 pucca biswa");
    expect(text).toContain(
      "\n- 1 bigha (Uttar Pradesh) = 27,225 sq ft: Gazetteer of the Province of Oudh, vol. II (H to M, Lucknow 1877), Kheri, p. 196, https://en.wikisource.org/",
    );
  });

  test("acquisition cost: each default rate's source in brief, the locality assumed and the women's rates", async () => {
    const delhi = (await call("land_acquisition_cost", { basePrice: 10_000_000, state: "delhi" })).text;
    expect(delhi).toContain(
      "\n- stamp duty 7%: Millennium Post, 13 Jul 2023, https://www.millenniumpost.in/delhi/1-hike-in-transfer-duty-on-transfer-of-immovable-properties-in-delhi-525426, checked 2026-11-25\n",
    );
    expect(delhi).toMatch(/^Assumed locality: Delhi, Municipal Corporation/);
    expect(delhi).toContain("MCD areas: 6% up to ₹25 lakh and 7% above for men, women 2 points less, joint buyers 1 point less");
    const up = (await call("land_acquisition_cost", { basePrice: 10_000_000, state: "uttar-pradesh" })).text;
    expect(up).toContain("women pay 1 point less on property up to ₹1 crore");
    expect(up).toMatch(/\n- registration 1%: Hindustan Times, 14 Feb 2020, https:\/\/www\.hindustantimes\.com\/.+, checked 2026-11-25\n/);
    // A rate given in the call has no source to cite.
    const given = (await call("land_acquisition_cost", { basePrice: 1_000_000, stampDutyPercent: 5, registrationPercent: 1 })).text;
    expect(given).not.toContain("Sources:");
  });

  test("every note of every state, instrument and region reaches the text, briefly, and structured content is the calculator's own", async () => {
    type Calculate = (input: never) => { notes?: readonly string[]; note?: string };
    const calculators: Record<string, Calculate> = {
      land_acquisition_cost: acquisitionCost as Calculate,
      land_area_convert: convertArea as Calculate,
      price_per_sqft: pricePerArea as Calculate,
      guideline_value_check: guidelineValueCheck as Calculate,
      service_roi: serviceRoi as Calculate,
    };
    const cases: Array<[string, Record<string, unknown>]> = [
      ...STATE_IDS.flatMap((state) =>
        INSTRUMENT_IDS.map((instrument): [string, Record<string, unknown>] => [
          "land_acquisition_cost",
          { basePrice: 5_000_000, state, instrument, leaseYears: 29, annualRent: 100_000, premium: 0 },
        ]),
      ),
      ...REGION_IDS.map((region): [string, Record<string, unknown>] => [
        "land_area_convert",
        { value: 2, fromUnit: "bigha", toUnit: "sqft", region },
      ]),
      ...REGION_IDS.map((region): [string, Record<string, unknown>] => [
        "price_per_sqft",
        { totalPrice: 1_000_000, area: 1, unit: "katha", region },
      ]),
      ["land_area_convert", { value: 2, fromUnit: "bigha", toUnit: "sqft" }],
      ["guideline_value_check", { guidelineValuePerUnit: 4000, marketRatePerUnit: 3000 }],
      ["service_roi", { parcelsPerYear: 10, hourlyCost: 500, annualSoftwareCost: 100_000 }],
    ];
    let checked = 0;
    for (const [name, args] of cases) {
      let result: Awaited<ReturnType<typeof call>>;
      try {
        result = await call(name, args);
      } catch {
        continue; // an instrument the state's table refuses: an error, not an answer
      }
      const direct = calculators[name]!(tools.find((t) => t.name === name)!.inputSchema.parse(args) as never);
      expect(result.structuredContent, `${name} ${JSON.stringify(args)}`).toEqual(direct);
      const notes = [...(direct.notes ?? []), ...(direct.note ? [direct.note] : [])];
      // The acquisition cost's text carries each note as its one-line summary (the note a person reads first).
      const summaries = (direct as { noteSummaries?: readonly { summary: string }[] }).noteSummaries;
      if (summaries) expect(summaries.length, `${name} ${JSON.stringify(args)}: a summary per note`).toBe(notes.length);
      const expected = summaries
        ? summaries.map((item) => item.summary)
        : notes.map((note) => {
            const [fact, citation] = note.split(/\s*Source: /);
            // A unit size is stated with its source under "Sources:"; any other note's opening under "Notes:".
            const first = citation?.split(/\s*Also: /)[0]?.replace(/,?\s*checked \d{4}-\d{2}-\d{2}\.?$/, "");
            return note.startsWith("1 ") && first ? `- ${fact!.replace(/\.$/, "")}: ${briefSource(first)}` : firstSentence(note);
          });
      for (const line of expected) {
        expect(result.text, `${name} ${JSON.stringify(args)}: ${line.slice(0, 80)}`).toContain(line);
        checked += 1;
      }
      // Briefly: the longest answer's text stays within a few kilobytes, however long its notes.
      expect(result.text.length, `${name} ${JSON.stringify(args)}`).toBeLessThan(4_000);
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("the text's pieces", () => {
  test("a source in brief is its name and date with its address", () => {
    expect(briefSource("Hindustan Times, 14 Feb 2020: UP registration fee changed (decision of 5 Feb 2020) (https://example.org/a)")).toBe(
      "Hindustan Times, 14 Feb 2020, https://example.org/a",
    );
    expect(briefSource('Wikipedia, "Katha (unit)": 1 katha = 720 sq ft (https://en.wikipedia.org/wiki/Katha_(unit))')).toBe(
      'Wikipedia, "Katha (unit)", https://en.wikipedia.org/wiki/Katha_(unit)',
    );
  });

  test("sentences are not cut at abbreviations, initials or notification numbers", () => {
    expect(sentences("See notification No. F.4(2)FD/Tax of 2025. H. H. Wilson gives vol. II, p. 196. Done.")).toEqual([
      "See notification No. F.4(2)FD/Tax of 2025.",
      "H. H. Wilson gives vol. II, p. 196.",
      "Done.",
    ]);
  });

  test("a long note keeps its opening sentences, without its citations, and says there is more", () => {
    const note = `Applies 5%. Women pay 4%. Sources: A, 1 Jan 2020: x (https://example.org/a). ${"Detail sentence. ".repeat(10)}`;
    expect(operativeNote(note)).toBe("Applies 5%. Women pay 4%. Detail sentence. (more in the notes)");
  });
});
