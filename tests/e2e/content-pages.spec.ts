import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./helpers";

/** How many documents of a kind the content folder holds: the index must link each of them. */
const documentsIn = (kind: "help" | "guides") =>
  readdirSync(new URL(`../../content/${kind}/`, import.meta.url)).filter((name) => name.endsWith(".md")).length;

test.describe("content pages", () => {
  test("a glossary entry: title, summary, body, sources, related, metadata", async ({ page }) => {
    await page.goto("/glossary/bigha");
    await expect(page).toHaveTitle(/^Bigha \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Bigha" })).toBeVisible();
    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs.getByRole("link", { name: "Glossary" })).toHaveAttribute("href", "/glossary");
    await expect(page.locator("article.doc-body")).toContainText("bigha");
    await expect(page.getByRole("heading", { level: 2, name: "Sources" })).toBeVisible();
    await expect(page.locator(".doc-sources a").first()).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("heading", { level: 2, name: "Related" })).toBeVisible();
    // Bigha's regional table makes it a long entry, with a table of contents; a short entry has none (below).
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(1);

    await expect(page.locator(".doc-meta time[datetime]")).toHaveCount(2);
    await expect(page.locator(".doc-meta")).toContainText("Facts reviewed");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/glossary\/bigha$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /traditional land unit/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Bigha");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/glossary\/bigha$/);

    await page.locator(".doc-related a").first().click();
    await expect(page).toHaveURL(/\/(glossary|guides|help|blog)\/[a-z0-9-]+$/);
  });

  test("a document shows its reviewed date and, beside each source that has one, the date it was checked", async ({ page }) => {
    await page.goto("/glossary/land-acquisition");
    await expect(page.locator(".doc-meta")).toContainText("Facts reviewed");
    const checked = page.locator(".doc-sources li .doc-source-checked time[datetime]");
    expect(await checked.count()).toBeGreaterThanOrEqual(1);
    await expect(checked.first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator(".doc-sources li").first()).toContainText(/\(checked \d{4}-\d{2}-\d{2}\)/);
  });

  test("a long guide has a table of contents whose links reach their sections", async ({ page }) => {
    await page.goto("/guides/due-diligence-checklist");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc).toBeVisible();
    const links = toc.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);

    const second = links.nth(1);
    const href = (await second.getAttribute("href")) ?? "";
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const heading = page.locator(`[id="${href.slice(1)}"]`);
    await expect(heading).toHaveText((await second.textContent()) ?? "");
    await expect(heading).toBeInViewport();
  });

  test("the glossary index is grouped alphabetically", async ({ page }) => {
    await page.goto("/glossary");
    await expect(page.getByRole("heading", { level: 1, name: "Glossary" })).toBeVisible();
    const letters = page.getByRole("navigation", { name: "Glossary letters" }).getByRole("link");
    const labels = await letters.allTextContents();
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort());
    await page.getByRole("navigation", { name: "Glossary letters" }).getByRole("link", { name: "B", exact: true }).click();
    const groupB = page.locator("section.letter-group").filter({ has: page.getByRole("heading", { level: 2, name: "B", exact: true }) });
    await expect(groupB.getByRole("link", { name: "Bigha" })).toBeVisible();
    await expect(groupB.getByRole("link", { name: "Biswa" })).toBeVisible();
  });

  test("the blog index lists posts newest first and opens a post", async ({ page }) => {
    await page.goto("/blog");
    const dates = await page.locator(".post-list time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(dates).toEqual([...dates].sort().reverse());

    const first = page.locator(".post-list a.card").first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".page-header")).toContainText("Published");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", dates[0]!);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", /\/blog\/[a-z0-9-]+\.md$/);
  });

  test("a short glossary entry has no table of contents", async ({ page }) => {
    await page.goto("/glossary/ankanam");
    await expect(page.getByRole("heading", { level: 1, name: "Ankanam" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
  });

  test("the help and guides indexes link every document", async ({ page }) => {
    for (const kind of ["help", "guides"] as const) {
      const count = documentsIn(kind);
      expect(count).toBeGreaterThan(5);
      await page.goto(`/${kind}`);
      expect(await page.locator("main a.card").count()).toBe(count);
    }
  });

  test("an unknown document is a 404", async ({ request }) => {
    expect((await request.get("/glossary/no-such-term")).status()).toBe(404);
    expect((await request.get("/guides/bigha")).status()).toBe(404);
  });

  test("a search_docs hit's URL opens the page at the section its excerpt quotes", async ({ page, baseURL }) => {
    const ip = uniqueClientIp();
    const transport = new StreamableHTTPClientTransport(new URL("/mcp/docs", baseURL), {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set("x-forwarded-for", ip);
        headers.set("user-agent", "land-tools-e2e/1.0");
        return fetch(input, { ...init, headers });
      },
    });
    const client = new Client({ name: "e2e-client", version: "1.0.0" });
    await client.connect(transport);
    const result = await client.callTool({ name: "search_docs", arguments: { query: "stamp duty concession for women", limit: 3 } });
    await client.close();
    const hits = (
      result.structuredContent as { results: Array<{ url: string; excerpt: string; section?: { heading: string; anchor: string } }> }
    ).results;
    const deep = hits.filter((hit) => hit.section);
    expect(deep.length).toBeGreaterThan(0);
    for (const hit of deep) {
      const url = new URL(hit.url);
      expect(url.hash).toBe(`#${hit.section!.anchor}`);
      await page.goto(`${url.pathname}${url.hash}`);
      const heading = page.locator(`[id="${hit.section!.anchor}"]`);
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(hit.section!.heading);
      await expect(heading).toBeInViewport();
      await expect(page.locator("article.doc-body")).toContainText(hit.excerpt.replace(/^…|…$/g, "").slice(0, 60));
    }
  });
});
