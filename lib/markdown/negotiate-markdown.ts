/**
 * Content negotiation for Markdown pages (SPEC "What the service does" 8).
 *
 * Markdown wins when the Accept header lists `text/markdown` explicitly with
 * q > 0 and either does not list `text/html` or gives `text/html` a strictly
 * lower q. Wildcards (`*\/*`, `text/*`) never select Markdown and are not
 * counted for HTML either: a client that names Markdown and only a wildcard
 * besides wants Markdown. A tie goes to HTML. So a browser's usual
 * `text/html,application/xhtml+xml,application/xml;q=0.9,*\/*;q=0.8` gets
 * HTML, `text/markdown` gets Markdown, `text/markdown, text/html;q=0.9` gets
 * Markdown and `text/markdown;q=0` never does.
 */

import { isAIAgent } from "@vercel/agent-readability";

interface MediaRange {
  type: string;
  q: number;
}

/** A qvalue per RFC 9110 section 12.4.2: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The media ranges of an Accept header; entries with a malformed q are ignored. */
export function parseAccept(accept: string | null | undefined): MediaRange[] {
  if (!accept) return [];
  const ranges: MediaRange[] = [];
  for (const part of accept.split(",")) {
    const [rawType, ...params] = part.split(";");
    const type = rawType?.trim().toLowerCase();
    if (!type?.includes("/")) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name, value] = param.split("=").map((s) => s.trim());
      if (name?.toLowerCase() !== "q") continue;
      if (value === undefined || !QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (valid) ranges.push({ type, q });
  }
  return ranges;
}

function qualityOf(ranges: readonly MediaRange[], type: string): number | undefined {
  let best: number | undefined;
  for (const range of ranges) if (range.type === type) best = Math.max(best ?? 0, range.q);
  return best;
}

export function prefersMarkdown(accept: string | null | undefined): boolean {
  const ranges = parseAccept(accept);
  const markdown = qualityOf(ranges, "text/markdown");
  if (markdown === undefined || markdown <= 0) return false;
  const html = qualityOf(ranges, "text/html");
  return html === undefined || markdown > html;
}

/** `*\/*`, alone, with or without a q-value. */
const ANY_MEDIA_TYPE = /^\*\/\*\s*(?:;\s*q\s*=\s*[\d.]+\s*)?$/i;

/**
 * An AI agent that states no preference (no Accept header, or only `*\/*`):
 * a known one by User-Agent (`@vercel/agent-readability`'s list), or one whose
 * Web Bot Auth signature verified (`isSignedAgent`, asked only when the rest
 * holds). A bare `Signature-Agent` header is a claim anyone can send, so it
 * counts for nothing. Browsers always send an Accept header naming
 * `text/html`, so they never match; the answer is `Cache-Control: private`, so
 * no shared cache hands it to anyone else (see docs/content.md, "Markdown for every page").
 */
export async function isAgentWithoutPreference(
  headers: { get(name: string): string | null },
  isSignedAgent: () => Promise<boolean>,
): Promise<boolean> {
  const accept = headers.get("accept")?.trim();
  if (accept && !ANY_MEDIA_TYPE.test(accept)) return false; // one test: this runs on every browser page view
  return isAIAgent({ headers }).method === "ua-match" || isSignedAgent();
}
