import AxeBuilder from "@axe-core/playwright";
import { expect, type Frame, type Page, test } from "@playwright/test";
import * as esbuild from "esbuild";
import { uniqueClientIp } from "./helpers";

/**
 * The calculators' MCP Apps views in a real host: ext-apps' AppBridge in a page of this test's own
 * (fulfilled by the browser context, never by the server), talking to the production build's /mcp.
 */
const HOST_PATH = "/__e2e__/mcp-apps-host";

const CASES = [
  { tool: "land_area_convert", args: { value: 2.5, fromUnit: "acre", toUnit: "hectare" }, field: "value", to: "10" },
  { tool: "price_per_sqft", args: { totalPrice: 5_000_000, area: 1, unit: "acre" }, field: "totalPrice", to: "75,00,000" },
  { tool: "land_roi", args: { purchasePrice: 1_000_000, salePrice: 2_000_000, holdingPeriodYears: 5 }, field: "salePrice", to: "3000000" },
  {
    tool: "guideline_value_check",
    args: { guidelineValuePerUnit: 3000, marketRatePerUnit: 4200, area: 1200 },
    field: "marketRatePerUnit",
    to: "2500",
  },
  { tool: "land_acquisition_cost", args: { basePrice: 10_000_000, state: "karnataka" }, field: "basePrice", to: "25,00,000" },
  { tool: "service_roi", args: { parcelsPerYear: 120, hourlyCost: 1500, annualSoftwareCost: 600_000 }, field: "parcelsPerYear", to: "300" },
] as const;

let hostScript: string;
test.beforeAll(async () => {
  const built = await esbuild.build({
    entryPoints: ["tests/e2e/mcp-apps-host/host.ts"],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    minify: true,
    logLevel: "silent",
    supported: { "inline-script": false },
  });
  hostScript = built.outputFiles[0]!.text;
});

interface Host {
  page: Page;
  view: Frame;
  /** Requests made by the view's frame itself (there must be none). */
  viewRequests: string[];
  /** The host's tools/call requests to /mcp. */
  toolCalls: () => number;
  consoleMessages: string[];
}

interface HostOptions {
  theme: "light" | "dark";
  locale: string;
  updateModelContext: boolean;
  downloadFile: boolean;
}

type ModelContext = {
  content?: Array<{ type: string; text?: string }>;
  structuredContent?: { tool: string; arguments: Record<string, unknown>; result: unknown; isError: boolean };
};
type Download = { contents: Array<{ type: string; resource?: { uri: string; mimeType?: string; text?: string } }> };
type ViewCall = {
  params: { name: string; arguments?: Record<string, unknown> };
  result: { content: Array<{ text?: string }>; structuredContent?: unknown };
};

type HostApi = {
  mount(tool: string, args: Record<string, unknown>, options: HostOptions): Promise<void>;
  setTheme(theme: string): void;
  setLocale(locale: string): void;
  sendToolResult(result: unknown): Promise<void>;
  post(message: unknown): void;
  openedLinks(): string[];
  modelContexts(): ModelContext[];
  downloads(): Download[];
  viewCalls(): ViewCall[];
  sizes(): Array<{ width?: number; height?: number }>;
};

const DEFAULT_HOST: HostOptions = { theme: "light", locale: "en-IN", updateModelContext: true, downloadFile: true };

