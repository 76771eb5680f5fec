import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/markdown/render-markdown";

describe("Markdown rendered for pages is accessible", () => {
  it("makes every code block a focusable region with a unique name", () => {
    const { html } = renderMarkdown("```bash\ncurl <x>\n```\n\ntext\n\n```bash\nls\n```\n\n```\nplain\n```\n");
    const labels = [...html.matchAll(/<pre tabindex="0" role="region" aria-label="([^"]+)">/g)].map((match) => match[1]);
    expect(labels).toEqual(["Code example 1 (bash)", "Code example 2 (bash)", "Code example 3"]);
    expect(html).toContain('<code class="language-bash">curl &lt;x&gt;\n</code>');
  });

  it("puts every table in its own focusable scrolling region, named by its number and heading", () => {
    const { html } = renderMarkdown(
      "| A | B |\n|---|---|\n| 1 | 2 |\n\n## Regional *values*\n\n| C | D |\n|---|---|\n| 3 | 4 |\n\n| E |\n|---|\n| 5 |\n",
    );
    const regions = [...html.matchAll(/<div class="table-scroll" role="region" tabindex="0" aria-label="([^"]+)">\n<table>/g)];
    expect(regions.map((match) => match[1])).toEqual(["Table 1", "Table 2: Regional values", "Table 3: Regional values"]);
    expect(html.match(/<\/table>\n<\/div>/g)).toHaveLength(3);
    expect(html).toContain("<td>4</td>");
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
