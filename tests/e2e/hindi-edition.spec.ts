import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import { uniqueClientIp, uniqueEmail } from "./helpers";
import { sitemapPagePaths } from "./sitemap-pages";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The `<link rel="alternate" hreflang>` of a page's HTML, by hreflang. */
function hreflangs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) out[lang] = new URL(href).pathname;
  }
  return out;
}

test('every Hindi page is in Hindi from the server: <html lang="hi">, Content-Language and a language switch to its English page', async ({
  request,
}) => {
  const paths = (await sitemapPagePaths(request)).filter((path) => path === "/hi" || path.startsWith("/hi/"));
  expect(paths.length).toBeGreaterThan(70);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-language"], path).toBe("hi");
    const html = await response.text();
    expect(html, path).toContain('<html lang="hi"');
    const english = path === "/hi" ? "/" : path.slice("/hi".length);
    expect(html, path).toContain(`class="language-switch" href="${english}" hrefLang="en-IN"`);
  }
});

test("hreflang pairs hold both ways on every page, in the HTML and in the Link header, with x-default the English page", async ({
  request,
  baseURL,
}) => {
  const paths = await sitemapPagePaths(request);
  const versions = new Map<string, Record<string, string>>();
  for (const path of paths) {
    const response = await request.get(path);
    const found = hreflangs(await response.text());
    versions.set(path, found);
    const link = response.headers().link ?? "";
    // Absolute, as hreflang URLs must be (the build's address, which the server's is).
    for (const [lang, href] of Object.entries(found)) {
      expect(link, `${path} Link header`).toContain(`<${baseURL}${href}>; rel="alternate"; hreflang="${lang}"`);
    }
  }
  let pairs = 0;
  for (const [path, found] of versions) {
    if (!found.hi) {
      expect(path.startsWith("/hi"), `${path} is Hindi but names no Hindi version`).toBe(false);
      continue;
    }
    pairs += 1;
    const english = found["en-IN"] ?? "";
    expect(english, path).not.toBe("");
    expect(found["x-default"], path).toBe(english);
    expect([english, found.hi], `${path} is one of its own versions`).toContain(path);
    // The other version names the same pair back.
    const other = path === english ? found.hi : english;
    const back = versions.get(other) ?? hreflangs(await (await request.get(other)).text());
    expect(back, `${other} (from ${path})`).toEqual(found);
  }
  expect(pairs).toBeGreaterThan(140);
});

