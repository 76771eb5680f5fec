import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { sitemapPagePaths } from "./sitemap-pages";

// The site as phones and desktops show it: the header, the menu, tables that
// scroll in their own box, the 404 page and search for people.

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const CALCULATORS = [
  "/calculators/area-converter?value=3&fromUnit=bigha&toUnit=acre&region=rajasthan",
  "/calculators/price-per-sqft?totalPrice=12000000&area=5&unit=guntha",
  "/calculators/land-roi?purchasePrice=12000000&salePrice=18000000&holdingPeriodYears=5",
  "/calculators/guideline-value-check?guidelineValuePerUnit=3500&marketRatePerUnit=4500&area=2400",
  "/calculators/acquisition-cost?basePrice=12000000&state=maharashtra",
  "/calculators/service-roi?parcelsPerYear=120&hourlyCost=800&annualSoftwareCost=600000",
];
/** Pages the visitor review found scrolling sideways, and the other pages with wide tables or long words. */
const NAMED_PAGES = [
  ...CALCULATORS.map((path) => path.split("?")[0]!),
  ...CALCULATORS,
  "/developers",
  "/guides/stamp-duty-and-registration-by-state",
  "/guides/due-diligence-checklist",
  "/glossary/bigha",
  "/help",
  "/search?q=bigha",
  "/no-such-page",
];

/** How far the page is wider than the window (0 when nothing scrolls sideways), and what sticks out. */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const element of document.querySelectorAll("main *, header *, footer *")) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && !element.closest(".table-scroll, pre")) {
        culprits.push(`${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.right)}`);
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, culprits: culprits.slice(0, 5) };
  });
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = results.violations.map((v) => `${label}: ${v.id} ×${v.nodes.length} at ${v.nodes[0]?.target.join(" ")}`);
  expect(found).toEqual([]);
}

