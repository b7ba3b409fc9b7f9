#!/usr/bin/env node
// The main thread's work on a first visit, for comparing builds: each run opens the page in a
// fresh profile of Debian's Chromium with a phone's CPU (4× slower, no network throttling, so
// that the figures move with the page's own work more than with the network) and prints the
// long tasks (over 50 ms) of its first seconds, their blocking time (the part of each over
// 50 ms, as Lighthouse's TBT counts it) and how many elements the page holds then. Builds are
// measured in turn, run after run, so that the machine's load weighs on each alike; the median
// of each is printed last. It prints; nothing asserts a time.
//
//   node scripts/bench-start.mjs [--page /path] [--runs 5] [--wait ms] dist [other-dist …]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROME, CHROME_FLAGS } from "../tests/e2e/harness.mjs";
import { startServer } from "../tests/e2e/server.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const page = opt("--page", "/drills/clock-001");
const runs = Number(opt("--runs", 5));
const wait = Number(opt("--wait", 6000));
const dists = args.filter((a, i) => !a.startsWith("--") && !["--page", "--runs", "--wait"].includes(args[i - 1]));
if (dists.length === 0) dists.push("dist");
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const results = new Map(dists.map((d) => [d, []]));
for (let run = 1; run <= runs; run++) {
  for (const dist of dists) {
    const server = await startServer(dist, 0, { encodings: ["gzip"] });
    const profile = mkdtempSync(join(tmpdir(), "arbitro-bench-"));
    try {
      const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, args: CHROME_FLAGS, viewport: { width: 412, height: 823 } });
      const tab = context.pages()[0] ?? (await context.newPage());
      await tab.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__long.push(e.duration);
        }).observe({ type: "longtask", buffered: true });
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await tab.goto(`${server.url}${page}`, { waitUntil: "load" });
      await tab.waitForTimeout(wait);
      const { long, elements } = await tab.evaluate(() => ({ long: window.__long, elements: document.getElementsByTagName("*").length }));
      await context.close();
      const r = { long: long.length, busy: long.reduce((a, d) => a + d, 0), blocking: long.reduce((a, d) => a + Math.max(0, d - 50), 0), max: Math.max(0, ...long), elements };
      results.get(dist).push(r);
      console.log(`run ${run} ${dist}: ${r.long} long tasks, ${r.busy.toFixed(0)} ms in them, blocking ${r.blocking.toFixed(0)} ms, longest ${r.max.toFixed(0)} ms, ${r.elements} elements`);
    } finally {
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
}
console.log(`\n${page}, CPU 4× slower, median of ${runs}:`);
for (const [dist, rs] of results) {
  console.log(`  ${dist}: ${median(rs.map((r) => r.long))} long tasks, blocking ${median(rs.map((r) => r.blocking)).toFixed(0)} ms, longest ${median(rs.map((r) => r.max)).toFixed(0)} ms, ${median(rs.map((r) => r.elements))} elements`);
}
