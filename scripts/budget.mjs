#!/usr/bin/env node
// Size report for a built dist/ (see scripts/budget).
import { gzipSync } from "node:zlib";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const dist = process.argv[2] ?? "dist";
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
const files = walk(dist)
  .map((f) => {
    const bytes = readFileSync(f);
    return { path: "/" + relative(dist, f).split(sep).join("/"), raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gz - a.gz);

// First load: index.html plus what it links (script, module preload, wasm preload, css,
// manifest, icons). --minify drops attribute quotes, so quotes are optional here.
const html = readFileSync(join(dist, "index.html"), "utf8");
const linked = new Set(["/index.html"]);
for (const m of html.matchAll(/(?:href|src|module_or_path:)\s*=?\s*["']?([^"'\s>]+)/g)) {
  const url = m[1].replace(/^\.?\/?/, "/");
  if (files.some((f) => f.path === url)) linked.add(url);
}
for (const m of html.matchAll(/from\s+'([^']+)'/g)) linked.add(m[1].replace(/^\.?\/?/, "/"));

// What the service worker precaches after the first load (its list is written at build time).
const precached = new Set(JSON.parse(readFileSync(join(dist, "sw.js"), "utf8").match(/const ASSETS = (\[[^\]]*\])/)[1]));

const kb = (n) => (n / 1000).toFixed(1).padStart(8);
const row = (a, b, c, d) => console.log(`${a.padEnd(44)} ${b.padStart(10)} ${c.padStart(10)}  ${d}`);
row("file", "raw KB", "gzip KB", "");
let first = { raw: 0, gz: 0 };
let all = { raw: 0, gz: 0 };
for (const f of files) {
  const isFirst = linked.has(f.path);
  row(f.path, kb(f.raw), kb(f.gz), isFirst ? "first load" : f.path === "/sw.js" ? "service worker" : precached.has(f.path) ? "precached after load" : "download only");
  all.raw += f.raw;
  all.gz += f.gz;
  if (isFirst) {
    first.raw += f.raw;
    first.gz += f.gz;
  }
}
console.log("-".repeat(80));
row("first load (index.html and what it pulls in)", kb(first.raw), kb(first.gz), `${linked.size} files`);
row("everything in dist/", kb(all.raw), kb(all.gz), `${files.length} files`);
console.log(`(KB = 1000 bytes; gzip level 9. Target for the first load: ≤ 200 KB gzip.)`);
