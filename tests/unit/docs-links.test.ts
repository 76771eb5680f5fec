// The README links to the documents under docs/, and they link to each other:
// every such link must reach a file that exists and, when it names a heading
// (#anchor), a heading of that file, so moving text never leaves a dead link.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type Token, type Tokens, lexer } from "marked";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const docsDir = path.join(root, "docs");

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const token of walk(lexer(markdown))) {
    if (token.type !== "heading") continue;
    const text = (token as Tokens.Heading).text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[`*]/g, "")
      .toLowerCase();
    const base = text
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .trim()
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function* walk(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const children = (token as { tokens?: Token[] }).tokens;
    if (children) yield* walk(children);
    if (token.type === "list") for (const item of (token as Tokens.List).items) yield* walk(item.tokens);
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) yield* walk(cell.tokens);
    }
  }
}

/** Every link target of a Markdown file (code spans and blocks excluded, as the lexer excludes them). */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const token of walk(lexer(markdown))) if (token.type === "link") targets.push((token as Tokens.Link).href);
  return targets;
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** A relative link's problem, or undefined when it resolves (to a file and, if named, a heading). */
function brokenLink(fromFile: string, href: string): string | undefined {
  const [target = "", anchor] = href.split("#");
  const file = target === "" ? fromFile : path.resolve(path.dirname(fromFile), decodeURIComponent(target));
  if (!file.startsWith(root)) return `${href}: points outside the repository`;
  if (!existsSync(file)) return `${href}: no such file`;
  if (anchor === undefined || anchor === "") return undefined;
  if (statSync(file).isDirectory() || !file.endsWith(".md")) return `${href}: an anchor into a file that is not Markdown`;
  return headingAnchors(readFileSync(file, "utf8")).has(anchor) ? undefined : `${href}: no heading #${anchor}`;
}

const docs = readdirSync(docsDir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => path.join(docsDir, name));

describe("documentation links", () => {
  it("the README links to every document under docs/, and each of its docs/ links resolves", () => {
    const readme = path.join(root, "README.md");
    const targets = linkTargets(readFileSync(readme, "utf8")).filter((href) => href.startsWith("docs/"));
    expect(targets.map((href) => brokenLink(readme, href)).filter(Boolean)).toEqual([]);
    const linked = new Set(targets.map((href) => path.join(root, href.split("#")[0] ?? "")));
    expect(docs.filter((file) => !linked.has(file)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it.each(docs.map((file) => [path.relative(root, file), file]))("every relative link in %s resolves", (_, file) => {
    const targets = linkTargets(readFileSync(file, "utf8")).filter((href) => !isExternal(href));
    expect(targets.map((href) => brokenLink(file, href)).filter(Boolean)).toEqual([]);
  });

  it("finds a broken file, a broken anchor and a good anchor as such", () => {
    const from = path.join(docsDir, "architecture.md");
    expect(brokenLink(from, "no-such-document.md")).toMatch(/no such file/);
    expect(brokenLink(from, "deployment.md#no-such-heading")).toMatch(/no heading/);
    expect(brokenLink(from, "deployment.md#environment-variables")).toBeUndefined();
    expect(brokenLink(from, "../../outside.md")).toMatch(/outside the repository/);
  });

  it("gives headings GitHub's anchors", () => {
    const anchors = headingAnchors("# Search (`search_docs`): the answer first\n\n## robots.txt and Lighthouse\n\n## Tests\n\n## Tests\n");
    expect([...anchors]).toEqual(["search-search_docs-the-answer-first", "robotstxt-and-lighthouse", "tests", "tests-1"]);
  });
});
