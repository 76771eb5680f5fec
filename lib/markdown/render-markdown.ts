import { Marked, Renderer, type Token, type Tokens } from "marked";
import { escapeHtml } from "./escape-html";
import { isSafeImageUrl, isSafeLinkUrl } from "./safe-url";
import { createSlugger } from "./slugger";

export interface MarkdownHeading {
  /** 1 to 6, as in `<h1>`…`<h6>`. */
  depth: number;
  /** Plain text, Markdown removed. */
  text: string;
  /** Unique within the document; the rendered heading carries it as `id`. */
  id: string;
}

export interface RenderedMarkdown {
  html: string;
  /** Every heading in document order, with the same ids as in `html`. */
  headings: MarkdownHeading[];
}

/** The text of inline tokens without any markup. */
export function inlineText(tokens: readonly Token[] | undefined): string {
  if (!tokens) return "";
  return tokens
    .map((token) => {
      if (token.type === "br") return " ";
      if ("tokens" in token && Array.isArray(token.tokens) && token.tokens.length > 0) return inlineText(token.tokens);
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

function safeHref(href: string): string | undefined {
  try {
    return encodeURI(href).replace(/%25/g, "%");
  } catch {
    return undefined; // a lone surrogate: not a URL we can print
  }
}

/**
 * Markdown to HTML for our pages, on the server only.
 *
 * Safe against a hostile document: raw HTML (block or inline) is printed as
 * text, never passed through, so `<script>` or `<img onerror>` cannot run;
 * links and images whose scheme could run script (`javascript:`, `data:`,
 * `vbscript:`, entity-encoded or whitespace-split variants) lose their URL and
 * keep only their text. Everything else marked emits is escaped by marked.
 *
 * Headings get unique ids (slugs) for anchors and a table of contents.
 *
 * Accessible by construction (WCAG 2.2): a code block can scroll sideways, so
 * it is focusable and named for keyboard users; a table scrolls sideways in
 * its own box (never the page), a focusable region named by its number and
 * the heading it sits under; a task-list checkbox is labelled by its item's
 * text; an empty header cell is a plain cell.
 */
export interface RenderOptions {
  /** Ids for the headings, in order (a translation keeps its English page's anchors); a slug where none is given. */
  headingIds?: readonly string[];
  /** Rewrites a link's target (a translated page links the translated versions of the pages it names). */
  rewriteHref?: (href: string) => string;
  /** The word that names a table region ("Table 2: …"), in the page's language. */
  tableLabel?: string;
}

export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const headings: MarkdownHeading[] = [];
  const slugger = createSlugger();
  const slug = (text: string) => {
    const given = options.headingIds?.[headings.length];
    return given ?? slugger(text);
  };
  let codeBlocks = 0;
  let openFolds = 0;
  let tables = 0;
  let lastHeading = "";
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        if ("block" in token && token.block) {
          const fold = foldingTag(token.text);
          if (fold?.kind === "open") {
            openFolds += 1;
            return `<details>\n<summary>${escapeHtml(fold.summary)}</summary>\n`;
          }
          if (fold?.kind === "close") {
            if (openFolds === 0) return "";
            openFolds -= 1;
            return "</details>\n";
          }
        }
        const text = escapeHtml(token.text);
        return "block" in token && token.block ? `<p>${text.trim()}</p>\n` : text;
      },
      heading(token: Tokens.Heading) {
        const text = inlineText(token.tokens).replace(/\s+/g, " ").trim();
        const id = slug(text);
        headings.push({ depth: token.depth, text, id });
        lastHeading = text;
        return `<h${token.depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      code(token: Tokens.Code) {
        const lang = /^\S*/.exec(token.lang ?? "")?.[0] ?? "";
        // Numbered, so each region's name is unique on the page.
        codeBlocks += 1;
        const label = lang ? `Code example ${codeBlocks} (${lang})` : `Code example ${codeBlocks}`;
        const className = lang ? ` class="language-${escapeHtml(lang)}"` : "";
        const text = token.escaped ? token.text : escapeHtml(token.text);
        return `<pre tabindex="0" role="region" aria-label="${escapeHtml(label)}"><code${className}>${text.replace(/\n$/, "")}\n</code></pre>\n`;
      },
      listitem(item: Tokens.ListItem) {
        if (!item.task) return false;
        const content = this.parser.parse(item.tokens);
        if (!item.loose) return `<li class="task-item"><label>${content.trim()}</label></li>\n`;
        const label = escapeHtml(inlineText(item.tokens).replace(/\s+/g, " ").trim());
        return `<li class="task-item">${content.replace("<input ", `<input aria-label="${label}" `)}</li>\n`;
      },
      table(token: Tokens.Table) {
        // Numbered, so each region's name is unique on the page.
        tables += 1;
        const word = options.tableLabel ?? "Table";
        const label = lastHeading ? `${word} ${tables}: ${lastHeading}` : `${word} ${tables}`;
        const table = Renderer.prototype.table.call(this, token);
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(label)}">\n${table}</div>\n`;
      },
      tablecell(token: Tokens.TableCell) {
        return token.header && token.text.trim() === "" ? "<td></td>\n" : false;
      },
      link(token: Tokens.Link) {
        const content = this.parser.parseInline(token.tokens);
        const target = options.rewriteHref ? options.rewriteHref(token.href) : token.href;
        const href = isSafeLinkUrl(target) ? safeHref(target) : undefined;
        if (href === undefined) return content;
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        return `<a href="${escapeHtml(href)}"${title}>${content}</a>`;
      },
      image(token: Tokens.Image) {
        const src = isSafeImageUrl(token.href) ? safeHref(token.href) : undefined;
        if (src === undefined) return escapeHtml(token.text);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}"${title} loading="lazy">`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false }) + "</details>\n".repeat(openFolds);
  return { html, headings };
}

const FOLD_OPEN = /^<details>\s*(?:<summary>([^<>]*)<\/summary>)?\s*$/;
const FOLD_CLOSE = /^<\/details>\s*$/;

/**
 * The one piece of raw HTML a document may use: a fold, written as a line
 * `<details>` (with an optional `<summary>plain text</summary>`), Markdown,
 * and a line `</details>`. No attributes, and the summary is text, so a fold
 * cannot carry script; a stray closing tag is dropped and an unclosed fold is
 * closed at the end.
 */
function foldingTag(text: string): { kind: "open"; summary: string } | { kind: "close" } | undefined {
  const open = FOLD_OPEN.exec(text);
  if (open) return { kind: "open", summary: open[1]?.trim() || "Details" };
  if (FOLD_CLOSE.test(text)) return { kind: "close" };
  return undefined;
}
