// Shared set-up for the browser tests: Debian's Chromium through playwright-core, a fresh
// profile per test, the built dist/ served by server.mjs, and console errors collected.
//
// Board tests (keyboard and pointer) go in tests/e2e/board.test.mjs and use `withApp` too;
// every tests/e2e/*.test.mjs file is run by `npm run test:e2e`.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./server.mjs";

export const DIST = resolve(process.env.ARBITRO_DIST ?? "dist");
export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// toolchain.md, "Browser tests".
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * Runs `fn({ page, context, server, errors })` with a fresh browser profile and the app served
 * from dist/. `errors` collects console errors and uncaught page errors; the caller asserts on it.
 * `viewport` defaults to a phone (390 × 844).
 */
export async function withApp(fn, { viewport = { width: 390, height: 844 } } = {}) {
  await stat(join(DIST, "index.html")).catch(() => {
    throw new Error(`${DIST}/index.html is missing: build first (trunk build --release)`);
  });
  const server = await startServer(DIST);
  const profile = await mkdtemp(join(tmpdir(), "arbitro-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: CHROME_FLAGS,
    viewport,
  });
  const errors = [];
  const watch = (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`page: ${e.message}`));
  };
  context.on("page", watch);
  let page = context.pages()[0];
  if (page) watch(page);
  else page = await context.newPage();
  try {
    await fn({ page, context, server, errors });
  } finally {
    await context.close();
    await server.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Waits until a service worker controls the page and has finished precaching. */
export async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
    }
  });
}

/** The names of the caches the service worker keeps, and the paths in each. */
export function cacheContents(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      out[key] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

// Answering drills in the player (shared by the drill, quiz and exam tests).
export const cell = (page, sq) => page.locator(`.player-board [data-square='${sq}']`);

export async function playOnBoard(page, from, to) {
  await page.click("#answer-now");
  await cell(page, from).click();
  await cell(page, to).click();
}

/** Answers whatever the drill asks, with some legal input (right or wrong). */
export async function answerAnything(page) {
  await page.locator("#drill-title").waitFor();
  if (await page.locator("#answer-now").isVisible()) {
    await page.click("#answer-now");
    const squares = await page.locator(".player-board [data-square]:has(.board-piece)").evaluateAll((els) =>
      els.map((e) => e.getAttribute("data-square")),
    );
    for (const sq of squares) {
      await cell(page, sq).click();
      // A "piece" drill is answered by the click itself.
      if (await page.locator("#feedback").isVisible()) return;
      const dest = page.locator(".player-board [data-square]:has(.board-dest)");
      if ((await dest.count()) > 0) {
        await dest.first().click();
        // A pawn reaching its last rank opens the promotion picker: take its first piece.
        const picker = page.locator("[data-promotion]");
        await page.locator("#feedback, [data-promotion]").first().waitFor();
        if (await picker.first().isVisible()) await picker.first().click();
        return;
      }
    }
    throw new Error("no legal move found on the board");
  } else if (await page.locator("#clock-white").isVisible()) {
    await page.fill("#clock-white", "1:00:00");
    await page.fill("#clock-black", "0:59:59");
    if (await page.locator("#moves-white").isVisible()) {
      await page.fill("#moves-white", "40");
      await page.fill("#moves-black", "40");
    }
    await page.click("#clock-submit");
  } else {
    await page.locator(".answer-option").first().click();
  }
}