async function openHost(
  page: Page,
  baseURL: string,
  tool: string,
  args: Record<string, unknown>,
  options: Partial<HostOptions> = {},
): Promise<Host> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  await page.route(`${baseURL}${HOST_PATH}`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MCP Apps host</title></head><body><script type="module">${hostScript}</script></body></html>`,
    }),
  );
  const viewRequests: string[] = [];
  let toolCalls = 0;
  const consoleMessages: string[] = [];
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame()) viewRequests.push(request.url());
    else if (request.url() === `${baseURL}/mcp` && (request.postData() ?? "").includes('"tools/call"')) toolCalls += 1;
  });
  page.on("console", (message) => consoleMessages.push(message.text()));
  await page.goto(`${baseURL}${HOST_PATH}`);
  await page.waitForFunction(() => "host" in window);
  await page.evaluate(([t, a, o]) => (window as unknown as { host: HostApi }).host.mount(t, a, o), [
    tool,
    args,
    { ...DEFAULT_HOST, ...options },
  ] as const);
  const view = page.frames().find((frame) => frame !== page.mainFrame())!;
  return { page, view, viewRequests, toolCalls: () => toolCalls, consoleMessages };
}

const hostApi = (host: Host) => ({
  openedLinks: () => host.page.evaluate(() => (window as unknown as { host: HostApi }).host.openedLinks()),
  modelContexts: () => host.page.evaluate(() => (window as unknown as { host: HostApi }).host.modelContexts()),
  downloads: () => host.page.evaluate(() => (window as unknown as { host: HostApi }).host.downloads()),
  viewCalls: () => host.page.evaluate(() => (window as unknown as { host: HostApi }).host.viewCalls()),
  sizes: () => host.page.evaluate(() => (window as unknown as { host: HostApi }).host.sizes()),
  setTheme: (theme: string) => host.page.evaluate((th) => (window as unknown as { host: HostApi }).host.setTheme(th), theme),
  setLocale: (locale: string) => host.page.evaluate((l) => (window as unknown as { host: HostApi }).host.setLocale(l), locale),
  sendToolResult: (result: unknown) => host.page.evaluate((r) => (window as unknown as { host: HostApi }).host.sendToolResult(r), result),
  post: (message: unknown) => host.page.evaluate((m) => (window as unknown as { host: HostApi }).host.post(m), message),
});

async function axeViolations(page: Page) {
  const analyze = () =>
    new AxeBuilder({ page }).include("iframe").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  // The checks must run inside the view's frame (a node in a frame is targeted as [frame, selector]), not only on the iframe
  // element. AxeBuilder gives injecting axe into a frame one second and silently skips the frame after that, which a busy
  // machine can exceed: a run that did not reach the frame is repeated, at most twice.
  const reachedFrame = (results: Awaited<ReturnType<typeof analyze>>) =>
    results.passes.some((rule) => rule.id === "color-contrast" && rule.nodes.some((node) => node.target.length > 1));
  let results = await analyze();
  for (let retry = 0; retry < 2 && !reachedFrame(results); retry += 1) results = await analyze();
  expect(reachedFrame(results)).toBe(true);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const { tool, args, field, to } of CASES) {
  test(`${tool}: the view shows the page's result, recomputes through the host, opens links through the host and needs no network`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const host = await openHost(page, baseURL!, tool, args);
    const { view } = host;
    const status = view.getByTestId("calc-status");
    await expect(status.locator(".calc-headline")).toBeVisible();
    expect(host.toolCalls()).toBe(1); // the host's own call, whose result the view shows

    // The page at the view's shareable link shows the same result, word for word (en-IN grouping included).
    const api = hostApi(host);
    await view.getByTestId("open-on-site").click();
    await expect.poll(api.openedLinks).toHaveLength(1);
    const [firstLink] = await api.openedLinks();
    const url = new URL(firstLink!);
    expect(url.pathname).toMatch(/^\/calculators\/[a-z-]+$/);
    for (const [name, value] of Object.entries(args)) expect(url.searchParams.get(name)).toBe(String(value));
    const sitePage = await browser.newPage();
    await sitePage.goto(url.toString().replace(url.origin, baseURL!));
    // The page's own share and print controls are the page's: a view has the host's actions instead.
    await sitePage.getByTestId("calc-share").evaluate((share) => share.remove());
    expect(await view.locator(".calc-result").innerText()).toBe(await sitePage.locator(".calc-result").innerText());

    // Recompute with a changed input: one tools/call through the bridge, and the page agrees again.
    const before = await status.innerText();
    expect(await api.modelContexts()).toEqual([]); // the host's own result is already the model's
    await view.locator(`[name="${field}"]`).fill(to);
    await view.getByRole("button", { name: "Calculate" }).click();
    await expect(status).not.toHaveText(before);
    await expect(status.locator(".calc-headline")).toBeVisible();
    expect(host.toolCalls()).toBe(2);

    // The model is told: the new arguments and the new result, as text and structured content.
    await expect.poll(async () => (await api.modelContexts()).length).toBe(1);
    const [call] = await api.viewCalls();
    const [update] = await api.modelContexts();
    expect(call!.params.arguments![field]).not.toBe((args as Record<string, unknown>)[field]);
    expect(update!.structuredContent).toEqual({
      tool,
      arguments: call!.params.arguments,
      result: call!.result.structuredContent,
      isError: false,
    });
    expect(update!.content![0]!.text).toContain(JSON.stringify(call!.params.arguments));
    expect(update!.content![0]!.text).toContain(call!.result.content[0]!.text!);
    await view.getByTestId("open-on-site").click();
    await expect.poll(api.openedLinks).toHaveLength(2);
    const changed = new URL((await api.openedLinks())[1]!);
    expect(changed.searchParams.get(field)).toBe(to);
    await sitePage.goto(changed.toString().replace(changed.origin, baseURL!));
    await sitePage.getByTestId("calc-share").evaluate((share) => share.remove());
    expect(await view.locator(".calc-result").innerText()).toBe(await sitePage.locator(".calc-result").innerText());
    await sitePage.close();

    await view.getByTestId("request-demo").click();
    await expect.poll(api.openedLinks).toHaveLength(3);
    expect((await api.openedLinks())[2]).toBe(`${url.origin}/demo`);

    expect(host.viewRequests).toEqual([]);
    expect(page.url()).toBe(`${baseURL}${HOST_PATH}`);
  });
}

