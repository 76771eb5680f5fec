import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { describe, expect, it } from "vitest";
import * as areaUnits from "@/lib/calculators/data/area-units";
import * as jurisdictions from "@/lib/calculators/data/jurisdictions";
import * as regionalUnits from "@/lib/calculators/data/regional-units";
import * as stateTransferRates from "@/lib/calculators/data/state-transfer-rates";
import { getAllDocs } from "@/lib/content";
import { isAbsoluteUri } from "@/lib/validation/absolute-uri";

/** What the v1 SDK client applies to a `format: uri` field of an output schema. */
const sdkCheck = new AjvJsonSchemaValidator().getValidator<string>({ type: "string", format: "uri" });

/** Every `http(s)://` string in a value, with where it was found. */
function urlsIn(value: unknown, at: string, seen = new Set<unknown>()): Array<{ at: string; url: string }> {
  if (typeof value === "string") return /^https?:\/\//i.test(value) ? [{ at, url: value }] : [];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => urlsIn(item, `${at}.${key}`, seen));
}

describe("absolute RFC 3986 URIs", () => {
  it("isAbsoluteUri decides as the SDK client's output-schema check does", () => {
    const samples = [
      "https://example.org/a?b=c#d",
      "https://example.org/state%E2%80%99s-power",
      "https://example.org/state’s-power",
      "https://example.org/two words",
      "https://example.org/हिन्दी",
      "/relative/path",
      "mailto:someone@example.org",
      "http://[::1]:3000/x",
    ];
    const decisions = samples.map((sample) => isAbsoluteUri(sample));
    expect(decisions).toEqual([true, true, false, false, false, false, true, true]);
    expect(samples.map((sample) => sdkCheck(sample).valid)).toEqual(decisions);
  });

  it("every source in the calculators' data tables is one", () => {
    const modules = { areaUnits, jurisdictions, regionalUnits, stateTransferRates };
    const found = Object.entries(modules).flatMap(([name, module]) => urlsIn(module, name));
    expect(found.length).toBeGreaterThan(200);
    expect(found.filter(({ url }) => !isAbsoluteUri(url))).toEqual([]);
  });

  it("every source in the documents' front matter is one", () => {
    const sources = getAllDocs().flatMap((doc) => doc.sources.map((source) => ({ at: doc.id, url: source.url })));
    expect(sources.length).toBeGreaterThan(1000);
    expect(sources.filter(({ url }) => !isAbsoluteUri(url))).toEqual([]);
  });
});
