#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml): runs after Trunk has written the whole build to
// $TRUNK_STAGING_DIR and before it replaces dist/ with it.
//
// 1. Writes arbitro-source.tar.gz: the source of this build (every file git tracks or would
//    track, reproducibly packed), linked from the About page as the GPL asks.
// 2. Fills the sw.js template (public/sw.js, copied into the staging dir by Trunk) with the list
//    of every file of the build and a build version: a digest of those files' names and bytes.
//    Identical builds give an identical sw.js; any change gives a new one, which the browser
//    installs and the page offers to activate.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
const publicUrl = (process.env.TRUNK_PUBLIC_URL ?? "/").replace(/\/?$/, "/");
if (!staging) {
  console.error("sw-build: TRUNK_STAGING_DIR is not set (run me as a Trunk post_build hook)");
  process.exit(1);
}

const SW = "sw.js";
const SOURCE_ARCHIVE = "arbitro-source.tar.gz";
// Files in the build that are not precached: the worker itself, the source archive (a
// download for whoever wants it, not something the app needs offline), and the engine's
// replies computed at build time (/replies/…, written by scripts/shell.mjs: more than a
// thousand small files; the page reads one when online and asks the precached engine worker
// otherwise), and each drill's static first page (/drills/<id>/index.html, scripts/pages.mjs:
// offline, every route is answered with index.html).
const NOT_PRECACHED = new Set([SW, SOURCE_ARCHIVE]);
const NOT_PRECACHED_DIRS = ["replies/", "drills/"];

// 1. The source archive.
// What git tracks or would track; outside a git checkout (an unpacked archive), every file
// except the build outputs and the installed tools.
function sourceFiles() {
  try {
    const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: source,
      encoding: "utf8",
      maxBuffer: 64 << 20,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\0").filter(Boolean);
  } catch {
    const skip = new Set([".git", "target", "dist", "node_modules", ".e2e-tmp"]);
    const list = (dir) =>
      readdirSync(join(source, dir), { withFileTypes: true }).flatMap((e) => {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (skip.has(rel)) return [];
        return e.isDirectory() ? list(rel) : [rel];
      });
    return list("");
  }
}
const existing = sourceFiles().filter((f) => statSync(join(source, f), { throwIfNoEntry: false })?.isFile());
const tar = execFileSync(
  "tar",
  ["--create", "--sort=name", "--mtime=@0", "--owner=0", "--group=0", "--numeric-owner",
   "--transform=s,^,arbitro/,", "--null", "--files-from=-", "--file=-"],
  { cwd: source, input: existing.join("\0"), maxBuffer: 256 << 20 },
);
writeFileSync(join(staging, SOURCE_ARCHIVE), execFileSync("gzip", ["-9n"], { input: tar, maxBuffer: 256 << 20 }));

// 2. The service worker.
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}
const build = walk(staging)
  .map((f) => relative(staging, f).split(sep).join("/"))
  .filter((f) => !NOT_PRECACHED.has(f) && !NOT_PRECACHED_DIRS.some((d) => f.startsWith(d)))
  .sort();
if (!build.includes("index.html")) {
  console.error(`sw-build: no index.html in ${staging}`);
  process.exit(1);
}
const digest = createHash("sha256");
for (const f of build) {
  digest.update(f + "\0");
  digest.update(readFileSync(join(staging, f)));
  digest.update("\0");
}
const version = digest.digest("hex").slice(0, 16);
const urls = build.map((f) => publicUrl + f);

const swPath = join(staging, SW);
let sw = readFileSync(swPath, "utf8");
const fill = (placeholder, value) => {
  const parts = sw.split(placeholder);
  if (parts.length !== 2) {
    console.error(`sw-build: ${swPath} must contain ${placeholder} exactly once`);
    process.exit(1);
  }
  sw = parts.join(value);
};
fill('"__ARBITRO_BUILD_VERSION__"', JSON.stringify(version));
fill('["__ARBITRO_ASSETS__"]', JSON.stringify(urls, null, 2));
fill('"__ARBITRO_INDEX__"', JSON.stringify(publicUrl + "index.html"));
writeFileSync(swPath, sw);
console.log(`sw-build: version ${version}, ${urls.length} files precached`);