test("the language switch opens the same page in the other language, and back", async ({ page }) => {
  await page.goto("/glossary/bigha");
  await page.getByRole("link", { name: /हिंदी में पढ़ें/ }).click();
  await expect(page).toHaveURL(/\/hi\/glossary\/bigha$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बीघा (Bigha)");
  await page.getByRole("link", { name: /Read in English/ }).click();
  await expect(page).toHaveURL(/\/glossary\/bigha$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  // A page with no Hindi version offers the Hindi home page.
  await page.goto("/developers");
  await expect(page.getByRole("link", { name: /हिंदी संस्करण का मुखपृष्ठ/ })).toHaveAttribute("href", "/hi");
});

test("a translated page names its English page and the date it was translated from", async ({ page }) => {
  await page.goto("/hi/guides/stamp-duty-and-registration-by-state");
  const note = page.locator(".translation-note");
  await expect(note).toContainText("अंग्रेज़ी पृष्ठ के");
  await expect(note.getByRole("link", { name: /अंग्रेज़ी पृष्ठ पढ़ें/ })).toHaveAttribute("href", "/guides/stamp-duty-and-registration-by-state");
});

test("Hindi pages answer Markdown in Hindi: .md twins and Accept, lang in the front matter, Content-Language: hi", async ({ request }) => {
  const twin = await request.get("/hi/glossary/bigha.md");
  expect(twin.status()).toBe(200);
  expect(twin.headers()["content-language"]).toBe("hi");
  const text = await twin.text();
  const front = matter(text).data;
  expect(front.lang).toBe("hi");
  expect(front.translation_of).toMatch(/^http:\/\/localhost:\d+\/glossary\/bigha$/);
  expect(front.translation_behind_original).toBe(false);
  expect(text).toContain("# बीघा (Bigha)");
  const negotiated = await request.get("/hi", { headers: { Accept: "text/markdown" } });
  expect(negotiated.headers()["content-type"]).toContain("text/markdown");
  expect(negotiated.headers()["content-language"]).toBe("hi");
  expect(matter(await negotiated.text()).data.lang).toBe("hi");
  const english = await request.get("/glossary/bigha.md");
  expect(english.headers()["content-language"]).toBe("en-IN");
});

test("search for people works in Hindi, with Hindi results", async ({ page }) => {
  await page.goto("/hi/search");
  await page.getByRole("searchbox", { name: "गाइड, शब्दावली और सहायता में खोजें" }).fill("खतौनी क्या होती है");
  await page.getByRole("button", { name: "खोजें", exact: true }).last().click();
  const first = page.locator(".search-hit").first();
  await expect(first.getByRole("link")).toHaveAttribute("href", /^\/hi\/glossary\/khatauni/);
  await expect(page.locator("#search-results-heading")).toContainText("पृष्ठ मिले");
});

test("the demo form works in Hindi: its errors, its notice and its thanks", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
  await page.goto("/hi/demo");
  await expect(page.getByTestId("privacy-notice").getByRole("link", { name: "गोपनीयता सूचना" })).toHaveAttribute("href", "/hi/privacy");
  await page.getByRole("button", { name: "मेरा डेमो बुक करें" }).click();
  await expect(page.getByText("कृपया अपना नाम लिखें।")).toBeVisible();
  await page.getByLabel("पूरा नाम").fill("सुनीता शर्मा");
  await page.getByLabel("ईमेल (काम का)").fill(uniqueEmail());
  await page.getByLabel(/फ़ोन/).fill("12a4");
  await page.getByRole("button", { name: "मेरा डेमो बुक करें" }).click();
  await expect(page.getByText(/कृपया फ़ोन नंबर लिखें/)).toBeVisible();
  await page.getByLabel(/फ़ोन/).fill("+91 98200 00000");
  await page.getByRole("button", { name: "मेरा डेमो बुक करें" }).click();
  await expect(page.getByTestId("demo-success")).toContainText("धन्यवाद", { timeout: 30_000 });
});

test("the privacy notice is in Hindi, the same notice: version, sections and rights", async ({ request }) => {
  const [english, hindi] = await Promise.all([(await request.get("/privacy")).text(), (await request.get("/hi/privacy")).text()]);
  const version = /Version (\d{4}-\d{2}-\d{2})/.exec(english)?.[1];
  expect(hindi).toContain(`संस्करण ${version}`);
  const ids = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids(hindi)).toEqual(ids(english));
  const sections = (html: string) => [...html.matchAll(/(?:section|धारा|rule|नियम) (\d+(?:\(\d+\))?)/g)].map((m) => m[1]).sort();
  expect(sections(hindi)).toEqual(sections(english));
});

// On a desktop, accessibility.spec.ts checks every page of the sitemaps, the Hindi ones included, in both colour schemes.
for (const size of [{ name: "phone", viewport: { width: 390, height: 844 }, isMobile: true }] as const) {
  test(`every Hindi page is axe-clean on a ${size.name}`, async ({ browser, request }) => {
    const paths = (await sitemapPagePaths(request)).filter((path) => path === "/hi" || path.startsWith("/hi/"));
    test.setTimeout(paths.length * 6_000);
    const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });
    const page = await context.newPage();
    const violations: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of results.violations) violations.push(`${path}: ${violation.id} ×${violation.nodes.length}`);
    }
    await context.close();
    expect(violations).toEqual([]);
  });
}
