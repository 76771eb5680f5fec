import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { INTERNAL_HTML_FETCH_HEADER, MARKDOWN_VARIANT_HEADER } from "@/lib/markdown/markdown-paths";
import { proxy, REWRITE_TOKEN } from "@/proxy";
import { startSignatureAgent } from "../helpers/signature-agent";

afterEach(() => setConfigForTesting(undefined));

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers, method });
}

const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** Where a proxy response rewrites to, and the variant header it passes on, if any. */
function rewriteOf(response: Response) {
  const target = response.headers.get("x-middleware-rewrite");
  return {
    path: target ? new URL(target).pathname + new URL(target).search : undefined,
    variant: response.headers.get(`x-middleware-request-${MARKDOWN_VARIANT_HEADER}`),
  };
}

describe("proxy", () => {
  it("lets a browser's request through to the HTML page", async () => {
    const response = await proxy(request("/glossary/bigha", { accept: BROWSER }));
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(rewriteOf(response).path).toBeUndefined();
  });

  it("rewrites Accept: text/markdown to the internal Markdown route, keeping the query", async () => {
    expect(rewriteOf(await proxy(request("/glossary/bigha", { accept: "text/markdown" })))).toEqual({
      path: "/md/glossary/bigha",
      variant: "negotiated",
    });
    expect(rewriteOf(await proxy(request("/", { accept: "text/markdown" })))).toEqual({ path: "/md", variant: "negotiated" });
    expect(rewriteOf(await proxy(request("/calculators/land-roi?area=2", { accept: "text/markdown, text/html;q=0.5" }))).path).toBe(
      "/md/calculators/land-roi?area=2",
    );
    expect(rewriteOf(await proxy(request("/glossary/bigha", { accept: "text/markdown" }, "HEAD"))).path).toBe("/md/glossary/bigha");
  });

  it("rewrites /blog/<id>.md whatever the Accept header", async () => {
    expect(rewriteOf(await proxy(request("/blog/making-our-site-agent-ready.md", { accept: BROWSER })))).toEqual({
      path: "/md/blog/making-our-site-agent-ready",
      variant: "suffix",
    });
  });

  it("rewrites every page's .md twin, /index.md for the home page, and leaves other .md paths alone", async () => {
    expect(rewriteOf(await proxy(request("/index.md", { accept: BROWSER })))).toEqual({ path: "/md", variant: "suffix" });
    expect(rewriteOf(await proxy(request("/glossary/bigha.md")))).toEqual({ path: "/md/glossary/bigha", variant: "suffix" });
    expect(rewriteOf(await proxy(request("/calculators/land-roi.md?area=2"))).path).toBe("/md/calculators/land-roi?area=2");
    expect(rewriteOf(await proxy(request("/no-such-page.md")))).toEqual({ path: "/md/no-such-page", variant: "suffix" });
    expect(rewriteOf(await proxy(request("/index", { accept: "text/markdown" }))).path).toBe("/md/index");
    expect(rewriteOf(await proxy(request("/glossary/bigha.md", {}, "POST"))).path).toBeUndefined();
  });

  it("names the page as canonical on every Markdown rewrite, over the page's own Link header", async () => {
    expect((await proxy(request("/glossary/bigha", { accept: "text/markdown" }))).headers.get("link")).toBe(
      '<http://localhost:3000/glossary/bigha>; rel="canonical"',
    );
    expect((await proxy(request("/index.md"))).headers.get("link")).toBe('<http://localhost:3000/>; rel="canonical"');
    expect((await proxy(request("/glossary/bigha", { accept: BROWSER }))).headers.get("link")).toBeNull();
  });

  it("answers a known AI agent that states no preference with Markdown, and nobody else", async () => {
    const claude = "ClaudeBot/1.0 (+claudebot@anthropic.com)";
    expect(rewriteOf(await proxy(request("/demo", { "user-agent": claude })))).toEqual({ path: "/md/demo", variant: "agent" });
    expect(rewriteOf(await proxy(request("/demo", { "user-agent": claude, accept: "*/*" }))).variant).toBe("agent");
    expect(rewriteOf(await proxy(request("/demo", { "user-agent": claude, accept: "text/html" }))).path).toBeUndefined();
    expect(rewriteOf(await proxy(request("/demo", { "user-agent": "curl/8.5.0", accept: "*/*" }))).path).toBeUndefined();
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    expect(rewriteOf(await proxy(request("/demo", { "user-agent": chrome, accept: BROWSER }))).path).toBeUndefined();
  });

  it("answers an agent with a verified Web Bot Auth signature as a known agent; a bare Signature-Agent header is no signal", async () => {
    const agent = await startSignatureAgent();
    try {
      setConfigForTesting({ WEB_BOT_AUTH_TRUSTED_AGENTS: agent.origin });
      const chromeLike = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36", accept: "*/*" };
      const signed = await agent.sign(new Request("http://localhost:3000/demo", { headers: chromeLike }));
      expect(rewriteOf(await proxy(new NextRequest(signed)))).toEqual({ path: "/md/demo", variant: "agent" });
      // What @vercel/agent-readability alone would take for ChatGPT's agent.
      const bare = { ...chromeLike, "signature-agent": '"https://chatgpt.com"' };
      expect(rewriteOf(await proxy(request("/demo", bare))).path).toBeUndefined();
      expect(
        rewriteOf(await proxy(request("/demo", { ...chromeLike, "signature-agent": `agent1="${agent.origin}"` }))).path,
      ).toBeUndefined();
      // A signed browser still gets the HTML it asks for.
      const browser = await agent.sign(new Request("http://localhost:3000/demo", { headers: { ...chromeLike, accept: BROWSER } }));
      expect(rewriteOf(await proxy(new NextRequest(browser))).path).toBeUndefined();
    } finally {
      await agent.close();
    }
  });

  it("never negotiates its own HTML fetch, router requests or writes", async () => {
    const refused: Array<Record<string, string>> = [
      { accept: "text/markdown", [INTERNAL_HTML_FETCH_HEADER]: "1" },
      { accept: "text/markdown", rsc: "1" },
      { accept: "text/markdown", "next-router-prefetch": "1" },
      { accept: "text/markdown;q=0" },
    ];
    for (const headers of refused) {
      expect(rewriteOf(await proxy(request("/demo", headers))).path).toBeUndefined();
    }
    expect(rewriteOf(await proxy(request("/demo", { accept: "text/markdown" }, "POST"))).path).toBeUndefined();
  });

  it("refuses direct visits to the internal route", async () => {
    const response = await proxy(request("/md/glossary/bigha", { accept: "text/markdown", [MARKDOWN_VARIANT_HEADER]: "negotiated" }));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found\n");
  });

  it("lets its own rewrite through when Next.js replays it as a second request", async () => {
    const rewritten = await proxy(request("/glossary/bigha", { accept: "text/markdown" }));
    const replayed = await proxy(
      request("/md/glossary/bigha", {
        accept: "text/markdown",
        [MARKDOWN_VARIANT_HEADER]: "negotiated",
        "x-markdown-rewrite-token": REWRITE_TOKEN,
      }),
    );
    expect(rewritten.headers.get("x-middleware-rewrite")).toContain("/md/glossary/bigha");
    expect(replayed.status).toBe(200);
    const guessed = await proxy(
      request("/md/glossary/bigha", { [MARKDOWN_VARIANT_HEADER]: "negotiated", "x-markdown-rewrite-token": "guess" }),
    );
    expect(guessed.status).toBe(404);
  });

  it("redirects plain HTTP to HTTPS on a deployed environment, before anything else", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://land.example.com", TRUST_PROXY: "1" });
    const response = await proxy(request("/glossary/bigha?x=1", { accept: "text/markdown", "x-forwarded-proto": "http" }));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://land.example.com/glossary/bigha?x=1");
  });

  it("adds the environment's headers to pages and Markdown alike", async () => {
    setConfigForTesting({ APP_ENV: "staging", BASE_URL: "https://land.example.com", STAGING_URL: "https://staging.land.example.com" });
    for (const accept of [BROWSER, "text/markdown"]) {
      const response = await proxy(request("/help", { accept }));
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    }
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://land.example.com" });
    expect((await proxy(request("/help", { accept: BROWSER }))).headers.get("x-robots-tag")).toBeNull();
  });
});
