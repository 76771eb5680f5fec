import { expect, test, type Page } from "@playwright/test";

const PATH = "/calculators/area-converter";

const areaInput = (page: Page) => page.getByLabel("Area", { exact: true });
const result = (page: Page) => page.getByRole("status");

test.describe("area converter", () => {
  test("filling the form shows the result, and the URL carries the inputs", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Land area converter");
    await expect(result(page)).toContainText("press Calculate");

    await areaInput(page).fill("1");
    await page.getByLabel("From", { exact: true }).selectOption("acre");
    await page.getByLabel("To", { exact: true }).selectOption("sqm");
    await page.getByRole("button", { name: "Calculate" }).click();

    await expect(result(page)).toContainText("1 acre = 4,046.86 sq m");
    await expect(page.getByTestId("calc-full-precision")).toContainText("4046.8564224");
    await expect(page.getByRole("table", { name: "How the result was reached" })).toContainText("43,560 sq ft");
    await expect(page).toHaveURL(/[?&]value=1(&|$)/);
    await expect(page).toHaveURL(/[?&]fromUnit=acre(&|$)/);
    await expect(page).toHaveURL(/[?&]toUnit=sqm(&|$)/);
  });

  test("a shared URL opens with the inputs filled in and the result computed", async ({ page }) => {
    await page.goto(`${PATH}?value=2.5&fromUnit=acre&toUnit=sqft`);
    await expect(result(page)).toContainText("2.5 acre = 1,08,900 sq ft");
    await expect(areaInput(page)).toHaveValue("2.5");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("acre");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("sqft");
  });

  test("a bad number shows an error tied to its field", async ({ page }) => {
    await page.goto(PATH);
    await areaInput(page).fill("two acres");
    await page.getByRole("button", { name: "Calculate" }).click();

    const input = areaInput(page);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/Enter a number/);
    const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    expect(errorId).toBeTruthy();
    await expect(page.locator(`#${errorId}`)).toHaveText(/Enter a number/);
    await expect(result(page)).toContainText("Please correct the highlighted field");
    await expect(page.getByRole("table", { name: "How the result was reached" })).toHaveCount(0);
  });

  test("a regional unit without a region says which region was assumed", async ({ page }) => {
    await page.goto(`${PATH}?value=3&fromUnit=bigha&toUnit=acre&region=`);
    await expect(result(page)).toContainText("3 bigha = 1.88 acre");
    const notes = page.getByTestId("calc-region-notes");
    await expect(notes).toContainText("No region chosen, so Uttar Pradesh was assumed");
    await expect(notes).toContainText("27,225 sq ft");

    await page.getByLabel("Region").selectOption("west-bengal");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/region=west-bengal/);
    await expect(result(page)).toContainText("3 bigha = 0.9917 acre");
    await expect(page.getByTestId("calc-region-notes")).not.toContainText("was assumed");
    await expect(page.getByTestId("calc-region-notes")).toContainText("West Bengal");
  });

  test("a unit the chosen region does not use is an error on the unit, not a guess", async ({ page }) => {
    await page.goto(`${PATH}?value=2&fromUnit=katha&toUnit=acre&region=gujarat`);
    const from = page.getByLabel("From", { exact: true });
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(from).toHaveAccessibleDescription(/no defined size in Gujarat/);
  });

  test("keyboard only: tab to the field, type, tab to Calculate and press Enter", async ({ page }) => {
    await page.goto(PATH);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    for (let i = 0; i < 40 && (await focusedId()) !== "calc-value"; i += 1) await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("calc-value");
    await page.keyboard.type("3");
    const onButton = () => page.evaluate(() => document.activeElement?.textContent === "Calculate");
    for (let i = 0; i < 10 && !(await onButton()); i += 1) await page.keyboard.press("Tab");
    expect(await onButton()).toBe(true);
    await page.keyboard.press("Enter");
    await expect(result(page)).toContainText("3 acre = 1,30,680 sq ft");
    await expect(page).toHaveURL(/value=3/);
  });

  test("pressing Enter in the field submits the form", async ({ page }) => {
    await page.goto(PATH);
    await areaInput(page).fill("1,00,000");
    await page.getByLabel("From", { exact: true }).selectOption("sqft");
    await page.getByLabel("To", { exact: true }).selectOption("acre");
    await areaInput(page).press("Enter");
    await expect(result(page)).toContainText("1,00,000 sq ft = 2.3 acre");
  });

  test("Back shows the earlier inputs and result together", async ({ page }) => {
    await page.goto(PATH);
    await areaInput(page).fill("1");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("1 acre = 43,560 sq ft");
    await areaInput(page).fill("2");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(result(page)).toContainText("2 acre = 87,120 sq ft");
    await page.goBack();
    await expect(result(page)).toContainText("1 acre = 43,560 sq ft");
    await expect(areaInput(page)).toHaveValue("1");
  });

  test("page metadata: title and canonical URL without the query", async ({ page }) => {
    await page.goto(`${PATH}?value=1&fromUnit=acre&toUnit=sqm`);
    await expect(page).toHaveTitle(/Land area converter/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/calculators\/area-converter$/);
  });
});

test.describe("area converter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain GET form computes on the server", async ({ page }) => {
    await page.goto(PATH);
    await areaInput(page).fill("1");
    await page.getByLabel("To", { exact: true }).selectOption("hectare");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/toUnit=hectare/);
    await expect(result(page)).toContainText("1 acre = 0.4047 ha");
  });
});
