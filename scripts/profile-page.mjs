#!/usr/bin/env node
// Where the main thread's time goes on a first visit: a sampling CPU profile (Chrome DevTools
// Protocol) of one page load in Debian's Chromium with a phone's CPU (4× slower), on a built
// dist/ served with gzip. Prints the long tasks and, for each long task of 50 ms or more, the
// functions that used the most time in it (self time, and the callers' chain of the top ones).
// Wasm functions have names only in a build that keeps them (ARBITRO_DIST=dir to profile one).
// It prints; nothing asserts a time.
//
//   node scripts/profile-page.mjs [--page /path] [--wait ms] [--top N]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROME, CHROME_FLAGS, DIST } from "../tests/e2e/harness.mjs";
import { startServer } from "../tests/e2e/server.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const path = opt("--page", "/drills/clock-001");
const wait = Number(opt("--wait", 8000));
const top = Number(opt("--top", 12));
const server = await startServer(process.env.ARBITRO_DIST ?? DIST, 0, { encodings: ["gzip"] });
const profile = mkdtempSync(join(tmpdir(), "arbitro-prof-"));
const demangle = (n) => {
  // Rust's legacy mangling (_ZN…E): the path's segments, without the hash.
  if (!n.startsWith("_ZN")) return n;
  const out = [];
  let i = 3;
  while (i < n.length && n[i] !== "E") {
    let len = 0;
    while (/\d/.test(n[i])) len = len * 10 + Number(n[i++]);
    if (!len) break;
    out.push(n.slice(i, i + len));
    i += len;
  }
  return out
    .filter((s) => !/^h[0-9a-f]{16}$/.test(s))
    .join("::")
    .replace(/\$LT\$/g, "<").replace(/\$GT\$/g, ">").replace(/\$u20\$/g, " ").replace(/\$u7b\$/g, "{").replace(/\$u7d\$/g, "}")
    .replace(/\$RF\$/g, "&").replace(/\$C\$/g, ",").replace(/\.\./g, "::");
};
try {
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, args: CHROME_FLAGS, viewport: { width: 412, height: 823 } });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push({ t: e.startTime, d: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
    await page.goto(`${server.url}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(wait);
  const { profile: prof } = await cdp.send("Profiler.stop");
  const long = await page.evaluate(() => window.__long);
  await context.close();
  // The profile's clock is in µs of a monotonic time base; map it to ms from the navigation via
  // the first sample near the page's start (approximate: the profile started just before goto).
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = prof.startTime;
  const samples = prof.samples.map((id, i) => ((t += prof.timeDeltas[i]), [t, id, prof.timeDeltas[i + 1] ?? 0]));
  const label = (n) => {
    const f = n.callFrame;
    const name = demangle(f.functionName || "(anonymous)");
    const url = f.url ? f.url.replace(/^https?:\/\/[^/]+/, "") : "";
    return `${name}${url && !/\.wasm/.test(url) ? ` ${url}:${f.lineNumber + 1}` : ""}`;
  };
  // Busy stretches are printed in the profile's time from the first sample of the page's own
  // scripts (the profile's clock is not the page's).
  const firstPage = samples.find(([, id]) => byId.get(id).callFrame.url.includes(server.url));
  const base = firstPage ? firstPage[0] : prof.startTime;
  console.log(`${path}: ${long.length} long tasks, ${long.reduce((a, l) => a + Math.max(0, l.d - 50), 0).toFixed(0)} ms blocking (over 50 ms each), CPU 4× slower`);
  // Busy stretches: runs of non-idle samples less than 2 ms apart.
  const busy = [];
  let cur = null;
  for (const [ts, id, dt] of samples) {
    const idle = byId.get(id).callFrame.functionName === "(idle)";
    if (!idle) {
      if (cur && ts - cur.end < 2000) cur.end = ts + dt;
      else busy.push((cur = { start: ts, end: ts + dt, samples: [] }));
      cur.samples.push([id, dt]);
    }
  }
  const tasks = busy.filter((b) => b.end - b.start >= 50_000).sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const l of long.sort((a, b) => b.d - a.d)) console.log(`  long task at ${l.t.toFixed(0)} ms: ${l.d.toFixed(0)} ms`);
  for (const b of tasks.slice(0, 6)) {
    console.log(`\n  busy stretch at +${((b.start - base) / 1000).toFixed(0)} ms (profile time), ${((b.end - b.start) / 1000).toFixed(0)} ms:`);
    const self = new Map();
    const total = new Map();
    for (const [id, dt] of b.samples) {
      const k = label(byId.get(id));
      self.set(k, (self.get(k) ?? 0) + dt);
      const seen = new Set();
      for (let n = id; n; n = parent.get(n)) {
        const kk = label(byId.get(n));
        if (seen.has(kk)) continue;
        seen.add(kk);
        total.set(kk, (total.get(kk) ?? 0) + dt);
      }
    }
    console.log("    self time:");
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${(v / 1000).toFixed(1).padStart(7)} ms  ${k.slice(0, 150)}`);
    console.log("    arbitro functions, total time:");
    for (const [k, v] of [...total].filter(([k]) => /arbitro/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${(v / 1000).toFixed(1).padStart(7)} ms  ${k.slice(0, 150)}`);
    console.log("    total time (with callees):");
    for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) console.log(`    ${(v / 1000).toFixed(1).padStart(7)} ms  ${k.slice(0, 150)}`);
  }
} finally {
  await server.close?.();
  rmSync(profile, { recursive: true, force: true });
}
