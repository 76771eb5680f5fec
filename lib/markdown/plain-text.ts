import { Lexer, type Token, type Tokens } from "marked";
import { inlineText } from "./render-markdown";

export interface PlainBlock {
  kind: "heading" | "text" | "code";
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

function clean(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function collect(tokens: readonly Token[], out: PlainBlock[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case "heading":
        out.push({ kind: "heading", text: clean(inlineText((token as Tokens.Heading).tokens)) });
        break;
      case "paragraph":
        out.push({ kind: "text", text: clean(inlineText((token as Tokens.Paragraph).tokens)) });
        break;
      case "text": {
        const text = token as Tokens.Text;
        out.push({ kind: "text", text: clean(text.tokens ? inlineText(text.tokens) : text.text) });
        break;
      }
      case "list":
        for (const item of (token as Tokens.List).items) collect(item.tokens, out);
        break;
      case "blockquote":
        collect((token as Tokens.Blockquote).tokens, out);
        break;
      case "table": {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          out.push({ kind: "text", text: clean(row.map((cell) => inlineText(cell.tokens)).join(" · ")) });
        }
        break;
      }
      case "code":
        out.push({ kind: "code", text: (token as Tokens.Code).text });
        break;
      case "html":
        out.push({ kind: "text", text: clean((token as Tokens.HTML).text) });
        break;
      default:
        break; // space, hr, def
    }
  }
}

/** The document as plain-text blocks (headings, paragraphs, list items, table rows, code), Markdown removed. */
export function markdownToPlainBlocks(markdown: string): PlainBlock[] {
  const out: PlainBlock[] = [];
  collect(Lexer.lex(markdown, { gfm: true }), out);
  return out.filter((block) => block.text.length > 0);
}

/** The document as one plain-text string. */
export function markdownToPlainText(markdown: string): string {
  return markdownToPlainBlocks(markdown)
    .map((block) => block.text)
    .join("\n");
}
