/**
 * What a translated page must keep of its English page: every number, link
 * target, identifier (code span), heading, table row and fold. A translation
 * that drops a sentence, adds a figure or moves a link fails here, in the
 * content test and in the translators' checker alike.
 */

/** Digits with their grouping and decimals, and the vulgar fractions the pages use. */
const NUMBER = /\d[\d,]*(?:\.\d+)?|[½⅓⅔¼¾⅛⅜⅝⅞]/g;
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const BARE_URL = /<?https?:\/\/[^\s)>]+>?/g;
const CODE = /`([^`\n]+)`/g;

function multiset(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** `a` minus `b`, as "value ×n" strings (empty when `a` has nothing `b` lacks). */
function missing(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [value, count] of a) {
    const short = count - (b.get(value) ?? 0);
    if (short > 0) out.push(short === 1 ? value : `${value} ×${short}`);
  }
  return out;
}

/** The parts of a Markdown body a translation keeps exactly. */
export function translationFingerprint(body: string) {
  const codes = [...body.matchAll(CODE)].map((m) => m[1] ?? "");
  const withoutCode = body.replace(CODE, " ");
  const links = [...withoutCode.matchAll(LINK)].map((m) => m[1] ?? "");
  const prose = withoutCode.replace(LINK, "] ").replace(BARE_URL, " ");
  const lines = body.split("\n");
  return {
    numbers: (prose.match(NUMBER) ?? []).map((n) => n.replace(/,$/, "")),
    links,
    codes,
    headings: lines.filter((line) => /^#{1,6}\s/.test(line)).map((line) => line.match(/^#+/)?.[0].length ?? 0),
    tableRows: lines.filter((line) => /^\s*\|/.test(line)).length,
    folds: (body.match(/<details\b/g) ?? []).length,
  };
}

/**
 * Differences between an English body and its translation, one sentence each;
 * empty when the translation keeps everything it must.
 */
export function compareTranslation(englishBody: string, translatedBody: string): string[] {
  const en = translationFingerprint(englishBody);
  const tr = translationFingerprint(translatedBody);
  const problems: string[] = [];
  const pairs = [
    ["number", en.numbers, tr.numbers],
    ["link target", en.links, tr.links],
    ["code span", en.codes, tr.codes],
  ] as const;
  for (const [what, english, translated] of pairs) {
    const enSet = multiset(english);
    const trSet = multiset(translated);
    const lost = missing(enSet, trSet);
    const added = missing(trSet, enSet);
    if (lost.length) problems.push(`${what}s in the English page but not in the translation: ${lost.join(", ")}`);
    if (added.length) problems.push(`${what}s in the translation but not in the English page: ${added.join(", ")}`);
  }
  if (en.headings.join() !== tr.headings.join())
    problems.push(`headings differ: English levels [${en.headings.join(" ")}], translation [${tr.headings.join(" ")}]`);
  if (en.tableRows !== tr.tableRows) problems.push(`table rows differ: English ${en.tableRows}, translation ${tr.tableRows}`);
  if (en.folds !== tr.folds) problems.push(`<details> folds differ: English ${en.folds}, translation ${tr.folds}`);
  return problems;
}
