import { describe, expect, it } from "vitest";
import { REGION_LIST, STATE_LIST } from "@/lib/calculators";
import type { Doc } from "@/lib/content";
import { getAllDocs } from "@/lib/content";
import { ageInDays, allVerifications, dataVerifications, documentVerifications, dueVerifications } from "@/lib/freshness";

const doc = (overrides: Partial<Doc>): Doc => ({
  id: "x",
  kind: "glossary",
  title: "X",
  summary: "A summary long enough.",
  questions: [],
  updated: "2026-01-10",
  tags: ["t"],
  aliases: [],
  related: [],
  sources: [],
  body: "Body\n",
  headings: [],
  wordCount: 1,
  file: "content/glossary/x.md",
  ...overrides,
});

describe("what content:due lists", () => {
  it("dates a document by its reviewed date, or its updated date when never reviewed", () => {
    const [reviewed] = documentVerifications([doc({ id: "a", reviewed: "2026-03-01" })]);
    const [unreviewed] = documentVerifications([doc({ id: "b" })]);
    expect(reviewed).toMatchObject({ kind: "document", id: "a", checked: "2026-03-01" });
    expect(reviewed?.inherited).toBeUndefined();
    expect(unreviewed).toMatchObject({ kind: "document", id: "b", checked: "2026-01-10", inherited: true });
  });

  it("dates a citation by its own checked date, else by its document's", () => {
    const [, own, inherited] = documentVerifications([
      doc({
        id: "a",
        reviewed: "2026-03-01",
        sources: [
          { title: "Act s.5", url: "https://example.org/act#s5", checked: "2025-12-01" },
          { title: "Report", url: "https://example.org/report" },
        ],
      }),
    ]);
    expect(own).toMatchObject({ kind: "citation", id: "a#source-1", checked: "2025-12-01", url: "https://example.org/act#s5" });
    expect(inherited).toMatchObject({ kind: "citation", id: "a#source-2", checked: "2026-03-01", inherited: true });
  });

  it("finds every data row with a check date, whatever the field is called and however deep it sits", () => {
    const table = {
      north: {
        id: "north",
        label: "North",
        localities: [
          {
            id: "city",
            label: "City",
            stampDuty: { source: { title: "G.O. 12", url: "https://gov.example/go12" }, verifiedOn: "2026-01-01" },
          },
          {
            id: null,
            label: "Rest",
            stampDuty: { source: { title: "G.O. 13", url: "https://gov.example/go13" }, checkedOn: "2025-01-01" },
          },
        ],
      },
      units: { bigha: { squareFeet: 1, source: "Settlement report", url: "https://gov.example/sr", checked: "2024-01-01" } },
      noDate: { verifiedOn: "yesterday" },
    };
    // A row shared by two places is listed at both; a cycle is not followed.
    const shared = { source: { title: "Table", url: "https://gov.example/t" }, verifiedOn: "2026-02-01" };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(dataVerifications(cyclic, "C").map((row) => row.id)).toEqual(["C.a", "C.b"]);
    const rows = dataVerifications(table, "T");
    expect(rows.map((row) => [row.id, row.checked])).toEqual([
      ["T.north.localities[city].stampDuty", "2026-01-01"],
      ["T.north.localities[1].stampDuty", "2025-01-01"],
      ["T.units.bigha", "2024-01-01"],
    ]);
    expect(rows[0]).toMatchObject({ label: "City, stampDuty: G.O. 12", url: "https://gov.example/go12" });
    expect(rows[2]).toMatchObject({ label: "T, bigha: Settlement report", url: "https://gov.example/sr" });
  });

  it("lists what is older than the limit on the given day, oldest first, and nothing at exactly the limit", () => {
    const items = [
      { kind: "document" as const, id: "b", label: "B", checked: "2026-01-01" },
      { kind: "document" as const, id: "a", label: "A", checked: "2025-06-01" },
      { kind: "document" as const, id: "c", label: "C", checked: "2026-05-01" },
    ];
    expect(ageInDays("2026-01-01", "2026-06-30")).toBe(180);
    expect(dueVerifications(items, "2026-06-30", 180).map((item) => item.id)).toEqual(["a"]);
    expect(dueVerifications(items, "2026-07-01", 180).map((item) => [item.id, item.ageDays])).toEqual([
      ["a", 395],
      ["b", 181],
    ]);
    expect(dueVerifications(items, "2026-05-01", 0).map((item) => item.id)).toEqual(["a", "b"]);
  });

  it("covers every document, every citation, every rate charge and every regional unit size of the real corpus", () => {
    const all = allVerifications();
    const docs = getAllDocs();
    const count = (kind: string, prefix = "") => all.filter((item) => item.kind === kind && item.id.startsWith(prefix)).length;
    expect(count("document")).toBe(docs.length);
    expect(count("citation")).toBe(docs.reduce((sum, d) => sum + d.sources.length, 0));
    const charges = STATE_LIST.reduce((sum, state) => sum + state.localities.length * 2, 0);
    expect(count("data", "STATE_TRANSFER_RATES.")).toBeGreaterThanOrEqual(charges);
    const unitSizes = REGION_LIST.reduce((sum, region) => sum + Object.keys(region.units).length, 0);
    expect(count("data", "REGIONS.")).toBe(unitSizes);
    for (const item of all) expect(item.checked, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // On a day long after every check, everything is due; on the day of the oldest check, nothing is.
    expect(dueVerifications(all, "2100-01-01")).toHaveLength(all.length);
    const oldest = all.map((item) => item.checked).sort()[0] ?? "";
    expect(dueVerifications(all, oldest)).toHaveLength(0);
  });
});
