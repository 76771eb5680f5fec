import { expect, test } from "@playwright/test";

test.describe("acquisition cost", () => {
  test("with a state, the result is an itemised breakdown with the state's default rates", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost");
    await page.getByLabel("Agreed price").fill("50,00,000");
    await page.getByLabel("State").selectOption({ label: "Karnataka" });
    await page.getByLabel("Legal and due-diligence fees").fill("25000");
    await page.getByRole("button", { name: "Calculate" }).click();

    await expect(page).toHaveURL(/basePrice=50%2C00%2C000/);
    await expect(page).toHaveURL(/state=karnataka/);
    const table = page.getByRole("table", { name: "Itemised cost" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row", { name: /^Agreed price/ })).toContainText("50,00,000");
    await expect(table.getByRole("row", { name: /^Stamp duty/ })).toContainText("2,80,000");
    await expect(table.getByRole("row", { name: /^Stamp duty/ })).toContainText("5.6% of the agreed price (Karnataka default");
    await expect(table.getByRole("row", { name: /^Registration fee/ })).toContainText("1,00,000");
    await expect(table.getByRole("row", { name: /^Legal and due-diligence fees/ })).toContainText("25,000");
    await expect(table.getByRole("row", { name: /^Total acquisition cost/ })).toContainText("54,05,000");
    await expect(page.getByRole("status")).toContainText("Total acquisition cost ₹54,05,000");
  });

  test("a locality's rates apply, with the Maharashtra registration cap stated beside the line", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost?basePrice=100000000&state=maharashtra&locality=maharashtra-metro-corporation");
    const table = page.getByRole("table", { name: "Itemised cost" });
    await expect(table.getByRole("row", { name: /^Stamp duty/ })).toContainText("70,00,000");
    await expect(table.getByRole("row", { name: /^Registration fee/ })).toContainText("30,000");
    await expect(table.getByRole("row", { name: /^Registration fee/ })).toContainText("capped at the maximum of ₹30,000");
    await expect(page.getByLabel("Locality")).toHaveValue("maharashtra-metro-corporation");
  });

  test("an entered rate overrides the state default, and duty follows a higher guideline value", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost?basePrice=5000000&state=karnataka&guidelineValue=6000000&stampDutyPercent=5");
    const table = page.getByRole("table", { name: "Itemised cost" });
    await expect(table.getByRole("row", { name: /^Stamp duty/ })).toContainText("3,00,000");
    await expect(table.getByRole("row", { name: /^Stamp duty/ })).toContainText("5% of the guideline value (rate you entered)");
    await expect(table.getByRole("row", { name: /^Registration fee/ })).toContainText("1,20,000");
  });

  test("a percentage over 100 is an error on that field", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost?basePrice=5000000&brokeragePercent=150");
    const brokerage = page.getByLabel("Brokerage (%)");
    await expect(brokerage).toHaveAttribute("aria-invalid", "true");
    await expect(brokerage).toHaveAccessibleDescription(/no more than 100/);
  });

  test("a ₹1.2 crore plot in Pune, typed in words: the locality list shows only Maharashtra's, and Pune's 7% applies", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost");
    await page.getByLabel("Agreed price").fill("1.2 crore");
    await page.getByLabel("State").selectOption({ label: "Maharashtra" });
    const locality = page.getByLabel("Locality");
    await expect(locality.locator("optgroup:not([hidden])")).toHaveCount(1);
    await expect(locality.locator("optgroup:not([hidden])")).toHaveAttribute("label", "Maharashtra");
    await locality.selectOption("maharashtra-metro-corporation");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("status")).toContainText(/Total acquisition cost ₹1,28,70,000 \(₹1\.29\scrore\)/);
    await expect(page.getByRole("status")).not.toContainText("Assumed");
    // A state with one set of rates has no locality to choose.
    await page.getByLabel("State").selectOption({ label: "Karnataka" });
    await expect(locality).toBeDisabled();
    await expect(locality).toHaveValue("");
  });

  test("with no locality in Maharashtra, the assumed rate is said before the figure", async ({ page }) => {
    await page.goto("/calculators/acquisition-cost?basePrice=12000000&state=maharashtra");
    const status = page.getByRole("status");
    await expect(status).toContainText(/^\s*Assumed: Mumbai \(Brihanmumbai Municipal Corporation\), as no locality was chosen\./);
    await expect(status).toContainText("Total acquisition cost ₹1,27,50,000");
  });
});
