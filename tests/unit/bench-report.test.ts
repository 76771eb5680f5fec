// npm run bench rewrites only the generated section of docs/benchmarks.md; the
// hand-written method, open items and search quality around it must survive.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs module of the bench package, without type declarations
import { END_MARKER, START_MARKER, writeReport } from "../../bench/lib/report.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "bench-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the benchmarks report writer", () => {
  const current = readFileSync(path.join(root, "docs/benchmarks.md"), "utf8");

  it("finds one generated section, in order, in docs/benchmarks.md", () => {
    expect(count(current, START_MARKER)).toBe(1);
    expect(count(current, END_MARKER)).toBe(1);
    expect(current.indexOf(START_MARKER)).toBeLessThan(current.indexOf(END_MARKER));
  });

  it("keeps every paragraph, list item and table row of the document, and of the template a new one starts from, under 120 words", () => {
    const fresh = path.join(dir, "fresh.md");
    writeReport(fresh, "## Last run\n\nfigures\n");
    for (const text of [current, readFileSync(fresh, "utf8")]) {
      const prose = text.replace(/```[\s\S]*?```/g, "").replace(/<[^>]+>/g, "");
      const parts = prose.split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.) |\||#)/);
      const long = parts.map((part) => part.trim()).filter((part) => part.split(/\s+/).length >= 120);
      expect(long.map((part) => part.slice(0, 80))).toEqual([]);
    }
  });

  it("starts a new document with the sections of the current one, in its order", () => {
    const fresh = path.join(dir, "template.md");
    writeReport(fresh, "## Last run\n\nfigures\n");
    const headings = (text: string): string[] => text.match(/^## .+$/gm) ?? [];
    const template = headings(readFileSync(fresh, "utf8"));
    const document = headings(current);
    expect(template.length).toBeGreaterThan(3);
    expect(document.filter((heading) => template.includes(heading))).toEqual(template);
  });

  it("replaces only what lies between the markers and keeps the rest byte for byte", () => {
    const file = path.join(dir, "benchmarks.md");
    writeFileSync(file, current);
    writeReport(file, "## Last run\n\nnew figures\n");
    const written = readFileSync(file, "utf8");
    const before = current.slice(0, current.indexOf(START_MARKER));
    const after = current.slice(current.indexOf(END_MARKER) + END_MARKER.length);
    expect(written).toBe(`${before}${START_MARKER}\n## Last run\n\nnew figures\n${END_MARKER}${after}`);
    // A second run replaces the first run's section rather than adding another.
    writeReport(file, "## Last run\n\nnewer figures");
    const again = readFileSync(file, "utf8");
    expect(count(again, START_MARKER)).toBe(1);
    expect(again).toContain("newer figures");
    expect(again).not.toContain("new figures\n");
    expect(again.startsWith(before) && again.endsWith(after)).toBe(true);
  });
});
