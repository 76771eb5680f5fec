import { expect, test } from "@playwright/test";

const PAGES = [
  { slug: "area-converter", tool: "land_area_convert", query: "value=1&fromUnit=hectare&toUnit=acre", answer: "1 ha = 2.47 acre" },
  { slug: "price-per-sqft", tool: "price_per_sqft", query: "totalPrice=4500000&area=1.5&unit=acre", answer: "Price per sq ft ₹68.87" },
  {
    slug: "land-roi",
    tool: "land_roi",
    query: "purchasePrice=2000000&salePrice=3200000&holdingPeriodYears=5",
    answer: /Profit ₹12,00,000 \(₹12\slakh\): 60% in total, 9\.86% a year \(CAGR\)/,
  },
  {
    slug: "guideline-value-check",
    tool: "guideline_value_check",
    query: "guidelineValuePerUnit=4000&marketRatePerUnit=5000&area=2400",
    answer: "Market rate against the guideline value 25% above: stamp duty is charged on the market rate",
  },
  {
    slug: "acquisition-cost",
    tool: "land_acquisition_cost",
    query: "basePrice=5000000&state=karnataka",
    answer: "Total acquisition cost ₹53,80,000",
  },
  {
    slug: "service-roi",
    tool: "service_roi",
    query: "parcelsPerYear=120&hourlyCost=800&annualSoftwareCost=600000",
    answer: /Net benefit a year ₹9,36,000 \(₹9\.36\slakh\)/,
  },
] as const;

test.describe("calculator index", () => {
  test("lists the six calculators and is linked from the main navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calculators" }).click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Land calculators");
    const links = page.getByRole("list", { name: "Calculators" }).getByRole("link");
    await expect(links).toHaveCount(6);
    for (const { slug, tool } of PAGES) {
      const link = page.locator(`a[href="/calculators/${slug}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(tool);
    }
  });
});

test.describe("each calculator page", () => {
  for (const { slug, tool, query, answer } of PAGES) {
    test(`${slug}: a shared URL shows the answer, the formula, the help article and the MCP tool`, async ({ page }) => {
      await page.goto(`/calculators/${slug}?${query}`);
      await expect(page.getByRole("status")).toContainText(answer);
      await expect(page.getByRole("heading", { name: "How it is calculated" })).toBeVisible();
      await expect(page.locator(`a[href^="/help/using-the-"]`)).toHaveCount(1);
      await expect(page.locator("main")).toContainText(tool);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/calculators/${slug}$`));
    });
  }

  test("submitting in the browser logs no errors (hydration, CSP, scripts)", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/calculators/price-per-sqft");
    await page.getByLabel("Total price").fill("45,00,000");
    await page.getByLabel("Area", { exact: true }).fill("1.5");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("status")).toContainText("Price per sq ft ₹68.87");
    expect(problems).toEqual([]);
  });

  test("acquisition cost: choosing who is buying applies the state's concession and says what it saves", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost");
    await page.getByLabel("Agreed price").fill("80,00,000");
    await page.getByLabel("State").selectOption("delhi");
    await page.getByLabel("Who is buying").selectOption("woman");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/buyer=woman/);
    await expect(page.getByRole("status")).toContainText("84,80,000");
    const buyer = page.getByTestId("buyer-category");
    await expect(buyer).toContainText(/₹1,60,000 · ₹1\.6\slakh less/);
    await expect(buyer.getByRole("link", { name: "housing.com" })).toHaveAttribute("href", /housing\.com\/news\/delhi-stamp-duty/);
  });

  test("service ROI: a team without a software price gets the break-even cost", async ({ page }) => {
    await page.goto("/calculators/service-roi?coordinators=4&hoursPerWeek=25&hourlyCost=900");
    await expect(page.getByRole("status")).toContainText("software costing up to ₹17,28,000 a year pays for itself");
    await expect(page.getByRole("main")).toContainText(
      "Working weeks a year: the default of 48 was used, 52 weeks less about four weeks of leave and public holidays.",
    );
  });

  test("a fresh page shows no result and no errors", async ({ page }) => {
    await page.goto("/calculators/land-roi");
    await expect(page.getByRole("status")).toContainText("press Calculate");
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test("several bad fields are each marked and listed in the summary", async ({ page }) => {
    await page.goto("/calculators/land-roi?purchasePrice=-5&salePrice=&holdingPeriodYears=0");
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(3);
    await expect(page.getByLabel("Purchase price")).toHaveAccessibleDescription(/greater than 0/);
    await expect(page.getByRole("status")).toContainText("Please correct the 3 highlighted fields");
  });
});
