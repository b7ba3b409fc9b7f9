#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml), the first one: writes the static shell into the staged
// index.html in place of its empty `<div id="shell"></div>`. The shell (the header and the home
// page's first screen, in both languages) is printed by the native `shell` binary
// (src/bin/shell.rs) from the same texts and drill index as the app, so the first paint needs
// only HTML and CSS.
// Then `shell --replies` writes into the build the engine's replies that depend on nothing the
// user types (the catalogue, every drill in every edition: /replies/…, see
// `service::built_replies`), which the page reads before it asks the engine worker.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("shell: TRUNK_STAGING_DIR is not set (run me as a Trunk post_build hook)");
  process.exit(1);
}
const shellBin = (...args) =>
  execFileSync("cargo", ["run", "--quiet", "--offline", "--locked", "--bin", "shell", "--", ...args], {
    cwd: process.env.TRUNK_SOURCE_DIR ?? process.cwd(),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 << 20,
  });
const shell = shellBin();
const file = join(staging, "index.html");
const html = readFileSync(file, "utf8");
// --minify drops the quotes: <div id=shell></div>.
const slot = /<div id=["']?shell["']?\s*><\/div>/;
if (!slot.test(html)) {
  console.error(`shell: ${file} has no empty <div id="shell"></div> to fill`);
  process.exit(1);
}
writeFileSync(file, html.replace(slot, () => shell));
console.log(`shell: ${shell.length} bytes of static shell written into index.html`);
const replies = Number(shellBin("--replies", staging).trim());
console.log(`shell: ${replies} engine replies written into /replies/`);
