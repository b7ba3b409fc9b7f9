#!/usr/bin/env node
// Lighthouse 12.2.3 (mobile: its default emulated phone and simulated slow 4G) on the built
// dist/, served by tests/e2e/server.mjs with gzip only (as most hosts serve; --brotli to offer
// brotli too), in Debian's Chromium. Runs each page several times and prints every run and the
// median: performance score, LCP, CLS, TBT, FCP, bytes transferred and requests. It prints;
// nothing asserts a score or a time (the figures move with the machine's load).
//
//   node scripts/lighthouse.mjs [--runs 3] [--brotli] [--page /path …] [--save DIR] [--detail]
//   --save DIR: every run's full report as DIR/<page>-<run>.json (open in the Lighthouse viewer);
//   --detail:   also print, per run, the largest paint's element and its phases, the layout
//               shifts, the main thread's long tasks and every request (start, end, bytes).
//   (after a release build: trunk build --release --minify, or bash scripts/budget)
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../tests/e2e/server.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const runs = Number(opt("--runs", 3));
const brotli = args.includes("--brotli");
const save = opt("--save", null);
const detail = args.includes("--detail");
const pages = args.flatMap((a, i) => (args[i - 1] === "--page" ? [a] : []));
if (save) mkdirSync(save, { recursive: true });
if (pages.length === 0) {
  // The home page and a drill page (the bank's first drill).
  const topic = readdirSync("drills", { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()[0];
  const drill = readdirSync(join("drills", topic)).filter((f) => f.endsWith(".toml")).sort()[0].replace(/\.toml$/, "");
  pages.push("/", `/drills/${drill}`);
}

const server = await startServer(process.env.ARBITRO_DIST ?? "dist", 0, { encodings: brotli ? ["br", "gzip"] : ["gzip"] });
const profile = mkdtempSync(join(tmpdir(), "arbitro-lh-"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  userDataDir: profile,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (r) =>
  `perf ${String(r.perf).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms  FCP ${(r.fcp / 1000).toFixed(2)} s  ${(r.bytes / 1000).toFixed(1)} KB in ${r.requests} requests`;
// Where the time goes in one run: what the largest paint is and what it waited for, what moved,
// what blocked the main thread, and every request in the order it started (ms from navigation).
function printDetail(lhr) {
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  const lcpEl = items("largest-contentful-paint-element");
  for (const table of lcpEl) {
    for (const it of table.items ?? []) {
      if (it.node) console.log(`      LCP element: ${it.node.snippet?.slice(0, 140)} (${it.node.selector})`);
      if (it.phase) console.log(`      LCP phase ${it.phase}: ${Math.round(it.timing)} ms`);
    }
  }
  for (const it of items("layout-shifts")) console.log(`      shift ${it.score?.toFixed(3)}: ${it.node?.snippet?.slice(0, 120)}`);
  for (const it of items("long-tasks")) console.log(`      long task at ${Math.round(it.startTime)} ms: ${Math.round(it.duration)} ms (${it.url})`);
  for (const it of items("network-requests")) {
    console.log(`      ${String(Math.round(it.networkRequestTime ?? it.startTime)).padStart(6)}–${String(Math.round(it.networkEndTime ?? it.endTime)).padEnd(6)} ms ${String((it.transferSize / 1000).toFixed(1)).padStart(7)} KB ${it.url.replace(/^https?:\/\/[^/]+/, "")}`);
  }
}

try {
  console.log(`Lighthouse mobile, ${runs} runs per page, served with ${brotli ? "brotli or gzip" : "gzip"} (${server.url})`);
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const a = lhr.audits;
      const r = {
        perf: Math.round(lhr.categories.performance.score * 100),
        lcp: a["largest-contentful-paint"].numericValue,
        cls: a["cumulative-layout-shift"].numericValue,
        tbt: a["total-blocking-time"].numericValue,
        fcp: a["first-contentful-paint"].numericValue,
        bytes: a["total-byte-weight"].numericValue,
        requests: a["network-requests"].details?.items?.length ?? 0,
      };
      results.push(r);
      console.log(`  ${page.padEnd(24)} run ${i + 1}: ${fmt(r)}`);
      if (save) writeFileSync(join(save, `${page.replace(/[^a-z0-9]+/gi, "_")}-${i + 1}.json`), JSON.stringify(lhr));
      if (detail) printDetail(lhr);
    }
    const m = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
    console.log(`  ${page.padEnd(24)} median: ${fmt(m)}`);
  }
} finally {
  await chrome.kill();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
