#!/usr/bin/env node
// Size report for a built dist/ (see scripts/budget). Measures; asserts nothing.
//
// - every file: raw, gzip -9 and brotli q11 (the same compressors as scripts/compress.mjs);
// - the home page's first load: index.html and what it pulls in before it is interactive (its
//   stylesheets and scripts, the start-up module and everything it imports, the main wasm);
// - each route's piece (from the split loader, /pkg-*/__wasm_split.js) with the shared chunks
//   it needs, and what a first visit to that route adds;
// - the engine worker (loaded after the first paint).
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";
import { brotli, gzip } from "./compress.mjs";

const dist = process.argv[2] ?? "dist";
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
const files = new Map(
  walk(dist)
    .filter((f) => !/\.(br|gz)$/.test(f) || f.endsWith(".tar.gz"))
    .map((f) => {
      const bytes = readFileSync(f);
      const path = "/" + relative(dist, f).split(sep).join("/");
      return [path, { path, raw: bytes.length, gz: gzip(bytes).length, br: brotli(bytes).length }];
    }),
);
const text = (p) => readFileSync(join(dist, p), "utf8");
const resolveUrl = (from, url) => posix.normalize(url.startsWith("/") ? url : posix.join(posix.dirname(from), url));

// The home page's first load: what index.html links, and the JS modules' static imports.
const first = new Set(["/index.html"]);
const html = text("index.html");
for (const m of html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)=["']?([^"'\s>]+)/g)) {
  const url = resolveUrl("/index.html", m[1]);
  if (files.has(url)) first.add(url);
}
const queue = [...first].filter((p) => p.endsWith(".js"));
while (queue.length) {
  const js = queue.pop();
  const body = text(js);
  for (const m of body.matchAll(/(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(?\s*["']([^"']+)["']/g)) {
    const url = resolveUrl(js, m[1] ?? m[2]);
    if (files.has(url) && !first.has(url)) {
      first.add(url);
      queue.push(url);
    }
  }
  // The wasm a start-up module instantiates: new URL("./x.wasm", import.meta.url).
  for (const m of body.matchAll(/new URL\(\s*["']([^"']+\.wasm)["']\s*,\s*import\.meta\.url\)/g)) {
    if (/__wasm_split/.test(js)) continue; // the loader's URLs are the lazy pieces
    const url = resolveUrl(js, m[1]);
    if (files.has(url)) first.add(url);
  }
}

// The route pieces, from the split loader: `const __chunk_N = makeLoad(... "./x.wasm" ...)` and
// `export const __wasm_split_load_<split> = wrapAsyncCb(makeLoad(... "./y.wasm" ..., [__chunk_N]))`.
const routes = [];
for (const loader of [...files.keys()].filter((p) => p.endsWith("/__wasm_split.js"))) {
  const body = text(loader);
  const chunks = new Map();
  for (const m of body.matchAll(/const (__chunk_\d+) = makeLoad\([\s\S]*?["']\.\/([^"']+\.wasm)["']/g)) {
    chunks.set(m[1], resolveUrl(loader, m[2]));
  }
  // scripts/split.mjs also puts each route's small pieces in one file: `const BUNDLES = {route:
  // [file, [[piece, start, end]…]]}`; a first visit fetches that file and the other pieces.
  const bundles = JSON.parse(body.match(/const BUNDLES = (\{.*\});/)?.[1] ?? "{}");
  for (const m of body.matchAll(/export const (__wasm_split_load_(\w+)) = wrapAsyncCb\((?:withBundle\("[^"]*", )?makeLoad\(([\s\S]*?), \[([^\]]*)\]\)\)/g)) {
    const own = m[3].match(/["']\.\/([^"']+\.wasm)["']/);
    let pieces = [own && resolveUrl(loader, own[1]), ...m[4].split(",").map((c) => chunks.get(c.trim()))].filter(Boolean);
    const bundle = bundles[m[1]];
    if (bundle) {
      const inside = new Set(bundle[1].map(([f]) => resolveUrl(loader, `./${f}`)));
      pieces = [...pieces.filter((p) => !inside.has(p)), resolveUrl(loader, `./${bundle[0]}`)];
    }
    routes.push({ name: m[2].replace(/_\d+$/, ""), pieces });
  }
}
const worker = [...files.keys()].filter((p) => /^\/worker(_loader)?[^/]*\.(js|wasm)$/.test(p));

const kb = (n) => (n / 1000).toFixed(1);
const row = (a, ...cols) => console.log(`${a.padEnd(58)} ${cols.map((c) => String(c).padStart(9)).join(" ")}`);
const sum = (paths) =>
  [...paths].reduce((t, p) => {
    const f = files.get(p);
    return { raw: t.raw + f.raw, gz: t.gz + f.gz, br: t.br + f.br, n: t.n + 1 };
  }, { raw: 0, gz: 0, br: 0, n: 0 });
const precached = new Set(JSON.parse(text("sw.js").match(/const ASSETS = (\[[^\]]*\])/)[1]));

// The engine's replies computed at build time (/replies/…): one line for all, and the one a
// drill page reads.
const replies = [...files.keys()].filter((p) => p.startsWith("/replies/"));
// Each drill's static first page (/drills/<id>/index.html, scripts/pages.mjs): one line for all.
const drillPages = [...files.keys()].filter((p) => /^\/drills\/[^/]+\/index\.html$/.test(p));
const listed = (p) => !p.startsWith("/replies/") && !drillPages.includes(p);
row("file (KB = 1000 bytes)", "raw KB", "gzip KB", "br KB", "");
for (const f of [...files.values()].filter((f) => listed(f.path)).sort((a, b) => b.gz - a.gz)) {
  const what = first.has(f.path) ? "first load" : f.path === "/sw.js" ? "service worker" : precached.has(f.path) ? "precached" : "download only";
  row(f.path, kb(f.raw), kb(f.gz), kb(f.br), what.padStart(14));
}
console.log("-".repeat(100));
const home = sum(first);
row(`home page, first load (${home.n} files)`, kb(home.raw), kb(home.gz), kb(home.br));
for (const r of routes.sort((a, b) => a.name.localeCompare(b.name))) {
  const s = sum(r.pieces);
  row(`  route piece ${r.name} (${s.n} files)`, kb(s.raw), kb(s.gz), kb(s.br));
}
if (routes.length === 0) console.log("  (no route pieces: the app is not split)");
if (replies.length) {
  const r = sum(replies);
  row(`engine replies computed at build time (${r.n} files)`, kb(r.raw), kb(r.gz), kb(r.br));
  const drill = replies.filter((p) => p.startsWith("/replies/drill/"));
  const one = sum(drill.slice(0, 1));
  const all = sum(drill);
  row(`  one drill in one edition (${drill[0]})`, kb(one.raw), kb(one.gz), kb(one.br));
  row(`  average of ${all.n} drill replies`, kb(all.raw / all.n), kb(all.gz / all.n), kb(all.br / all.n));
}
if (drillPages.length) {
  const d = sum(drillPages);
  row(`drill pages, static first screen (${d.n} files; average)`, kb(d.raw / d.n), kb(d.gz / d.n), kb(d.br / d.n));
  // A first visit to a drill: its page instead of index.html, the same start-up, the drill
  // route's pieces and the drill's reply.
  const drillRoute = routes.find((r) => r.name === "__drill_route_view");
  const reply = replies.find((p) => p.startsWith("/replies/drill/"));
  if (drillRoute) {
    const visit = new Set([...first].filter((p) => p !== "/index.html"));
    visit.add(drillPages[0]);
    for (const p of drillRoute.pieces) visit.add(p);
    if (reply) visit.add(reply);
    const v = sum(visit);
    row(`a drill page, first visit (${v.n} files)`, kb(v.raw), kb(v.gz), kb(v.br));
  }
}
const w = sum(worker);
row(`engine worker, after the first paint (${w.n} files)`, kb(w.raw), kb(w.gz), kb(w.br));
const all = sum(files.keys());
row(`everything in dist/ (${all.n} files, without .br/.gz)`, kb(all.raw), kb(all.gz), kb(all.br));
console.log("Targets (issue 14): the home page's first load ≤ 150 KB gzip (ceiling 200 KB).");
console.log(`first-load files: ${[...first].join(" ")}`);
