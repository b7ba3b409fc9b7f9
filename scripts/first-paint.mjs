#!/usr/bin/env node
// Where a first visit's time goes, in Debian's Chromium with a phone's CPU (4× slower) and a slow
// 4G network (150 ms round trip, 1.6 Mbit/s down), on the built dist/ served with gzip by
// tests/e2e/server.mjs. For each page it prints, in ms from the navigation: every
// largest-contentful-paint candidate (with the element), every layout shift (with what moved,
// from where to where), the main thread's long tasks, and every request (start, end, bytes).
// Lighthouse's own element audits fail in this Chromium (its trace engine reads screenshots it
// does not get), so this reads the browser's PerformanceObserver entries instead. It prints;
// nothing asserts a time.
//
//   node scripts/first-paint.mjs [--brotli] [--no-throttle] [--page /path …]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROME, CHROME_FLAGS, DIST } from "../tests/e2e/harness.mjs";
import { startServer } from "../tests/e2e/server.mjs";

const args = process.argv.slice(2);
const pages = args.flatMap((a, i) => (args[i - 1] === "--page" ? [a] : []));
if (pages.length === 0) pages.push("/", "/drills/clock-001");
const throttle = !args.includes("--no-throttle");
const server = await startServer(DIST, 0, { encodings: args.includes("--brotli") ? ["br", "gzip"] : ["gzip"] });

// Runs in the page before anything else: keeps every entry the observers see.
const observe = () => {
  const describe = (n) => {
    if (!n) return "(removed)";
    const el = n.nodeType === 1 ? n : n.parentElement;
    if (!el) return "(text)";
    const id = el.id ? `#${el.id}` : "";
    const cls = el.classList?.length ? `.${[...el.classList].join(".")}` : "";
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
    const inShell = el.closest?.("#shell") ? " [shell]" : "";
    return `<${el.tagName.toLowerCase()}${id}${cls}>${inShell} "${text}"`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  window.__perf = { lcp: [], shifts: [], long: [] };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__perf.lcp.push({ t: e.startTime, size: e.size, el: describe(e.element), url: e.url });
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__perf.shifts.push({
        t: e.startTime,
        value: e.value,
        input: e.hadRecentInput,
        sources: (e.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
      });
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__perf.long.push({ t: e.startTime, d: e.duration });
  }).observe({ type: "longtask", buffered: true });
};

try {
  for (const path of pages) {
    // A fresh profile for each page: no service worker, no cache.
    const profile = mkdtempSync(join(tmpdir(), "arbitro-fp-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, args: CHROME_FLAGS, viewport: { width: 412, height: 823 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (throttle) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
    }
    await page.goto(server.url + path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    const { perf, res, nav } = await page.evaluate(() => ({
      perf: window.__perf,
      nav: performance.getEntriesByType("navigation")[0]?.toJSON(),
      res: performance.getEntriesByType("resource").map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd, size: r.transferSize, init: r.initiatorType })),
    }));
    const paints = await page.evaluate(() => performance.getEntriesByType("paint").map((p) => `${p.name} ${Math.round(p.startTime)} ms`));
    const ms = (t) => `${String(Math.round(t)).padStart(6)} ms`;
    console.log(`${path}${throttle ? " (CPU 4×, 150 ms RTT, 1.6 Mbit/s)" : " (no throttling)"}: ${paints.join(", ")}, load ${Math.round(nav.loadEventEnd)} ms`);
    for (const e of perf.lcp) console.log(`  LCP    ${ms(e.t)}  size ${e.size}  ${e.el}${e.url ? " " + e.url : ""}`);
    for (const e of perf.shifts) {
      console.log(`  shift  ${ms(e.t)}  ${e.value.toFixed(4)}${e.input ? " (after input)" : ""}`);
      for (const s of e.sources) console.log(`           ${s}`);
    }
    for (const e of perf.long) console.log(`  long   ${ms(e.t)}  ${Math.round(e.d)} ms`);
    for (const r of res) console.log(`  fetch  ${ms(r.start)} – ${ms(r.end)}  ${(r.size / 1000).toFixed(1).padStart(6)} KB  ${r.name.replace(server.url, "")}`);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  await server.close();
}
