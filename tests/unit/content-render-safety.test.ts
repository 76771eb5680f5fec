import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDocs } from "@/lib/content/load-docs";
import { isSafeImageUrl, isSafeLinkUrl } from "@/lib/markdown/safe-url";
import { renderMarkdown } from "@/lib/markdown/render-markdown";

/** A document an attacker wrote: every way we know to smuggle script through Markdown. */
const HOSTILE_BODY = `
Intro paragraph.

<script>alert("block")</script>

Inline <script>alert("inline")</script> and <img src=x onerror="alert('img')"> and <svg onload=alert(1)></svg>.

<iframe src="https://evil.example/"></iframe>

<a href="javascript:alert('raw anchor')">raw anchor</a>

<div onclick="alert(1)" style="background:url(javascript:alert(1))">div</div>

[plain](javascript:alert('plain'))
[upper](JAVASCRIPT:alert('upper'))
[entity](&#106;avascript:alert('entity'))
[hex entity](&#x6A;avascript:alert('hex'))
[spaced]( javascript:alert('spaced'))
[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
[vbscript](vbscript:msgbox(1))
[ref link][bad]
<javascript:alert('autolink')>

![img](javascript:alert('img'))
![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)

[title attr](https://example.com "x\\" onmouseover=\\"alert(1)")

\`\`\`html" onmouseover="alert(1)
<script>alert("code")</script>
\`\`\`

| a | b |
|---|---|
| <img src=x onerror=alert(1)> | <b onmouseover=alert(1)>x</b> |

## <img src=x onerror=alert('heading')> "quoted"

| c |
|---|
| d |

[good link](https://example.com/page) and [relative](/glossary/bigha) and [anchor](#intro) and [mail](mailto:team@example.com)

[bad]: javascript:alert('ref')
`;

/** Every real (unescaped) tag in the output, with its name and attributes. */
function tags(html: string): Array<{ raw: string; name: string; attributes: Map<string, string> }> {
  return [...html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi)].map((match) => {
    const attributes = new Map<string, string>();
    for (const attr of (match[2] ?? "").matchAll(/\s+([^\s=>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.set(attr[1]!.toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    return { raw: match[0], name: match[1]!.toLowerCase(), attributes };
  });
}

/** The one `<div>` the renderer writes: a table's scrolling region, opened right before its `<table>`. */
const TABLE_REGION = /^<div class="table-scroll" role="region" tabindex="0" aria-label="Table \d+(?:: [^"<>]*)?">$/;

function expectNoExecutableHtml(html: string): void {
  const regions = [...html.matchAll(/<div[^>]*>(?=\n<table>)/g)].map((match) => match[0]);
  for (const region of regions) expect(region).toMatch(TABLE_REGION);
  expect(html.match(/<div\b/g)?.length ?? 0, "every <div> is a table's region").toBe(regions.length);
  for (const { raw, name, attributes } of tags(html)) {
    if (name === "div" && TABLE_REGION.test(raw)) continue;
    expect(name, raw).not.toMatch(/^(script|iframe|object|embed|svg|style|form|base|meta|link|div|frame|textarea|button)$/);
    // GFM task lists are the only inputs: disabled checkboxes.
    if (name === "input") expect(attributes.get("type") === "checkbox" && attributes.has("disabled"), raw).toBe(true);
    for (const [attribute, value] of attributes) {
      expect(attribute, raw).not.toMatch(/^on/);
      expect(attribute, raw).not.toBe("style");
      if (attribute === "href" || attribute === "src") {
        expect(value, raw).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        expect(value, raw).not.toMatch(/&#|&colon;/i);
      }
    }
  }
  expect(html).not.toMatch(/<script/i);
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-hostile-"));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

describe("rendering a hostile document", () => {
  it("loads it (it is valid content) and renders no executable HTML", () => {
    fs.mkdirSync(path.join(tempDir, "blog"));
    fs.writeFileSync(
      path.join(tempDir, "blog", "hostile.md"),
      `---\nkind: blog\nid: hostile\ntitle: Hostile post\nsummary: "A post that tries to inject script in every way Markdown allows."\nquestions: ["Can a post run script?", "Are links filtered?", "Is raw HTML escaped?", "Are images checked?", "Are headings safe?"]\nupdated: 2026-01-02\npublished: 2026-01-01\ntags: [test]\n---\n${HOSTILE_BODY}`,
    );
    const [doc] = loadDocs(tempDir);
    const { html, headings } = renderMarkdown(doc!.body);
    expectNoExecutableHtml(html);
    // Raw HTML is shown as text, not dropped silently.
    expect(html).toContain("&lt;script&gt;alert(&quot;block&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=");
    // Unsafe links keep their text and lose their URL.
    expect(html).toMatch(/<p>Intro[\s\S]*\bplain\nupper\b/);
    expect(html).not.toMatch(/href="[^"]*alert/);
    // Safe links survive.
    expect(html).toContain('<a href="https://example.com/page">good link</a>');
    expect(html).toContain('<a href="/glossary/bigha">relative</a>');
    expect(html).toContain('<a href="#intro">anchor</a>');
    expect(html).toContain('<a href="mailto:team@example.com">mail</a>');
    // The heading made of raw HTML becomes text, with a harmless id.
    expect(headings.at(-1)?.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("escapes attribute values it prints", () => {
    const { html } = renderMarkdown(`[t](https://example.com/?a="b"&c=<d> "ti\\"tle") ![alt "x" <y>](https://example.com/i.png)`);
    expectNoExecutableHtml(html);
    expect(html).toContain("&amp;c=");
    expect(html).not.toMatch(/alt="alt "x"/);
  });

  it("gives headings unique ids that match its heading list", () => {
    const { html, headings } = renderMarkdown("## Fees\n\n## Fees\n\n### Step 1: *check* `zoning`\n\n## Main\n");
    expect(headings).toEqual([
      { depth: 2, text: "Fees", id: "fees" },
      { depth: 2, text: "Fees", id: "fees-2" },
      { depth: 3, text: "Step 1: check zoning", id: "step-1-check-zoning" },
      { depth: 2, text: "Main", id: "main-2" }, // "main" is the layout's own id
    ]);
    for (const heading of headings) expect(html).toContain(`id="${heading.id}"`);
  });

  it("renders every committed document without executable HTML", async () => {
    const { getAllDocs, getDocHtml } = await import("@/lib/content");
    for (const doc of getAllDocs()) expectNoExecutableHtml(getDocHtml(doc));
  });
});

describe("URL checks", () => {
  it.each([
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["&#106;avascript:alert(1)", false],
    ["&#x6a;avascript&colon;alert(1)", false],
    ["vbscript:x", false],
    ["data:text/html,x", false],
    ["file:///etc/passwd", false],
    ["https://example.com", true],
    ["http://example.com", true],
    ["mailto:a@example.com", true],
    ["/glossary/bigha", true],
    ["#section", true],
    ["relative/path", true],
  ])("link %j safe: %s", (url, safe) => {
    expect(isSafeLinkUrl(url)).toBe(safe);
  });

  it("allows only http(s) and relative image sources", () => {
    expect(isSafeImageUrl("https://example.com/a.png")).toBe(true);
    expect(isSafeImageUrl("/a.png")).toBe(true);
    expect(isSafeImageUrl("data:image/svg+xml;base64,AAAA")).toBe(false);
    expect(isSafeImageUrl("mailto:a@example.com")).toBe(false);
  });
});
