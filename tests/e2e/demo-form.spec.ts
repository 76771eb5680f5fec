import { expect, test } from "@playwright/test";
import { uniqueClientIp, uniqueEmail } from "./helpers";

test.describe("demo request form", () => {
  // Every test is its own client, so the per-IP demo limit of one never affects another.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  });

  test("submitting shows the confirmation; submitting again shows the duplicate message", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByLabel("Full name").fill("Asha Menon");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Company (optional)").fill("Menon Builders");
    await page.getByRole("button", { name: "Request my demo" }).click();
    const success = page.getByTestId("demo-success");
    // The first write of a fresh server may wait for the embedded store to finish opening.
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expect(success).toContainText("Thank you");
    await expect(success).toContainText(/dr_[0-9a-f-]{36}/);

    await page.goto("/demo");
    await page.getByLabel("Full name").fill("Asha Menon");
    await page.getByLabel("Work email").fill(email.toUpperCase());
    await page.getByLabel("Company (optional)").fill("Menon Builders");
    await page.getByRole("button", { name: "Request my demo" }).click();
    const error = page.getByTestId("demo-error");
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute("data-code", "DUPLICATE_REQUEST");
    await expect(error).toContainText("already requested a demo");
  });

  test("a double click sends one lead", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/demo-request")) requests.push(request.headers()["idempotency-key"] ?? "");
    });
    await page.goto("/demo");
    await page.getByLabel("Full name").fill("Ravi Kumar");
    await page.getByLabel("Work email").fill(uniqueEmail("double"));
    await page.getByRole("button", { name: "Request my demo" }).dblclick();
    await expect(page.getByTestId("demo-success")).toBeVisible();
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(new Set(requests).size).toBe(1);
    expect(requests[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("validates in the browser, tying each message to its field", async ({ page }) => {
    await page.goto("/demo");
    await page.getByLabel("Work email").fill("not-an-email");
    await page.getByRole("button", { name: "Request my demo" }).click();
    const name = page.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const describedBy = await name.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter your name.");
    await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  });

  test("the honeypot is invisible to people and screen readers", async ({ page }) => {
    await page.goto("/demo");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x < 0 || box.width <= 1).toBe(true);
  });

  test("a rate-limited submission reads as a human message", async ({ page, request }) => {
    const ip = uniqueClientIp();
    for (let index = 0; index < 5; index += 1) {
      await request.post("/api/v1/demo-request", {
        headers: { "X-Forwarded-For": ip },
        data: { name: "Filler", email: uniqueEmail("filler") },
      });
    }
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await page.goto("/demo");
    await page.getByLabel("Full name").fill("Late Visitor");
    await page.getByLabel("Work email").fill(uniqueEmail("late"));
    await page.getByRole("button", { name: "Request my demo" }).click();
    const error = page.getByTestId("demo-error");
    await expect(error).toHaveAttribute("data-code", "RATE_LIMITED");
    await expect(error).toContainText(/Too many requests have come from your network\. Please try again in \d+ (minutes|seconds)\./);
  });
});
