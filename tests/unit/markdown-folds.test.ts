import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/markdown/render-markdown";

describe("folds in documents: <details> is the one raw HTML a document may use", () => {
  it("renders a fold with its summary and the Markdown inside it", () => {
    const { html } = renderMarkdown(
      "Before.\n\n<details>\n<summary>Sources and verification</summary>\n\n- **Assam.** Three sets disagree.\n\n</details>\n\nAfter.",
    );
    expect(html).toMatch(/<details>\s*<summary>Sources and verification<\/summary>\s*<ul>\s*<li><strong>Assam\.<\/strong>/);
    expect(html).toMatch(/<\/ul>\s*<\/details>\s*<p>After\.<\/p>/);
  });

  it("gives a fold without a summary a plain one", () => {
    expect(renderMarkdown("<details>\n\nText.\n\n</details>").html).toMatch(/<details>\s*<summary>Details<\/summary>/);
  });

  it("keeps attributes, markup in the summary and other tags as text", () => {
    const { html } = renderMarkdown(
      '<details open ontoggle="alert(1)">\n\nA.\n\n</details>\n\n<details>\n<summary><img src=x onerror=alert(1)></summary>\n\nB.\n\n</details>',
    );
    expect(html).not.toMatch(/<details open|ontoggle="|<img/);
    expect(html).toContain("&lt;details open");
  });

  it("drops a stray closing tag and closes a fold left open", () => {
    const stray = renderMarkdown("Text.\n\n</details>\n\nMore.").html;
    expect(stray).not.toContain("details");
    const open = renderMarkdown("<details>\n<summary>S</summary>\n\nInside.").html;
    expect(open.match(/<details>/g)?.length).toBe(1);
    expect(open.trimEnd().endsWith("</details>")).toBe(true);
  });
});
