import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  absoluteUrl,
  ContentError,
  docAbsoluteUrl,
  docUrl,
  DOC_KINDS,
  findDocByPath,
  getAllDocs,
  getDoc,
  getDocsByKind,
  getRelatedDocs,
  hasTableOfContents,
  kindUrl,
} from "@/lib/content";
import { loadDocs } from "@/lib/content/load-docs";

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A content folder in a temp dir: `{ "glossary/acre.md": "..." }`. */
function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-fixture-"));
  tempDirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function doc(front: Record<string, string>, body = "Some body text for the entry.\n"): string {
  const lines = Object.entries({
    kind: "glossary",
    title: "A fixture entry",
    summary: "A summary long enough to pass the schema's minimum length.",
    questions: '["What is one?", "How big is one?", "Where is one used?", "Who uses one?", "Why does one matter?"]',
    updated: "2026-01-02",
    tags: "[test]",
    ...front,
  }).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}`;
}

function loadError(dir: string): string {
  try {
    loadDocs(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected loadDocs to fail");
}

describe("the committed corpus", () => {
  const docs = getAllDocs();

  it("loads every file, valid", () => {
    // Counted from the files under content/, so adding a document needs no change here.
    const markdownFiles = (dir: string) =>
      fs.readdirSync(path.join(process.cwd(), "content", dir)).filter((name) => name.endsWith(".md")).length;
    const byKind = { glossary: "glossary", guide: "guides", help: "help", blog: "blog" } as const;
    for (const [kind, dir] of Object.entries(byKind)) {
      expect(getDocsByKind(kind as keyof typeof byKind)).toHaveLength(markdownFiles(dir));
    }
    expect(docs).toHaveLength(Object.values(byKind).reduce((total, dir) => total + markdownFiles(dir), 0));
  });

  it("gives every document at least five distinct questions it answers", () => {
    for (const d of docs) {
      expect(d.questions.length, d.id).toBeGreaterThanOrEqual(5);
      expect(new Set(d.questions.map((q) => q.toLowerCase())).size, d.id).toBe(d.questions.length);
    }
  });

  it("has unique ids and only existing related ids", () => {
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const d of docs) {
      for (const id of d.related) expect(getDoc(id), `${d.id} → ${id}`).toBeDefined();
      expect(getRelatedDocs(d).map((r) => r.id)).toEqual(d.related);
    }
  });

  it("normalises YAML dates to YYYY-MM-DD strings", () => {
    for (const d of docs) {
      expect(d.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (d.published !== undefined) expect(d.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(getDoc("circle-rate")?.updated).toBe("2026-11-25");
  });

  it("gives every document its fields, body and headings with anchor ids", () => {
    const guide = getDoc("agricultural-land-conversion")!;
    expect(guide).toMatchObject({ kind: "guide", title: "Converting agricultural land to non-agricultural use" });
    expect(guide.body).toMatch(/^Most land on the edge/);
    expect(guide.body).not.toMatch(/^---/);
    expect(guide.headings[0]).toEqual({
      depth: 2,
      text: "Step 0: can you buy the agricultural land at all?",
      id: "step-0-can-you-buy-the-agricultural-land-at-all",
    });
    expect(guide.sources.length).toBeGreaterThan(0);
    expect(guide.aliases).toContain("CLU");
    for (const d of docs) expect(new Set(d.headings.map((h) => h.id)).size).toBe(d.headings.length);
  });

  it("orders blog posts newest first, other kinds by title", () => {
    const published = getDocsByKind("blog").map((d) => d.published!);
    expect(published).toEqual([...published].sort().reverse());
    const titles = getDocsByKind("glossary").map((d) => d.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
    expect(getAllDocs().map((d) => d.kind)).toEqual(
      [...getAllDocs().map((d) => d.kind)].sort((a, b) => DOC_KINDS.indexOf(a) - DOC_KINDS.indexOf(b)),
    );
  });

  it("maps documents to their URLs, and back", () => {
    const guide = getDoc("due-diligence-checklist")!;
    expect(docUrl(guide)).toBe("/guides/due-diligence-checklist");
    expect(docUrl(getDoc("bigha")!)).toBe("/glossary/bigha");
    expect(docUrl(getDoc("partner-program")!)).toBe("/help/partner-program");
    expect(kindUrl("guide")).toBe("/guides");
    expect(docAbsoluteUrl(guide)).toBe("http://localhost:3000/guides/due-diligence-checklist");
    expect(docAbsoluteUrl(guide, "https://example.com/")).toBe("https://example.com/guides/due-diligence-checklist");
    expect(absoluteUrl("/blog")).toBe("http://localhost:3000/blog");
    expect(findDocByPath("/guides/due-diligence-checklist")).toBe(guide);
    expect(findDocByPath("/guides/due-diligence-checklist/")).toBe(guide);
    expect(findDocByPath("/glossary/due-diligence-checklist")).toBeUndefined();
    expect(findDocByPath("/guides")).toBeUndefined();
  });

  it("gives long documents a table of contents and short ones none", () => {
    expect(hasTableOfContents(getDoc("due-diligence-checklist")!)).toBe(true);
    expect(hasTableOfContents(getDoc("acre")!)).toBe(false);
  });
});

describe("loadDocs on a content folder", () => {
  it("loads a valid folder, normalising unquoted YAML dates", () => {
    const dir = fixture({
      "glossary/alpha.md": doc({ id: "alpha", related: "[beta]" }),
      "blog/beta.md": doc({ kind: "blog", id: "beta", published: "2026-01-01" }, "## One\n\nText.\n"),
    });
    const docs = loadDocs(dir);
    expect(docs.map((d) => d.id)).toEqual(["alpha", "beta"]);
    expect(docs[1]).toMatchObject({ updated: "2026-01-02", published: "2026-01-01", headings: [{ depth: 2, text: "One", id: "one" }] });
  });

  it("fails on a bad file with a message naming the file and the field", () => {
    const dir = fixture({
      "glossary/good.md": doc({ id: "good" }),
      "glossary/bad.md": doc({ id: "bad", title: "X" }),
    });
    const message = loadError(dir);
    expect(message).toMatch(/glossary\/bad\.md: invalid front matter: title:/);
    expect(message).not.toMatch(/good\.md/);
  });

  it("fails on YAML that does not parse, and on a file without front matter", () => {
    expect(loadError(fixture({ "glossary/broken.md": "---\ntitle: [unclosed\n---\nBody\n" }))).toMatch(
      /glossary\/broken\.md: front matter cannot be parsed/,
    );
    expect(loadError(fixture({ "help/plain.md": "# Just Markdown\n" }))).toMatch(/help\/plain\.md: missing front matter/);
  });

  it("fails on an id used twice across kinds, naming both files", () => {
    const dir = fixture({
      "glossary/same.md": doc({ id: "same" }),
      "help/same.md": doc({ kind: "help", id: "same", audience: "buyers" }),
    });
    expect(loadError(dir)).toMatch(/help\/same\.md: id "same" is already used by .*glossary\/same\.md/);
  });

  it("fails on a related id that does not exist", () => {
    const dir = fixture({ "glossary/lonely.md": doc({ id: "lonely", related: "[nobody-here]" }) });
    expect(loadError(dir)).toMatch(/glossary\/lonely\.md: related: no document with id "nobody-here"/);
  });

  it("fails when kind, id or dates disagree with the file", () => {
    expect(loadError(fixture({ "guides/wrong-kind.md": doc({ id: "wrong-kind" }) }))).toMatch(
      /guides\/wrong-kind\.md: kind is "glossary" but files in this folder have kind "guide"/,
    );
    expect(loadError(fixture({ "glossary/file-name.md": doc({ id: "other-name" }) }))).toMatch(/id "other-name" must match the file name/);
    expect(loadError(fixture({ "blog/undated.md": doc({ kind: "blog", id: "undated" }) }))).toMatch(/blog\/undated\.md: published/);
    expect(loadError(fixture({ "help/for-whom.md": doc({ kind: "help", id: "for-whom" }) }))).toMatch(
      /help\/for-whom\.md: audience: a help article names who it is for/,
    );
    expect(loadError(fixture({ "glossary/aimed.md": doc({ id: "aimed", audience: "buyers" }) }))).toMatch(
      /glossary\/aimed\.md: audience: only help articles/,
    );
    expect(loadError(fixture({ "help/odd.md": doc({ kind: "help", id: "odd", audience: "investors" }) }))).toMatch(
      /help\/odd\.md: invalid front matter: audience/,
    );
    expect(loadError(fixture({ "glossary/src.md": doc({ id: "src", sources: '[{title: x, url: "javascript:alert(1)"}]' }) }))).toMatch(
      /glossary\/src\.md: (invalid front matter: sources|sources)/,
    );
  });

  it("reads a source's checked date as YYYY-MM-DD and refuses one later than the document's dates", () => {
    const [entry] = loadDocs(
      fixture({
        "glossary/checked.md": doc({
          id: "checked",
          reviewed: "2026-01-02",
          sources: '[{title: x, url: "https://example.org/a", checked: 2025-12-30}]',
        }),
      }),
    );
    expect(entry?.sources).toEqual([{ title: "x", url: "https://example.org/a", checked: "2025-12-30" }]);
    expect(
      loadError(
        fixture({ "glossary/late.md": doc({ id: "late", sources: '[{title: x, url: "https://example.org/a", checked: 2026-02-01}]' }) }),
      ),
    ).toMatch(/glossary\/late\.md: sources: "https:\/\/example\.org\/a" is checked 2026-02-01/);
    expect(
      loadError(fixture({ "glossary/bad.md": doc({ id: "bad", sources: '[{title: x, url: "https://example.org/a", checked: soon}]' }) })),
    ).toMatch(/glossary\/bad\.md: invalid front matter: sources\.0\.checked/);
  });

  it("refuses a source URL that is not an absolute RFC 3986 URI, as MCP clients' `format: uri` check would", () => {
    const source = (url: string) => doc({ id: "uri", sources: `[{title: x, url: "${url}"}]` });
    // A typographic apostrophe passes the WHATWG parser (`new URL`) but not RFC 3986; percent-encoded, it loads.
    expect(loadError(fixture({ "glossary/uri.md": source("https://example.org/state’s-power") }))).toMatch(
      /glossary\/uri\.md: invalid front matter: sources\.0\.url: must be an absolute RFC 3986 URI/,
    );
    expect(loadError(fixture({ "glossary/uri.md": source("https://example.org/two words") }))).toMatch(/sources\.0\.url/);
    const [entry] = loadDocs(fixture({ "glossary/uri.md": source("https://example.org/state%E2%80%99s-power") }));
    expect(entry?.sources[0]?.url).toBe("https://example.org/state%E2%80%99s-power");
  });

  it("requires at least five questions the document answers", () => {
    expect(loadError(fixture({ "glossary/none.md": doc({ id: "none", questions: "[]" }) }))).toMatch(
      /glossary\/none\.md: invalid front matter: questions: list at least five questions/,
    );
    expect(loadError(fixture({ "glossary/few.md": doc({ id: "few", questions: '["What is few?", "How big is few?"]' }) }))).toMatch(
      /few\.md: invalid front matter: questions/,
    );
    const missing = doc({ id: "missing" }).replace(/^questions: .*\n/m, "");
    expect(loadError(fixture({ "glossary/missing.md": missing }))).toMatch(/missing\.md: invalid front matter: questions/);
  });

  it("lists every bad file at once", () => {
    const dir = fixture({ "glossary/one.md": doc({ id: "one", tags: "[]" }), "glossary/two.md": doc({ id: "two", summary: "short" }) });
    const message = loadError(dir);
    expect(message).toMatch(/2 problems/);
    expect(message).toMatch(/one\.md/);
    expect(message).toMatch(/two\.md/);
  });

  it("never evaluates JavaScript front matter", () => {
    const marker = "__contentFixtureRan";
    const dir = fixture({ "glossary/code.md": `---js\n{ kind: (globalThis.${marker} = "glossary"), id: "code" }\n---\nBody\n` });
    expect(loadError(dir)).toMatch(/glossary\/code\.md: front matter cannot be parsed: JavaScript front matter is not allowed/);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });
});
