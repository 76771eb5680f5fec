import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";

/** Each calculator with what a visitor types, and the figure its answer leads with. */
const CALCULATORS = [
  { slug: "area-converter", fill: { value: "1" }, select: { fromUnit: "hectare", toUnit: "acre" }, figure: "2.47 acre" },
  { slug: "price-per-sqft", fill: { totalPrice: "45,00,000", area: "1.5" }, select: { unit: "acre" }, figure: "₹68.87" },
  {
    slug: "land-roi",
    fill: { purchasePrice: "20,00,000", salePrice: "32,00,000", holdingPeriodYears: "5" },
    select: {},
    figure: "₹12,00,000",
  },
  { slug: "guideline-value-check", fill: { guidelineValuePerUnit: "4000", marketRatePerUnit: "5000" }, select: {}, figure: "25% above" },
  { slug: "acquisition-cost", fill: { basePrice: "50,00,000" }, select: { state: "karnataka" }, figure: "₹53,80,000" },
  {
    slug: "service-roi",
    fill: { parcelsPerYear: "120", hourlyCost: "800", annualSoftwareCost: "6,00,000" },
    select: {},
    figure: "₹9,36,000",
  },
] as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SIZES = [
  { name: "phone", viewport: PHONE, isMobile: true },
  { name: "desktop", viewport: DESKTOP, isMobile: false },
] as const;

/** A heavy case: a Pune plot with every cost line, and the Maharashtra rates' sources. */
const PUNE =
  "/calculators/acquisition-cost?basePrice=12000000&state=maharashtra&locality=maharashtra-metro-corporation&brokeragePercent=1&legalFees=50000&otherCosts=25000";

