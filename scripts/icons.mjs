#!/usr/bin/env node
// Renders public/icons/icon.svg to the PNG icons of the manifest, with the same Chromium the
// browser tests use. Maskable icons are full-bleed (the artwork stays inside the 80 % safe
// zone); the plain ones get rounded corners on a transparent background.
//   node scripts/icons.mjs      (then commit public/icons/*.png)
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");
const svg = readFileSync(join(dir, "icon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    for (const [name, radius] of [[`icon-maskable-${size}.png`, 0], [`icon-${size}.png`, size * 0.18]]) {
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px;` +
          `border-radius:${radius}px;overflow:hidden}</style>${svg}`,
      );
      await page.screenshot({ path: join(dir, name), omitBackground: true });
      console.log(`wrote ${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
