#!/usr/bin/env node
// The one Trunk post_build hook (Trunk.toml). Trunk 0.21 starts all hooks of a stage at once,
// so the steps that must follow each other run here, in order, each a script of its own:
//   1. shell.mjs     the static shell (header and home page) into index.html
//   2. split.mjs     the app's wasm split by route (wasm-split), pieces bound and optimised
//   3. pages.mjs     a static page for every drill (/drills/<id>/index.html), from index.html
//   4. sw-build.mjs  the source archive, then sw.js with the list of every file and the version
//   5. compress.mjs  .br and .gz next to every text file (release builds)
// A step that fails stops the build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
for (const step of ["shell.mjs", "split.mjs", "pages.mjs", "sw-build.mjs", "compress.mjs"]) {
  const script = join(here, step);
  if (!existsSync(script)) continue;
  const t0 = Date.now();
  try {
    execFileSync(process.execPath, [script], { stdio: "inherit" });
  } catch {
    console.error(`post-build: ${step} failed`);
    process.exit(1);
  }
  console.log(`post-build: ${step} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
