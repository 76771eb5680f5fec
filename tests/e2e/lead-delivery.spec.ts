import { expect, test } from "@playwright/test";
import { uniqueClientIp, uniqueEmail } from "./helpers";

interface Received {
  webhookId: string;
  event: { type: string; data: Record<string, unknown> };
}

async function receivedEvents(): Promise<Received[]> {
  const url = process.env.E2E_LEAD_RECEIVER_URL;
  if (!url) throw new Error("E2E_LEAD_RECEIVER_URL is not set: run through npm run test:e2e");
  return (await (await fetch(url)).json()) as Received[];
}

test.describe("lead privacy and delivery", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  });

  test("the form shows the notice and an unticked opt-in; a submission reaches the receiver, signed", async ({ page }) => {
    const email = uniqueEmail("delivery");
    await page.goto("/demo?utm_source=e2e&utm_campaign=delivery");
    const notice = page.getByTestId("privacy-notice");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");
    const optIn = page.getByLabel(/product news by email/);
    await expect(optIn).not.toBeChecked();
    await optIn.check();

    await page.getByLabel("Full name").fill("Meera Iyer");
    await page.getByLabel("Work email").fill(email);
    await page.getByRole("button", { name: "Request my demo" }).click();
    const success = page.getByTestId("demo-success");
    await expect(success).toBeVisible({ timeout: 30_000 });
    const leadId = (await success.locator("code").textContent())?.trim();

    // The receiver verified the signature before recording it.
    await expect
      .poll(async () => (await receivedEvents()).filter((item) => item.event.data.email === email).length, { timeout: 20_000 })
      .toBe(1);
    const delivered = (await receivedEvents()).find((item) => item.event.data.email === email)!;
    expect(delivered.webhookId).toMatch(/^msg_/);
    expect(delivered.event.type).toBe("demo_request.created");
    expect(delivered.event.data).toMatchObject({
      id: leadId,
      name: "Meera Iyer",
      source: "web",
      marketing_opt_in: true,
      attribution: { utm_source: "e2e", utm_campaign: "delivery", landing_page: "/demo?utm_source=e2e&utm_campaign=delivery" },
    });
  });

  test("/privacy renders the notice with rights, retention and the grievance contact", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we handle the details you give us");
    for (const heading of ["What we collect, and why", "How long we keep it", "Your rights", "Contact and grievances"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("Data Protection Board of India")).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  });
});
