import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/markdown/render-markdown";

describe("Markdown rendered for pages is accessible", () => {
  it("makes every code block a focusable region with a unique name", () => {
    const { html } = renderMarkdown("```bash\ncurl <x>\n```\n\ntext\n\n```bash\nls\n```\n\n```\nplain\n```\n");
    const labels = [...html.matchAll(/<pre tabindex="0" role="region" aria-label="([^"]+)">/g)].map((match) => match[1]);
    expect(labels).toEqual(["Code example 1 (bash)", "Code example 2 (bash)", "Code example 3"]);
    expect(html).toContain('<code class="language-bash">curl &lt;x&gt;\n</code>');
  });

  it("labels task-list checkboxes with their item's text", () => {
    const tight = renderMarkdown("- [ ] Check the **7/12 extract**\n- [x] Visit the site\n").html;
    expect(tight).toContain(
      '<li class="task-item"><label><input disabled="" type="checkbox"> Check the <strong>7/12 extract</strong></label></li>',
    );
    expect(tight).toContain('<label><input checked="" disabled="" type="checkbox"> Visit the site</label>');
    const loose = renderMarkdown("- [ ] First\n\n- [ ] Second\n").html;
    expect(loose).toContain('<input aria-label="First" disabled="" type="checkbox">');
    expect(renderMarkdown("- plain item\n").html).toBe("<ul>\n<li>plain item</li>\n</ul>\n");
  });

  it("prints an empty header cell as a plain cell, so no header is empty", () => {
    const { html } = renderMarkdown("|  | Plan |\n|---|---|\n| Price | Free |\n");
    expect(html).toContain("<tr>\n<td></td>\n<th>Plan</th>\n</tr>");
    expect(html).not.toMatch(/<th>\s*<\/th>/);
  });
});
