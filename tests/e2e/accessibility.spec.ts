import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sitemapPagePaths } from "./sitemap-pages";

// WCAG 2.0–2.2 levels A and AA, and axe's best practices.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

for (const colorScheme of ["light", "dark"] as const) {
  test(`no axe violation on any page in the sitemaps, ${colorScheme} colour scheme`, async ({ browser, request }) => {
    const paths = await sitemapPagePaths(request);
    expect(paths.length).toBeGreaterThan(50);
    test.setTimeout(paths.length * 6_000);
    // One context and one page, in sequence: two shared cores run this beside the server.
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const violations: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of results.violations) {
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
        violations.push(`${path}: ${violation.id} (${violation.impact}) ×${violation.nodes.length} at ${targets.join(", ")}`);
      }
    }
    await context.close();
    expect(violations).toEqual([]);
  });
}
