import { expect, test } from "@playwright/test";
import matter from "gray-matter";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

test.describe("Markdown for every page", () => {
  test("a content page answers its source Markdown with Accept: text/markdown", async ({ request }) => {
    const response = await request.get("/glossary/bigha", { headers: { Accept: "text/markdown" } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(headers.vary).toMatch(/\bAccept\b/i);
    expect(Number(headers["x-markdown-tokens"])).toBeGreaterThan(100);
    expect(headers.link).toMatch(/\/glossary\/bigha>; rel="canonical"/);
    const body = await response.text();
    const { data, content } = matter(body);
    expect(data).toMatchObject({ title: "Bigha", canonical_url: expect.stringMatching(/\/glossary\/bigha$/) });
    expect(content).toMatch(/^# Bigha\n\nThe bigha is a traditional land unit/);
    expect(body).toContain("## Sources");
    expect(body).not.toContain("<");
  });

  test("a page that is not content is converted from its HTML, main content only", async ({ request }) => {
    const response = await request.get("/", { headers: { Accept: "text/markdown" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(Number(response.headers()["x-markdown-tokens"])).toBeGreaterThan(50);
    const body = await response.text();
    expect(body).toContain("# Acquire land faster, with fewer surprises");
    for (const chrome of ["Skip to content", "<script", "Calculator results are estimates", "Developer overview"]) {
      expect(body).not.toContain(chrome);
    }

    const demo = await (await request.get("/demo", { headers: { Accept: "text/markdown" } })).text();
    expect(demo).toContain("# See your acquisition pipeline in one place");
    expect(demo).not.toMatch(/^Website$/m); // the honeypot field
  });

  test("the same page twice gives the same Markdown", async ({ request }) => {
    const first = await request.get("/calculators", { headers: { Accept: "text/markdown" } });
    const second = await request.get("/calculators", { headers: { Accept: "text/markdown" } });
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()["x-markdown-tokens"]).toBe(first.headers()["x-markdown-tokens"]);
  });

  test("every page also answers at its .md twin, the home page at /index.md", async ({ request }) => {
    const response = await request.get("/blog/making-our-site-agent-ready.md");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(Number(response.headers()["x-markdown-tokens"])).toBeGreaterThan(100);
    expect(matter(await response.text()).content).toMatch(/^# Making our site agent-ready\n/);

    const home = await request.get("/index.md");
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("# Acquire land faster, with fewer surprises");
    expect((await request.get("/glossary/bigha.md")).status()).toBe(200);
    const missing = await request.get("/blog/no-such-post.md");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  });

  test("q-values decide: Markdown only when preferred over HTML", async ({ request }) => {
    const typeFor = async (accept: string) =>
      (await request.get("/help/markdown-for-agents", { headers: { Accept: accept } })).headers()["content-type"];
    expect(await typeFor("text/markdown;q=0")).toMatch(/^text\/html/);
    expect(await typeFor("text/markdown, text/html")).toMatch(/^text\/html/);
    expect(await typeFor("text/html;q=0.9, text/markdown")).toMatch(/^text\/markdown/);
    expect(await typeFor("text/markdown;q=0.5, */*")).toMatch(/^text\/markdown/);
    expect(await typeFor("*/*")).toMatch(/^text\/html/);
  });

  test("a browser's Accept gets HTML", async ({ request, page }) => {
    const response = await request.get("/glossary/bigha", { headers: { Accept: BROWSER_ACCEPT } });
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(response.headers()["x-markdown-tokens"]).toBeUndefined();
    await page.goto("/guides/regional-area-units");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("API and discovery paths are unaffected", async ({ request }) => {
    const health = await request.get("/api/v1/health", { headers: { Accept: "text/markdown" } });
    expect(health.status()).toBe(200);
    expect(health.headers()["content-type"]).toMatch(/^application\/json/);
    expect(health.headers()["x-markdown-tokens"]).toBeUndefined();
    expect(await health.json()).toMatchObject({ status: expect.any(String) });

    const metadata = await request.get("/.well-known/oauth-authorization-server", { headers: { Accept: "text/markdown" } });
    expect(metadata.headers()["content-type"]).toMatch(/json/);
  });

  test("the internal Markdown route is not a public page", async ({ request }) => {
    const attempts: Array<Record<string, string>> = [{}, { Accept: "text/markdown" }, { "X-Markdown-Variant": "negotiated" }];
    for (const headers of attempts) {
      const response = await request.get("/md/glossary/bigha", { headers });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).not.toMatch(/markdown/);
    }
  });
});