async function fillAndCalculate(page: Page, calculator: (typeof CALCULATORS)[number]) {
  for (const [name, value] of Object.entries(calculator.fill)) await page.locator(`[name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(calculator.select)) await page.locator(`select[name="${name}"]`).selectOption(value);
  await page.getByRole("button", { name: "Calculate" }).click();
}

/** The figure is on screen and nothing (a pinned header) covers it: the topmost element at its middle is the figure itself. */
async function expectFigureSeen(page: Page) {
  const figure = page.getByTestId("calc-figure");
  await expect(figure).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () => {
      const box = await figure.boundingBox();
      if (!box) return false;
      return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="calc-figure"]') != null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
    })
    .toBe(true);
}

async function newPage(browser: Browser, size: (typeof SIZES)[number], options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile, ...options });
  return { context, page: await context.newPage() };
}

for (const size of SIZES) {
  test.describe(`after Calculate on a ${size.name}`, () => {
    for (const calculator of CALCULATORS) {
      test(`${calculator.slug}: the answer is in view and its heading has focus; the address has no empty parameters`, async ({
        browser,
      }) => {
        const { context, page } = await newPage(browser, size);
        await page.goto(`/calculators/${calculator.slug}`);
        await fillAndCalculate(page, calculator);
        const figure = page.getByTestId("calc-figure");
        await expect(figure).toHaveText(calculator.figure);
        await expect(page.locator("#calc-result-heading")).toBeFocused();
        await expect(page.locator("#calc-result-heading")).toBeInViewport();
        await expectFigureSeen(page);
        // Empty optional fields are left out of the address.
        const query = new URL(page.url()).search;
        expect(query).not.toMatch(/=(&|$)/);
        for (const name of Object.keys(calculator.fill)) expect(query).toContain(`${name}=`);
        await context.close();
      });
    }

    test("acquisition cost: the total stays in view on a long form filled to the end", async ({ browser }) => {
      const { context, page } = await newPage(browser, size);
      await page.goto("/calculators/acquisition-cost");
      await page.locator('[name="basePrice"]').fill("1,20,00,000");
      await page.locator('select[name="state"]').selectOption("maharashtra");
      await page.locator('[name="otherCosts"]').fill("25,000");
      // Calculate sits at the bottom of a long form: press it from there.
      await page.locator('[name="otherCosts"]').press("Enter");
      await expect(page.getByTestId("calc-figure")).toHaveText(/^₹1,2\d,\d\d,\d{3}$/);
      await expectFigureSeen(page);
      await expect(page.locator("#calc-result-heading")).toBeFocused();
      await context.close();
    });
  });
}

test.describe("result addresses", () => {
  test("an old link with empty parameters is redirected to its clean address and still answers", async ({ page }) => {
    const response = await page.goto(
      "/calculators/acquisition-cost?basePrice=5000000&state=karnataka&locality=&leaseYears=&legalFees=&utm_source=",
    );
    expect(response?.request().redirectedFrom()?.url()).toContain("leaseYears=");
    expect(new URL(page.url()).search).toBe("?basePrice=5000000&state=karnataka");
    await expect(page.getByTestId("calc-figure")).toHaveText("₹53,80,000");
  });

  test("a required field left empty stays in the address, so the page says it is missing", async ({ page }) => {
    await page.goto("/calculators/land-roi?purchasePrice=&salePrice=3200000&holdingPeriodYears=5");
    await expect(page).toHaveURL(/purchasePrice=&/);
    await expect(page.getByLabel("Purchase price")).toHaveAttribute("aria-invalid", "true");
  });

  test("without JavaScript the form still lands on a clean result address", async ({ browser }) => {
    const { context, page } = await newPage(browser, SIZES[1], { javaScriptEnabled: false });
    await page.goto("/calculators/acquisition-cost");
    await page.locator('[name="basePrice"]').fill("5000000");
    await page.locator('select[name="state"]').selectOption("karnataka");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("calc-figure")).toHaveText("₹53,80,000");
    expect(new URL(page.url()).search).toBe("?basePrice=5000000&state=karnataka");
    await context.close();
  });
});

test.describe("share", () => {
  const RESULT = "/calculators/land-roi?purchasePrice=2000000&salePrice=3200000&holdingPeriodYears=5";

  test("Share opens the device's share sheet with the address and the answer", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });
    await page.goto(RESULT);
    await page.getByTestId("calc-share").getByText("Share", { exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toBe(page.url());
    expect(shared[0]?.text).toContain("Profit ₹12,00,000");
    await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  });

  test("without a share sheet, Share offers copy-link and WhatsApp", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto(RESULT);
    const share = page.getByTestId("calc-share");
    await share.getByText("Share", { exact: true }).click();
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(share).toContainText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const whatsapp = share.getByRole("link", { name: "WhatsApp" });
    const href = new URL((await whatsapp.getAttribute("href")) ?? "");
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toContain(page.url());
    expect(href.searchParams.get("text")).toContain("₹12,00,000");
    await expect(share.getByRole("textbox", { name: "Link to this result" })).toHaveValue(page.url());
    await expect(share.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  });

  test("without JavaScript, Share still unfolds the WhatsApp link and the address", async ({ browser }) => {
    const { context, page } = await newPage(browser, SIZES[0], { javaScriptEnabled: false });
    await page.goto(RESULT);
    const share = page.getByTestId("calc-share");
    await share.getByText("Share", { exact: true }).click();
    await expect(share.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await expect(share.getByRole("textbox", { name: "Link to this result" })).toHaveValue(/land-roi\?purchasePrice=2000000/);
    await context.close();
  });
});

test.describe("link previews", () => {
  for (const calculator of CALCULATORS) {
    test(`${calculator.slug}: og:description carries the figure and og:image is a PNG of it`, async ({ page, request }) => {
      await page.goto(`/calculators/${calculator.slug}`);
      await fillAndCalculate(page, calculator);
      await expect(page.getByTestId("calc-figure")).toHaveText(calculator.figure);
      // The metadata of the shared address itself, as a crawler fetches it.
      const html = await (await request.get(page.url())).text();
      const meta = (property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? "";
      expect(meta("og:description").replaceAll("&amp;", "&")).toContain(calculator.figure);
      const image = meta("og:image").replaceAll("&amp;", "&");
      expect(image).toContain(`/calculators/${calculator.slug}/og?`);
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const body = await response.body();
      expect(body.subarray(1, 4).toString()).toBe("PNG");
      expect(body.readUInt32BE(16)).toBe(1200);
      expect(body.readUInt32BE(20)).toBe(630);
    });
  }
});

test.describe("print", () => {
  test("an acquisition-cost result prints as a cost sheet of at most two A4 pages", async ({ page }) => {
    await page.goto(PUNE);
    await page.emulateMedia({ media: "print" });
    // What the sheet carries, and what it leaves out.
    await expect(page.getByRole("table", { name: "Inputs" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Itemised cost" })).toBeVisible();
    await expect(page.getByText("Rates applied and their sources")).toBeVisible();
    await expect(page.locator(".calc-print-head")).toContainText(/Worked out on \d{1,2} [A-Z][a-z]+ 20\d\d/);
    await expect(page.locator(".calc-disclaimer")).toBeVisible();
    await expect(page.locator(".calc-form")).toBeHidden();
    for (const notes of await page.locator(".calc-notes").all()) await expect(notes).toBeHidden();
    await expect(page.getByTestId("calc-share")).toBeHidden();
    const pdf = await page.pdf({ format: "A4", printBackground: false });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});

test.describe("charts", () => {
  test("the acquisition cost's breakdown is an SVG image named by its title, with the table beside it", async ({ page }) => {
    await page.goto(PUNE);
    const chart = page.getByRole("img", { name: /^Costs on top of the agreed price/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/table “Itemised cost”/);
    await expect(chart.locator("rect.calc-chart-bar")).toHaveCount(5);
    await expect(page.getByRole("table", { name: "Itemised cost" })).toBeVisible();
  });

  test("land ROI shows the holding period as a line, with the year-by-year table", async ({ page }) => {
    await page.goto("/calculators/land-roi?purchasePrice=2000000&salePrice=3200000&holdingPeriodYears=5");
    await expect(page.getByRole("img", { name: /^From ₹20,00,000 put in to ₹32,00,000 after 5 years/ })).toBeVisible();
    const table = page.getByRole("table", { name: "Value year by year at the annual return" });
    await expect(table.getByRole("row")).toHaveCount(7);
    await expect(table.getByRole("row").last()).toContainText("₹32,00,000");
  });
});

test.describe("a light acquisition-cost page", () => {
  test("the calculator page with a result is under 150 KB of HTML and links the state rates page", async ({ request, page }) => {
    for (const path of ["/calculators/acquisition-cost", PUNE]) {
      const html = await (await request.get(path)).text();
      expect(Buffer.byteLength(html), path).toBeLessThan(150 * 1024);
    }
    await page.goto(PUNE);
    await page.getByRole("link", { name: "the state rates page" }).click();
    await expect(page).toHaveURL(/\/calculators\/acquisition-cost\/rates$/);
    await expect(page.getByRole("table", { name: /State default rates on a sale deed/ })).toBeVisible();
  });

  test("Calculate fetches the answer, not the rates table", async ({ page }) => {
    // The answer's own fetch, measured as it passes (the header's links prefetch their pages meanwhile, which is not
    // what this measures; and the browser may drop a response's body once the address is tidied after it).
    let bytes = 0;
    await page.route(
      (url) => url.pathname === "/calculators/acquisition-cost",
      async (route) => {
        if (route.request().headers().rsc !== "1") return route.continue();
        const response = await route.fetch();
        const body = await response.body();
        bytes += body.length;
        await route.fulfill({ response, body });
      },
    );
    await page.goto("/calculators/acquisition-cost");
    await fillAndCalculate(page, CALCULATORS[4]);
    await expect(page.getByTestId("calc-figure")).toHaveText("₹53,80,000");
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(80 * 1024);
  });
});

test.describe("accessibility of results", () => {
  const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  const PATHS = [
    "/calculators/area-converter?value=3&fromUnit=bigha&toUnit=acre&region=rajasthan",
    "/calculators/price-per-sqft?totalPrice=12000000&area=5&unit=guntha",
    "/calculators/land-roi?purchasePrice=12000000&salePrice=18000000&holdingPeriodYears=5&additionalCosts=850000",
    "/calculators/guideline-value-check?guidelineValuePerUnit=3500&marketRatePerUnit=4500&area=2400",
    PUNE,
    "/calculators/service-roi?parcelsPerYear=120&hourlyCost=800&annualSoftwareCost=600000",
    "/calculators/acquisition-cost/rates",
  ];
  for (const size of SIZES) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`no axe violation on results and the rates page: ${size.name}, ${colorScheme}`, async ({ browser }) => {
        test.setTimeout(PATHS.length * 10_000);
        const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, colorScheme });
        const page = await context.newPage();
        const violations: string[] = [];
        for (const path of PATHS) {
          await page.goto(path);
          const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          for (const violation of results.violations) {
            violations.push(`${path}: ${violation.id} ×${violation.nodes.length} at ${violation.nodes[0]?.target.join(" ")}`);
          }
        }
        await context.close();
        expect(violations).toEqual([]);
      });
    }
  }
});
