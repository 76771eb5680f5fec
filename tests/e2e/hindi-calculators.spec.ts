import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Each calculator with what a Hindi reader types (money in लाख and करोड़), the same inputs as the English page
 * reads them, and the figure both pages lead with.
 */
const CALCULATORS = [
  {
    slug: "area-converter",
    fill: { value: "1" },
    english: { value: "1" },
    select: { fromUnit: "hectare", toUnit: "acre" },
    figure: "2.47 एकड़",
  },
  {
    slug: "price-per-sqft",
    fill: { totalPrice: "45 लाख", area: "1.5" },
    english: { totalPrice: "45,00,000", area: "1.5" },
    select: { unit: "acre" },
    figure: "₹68.87",
  },
  {
    slug: "land-roi",
    fill: { purchasePrice: "20 लाख", salePrice: "३२ लाख", holdingPeriodYears: "5" },
    english: { purchasePrice: "20,00,000", salePrice: "32,00,000", holdingPeriodYears: "5" },
    select: {},
    figure: "₹12,00,000",
  },
  {
    slug: "guideline-value-check",
    fill: { guidelineValuePerUnit: "₹ 4 हज़ार", marketRatePerUnit: "5000" },
    english: { guidelineValuePerUnit: "4000", marketRatePerUnit: "5000" },
    select: {},
    figure: "25% ज़्यादा",
  },
  {
    slug: "acquisition-cost",
    fill: { basePrice: "50 लाख" },
    english: { basePrice: "50,00,000" },
    select: { state: "karnataka" },
    figure: "₹53,80,000",
  },
  {
    slug: "service-roi",
    // Not a money field (any one currency), so no लाख: Devanagari digits.
    fill: { parcelsPerYear: "१२०", hourlyCost: "800", annualSoftwareCost: "६,००,०००" },
    english: { parcelsPerYear: "120", hourlyCost: "800", annualSoftwareCost: "6,00,000" },
    select: {},
    figure: "₹9,36,000",
  },
] as const;

async function fill(page: Page, values: Record<string, string>, select: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(select)) await page.locator(`select[name="${name}"]`).selectOption(value);
}

async function phone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  return { context, page: await context.newPage() };
}

for (const calculator of CALCULATORS) {
  test(`${calculator.slug} in Hindi: computes from Hindi amounts, the same figure as the English page`, async ({ page }) => {
    await page.goto(`/hi/calculators/${calculator.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await fill(page, calculator.fill, calculator.select);
    await page.getByRole("button", { name: "हिसाब लगाएँ" }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/calculators/${calculator.slug}\\?`));
    await expect(page.getByTestId("calc-figure")).toHaveText(calculator.figure);
    await expect(page.getByRole("heading", { name: "नतीजा" })).toBeFocused();
    const hindiFigure = await page.getByTestId("calc-figure").textContent();

    await page.goto(`/calculators/${calculator.slug}`);
    await fill(page, calculator.english, calculator.select);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("calc-figure")).not.toHaveText("");
    const englishFigure = await page.getByTestId("calc-figure").textContent();
    // The same number; only a unit's name differs (2.47 acre, 2.47 एकड़).
    expect(hindiFigure?.replace(/ \S+$/, "")).toBe(englishFigure?.replace(/ \S+$/, ""));
  });
}

test("a figure's lakh and crore are in Hindi, with Western digits", async ({ page }) => {
  await page.goto("/hi/calculators/acquisition-cost?basePrice=1.2+करोड़&state=uttar-pradesh");
  await expect(page.getByTestId("calc-figure")).toHaveText(/^₹1,2\d,\d\d,\d{3}$/);
  await expect(page.locator(".calc-figure-words")).toHaveText(/^\(₹1\.\d+\u00a0करोड़\)$/);
  await expect(page.getByRole("table", { name: "मद-वार लागत" })).toContainText("स्टाम्प शुल्क (stamp duty)");
});

