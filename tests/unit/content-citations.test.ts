import { describe, expect, it } from "vitest";
import { getAllDocs } from "../../lib/content";
import { renderDocMarkdown } from "../../lib/content/doc-markdown";

/** Hosts whose home page is not a citation: a reader must land on the Act, section, notification or programme page. */
const DEEP_LINK_HOSTS = ["www.indiacode.nic.in", "indiacode.nic.in", "dolr.gov.in", "www.incometaxindia.gov.in", "legislative.gov.in"];

describe("citations and freshness", () => {
  const docs = getAllDocs();

  it("every document carries a reviewed date, in the past and not before its publication", () => {
    for (const doc of docs) {
      expect(doc.reviewed, doc.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(doc.reviewed ?? ""), doc.id).toBeLessThanOrEqual(Date.now());
      if (doc.published) expect((doc.reviewed ?? "") >= doc.published, doc.id).toBe(true);
    }
  });

  it("cites Acts, notifications and programmes by deep link, never by a portal's home page", () => {
    for (const doc of docs) {
      for (const source of doc.sources) {
        const url = new URL(source.url);
        if (DEEP_LINK_HOSTS.includes(url.hostname)) {
          expect(url.pathname.replace(/\/$/, "").length, `${doc.id}: ${source.url}`).toBeGreaterThan(1);
        }
        if (/\bAct, \d{4}\b/.test(source.title)) {
          expect(url.pathname.replace(/\/$/, "").length, `${doc.id}: "${source.title}" cites a home page`).toBeGreaterThan(1);
        }
      }
    }
  });

  it("never cites a bare home page: every source names a page, section or notification on its host", () => {
    // A specification whose home page is the document itself.
    const HOME_PAGE_IS_THE_DOCUMENT = new Set(["llmstxt.org"]);
    for (const doc of docs) {
      for (const source of doc.sources) {
        const url = new URL(source.url);
        if (HOME_PAGE_IS_THE_DOCUMENT.has(url.hostname)) continue;
        const deep = url.pathname.replace(/\/$/, "").length > 1 || url.search.length > 1;
        expect(deep, `${doc.id}: "${source.title}" cites the home page ${source.url}`).toBe(true);
      }
    }
  });

  it("cites a page's lasting address: no session token or comment-reply parameter that expires or points at a comment", () => {
    for (const doc of docs) {
      for (const source of doc.sources) {
        const url = new URL(source.url);
        expect(url.pathname, `${doc.id}: ${source.url} carries an ASP.NET session token`).not.toMatch(/\(S\([a-z0-9]+\)\)/i);
        for (const parameter of ["replytocom", "sessionid", "jsessionid", "sid"]) {
          expect(url.searchParams.has(parameter), `${doc.id}: ${source.url} carries "${parameter}"`).toBe(false);
        }
      }
    }
  });

  it("shows a citation's own checked date beside it in the document's Markdown", () => {
    const checkedSources = docs.flatMap((doc) => doc.sources.filter((source) => source.checked).map((source) => ({ doc, source })));
    expect(checkedSources.length).toBeGreaterThan(0);
    for (const { doc, source } of checkedSources) {
      expect(renderDocMarkdown(doc, "https://example.org"), doc.id).toContain(`](${source.url}) (checked ${source.checked})`);
    }
  });
});