test("every view is axe-clean in the host's light and dark themes", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  for (const { tool, args } of CASES) {
    const host = await openHost(page, baseURL!, tool, args, { theme: "light" });
    await expect(host.view.getByTestId("calc-status").locator(".calc-headline")).toBeVisible();
    await expect(host.view.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await axeViolations(page), `${tool} light`).toEqual([]);
    await hostApi(host).setTheme("dark");
    await expect(host.view.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await axeViolations(page), `${tool} dark`).toEqual([]);
    // Field errors are part of the view too.
    await host.view.locator("input").first().fill("-5");
    await host.view.getByRole("button", { name: "Calculate" }).click();
    await expect(host.view.locator(".calc-error-summary")).toBeVisible();
    expect(await axeViolations(page), `${tool} dark, field error`).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    page.removeAllListeners("request");
  }
});

test("a view shows an error result's text, a result of another shape, and survives malformed and oversized bridge messages", async ({
  page,
  baseURL,
}) => {
  const host = await openHost(page, baseURL!, "land_roi", { purchasePrice: 100, salePrice: 150, holdingPeriodYears: 2 });
  const api = hostApi(host);
  const status = host.view.getByTestId("calc-status");
  await expect(status.locator(".calc-headline")).toBeVisible();

  await api.sendToolResult({
    content: [{ type: "text", text: "Invalid arguments for tool land_roi: salePrice is required" }],
    isError: true,
  });
  await expect(status).toContainText("Invalid arguments for tool land_roi: salePrice is required");

  await api.sendToolResult({ content: [{ type: "text", text: "ROI 50% (an older answer)" }], structuredContent: { roi: 50 } });
  await expect(status).toContainText("ROI 50% (an older answer)");
  await api.sendToolResult({ content: [], structuredContent: { roi: 50 } });
  await expect(status).toContainText("The result is not in a form this view can show.");

  await api.post("not json-rpc");
  await api.post({
    jsonrpc: "2.0",
    method: "ui/notifications/tool-result",
    params: { content: [{ type: "text", text: "x".repeat(300_000) }] },
  });
  await expect
    .poll(() => host.consoleMessages.filter((text) => text.startsWith("calculator view: ignored a bridge message")).length)
    .toBe(2);
  expect(host.consoleMessages.some((text) => text.includes("over the 262144-byte limit"))).toBe(true);
  await expect(status).toContainText("The result is not in a form this view can show.");

  // Still connected: a recompute goes through.
  await host.view.getByRole("button", { name: "Calculate" }).click();
  await expect(status.locator(".calc-headline")).toBeVisible();
  expect(host.viewRequests).toEqual([]);
});

test("a view writes numbers in the host's locale and follows a change of it, and reports its size", async ({ page, baseURL }) => {
  const host = await openHost(page, baseURL!, "price_per_sqft", { totalPrice: 5_000_000, area: 1, unit: "acre" }, { locale: "en-US" });
  const api = hostApi(host);
  const result = host.view.locator(".calc-result");
  await expect(host.view.getByTestId("calc-status").locator(".calc-headline")).toBeVisible();
  await expect(result).toContainText("5,000,000");
  await expect(result).not.toContainText("50,00,000");
  // The words stay English (the only set so far), and say so.
  await expect(host.view.locator("html")).toHaveAttribute("lang", "en-IN");

  await api.setLocale("en-IN");
  await expect(result).toContainText("50,00,000");
  await expect(result).not.toContainText("5,000,000");

  await expect.poll(async () => (await api.sizes()).at(-1)?.height ?? 0).toBeGreaterThan(200);
});

