import fs from "node:fs";
import path from "node:path";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { compareTranslation, docUrl, getAllTranslations, getDoc, getDocHtml, getTranslation, KIND_INFO, type Doc } from "@/lib/content";
import { parseTranslation } from "@/lib/content/translations";
import { renderSitemap, sitemapEntries } from "@/lib/discovery/sitemaps";
import { renderLlmsTxt } from "@/lib/discovery/llms-txt";
import { TERM_BASE } from "@/lib/i18n/term-base";
import { MESSAGES } from "@/lib/i18n/messages";
import { getHindiEnglishPaths, hindiHref, languageVersions, pageAlternates } from "@/lib/i18n/page-languages";
import { docsTools } from "@/lib/mcp/tools/docs-tools";
import { searchDocs } from "@/lib/search/search-docs";
import { HINDI_QUERIES } from "../search-quality/hindi-queries";

const translations = getAllTranslations("hi");
const english = (doc: Doc) => getDoc(doc.id) as Doc;

describe("the Hindi translations", () => {
  it("cover every glossary entry, the guides translated so far and the buyers' help articles", () => {
    const ids = (kind: Doc["kind"]) => translations.filter((doc) => doc.kind === kind).map((doc) => doc.id);
    const glossary = fs.readdirSync(path.join(process.cwd(), "content/glossary")).map((name) => name.replace(/\.md$/, ""));
    expect(ids("glossary").sort()).toEqual(glossary.sort());
    expect(ids("guide").sort()).toEqual(
      [
        "agricultural-land-conversion",
        "buying-land-checklist-for-nris",
        "compulsory-acquisition-under-the-2013-act",
        "due-diligence-checklist",
        "guideline-value-vs-market-value",
        "regional-area-units",
        "stamp-duty-and-registration-by-state",
        "taxes-on-land-deals",
        "who-can-buy-agricultural-land",
      ].sort(),
    );
    const buyersHelp = fs
      .readdirSync(path.join(process.cwd(), "content/help"))
      .filter((name) => /^audience: buyers$/m.test(fs.readFileSync(path.join(process.cwd(), "content/help", name), "utf8")))
      .map((name) => name.replace(/\.md$/, ""));
    expect(ids("help").sort()).toEqual(buyersHelp.sort());
  });

  it("keep every number, section reference, link target, identifier, heading, table row and fold of their English page", () => {
    for (const doc of translations) {
      if (doc.translation?.behind) continue; // a translation behind its English page says so instead (tested below)
      expect(compareTranslation(english(doc).body, doc.body), doc.file).toEqual([]);
    }
  });

  it("show the English page's sources, tags, related pages and dates, which live only there", () => {
    for (const doc of translations) {
      const original = english(doc);
      expect(doc.sources, doc.id).toBe(original.sources);
      expect(doc.related).toBe(original.related);
      expect(doc.tags).toBe(original.tags);
      expect(doc.updated).toBe(original.updated);
    }
  });

  it("are in Devanagari, with the term base's Hindi name where the English page uses a term by name", () => {
    for (const doc of translations) {
      const devanagari = (doc.body.match(/[\u0900-\u097F]/g) ?? []).length;
      const latin = (doc.body.match(/[A-Za-z]/g) ?? []).length;
      expect(devanagari, doc.id).toBeGreaterThan(latin * 0.6);
      expect(/[०-९]/.test(doc.body), `${doc.id} uses Western digits, as its English page does`).toBe(false);
    }
    const bigha = getTranslation("bigha", "hi") as Doc;
    const bighaTerm = TERM_BASE.find((term) => term.en === "bigha");
    expect(bigha.title.startsWith(bighaTerm?.hi ?? "?")).toBe(true);
    // The English term in brackets at first use.
    expect(bigha.body).toMatch(/बीघा\*\* \(bigha\)/);
  });

  it("keep their English page's section anchors, so a link to a section opens it in either language", () => {
    for (const doc of translations) {
      expect(
        doc.headings.map((heading) => heading.id),
        doc.id,
      ).toEqual(english(doc).headings.map((heading) => heading.id));
    }
    const html = getDocHtml(getTranslation("bigha", "hi") as Doc, { rewriteHref: hindiHref, tableLabel: "तालिका" });
    expect(html).toContain('id="regional-values"');
  });

  it("link the Hindi versions of the pages they name, and the English page where there is none", () => {
    const html = getDocHtml(getTranslation("bigha", "hi") as Doc, { rewriteHref: hindiHref, tableLabel: "तालिका" });
    expect(html).toContain('href="/hi/help/regional-units-in-the-calculators"');
    expect(hindiHref("/glossary/katha#in-bihar")).toBe("/hi/glossary/katha#in-bihar");
    expect(hindiHref("/blog/stamp-duty-changes-to-watch")).toBe("/blog/stamp-duty-changes-to-watch");
    expect(hindiHref("/developers")).toBe("/developers");
  });

  it("are refused when they drop a number or a link, or name a page that does not exist", () => {
    const file = path.join(process.cwd(), "content/hi/glossary/acre.md");
    const source = fs.readFileSync(file, "utf8");
    const byId = new Map([[getDoc("acre")?.id as string, getDoc("acre") as Doc]]);
    /** The file with one change in its body (not its front matter). */
    const inBody = (from: string, to: string) => {
      const end = source.indexOf("\n---\n", 4) + 5;
      return source.slice(0, end) + source.slice(end).replace(from, to);
    };
    expect(() => parseTranslation(source, "acre.md", { kind: "glossary", id: "acre" }, byId)).not.toThrow();
    expect(() => parseTranslation(inBody("43,560", "43,650"), "acre.md", { kind: "glossary", id: "acre" }, byId)).toThrow(
      /numbers in the English page but not in the translation: 43,560/,
    );
    expect(() =>
      parseTranslation(inBody("](/glossary/guntha)", "](/glossary/gunta)"), "acre.md", { kind: "glossary", id: "acre" }, byId),
    ).toThrow(/link target/);
    expect(() => parseTranslation(source.replace("id: acre", "id: acres"), "acres.md", { kind: "glossary", id: "acres" }, byId)).toThrow(
      /no English glossary page "acres"/,
    );
  });

  it("say when their English page has changed since they were translated", () => {
    const file = path.join(process.cwd(), "content/hi/glossary/acre.md");
    const source = fs.readFileSync(file, "utf8");
    const original = getDoc("acre") as Doc;
    const updatedLater = { ...original, updated: "2099-01-01", body: original.body.replace("43,560", "43,561") };
    const doc = parseTranslation(source, "acre.md", { kind: "glossary", id: "acre" }, new Map([["acre", updatedLater]]));
    expect(doc.translation?.behind).toBe(true);
    expect(getTranslation("acre", "hi")?.translation?.behind).toBe(false);
  });

  it("compareTranslation names what a translation lost or added", () => {
    expect(
      compareTranslation("A 27,225 sq ft [bigha](/glossary/bigha) `bihar`.", "एक 27,225 वर्ग फुट [बीघा](/glossary/bigha) `bihar`।"),
    ).toEqual([]);
    expect(compareTranslation("1 bigha = 27,225 sq ft", "1 बीघा = 27,252 वर्ग फुट")).toEqual([
      "numbers in the English page but not in the translation: 27,225",
      "numbers in the translation but not in the English page: 27,252",
    ]);
    expect(compareTranslation("## A\n\n| a |\n|---|\n| 1 |", "## क\n\n| क |\n|---|")).toEqual([
      "numbers in the English page but not in the translation: 1",
      "table rows differ: English 3, translation 2",
    ]);
  });
});

