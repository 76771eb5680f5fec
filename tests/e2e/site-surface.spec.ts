import { expect, test } from "@playwright/test";

const DISCOVERY_URLS = [
  "/.well-known/api-catalog",
  "/.well-known/oauth-protected-resource",
  "/.well-known/oauth-protected-resource/api",
  "/.well-known/oauth-protected-resource/api/",
  "/.well-known/oauth-authorization-server",
  "/.well-known/jwks.json",
  "/.well-known/mcp/server-card.json",
  "/.well-known/mcp/docs/server-card.json",
  "/mcp/server-card",
  "/mcp/docs/server-card",
  "/.well-known/agent-skills/index.json",
  "/.well-known/agent-skills/land-calculators/SKILL.md",
  "/.well-known/ai-catalog.json",
  "/auth.md",
  "/llms.txt",
  "/llms-full.txt",
  "/robots.txt",
  "/sitemap-index.xml",
  "/sitemap.xml",
  "/sitemap.md",
  "/sitemaps/pages.xml",
  "/api/docs",
  "/api/openapi.json",
];

test("every discovery URL answers 200 from the production build, with CORS", async ({ request }) => {
  for (const path of DISCOVERY_URLS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["access-control-allow-origin"], path).toBe("*");
  }
});

test("pages carry the security headers and key caches on Accept", async ({ request }) => {
  for (const path of ["/", "/demo", "/glossary/acre", "/calculators/area-converter", "/developers"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(
      headers.vary?.split(",").map((value) => value.trim().toLowerCase()),
      path,
    ).toContain("accept");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("a page with a trailing slash redirects to its one canonical address", async ({ request, baseURL }) => {
  const response = await request.get("/glossary/acre/?ref=x", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  const location = new URL(response.headers().location!, baseURL);
  expect(location.pathname + location.search).toBe("/glossary/acre?ref=x");
});

test("the developers page shows the whole surface, and reads as Markdown", async ({ page, request, baseURL }) => {
  await page.goto("/developers");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const text of [
    "/api/v1/demo-request",
    "land_area_convert",
    "search_docs",
    "/auth.md",
    "/.well-known/api-catalog",
    "Partner program",
  ]) {
    await expect(page.locator("main")).toContainText(text);
  }
  await expect(page.locator("main")).toContainText(`${baseURL}/mcp`);
  const markdown = await request.get("/developers", { headers: { accept: "text/markdown" } });
  expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(await markdown.text()).toContain("land_area_convert");
});

test("/mcp/docs answers search_docs from a production build", async ({ request }) => {
  const response = await request.post("/mcp/docs", {
    headers: { "content-type": "application/json", accept: "application/json" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_docs", arguments: { query: "jantri rate gujarat" } } },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.result.isError).toBeFalsy();
  expect(body.result.structuredContent.results.slice(0, 3).map((result: { id: string }) => result.id)).toContain("jantri");
});

test("npm run smoke passes against the production build", async ({ baseURL }) => {
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/smoke.ts", baseURL!], { timeout: 90_000 });
  expect(stdout).toMatch(/^\d+ passed, 0 failed$/m);
  expect(stdout).not.toContain("FAIL");
});
