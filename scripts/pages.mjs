#!/usr/bin/env node
// Step 3 of the Trunk post-build hook (scripts/post-build.mjs), after the split (which writes
// index.html's start-up): writes a static page for every drill, /drills/<id>/index.html, so that
// a first visit to a drill paints the drill (its title, narrative and question, in both
// languages) from HTML and CSS alone, like the home page. Each is index.html with the home
// page's static shell replaced by the drill's (printed by `shell --drill-pages`,
// src/bin/shell.rs); the app keeps it on screen until the drill player has its drill. A static
// server that answers /drills/<id> with that folder's index.html serves it
// (tests/e2e/server.mjs does); any other server's fallback to index.html still works. These
// pages are not precached: offline, the service worker answers every route with index.html.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("pages: TRUNK_STAGING_DIR is not set (run me from scripts/post-build.mjs)");
  process.exit(1);
}
const html = readFileSync(join(staging, "index.html"), "utf8");
const start = html.indexOf('<div id="shell">');
const end = html.indexOf("<noscript>", start);
if (start < 0 || end < 0) {
  console.error("pages: index.html has no static shell followed by <noscript> (scripts/shell.mjs runs first)");
  process.exit(1);
}
const shells = JSON.parse(
  execFileSync("cargo", ["run", "--quiet", "--offline", "--locked", "--bin", "shell", "--", "--drill-pages"], {
    cwd: process.env.TRUNK_SOURCE_DIR ?? process.cwd(),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 << 20,
  }),
);
let n = 0;
for (const [id, shell] of Object.entries(shells)) {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) continue;
  const dir = join(staging, "drills", id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), html.slice(0, start) + shell + html.slice(end));
  n++;
}
console.log(`pages: ${n} drill pages written into /drills/<id>/index.html`);
