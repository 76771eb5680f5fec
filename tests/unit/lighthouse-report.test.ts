import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { judgePage, median } from "../../scripts/lighthouse-report.mjs";

type Audit = { id: string; score: number | null; scoreDisplayMode?: string; displayValue?: string; details?: { items: unknown[] } };

/** A Lighthouse report trimmed to what the verdict reads: categories with their audit references, and audits. */
function report({ performance = 0.98, audits = [] as Audit[], agentic = [] as Audit[] } = {}) {
  const passing = (id: string): Audit => ({ id, score: 1, scoreDisplayMode: "binary" });
  const seo = [passing("document-title"), passing("robots-txt"), passing("is-crawlable")];
  const accessibility = [passing("color-contrast")];
  const bestPractices = [passing("errors-in-console")];
  const agenticAudits = [passing("llms-txt"), { id: "ard-schema", score: 1, scoreDisplayMode: "numeric" }, ...agentic];
  const all = new Map<string, Audit>();
  for (const audit of [...seo, ...accessibility, ...bestPractices, ...agenticAudits, ...audits]) all.set(audit.id, audit);
  const refs = (list: Audit[]) => list.map((audit) => ({ id: audit.id, weight: 1 }));
  const scoreOf = (list: Audit[]) => (list.every((audit) => (all.get(audit.id)?.score ?? 1) >= 1) ? 1 : 0.92);
  const metrics = {
    "first-contentful-paint": { id: "first-contentful-paint", score: 1, numericValue: 800 },
    "largest-contentful-paint": { id: "largest-contentful-paint", score: 1, numericValue: 1200 },
    "total-blocking-time": { id: "total-blocking-time", score: 1, numericValue: 90 },
    "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0 },
    "speed-index": { id: "speed-index", score: 1, numericValue: 900 },
  };
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: scoreOf(accessibility), auditRefs: refs(accessibility) },
      "best-practices": { score: scoreOf(bestPractices), auditRefs: refs(bestPractices) },
      seo: { score: scoreOf(seo), auditRefs: refs(seo) },
      "agentic-browsing": { score: 0.98, auditRefs: refs(agenticAudits) },
    },
    audits: { ...Object.fromEntries(all), ...metrics },
  };
}

const agentmapRejection: Audit = {
  id: "robots-txt",
  score: 0,
  scoreDisplayMode: "binary",
  displayValue: "1 error found",
  details: {
    items: [{ index: "14", line: "Agentmap: https://landworks.example/.well-known/ai-catalog.json", message: "Unknown directive" }],
  },
};

describe("Lighthouse verdict for the key pages", () => {
  it("passes a page that meets every target, and reports its medians", () => {
    const verdict = judgePage("/", [report({ performance: 0.97 }), report({ performance: 0.95 }), report({ performance: 0.99 })]);
    expect(verdict.problems).toEqual([]);
    expect(verdict.scores).toMatchObject({ performance: 97, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(verdict.metrics).toMatchObject({ LCP: 1200, TBT: 90, CLS: 0 });
  });

  it("fails a performance median below 95, even when one run reached it", () => {
    const verdict = judgePage("/demo", [report({ performance: 0.96 }), report({ performance: 0.9 }), report({ performance: 0.93 })]);
    expect(verdict.problems).toEqual(["performance: median 93, target 95"]);
  });

  it("fails any robots.txt error, the Agentmap line included", () => {
    expect(judgePage("/", [report({ audits: [agentmapRejection] })]).problems).toEqual(["seo: robots-txt (1 error found)"]);
    const badSitemap: Audit = {
      ...agentmapRejection,
      details: { items: [{ index: "12", line: "Sitemap: /x.xml", message: "Invalid sitemap URL" }] },
    };
    expect(judgePage("/", [report({ audits: [badSitemap] })]).problems).toHaveLength(1);
  });

  it("fails an agentic audit at Lighthouse's pass mark of 0.9: every one must score 1", () => {
    const warned: Audit = { id: "ard-schema", score: 0.9, scoreDisplayMode: "numeric" };
    expect(judgePage("/", [report({ agentic: [warned] })]).problems).toEqual(["agentic-browsing: ard-schema (score 0.9)"]);
  });

  it("fails an accessibility or SEO audit that fails on any one run", () => {
    const contrast: Audit = { id: "color-contrast", score: 0, scoreDisplayMode: "binary" };
    const verdict = judgePage("/glossary/bigha", [report(), report({ audits: [contrast] }), report()]);
    expect(verdict.problems).toEqual(["accessibility: color-contrast"]);
  });

  it("fails an agentic audit that applies and scores below the pass mark, and ignores one that does not apply", () => {
    const failing: Audit = { id: "agent-accessibility-tree", score: 0.5, scoreDisplayMode: "numeric" };
    expect(judgePage("/", [report({ agentic: [failing] })]).problems).toEqual(["agentic-browsing: agent-accessibility-tree (score 0.5)"]);
    const notApplicable: Audit = { id: "webmcp-registered-tools", score: null, scoreDisplayMode: "notApplicable" };
    expect(judgePage("/", [report({ agentic: [notApplicable] })]).problems).toEqual([]);
  });

  it("takes the lower middle value as the median of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 99, 95, 80])).toBe(90);
  });
});
