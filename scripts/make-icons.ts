/**
 * Draws the app's PNG icons from the brand mark (src/web/public/favicon.svg's leaf) with Debian's
 * Chromium, so no image library is needed: `node --import tsx scripts/make-icons.ts`. The PNGs are
 * committed; run this again only when the mark changes.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const publicDir = path.resolve(import.meta.dirname, "../src/web/public");
const GREEN = "#059669";
const LEAF = `<path d="M20 44c0-14 9-24 26-26-1 17-11 26-24 26m0 0 12-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The leaf centred at `scale` of the canvas; `rounded` keeps the favicon's rounded square. */
function svg(scale: number, rounded: boolean): string {
  const background = rounded
    ? `<rect width="64" height="64" rx="14" fill="${GREEN}"/>`
    : `<rect width="64" height="64" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">${background}<g transform="translate(32 32) scale(${scale}) translate(-33 -31)">${LEAF}</g></svg>`;
}

const icons = [
  // "any" icons: the favicon as it is, transparent outside the rounded square.
  { file: "icons/icon-192.png", size: 192, markup: svg(1, true) },
  { file: "icons/icon-512.png", size: 512, markup: svg(1, true) },
  // Maskable: full bleed, the leaf inside the central safe circle (80 %) whatever shape the OS cuts.
  { file: "icons/maskable-512.png", size: 512, markup: svg(0.9, false) },
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  { file: "apple-touch-icon.png", size: 180, markup: svg(0.95, false) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><div style="width:${icon.size}px;height:${icon.size}px">${icon.markup}</div></body></html>`,
    );
    const target = path.join(publicDir, icon.file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await page.screenshot({
      path: target,
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`wrote ${path.relative(process.cwd(), target)} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
