import { Lexer } from "marked";
import type { Doc, DocHeading } from "./doc";

/** One heading of a document and its Markdown: the heading line and everything up to the next heading of the same or a higher level. */
export interface DocSection {
  heading: DocHeading;
  markdown: string;
}

const sectionCache = new WeakMap<Doc, DocSection[]>();

/**
 * Every section of a document's body, at every level, in order. The body's headings are lexed
 * with marked, as the page renders them, so the n-th heading here is `doc.headings[n]` and
 * carries its anchor.
 */
export function docSections(doc: Doc): DocSection[] {
  const cached = sectionCache.get(doc);
  if (cached) return cached;
  const tokens = Lexer.lex(doc.body, { gfm: true });
  const starts: Array<{ offset: number; depth: number }> = [];
  let offset = 0;
  for (const token of tokens) {
    if (token.type === "heading") starts.push({ offset, depth: token.depth });
    offset += token.raw.length;
  }
  const sections = starts.flatMap((start, index) => {
    const heading = doc.headings[index];
    if (!heading) return [];
    const end = starts.slice(index + 1).find((next) => next.depth <= start.depth)?.offset ?? doc.body.length;
    return [{ heading, markdown: doc.body.slice(start.offset, end).trim() }];
  });
  sectionCache.set(doc, sections);
  return sections;
}

/** The section named by its anchor (`regional-values`) or heading text (case and spacing ignored); `undefined` if none. */
export function findDocSection(doc: Doc, name: string): DocSection | undefined {
  const wanted = name.trim().replace(/^#/, "").replace(/\s+/g, " ").toLowerCase();
  const sections = docSections(doc);
  return (
    sections.find((section) => section.heading.id === wanted) ??
    sections.find((section) => section.heading.text.replace(/\s+/g, " ").toLowerCase() === wanted)
  );
}

/**
 * Markdown cut into parts of at most `maxTokens` (by `count`), at block boundaries (headings,
 * paragraphs, lists, tables); a single block longer than that is cut at line ends, and a single
 * line at the estimate of four characters a token. Joined back with blank lines, the parts hold
 * every block in order.
 */
export async function splitMarkdown(markdown: string, maxTokens: number, count: (text: string) => Promise<number>): Promise<string[]> {
  const blocks = Lexer.lex(markdown, { gfm: true })
    .map((token) => token.raw.trim())
    .filter(Boolean);
  const pieces: Array<{ text: string; tokens: number }> = [];
  for (const block of blocks) {
    const tokens = await count(block);
    if (tokens <= maxTokens) pieces.push({ text: block, tokens });
    else for (const piece of await cutBlock(block, maxTokens, count)) pieces.push(piece);
  }
  const parts: string[] = [];
  let current: string[] = [];
  let used = 0;
  for (const piece of pieces) {
    // Two newlines between blocks: counted generously as one token.
    if (current.length > 0 && used + piece.tokens + 1 > maxTokens) {
      parts.push(current.join("\n\n"));
      current = [];
      used = 0;
    }
    current.push(piece.text);
    used += piece.tokens + 1;
  }
  if (current.length > 0) parts.push(current.join("\n\n"));
  return parts;
}

async function cutBlock(block: string, maxTokens: number, count: (text: string) => Promise<number>) {
  const pieces: Array<{ text: string; tokens: number }> = [];
  let current = "";
  for (const line of block.split("\n")) {
    const candidate = current ? `${current}\n${line}` : line;
    const tokens = await count(candidate);
    if (tokens <= maxTokens) {
      current = candidate;
      continue;
    }
    if (current) pieces.push({ text: current, tokens: await count(current) });
    current = "";
    if ((await count(line)) <= maxTokens) current = line;
    else
      for (let at = 0; at < line.length; at += maxTokens * 4) pieces.push({ text: line.slice(at, at + maxTokens * 4), tokens: maxTokens });
  }
  if (current) pieces.push({ text: current, tokens: await count(current) });
  return pieces;
}