test("a host in Hindi gets the view in Hindi, numbers in hi-IN, and English back when its locale changes", async ({ page, baseURL }) => {
  const args = { basePrice: 12_000_000, state: "uttar-pradesh" };
  const host = await openHost(page, baseURL!, "land_acquisition_cost", args, { locale: "hi-IN" });
  const api = hostApi(host);
  const status = host.view.getByTestId("calc-status");
  await expect(host.view.locator("html")).toHaveAttribute("lang", "hi");
  await expect(host.view.getByRole("heading", { level: 1 })).toHaveText("ज़मीन ख़रीद की कुल लागत कैलकुलेटर");
  await expect(host.view.getByRole("textbox", { name: "तय कीमत", exact: true })).toHaveValue("12000000");
  await expect(host.view.getByRole("button", { name: "हिसाब लगाएँ" })).toBeVisible();
  await expect(status.locator(".calc-figure-label")).toHaveText("ख़रीद की कुल लागत");
  // hi-IN groups as en-IN does, in Western digits; lakh and crore are लाख and करोड़.
  const figure = (await status.getByTestId("calc-figure").innerText()).trim();
  expect(figure).toMatch(/^₹1,2\d,\d\d,\d{3}$/);
  await expect(status.locator(".calc-figure-words")).toHaveText(/^\(₹1\.\d+\u00a0करोड़\)$/);
  await expect(host.view.locator(".calc-result")).toContainText("स्टाम्प शुल्क (stamp duty)");
  // Errors are in Hindi too.
  await host.view.getByRole("textbox", { name: "तय कीमत", exact: true }).fill("बहुत");
  await host.view.getByRole("button", { name: "हिसाब लगाएँ" }).click();
  await expect(status).toContainText("राशि नहीं है");

  await api.setLocale("en-IN");
  await expect(host.view.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(host.view.getByRole("heading", { level: 1 })).toHaveText("Land acquisition cost calculator");
  await expect(host.view.getByRole("button", { name: "Calculate" })).toBeVisible();
  await expect(host.view.getByRole("textbox", { name: "Agreed price", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the cost sheet downloads through the host where it offers downloads; a host without them or model context gets neither", async ({
  page,
  baseURL,
}) => {
  const args = { basePrice: 10_000_000, state: "karnataka" };
  const host = await openHost(page, baseURL!, "land_acquisition_cost", args);
  const api = hostApi(host);
  await expect(host.view.getByTestId("calc-status").locator(".calc-headline")).toBeVisible();
  const total = await host.view.locator(".calc-breakdown tfoot tr").last().locator("td").last().innerText();
  await host.view.getByTestId("download-sheet").click();
  await expect.poll(async () => (await api.downloads()).length).toBe(1);
  const [download] = await api.downloads();
  const [content] = download!.contents;
  expect(content).toMatchObject({ type: "resource", resource: { uri: "file:///acquisition-cost.csv", mimeType: "text/csv" } });
  const sheet = content!.resource!.text!;
  expect(sheet).toContain('"Agreed price","1,00,00,000"');
  expect(sheet).toContain('"State","Karnataka"');
  // A cell's spaces are plain spaces (the page keeps "₹1.08 crore" together with a no-break space).
  expect(sheet).toContain(`"Total acquisition cost","${total.replace(/\s+/g, " ")}"`);
  expect(sheet).toMatch(/"Notes"\r\n/);
  expect(host.viewRequests).toEqual([]);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  page.removeAllListeners("request");
  const bare = await openHost(page, baseURL!, "land_acquisition_cost", args, { downloadFile: false, updateModelContext: false });
  const bareApi = hostApi(bare);
  const status = bare.view.getByTestId("calc-status");
  await expect(status.locator(".calc-headline")).toBeVisible();
  await expect(bare.view.getByTestId("download-sheet")).toHaveCount(0);
  const before = await status.innerText();
  await bare.view.locator('[name="basePrice"]').fill("20,00,000");
  await bare.view.getByRole("button", { name: "Calculate" }).click();
  await expect(status).not.toHaveText(before);
  await expect.poll(async () => (await bareApi.viewCalls()).length).toBe(1);
  expect(await bareApi.modelContexts()).toEqual([]);
});