test("errors are in Hindi, on the field and in the summary", async ({ page }) => {
  await page.goto("/hi/calculators/land-roi");
  await page.locator('[name="purchasePrice"]').fill("बहुत सारा");
  await page.locator('[name="holdingPeriodYears"]').fill("5");
  await page.getByRole("button", { name: "हिसाब लगाएँ" }).click();
  const status = page.getByTestId("calc-status");
  await expect(status).toContainText("कृपया 2 चिह्नित ख़ाने ठीक करें।");
  await expect(page.locator("#calc-purchasePrice-error")).toHaveText(
    "“बहुत सारा” राशि नहीं है। 12 लाख, 1.2 करोड़, ₹1,20,00,000 या 50 हज़ार जैसे लिखें।",
  );
  await expect(page.locator("#calc-salePrice-error")).toHaveText("राशि भरें।");
  await expect(page.getByLabel("ख़रीद कीमत")).toHaveAttribute("aria-invalid", "true");
});

test("without JavaScript: the result renders from the address, and the form submits to the Hindi page", async ({ browser }) => {
  const { context, page } = await phone(browser, { javaScriptEnabled: false });
  await page.goto("/hi/calculators/acquisition-cost?basePrice=50+लाख&state=karnataka");
  await expect(page.getByTestId("calc-figure")).toHaveText("₹53,80,000");
  await page.goto("/hi/calculators/acquisition-cost");
  await page.locator('[name="basePrice"]').fill("50 लाख");
  await page.locator('select[name="state"]').selectOption("karnataka");
  await page.getByRole("button", { name: "हिसाब लगाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/calculators\/acquisition-cost\?basePrice=50\+%E0%A4%B2%E0%A4%BE%E0%A4%96&state=karnataka$/);
  await expect(page.getByTestId("calc-figure")).toHaveText("₹53,80,000");
  await context.close();
});

test("the index and every Hindi calculator, fresh and with a result: no sideways scroll at 320 px, axe-clean on a phone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, viewport: { width: 320, height: 720 } });
  const page = await context.newPage();
  const paths = [
    "/hi/calculators",
    ...CALCULATORS.flatMap((calculator) => {
      const query = new URLSearchParams({ ...calculator.fill, ...calculator.select }).toString();
      return [`/hi/calculators/${calculator.slug}`, `/hi/calculators/${calculator.slug}?${query}`];
    }),
    "/hi/calculators/acquisition-cost?basePrice=50+लाख&state=delhi&buyer=woman",
  ];
  const violations: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: "load" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const violation of results.violations) violations.push(`${path}: ${violation.id} ×${violation.nodes.length}`);
  }
  await context.close();
  expect(violations).toEqual([]);
});

test("research notes: a Hindi lead for each, the English text beneath, the English page's result linked", async ({ page }) => {
  await page.goto("/hi/calculators/acquisition-cost?basePrice=50+लाख&state=delhi");
  const notes = page.locator(".calc-notes").filter({ has: page.getByRole("heading", { name: "टिप्पणियाँ" }) });
  await expect(notes).toContainText("माना गया इलाक़ा");
  await expect(notes.locator('p[lang="en"]').first()).toBeAttached();
  const english = notes.getByRole("link", { name: /अंग्रेज़ी पेज पर/ });
  await expect(english).toHaveAttribute("hreflang", "en-IN");
  await english.click();
  await expect(page).toHaveURL(/\/calculators\/acquisition-cost\?basePrice=50\+%E0%A4%B2%E0%A4%BE%E0%A4%96&state=delhi$/);
  await expect(page.getByTestId("calc-figure")).toHaveText(/^₹/);
  // The rates page is in English, and the Hindi page says so.
  await page.goto("/hi/calculators/acquisition-cost");
  const rates = page.getByRole("link", { name: "राज्यों की दरों वाले पेज" });
  await expect(rates).toHaveAttribute("href", "/calculators/acquisition-cost/rates");
  await expect(rates).toHaveAttribute("hreflang", "en-IN");
  await expect(page.locator("p").filter({ has: rates })).toContainText("वह पेज अंग्रेज़ी में है।");
});
