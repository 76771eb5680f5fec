import { describe, expect, it } from "vitest";
import { getDoc, getDocMarkdown } from "@/lib/content";
import { countMarkdownTokens } from "@/lib/markdown/count-tokens";
import { htmlToMarkdown } from "@/lib/markdown/html-to-markdown";

const PAGE = `<!DOCTYPE html><html lang="en-IN"><head><title>Demo</title><style>.x{color:red}</style><script>window.secret = 1</script></head>
<body><a class="skip-link" href="#main">Skip to content</a>
<header class="site-header"><nav aria-label="Main"><a href="/calculators">Calculators</a></nav></header>
<main id="main" data-main-content="true"><div class="container">
<header class="page-header"><nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li></ol></nav>
<h1>See your pipeline</h1><p>A <strong>30-minute</strong> walkthrough.</p></header>
<form><label for="n">Full name</label><input id="n" name="name"/>
<div class="honeypot" aria-hidden="true"><label for="w">Website</label><input id="w" name="website"/></div>
<select><option>One</option></select><button type="submit">Send</button></form>
<div hidden="">streamed fallback</div><span class="visually-hidden">status region</span>
<ul><li>First</li><li>Second <a href="/glossary/bigha">bigha</a></li></ul>
<p><a class="button" href="/demo">Request a demo</a><a class="button" href="/calculators">Try the calculators</a></p>
<a class="card" href="/guides"><h3>Guides</h3><p>The process end to end.</p></a>
<table><caption>Units</caption><thead><tr><th>Unit</th><th>Size</th></tr></thead><tbody><tr><td>Guntha</td><td>1,089 sq ft | approx</td></tr></tbody></table>
<p><a href="javascript:alert(1)">click me</a> <img src="/logo.png" alt="Logo"><img src="data:image/svg+xml;base64,AA" alt="Bad"></p>
<script>alert("in main")</script><style>.y{}</style><noscript>enable js</noscript>
</div></main>
<footer class="site-footer"><p>© Footer text</p></footer></body></html>`;

describe("htmlToMarkdown", () => {
  const markdown = htmlToMarkdown(PAGE, "https://land.example.com");

  it("keeps the main content only", () => {
    expect(markdown).toMatch(/^# See your pipeline\n\nA \*\*30-minute\*\* walkthrough\./);
    for (const chrome of [
      "Skip to content",
      "Calculators](https://land.example.com/calculators)\n",
      "Footer text",
      "window.secret",
      "color:red",
    ]) {
      expect(markdown).not.toContain(chrome);
    }
  });

  it("drops scripts, styles, navigation, hidden parts, the honeypot and form controls", () => {
    for (const dropped of [
      "alert",
      ".y{}",
      "enable js",
      "Breadcrumb",
      "Home](",
      "Website",
      "streamed fallback",
      "status region",
      "One",
      "Send",
    ]) {
      expect(markdown).not.toContain(dropped);
    }
    expect(markdown).toContain("Full name");
  });

  it("makes links and images absolute and drops unsafe ones", () => {
    expect(markdown).toContain("- Second [bigha](https://land.example.com/glossary/bigha)");
    expect(markdown).toContain(
      "[Request a demo](https://land.example.com/demo) [Try the calculators](https://land.example.com/calculators)",
    );
    expect(markdown).toContain("### [Guides](https://land.example.com/guides)\n\nThe process end to end.");
    expect(markdown).toContain("click me");
    expect(markdown).not.toContain("javascript:");
    expect(markdown).toContain("![Logo](https://land.example.com/logo.png)");
    expect(markdown).not.toContain("data:image");
  });

  it("keeps tables as Markdown tables", () => {
    expect(markdown).toContain("Units\n\n| Unit | Size |\n| --- | --- |\n| Guntha | 1,089 sq ft \\| approx |");
  });

  it("uses compact list markers", () => {
    expect(markdown).toContain("- First\n- Second");
  });
});

describe("a document's Markdown", () => {
  it("is the source body under a title header, with sources and related links", async () => {
    const doc = getDoc("circle-rate")!;
    const { markdown, tokens } = await getDocMarkdown(doc);
    expect(
      markdown.startsWith(
        `# Circle rate\n\n${doc.summary}\n\n_Glossary entry · updated 2026-11-25 · reviewed 2026-11-25 · http://localhost:3000/glossary/circle-rate_\n\n`,
      ),
    ).toBe(true);
    expect(markdown).toContain(doc.body.trim());
    expect(markdown).toContain(
      "## Sources\n\n- [Revenue Department, Government of NCT of Delhi: circle rates page](https://revenue.delhi.gov.in/revenue/circle-rates) (checked 2026-11-25)",
    );
    expect(markdown).toContain("## Related\n\n- [Guideline value](http://localhost:3000/glossary/guideline-value)");
    expect(tokens).toBe(await countMarkdownTokens(markdown));
    expect(getDocMarkdown(doc)).toBe(getDocMarkdown(doc)); // computed once
  });

  it("shows a blog post's publication date", async () => {
    const post = getDoc("making-our-site-agent-ready")!;
    const { markdown } = await getDocMarkdown(post);
    expect(post.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(markdown.startsWith(`# ${post.title}\n`)).toBe(true);
    expect(markdown).toContain(`_Blog post · published ${post.published} · updated ${post.updated} · `);
  });
});