async function withPage<T>(browser: Browser, options: Parameters<Browser["newContext"]>[0], run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("header on a phone (390×844)", () => {
  test.use(PHONE);

  test("is one short bar, not pinned, with the links behind a menu button", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost");
    const header = page.locator("header.site-header");
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(120);
    expect(box?.height).toBeGreaterThan(40);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).not.toMatch(/sticky|fixed/);
    // Scrolled down, the header has gone: nothing covers the content.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-40);

    await page.evaluate(() => window.scrollTo(0, 0));
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Calculators", "Guides", "Glossary", "Help", "Blog", "Developers"]);
    await expect(nav.getByRole("link", { name: "Calculators" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("search", { name: "Site" }).getByRole("searchbox")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(nav).toBeHidden();
  });

  test("closes when a link in it is followed, and after a click outside", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Glossary" }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    // Below the open panel: a tap on the page closes the menu.
    await page.mouse.click(195, 830);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu's search box searches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("search", { name: "Site" }).getByRole("searchbox").fill("guntha");
    await page.getByRole("search", { name: "Site" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=guntha$/);
    await expect(page.locator(".search-hit").first().getByRole("link")).toHaveText(/^Guntha/);
  });

  test("without JavaScript the menu still opens (a details disclosure)", async ({ browser }) => {
    await withPage(browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeHidden();
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(nav.getByRole("link", { name: "Guides" })).toBeVisible();
      await nav.getByRole("link", { name: "Guides" }).click();
      await expect(page).toHaveURL(/\/guides$/);
    });
  });
});

test.describe("header on a desktop (1366×900)", () => {
  test.use(DESKTOP);

  test("is pinned, at most 80 px, shows the links, and anchors stop below it", async ({ page }) => {
    await page.goto("/guides/stamp-duty-and-registration-by-state");
    const header = page.locator("header.site-header");
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height).toBeLessThanOrEqual(80);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Guides" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "Request a demo" }).first()).toBeVisible();

    // Follow a table-of-contents link: the heading lands below the pinned header, not under it.
    const tocLink = page.locator(".toc a").nth(3);
    const target = (await tocLink.getAttribute("href")) ?? "";
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect.poll(async () => (await page.locator(target).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(height);
    expect((await header.boundingBox())?.y).toBe(0);
  });
});

test("at the narrowest width with the links in the bar (1100 px), the header is one line", async ({ browser }) => {
  await withPage(browser, { viewport: { width: 1100, height: 800 } }, async (page) => {
    await page.goto("/glossary");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developers" })).toBeVisible();
    expect((await page.locator("header.site-header").boundingBox())?.height).toBeLessThanOrEqual(66);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test.describe("no sideways scrolling on phones", () => {
  test("every page in the sitemap fits 320 px", async ({ browser, request }) => {
    const paths = [...(await sitemapPagePaths(request)), "/search?q=stamp duty", "/no-such-page"];
    test.setTimeout(paths.length * 4_000);
    const wide: string[] = [];
    await withPage(browser, { ...PHONE, viewport: { width: 320, height: 640 } }, async (page) => {
      for (const path of paths) {
        await page.goto(path, { waitUntil: "load" });
        const { overflow, culprits } = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${path}: ${overflow}px wider (${culprits.join("; ")})`);
      }
    });
    expect(wide).toEqual([]);
  });

  for (const width of [390, 430]) {
    test(`calculators with results, /developers, long guides and the 404 fit ${width} px`, async ({ browser }) => {
      test.setTimeout(NAMED_PAGES.length * 5_000);
      const wide: string[] = [];
      await withPage(browser, { ...PHONE, viewport: { width, height: 844 } }, async (page) => {
        for (const path of NAMED_PAGES) {
          await page.goto(path, { waitUntil: "load" });
          const { overflow, culprits } = await sidewaysOverflow(page);
          if (overflow > 0) wide.push(`${path}: ${overflow}px wider (${culprits.join("; ")})`);
        }
      });
      expect(wide).toEqual([]);
    });
  }

  test("a wide table scrolls inside its own named region, which the keyboard can reach", async ({ browser }) => {
    await withPage(browser, PHONE, async (page) => {
      await page.goto("/calculators/area-converter");
      const region = page.getByRole("region", { name: "Bigha, biswa, katha, nali and marla sizes" });
      await expect(region).toHaveAttribute("tabindex", "0");
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await region.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      await page.goto("/glossary/bigha");
      await expect(page.locator(".doc-body .table-scroll[role=region][tabindex='0']").first()).toHaveAttribute("aria-label", /^Table 1/);
    });
  });
});

test.describe("the 404 page", () => {
  test("is branded, says what happened, and its search box finds the page", async ({ page }) => {
    const response = await page.goto("/calculators/stamp-duty");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Land acquisition cost calculator" })).toBeVisible();
    const search = page.getByRole("search", { name: "Search the site" });
    await search.getByRole("searchbox").fill("stamp duty");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=stamp\+duty$/);
    await expect(page.locator(".search-hit").first()).toBeVisible();
  });
});

test.describe("search for people", () => {
  test("renders ranked results from ?q= on the server, without JavaScript", async ({ browser }) => {
    await withPage(browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto("/search?q=bigha");
      await expect(page.getByRole("searchbox", { name: /Search the guides/ })).toHaveValue("bigha");
      await expect(page.locator("#search-results-heading")).toHaveText(/^\d+ pages match “bigha”$/);
      const first = page.locator(".search-hit").first();
      await expect(first.getByRole("link")).toHaveText("Bigha");
      await expect(first.getByRole("link")).toHaveAttribute("href", /^\/glossary\/bigha(#[a-z0-9-]+)?$/);
      await expect(first).toContainText("Glossary entry");
    });
  });

  test("ranks as the docs tool's search_docs does, with the same deep links", async ({ page, request }) => {
    const query = "registry kharcha in pune";
    const response = await request.post("/mcp/docs", {
      headers: { "content-type": "application/json", accept: "application/json" },
      data: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "search_docs", arguments: { query, limit: 5 } } },
    });
    const results: Array<{ url: string }> = (await response.json()).result.structuredContent.results;
    expect(results.length).toBeGreaterThan(1);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const hrefs = await page.locator(".search-hit h3 a").evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(results.map((result) => new URL(result.url).pathname + new URL(result.url).hash));
  });

  test("filters by kind, and says so when nothing matches", async ({ page }) => {
    await page.goto("/search?q=stamp+duty&kind=guide");
    const hits = page.locator(".search-hit");
    await expect(hits.first()).toBeVisible();
    for (const kind of await hits.locator(".doc-kind").allTextContents()) expect(kind).toBe("Guide");
    await expect(page.getByRole("combobox", { name: "Only" })).toHaveValue("guide");

    await page.goto("/search?q=qqzzxxkk");
    await expect(page.locator("#search-results-heading")).toHaveText("No pages match “qqzzxxkk”");
    await expect(page.locator("main").getByRole("link", { name: "Land calculators" })).toBeVisible();
  });

  test("is in the sitemap and reads as Markdown, results included; result pages are not indexed", async ({ request }) => {
    expect(await sitemapPagePaths(request)).toContain("/search");
    const markdown = await request.get("/search.md?q=bigha");
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(await markdown.text()).toContain("/glossary/bigha");
    const html = await (await request.get("/search?q=bigha")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(await (await request.get("/search")).text()).not.toMatch(/<meta name="robots"/);
  });
});

test.describe("help centre", () => {
  test("is grouped by audience, buyers first", async ({ page }) => {
    await page.goto("/help");
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
      "For land buyers",
      "For land teams",
      "For developers and agents",
    ]);
    const buyers = page.getByRole("region", { name: "For land buyers" });
    await expect(buyers.getByRole("link", { name: /Using the area converter/ })).toBeVisible();
    await expect(buyers.getByRole("link", { name: /Agent identity/ })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "For developers and agents" }).getByRole("link", { name: /Agent identity/ }),
    ).toBeVisible();
  });
});

test.describe("axe, light and dark, phone and desktop", () => {
  const PAGES = ["/", "/search?q=bigha", "/no-such-page", "/help", "/calculators/area-converter", "/developers"];
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [size, options] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`${size}, ${colorScheme}: no violation, menu open too`, async ({ browser }) => {
        await withPage(browser, { ...options, colorScheme }, async (page) => {
          for (const path of PAGES) {
            await page.goto(path);
            await expectNoAxeViolations(page, path);
          }
          if (size === "phone") {
            await page.goto("/guides");
            await page.getByRole("button", { name: "Menu" }).click();
            await expectNoAxeViolations(page, "menu open");
          }
          if (colorScheme === "dark") {
            const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
            expect(background).not.toBe("rgb(255, 255, 255)");
          }
        });
      });
    }
  }
});
