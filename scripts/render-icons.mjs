// Renders the PNG and ICO icons in public/ from public/icon.svg, the one drawn source.
// Run after editing the SVG: `node scripts/render-icons.mjs`. Uses Playwright's Chromium.
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const svg = await readFile(new URL("../public/icon.svg", import.meta.url), "utf8");

/** PNG bytes of the SVG at size × size, on the given background (transparent when omitted). */
async function renderPng(page, size, background = "transparent") {
  await page.setViewportSize({ width: size, height: size });
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await page.setContent(
    `<html><body style="margin:0;background:${background}"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  return page.screenshot({ omitBackground: background === "transparent", clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO holding PNG images (supported by every current browser), one directory entry per size. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch(process.env.CHROME_PATH ? { executablePath: process.env.CHROME_PATH } : {});
const page = await browser.newPage();
const out = (name) => new URL(`../public/${name}`, import.meta.url);
await writeFile(out("icon-512.png"), await renderPng(page, 512));
await writeFile(out("apple-touch-icon.png"), await renderPng(page, 180, "#1f6f4a"));
const small = [];
for (const size of [16, 32, 48]) small.push({ size, png: await renderPng(page, size) });
await writeFile(out("favicon.ico"), ico(small));
await browser.close();