describe("the interface's words", () => {
  /** Every key path, with the ICU arguments and tags its message uses. */
  function shape(messages: unknown, at = ""): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
      const where = at ? `${at}.${key}` : key;
      if (typeof value === "string") {
        const args = [...value.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
        const tags = [...value.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
        out[where] = `${[...new Set(args)].join(",")}|${tags.join(",")}`;
      } else Object.assign(out, shape(value, where));
    }
    return out;
  }

  it("exist in Hindi for every English message, with the same arguments and tags, and no more", () => {
    expect(shape(MESSAGES.hi)).toEqual(shape(MESSAGES.en));
  });

  it("say in English what the site's one home of each fact says", async () => {
    const { SITE } = await import("@/lib/site");
    expect(MESSAGES.en.meta.tagline).toBe(SITE.tagline);
    expect(MESSAGES.en.meta.description).toBe(SITE.description);
    for (const [kind, info] of Object.entries(KIND_INFO)) {
      const kinds = MESSAGES.en.kinds as Record<string, string>;
      expect(kinds[`${kind}Label`]).toBe(info.label);
      expect(kinds[`${kind}Singular`]).toBe(info.singular);
      expect(kinds[`${kind}Description`]).toBe(info.description);
    }
  });
});

describe("language versions", () => {
  it("pair each page with its Hindi version both ways, with x-default the English page", () => {
    expect(languageVersions("/glossary/bigha")).toEqual({
      "en-IN": "/glossary/bigha",
      hi: "/hi/glossary/bigha",
      "x-default": "/glossary/bigha",
    });
    expect(languageVersions("/developers")).toEqual({ "en-IN": "/developers", "x-default": "/developers" });
    // A page with no Hindi version names no language versions at all.
    expect(pageAlternates("/developers")).not.toHaveProperty("languages");
    expect(pageAlternates("/glossary/bigha", "hi")).toMatchObject({
      canonical: "/hi/glossary/bigha",
      types: { "text/markdown": "/hi/glossary/bigha.md" },
    });
    expect(pageAlternates("/", "hi")).toMatchObject({ canonical: "/hi", types: { "text/markdown": "/hi.md" } });
    for (const doc of translations) expect(getHindiEnglishPaths()).toContain(docUrl(english(doc)));
  });

  it("are listed in the sitemaps with xhtml:link alternates, under each version", () => {
    const hindi = sitemapEntries("hi");
    expect(hindi.map((entry) => entry.path)).toContain("/hi/glossary/bigha");
    expect(hindi.map((entry) => entry.path)).toContain("/hi");
    expect(hindi.every((entry) => entry.path === "/hi" || entry.path.startsWith("/hi/"))).toBe(true);
    const alternate = (lang: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${lang}" href="http://localhost:3000${href}"/>`;
    for (const xml of [renderSitemap("hi"), renderSitemap("glossary")]) {
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(xml).toContain(alternate("hi", "/hi/glossary/bigha"));
      expect(xml).toContain(alternate("en-IN", "/glossary/bigha"));
      expect(xml).toContain(alternate("x-default", "/glossary/bigha"));
    }
    // A page with no Hindi version has no alternates.
    expect(renderSitemap("pages")).not.toMatch(/<loc>http:\/\/localhost:3000\/developers<\/loc>\s*<lastmod>[^<]+<\/lastmod>\s*<xhtml/);
  });

  it("are named in llms.txt, with the Hindi entry points", () => {
    const text = renderLlmsTxt();
    expect(text).toContain("## हिंदी (Hindi)");
    expect(text).toContain("http://localhost:3000/hi.md");
    expect(text).toContain("http://localhost:3000/hi/guides/stamp-duty-and-registration-by-state.md");
  });
});

describe("search in Hindi", () => {
  it("answers a Devanagari query with the Hindi versions, in Hindi, with the section anchors of the page", () => {
    const outcome = searchDocs("एक बीघा में कितने वर्ग फुट होते हैं");
    expect(outcome.lang).toBe("hi");
    const first = outcome.hits[0];
    expect(first?.doc.id).toBe("bigha");
    expect(first?.doc.translation?.lang).toBe("hi");
    expect(docUrl(first?.doc as Doc)).toBe("/hi/glossary/bigha");
    expect(first?.excerpt).toMatch(/[\u0900-\u097F]/);
  });

  it("answers English and Hinglish queries in English unless asked, and in Hindi when asked", () => {
    const english = searchDocs("how many sq ft in a bigha");
    expect(english.lang).toBe("en");
    expect(english.hits[0]?.doc.translation).toBeUndefined();
    const hinglish = searchDocs("bigha kitne sq ft", { lang: "hi" });
    expect(hinglish.hits[0]?.doc.translation?.lang).toBe("hi");
  });

  it("finds through the translations' own words what the term base does not name", () => {
    // "पुश्तैनी" (ancestral) is no term of the term base; the Hindi inherited-land entry uses it.
    const outcome = searchDocs("पुश्तैनी ज़मीन का बँटवारा");
    expect(outcome.hits.map((hit) => hit.doc.id)).toContain("inherited-land");
  });

  it("has a Hindi question set of at least 40, Hinglish included", () => {
    expect(HINDI_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(HINDI_QUERIES.some((entry) => !/[\u0900-\u097F]/.test(entry.query))).toBe(true);
  });
});

describe("the docs tools in Hindi", () => {
  const tool = (name: string) => docsTools.find((t) => t.name === name) as (typeof docsTools)[number];
  const ajv = new AjvJsonSchemaValidator();
  const valid = (name: string, value: unknown) =>
    ajv.getValidator(z.toJSONSchema(tool(name).outputSchema, { target: "draft-7", io: "output" }) as never)(value).errorMessage;
  const call = (name: string, args: Record<string, unknown>) => tool(name).run(tool(name).inputSchema.parse(args) as never);

  it("search_docs returns Hindi documents with their language, and keeps its English field names", async () => {
    const result = await call("search_docs", { query: "खतौनी क्या है" });
    const structured = result.structuredContent as { results: Array<{ id: string; url: string; lang: string; title: string }> };
    expect(valid("search_docs", structured)).toBeUndefined();
    expect(structured.results[0]).toMatchObject({ id: "khatauni", lang: "hi" });
    expect(structured.results[0]?.url).toMatch(/^http:\/\/localhost:3000\/hi\/glossary\/khatauni/);
    const inEnglish = await call("search_docs", { query: "khatauni" });
    expect((inEnglish.structuredContent as { results: Array<{ lang: string }> }).results[0]?.lang).toBe("en-IN");
  });

  it("get_doc returns the Hindi translation with its language and what it was translated from; a missing one is a clear error", async () => {
    const result = await call("get_doc", { id: "bigha", lang: "hi" });
    const structured = result.structuredContent as Record<string, unknown>;
    expect(valid("get_doc", structured)).toBeUndefined();
    expect(structured).toMatchObject({ id: "bigha", lang: "hi", url: "http://localhost:3000/hi/glossary/bigha" });
    expect(structured.translation).toMatchObject({ of: "http://localhost:3000/glossary/bigha", behind: false });
    expect(String(structured.markdown)).toContain("# बीघा (Bigha)");
    expect(String(structured.markdown)).toContain("## स्रोत");
    const byUrl = await call("get_doc", { id: "http://localhost:3000/hi/glossary/bigha", section: "regional-values" });
    expect(byUrl.structuredContent).toMatchObject({ lang: "hi", section: { anchor: "regional-values" } });
    await expect(call("get_doc", { id: "stamp-duty-changes-to-watch", lang: "hi" })).rejects.toThrow(/no Hindi translation/);
  });

  it("list_docs names each document's Hindi translation", async () => {
    const result = await call("list_docs", { kind: "glossary" });
    const docs = (result.structuredContent as { docs: Array<{ id: string; hindi?: string }> }).docs;
    expect(valid("list_docs", result.structuredContent)).toBeUndefined();
    expect(docs.find((doc) => doc.id === "bigha")?.hindi).toBe("http://localhost:3000/hi/glossary/bigha");
  });
});
