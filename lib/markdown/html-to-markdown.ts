import TurndownService from "turndown";
import { isSafeImageUrl, isSafeLinkUrl } from "./safe-url";

/** The layout's `<main id="main" data-main-content>`; only its content is converted. */
function mainContent(html: string): string {
  const open = /<main\b[^>]*\bdata-main-content\b[^>]*>/i.exec(html) ?? /<main\b[^>]*>/i.exec(html);
  if (!open) {
    const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html);
    return body?.[1] ?? html;
  }
  const start = open.index + open[0].length;
  const end = html.lastIndexOf("</main>");
  return html.slice(start, end > start ? end : undefined);
}

type Element = TurndownService.Node & { getAttribute(name: string): string | null; nodeName: string };

const isElement = (node: TurndownService.Node): node is Element => node.nodeType === 1;

/** Page chrome and machinery an agent does not need: scripts, navigation, hidden parts, form controls. */
const REMOVED_TAGS = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "SVG",
  "CANVAS",
  "NAV",
  "LINK",
  "META",
  "INPUT",
  "SELECT",
  "TEXTAREA",
  "BUTTON",
  "DIALOG",
]);

function isRemoved(node: TurndownService.Node): boolean {
  if (!isElement(node)) return false;
  if (REMOVED_TAGS.has(node.nodeName.toUpperCase())) return true;
  if (node.getAttribute("hidden") !== null || node.getAttribute("aria-hidden") === "true") return true;
  const className = ` ${node.getAttribute("class") ?? ""} `;
  return className.includes(" honeypot ") || className.includes(" visually-hidden ") || className.includes(" skip-link ");
}

const cellText = (content: string) => content.replace(/\n+/g, " ").replace(/\|/g, "\\|").trim();

function createService(baseUrl: string): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "_",
    hr: "---",
  });
  service.remove(isRemoved);

  const absolute = (url: string) => {
    try {
      return new URL(url, `${baseUrl}/`).toString();
    } catch {
      return undefined;
    }
  };

  service.addRule("safeLink", {
    filter: (node) => node.nodeName === "A" && isElement(node) && node.getAttribute("href") !== null,
    replacement: (content, node) => {
      const href = isElement(node) ? (node.getAttribute("href") ?? "") : "";
      const target = isSafeLinkUrl(href) && !href.startsWith("#") ? absolute(href) : undefined;
      const text = content.trim();
      if (!text) return "";
      if (!target) return text;
      if (text.includes("\n")) {
        // A card: a link wrapping a heading and text. Link the heading (or first line), keep the rest as is.
        const [first = "", ...rest] = text.split("\n");
        const heading = /^(#{1,6} )(.*)$/.exec(first);
        const linked = heading ? `${heading[1]}[${heading[2]}](${target})` : `[${first}](${target})`;
        return `\n\n${[linked, ...rest].join("\n")}\n\n`;
      }
      // Links rendered side by side (buttons) have no whitespace between them in the HTML.
      const next = node.nextSibling;
      return `[${text}](${target})${next && next.nodeType === 1 ? " " : ""}`;
    },
  });
  service.addRule("safeImage", {
    filter: "img",
    replacement: (_content, node) => {
      if (!isElement(node)) return "";
      const alt = (node.getAttribute("alt") ?? "").replace(/[[\]]/g, "");
      const src = node.getAttribute("src") ?? "";
      const target = isSafeImageUrl(src) ? absolute(src) : undefined;
      return target && alt ? `![${alt}](${target})` : alt;
    },
  });

  // GitHub-flavoured tables, so calculator and comparison tables stay tables.
  service.addRule("tableCell", {
    filter: ["th", "td"],
    replacement: (content) => ` ${cellText(content)} |`,
  });
  service.addRule("tableRow", {
    filter: "tr",
    replacement: (content, node) => {
      const row = `|${content}\n`;
      // The first row is the header row in Markdown: follow it with the separator.
      let table = node.parentNode;
      while (table && table.nodeName !== "TABLE") table = table.parentNode;
      const rows = (table as unknown as { getElementsByTagName?: (tag: string) => ArrayLike<unknown> } | null)?.getElementsByTagName?.(
        "tr",
      );
      if (rows?.[0] !== node) return row;
      const cells = Array.from(node.childNodes as unknown as ArrayLike<TurndownService.Node>).filter(
        (child) => child.nodeName === "TH" || child.nodeName === "TD",
      );
      return `${row}|${cells.map(() => " --- |").join("")}\n`;
    },
  });
  service.addRule("tableSection", {
    filter: ["thead", "tbody", "tfoot"],
    replacement: (content) => content,
  });
  service.addRule("table", {
    filter: "table",
    replacement: (content) => {
      // Rows on consecutive lines; a caption stays a paragraph above the table.
      const lines = content.split("\n").filter((line) => line.trim() !== "");
      return `\n\n${lines.map((line) => (line.startsWith("|") ? line : `${line.trim()}\n`)).join("\n")}\n\n`;
    },
  });
  service.addRule("caption", {
    filter: "caption",
    replacement: (content) => `\n${content.trim()}\n`,
  });
  // "- item" and "1. item" rather than turndown's "-   item".
  service.addRule("listItem", {
    filter: "li",
    replacement: (content, node) => {
      const parent = node.parentNode as (TurndownService.Node & { getAttribute?(name: string): string | null }) | null;
      let prefix = "- ";
      if (parent?.nodeName === "OL") {
        const items = Array.from(parent.childNodes as unknown as ArrayLike<TurndownService.Node>).filter(
          (child) => child.nodeName === "LI",
        );
        const start = Number(parent.getAttribute?.("start") ?? 1) || 1;
        prefix = `${start + items.indexOf(node)}. `;
      }
      const body = content
        .replace(/^\n+/, "")
        .replace(/\n+$/, "\n")
        .replace(/\n(?!$)/g, `\n${" ".repeat(prefix.length)}`);
      return `${prefix}${body}${node.nextSibling && !/\n$/.test(body) ? "\n" : ""}`;
    },
  });
  return service;
}

const services = new Map<string, TurndownService>();

/**
 * A rendered page as Markdown: the main content only (no header, footer,
 * navigation, scripts, styles, hidden or honeypot fields), links and images
 * made absolute on `baseUrl`, unsafe URLs dropped, tables kept as tables.
 */
export function htmlToMarkdown(html: string, baseUrl: string): string {
  let service = services.get(baseUrl);
  if (!service) {
    service = createService(baseUrl);
    services.set(baseUrl, service);
  }
  return `${service
    .turndown(mainContent(html))
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
