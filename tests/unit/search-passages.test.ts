import { describe, expect, it } from "vitest";
import { getAllDocs, getDoc, getDocHtml } from "@/lib/content";
import { RESERVED_IDS } from "@/lib/markdown/slugger";
import { docPassages } from "@/lib/search/passages";
import { searchDocs } from "@/lib/search/search-docs";

describe("section anchors", () => {
  it("every page heading renders its id, unique on the page and never a layout id", () => {
    for (const doc of getAllDocs()) {
      const html = getDocHtml(doc);
      const ids = doc.headings.map((heading) => heading.id);
      expect(new Set(ids).size, doc.id).toBe(ids.length);
      for (const heading of doc.headings) {
        expect(RESERVED_IDS).not.toContain(heading.id);
        expect(heading.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        const rendered = html.match(new RegExp(`<h${heading.depth} id="${heading.id}">`, "g")) ?? [];
        expect(rendered, `${doc.id}#${heading.id}`).toHaveLength(1);
        expect(html.match(new RegExp(`id="${heading.id}"`, "g")), `${doc.id}#${heading.id}`).toHaveLength(1);
      }
    }
  });
});

describe("passages", () => {
  it("split every document at every heading, in order, each section anchored at its heading's id", () => {
    const keys = new Set<string>();
    for (const doc of getAllDocs()) {
      const passages = docPassages(doc);
      const anchored = passages.filter((passage) => passage.anchor !== undefined);
      expect(
        anchored.map((passage) => passage.anchor),
        doc.id,
      ).toEqual(doc.headings.map((heading) => heading.id));
      expect(anchored.map((passage) => passage.heading)).toEqual(doc.headings.map((heading) => heading.text));
      const opening = passages[0]!;
      if (opening.anchor === undefined) expect(opening.heading).toBe(doc.title);
      for (const passage of passages) {
        expect(keys.has(passage.key), passage.key).toBe(false);
        keys.add(passage.key);
        expect(passage.docId).toBe(doc.id);
      }
    }
  });

  it("keep the section's own text: a table row stays under its heading", () => {
    const regional = docPassages(getDoc("bigha")!).find((passage) => passage.anchor === "regional-values");
    expect(regional?.text).toMatch(/West Bengal \(and Bangladesh\)/);
    expect(regional?.text).not.toMatch(/Hooghly/); // that is the worked example, further down
  });
});

describe("answer-first hits", () => {
  it("quote a passage that starts inside the section they name", () => {
    const queries = [
      "stamp duty concession for women",
      "how long is an encumbrance certificate search",
      "retry rules for 5xx errors",
      "what does a 7/12 show",
    ];
    let named = 0;
    for (const query of queries) {
      for (const hit of searchDocs(query, { limit: 5 }).hits) {
        const passage = docPassages(hit.doc).find((p) => p.anchor === hit.section?.anchor);
        expect(passage, `${query} / ${hit.doc.id}`).toBeDefined();
        if (hit.section) named += 1;
        const start = hit.excerpt.replace(/^…/, "").slice(0, 40);
        expect(passage!.sentences.map((sentence) => sentence.text).join(" "), `${query} / ${hit.doc.id}`).toContain(start);
      }
    }
    expect(named).toBeGreaterThan(queries.length);
  });

  it("open at the section that answers, and at the top for a definition", () => {
    const women = searchDocs("stamp duty concession for women", { kind: "guide", limit: 1 }).hits[0];
    expect(women?.doc.id).toBe("stamp-duty-and-registration-by-state");
    expect(women?.section).toEqual({ heading: "Concessions for women", anchor: "concessions-for-women" });
    expect(women?.excerpt).toMatch(/women/);

    const retry = searchDocs("when should a client retry with backoff", { limit: 1 }).hits[0];
    expect(retry?.doc.id).toBe("idempotent-requests");
    expect(retry?.section).toEqual({ heading: "Writing a client that retries", anchor: "writing-a-client-that-retries" });

    const definition = searchDocs("what is a sale deed", { limit: 1 }).hits[0];
    expect(definition?.doc.id).toBe("sale-deed");
    expect(definition?.section).toBeUndefined();
    expect(definition?.excerpt).toMatch(/^A sale deed/);
  });
});
