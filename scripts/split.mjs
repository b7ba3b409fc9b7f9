#!/usr/bin/env node
// Step 2 of the Trunk post-build hook (scripts/post-build.mjs): splits the app's wasm by route.
//
// Trunk 0.21 has no split step (trunk-rs/trunk#1022), so this does what cargo-leptos's `--split`
// does, after Trunk's own build:
//   1. takes the app as the linker wrote it (target/wasm32-unknown-unknown/<profile>/app.wasm,
//      linked with --emit-relocs by build.rs) and cuts it with wasm-split-cli
//      (wasm_split_cli_support, pinned in scripts/setup) at the `#[lazy_route]` split points
//      (src/app/mod.rs): the main module (the shell, home, router, shared code), one piece per
//      lazy route and chunks of code that several routes share, plus __wasm_split.js, the loader;
//   2. runs wasm-bindgen on the main module (--keep-lld-exports --no-demangle: the pieces link
//      against its exports by their linker names), and in a release build wasm-opt -Oz on the
//      main module and on every piece;
//   3. puts all of it in ONE folder per build, /pkg-<digest of its files>/, so that the pieces of
//      two builds can never be mixed (the splitter's output differs between builds; the service
//      worker keeps one cache per build, and a page always loads pieces from its own folder);
//   4. replaces Trunk's inline start-up script (the Content-Security-Policy forbids inline
//      scripts) and preload links with /pkg-<digest>/boot.js, which starts the app after the
//      first paint, and removes Trunk's unsplit app-*.js / app-*_bg.wasm.
// Without split points in the wasm (none declared), only step 4 is done, on Trunk's own files.
import { createHash } from "node:crypto";
import { execFile, execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
const publicUrl = (process.env.TRUNK_PUBLIC_URL ?? "/").replace(/\/?$/, "/");
const release = process.env.TRUNK_PROFILE === "release";
if (!staging) {
  console.error("split: TRUNK_STAGING_DIR is not set (run me from scripts/post-build.mjs)");
  process.exit(1);
}
const fail = (msg) => {
  console.error(`split: ${msg}`);
  process.exit(1);
};
const run = (cmd, args) => {
  try {
    execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"], cwd: source });
  } catch (e) {
    fail(`${cmd} failed${e.code === "ENOENT" ? " (not on PATH: run bash scripts/setup, then source scripts/env.sh)" : ""}`);
  }
};
// The wasm features rustc 1.95 enables by default for wasm32-unknown-unknown; the pieces carry no
// target_features section of their own, so wasm-opt is told.
const features = ["bulk-memory", "nontrapping-float-to-int", "sign-ext", "mutable-globals", "reference-types", "multivalue"];
// wasm-opt on many pieces: two at a time (the build machines have two cores). Its warnings about
// the name subsection the splitter leaves ("unknown name subsection with id 3") are dropped.
async function optimise(files) {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await new Promise((ok) =>
        execFile("wasm-opt", ["-Oz", ...features.map((x) => `--enable-${x}`), file, "-o", file], { maxBuffer: 64 << 20 }, (err, _out, errText) => {
          const lines = String(errText).split("\n").filter((l) => l && !/unknown name subsection/.test(l));
          if (lines.length) console.error(lines.join("\n"));
          if (err) fail(`wasm-opt failed on ${file}${err.code === "ENOENT" ? " (not on PATH: source scripts/env.sh)" : ""}`);
          ok();
        }),
      );
    }
  };
  await Promise.all([worker(), worker()]);
}
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));

// Trunk's main app output, as its index.html names it (--minify drops the quotes).
const indexPath = join(staging, "index.html");
let html = readFileSync(indexPath, "utf8");
const stem = html.match(/(app-[0-9a-f]+)\.js/)?.[1];
if (!stem) fail(`no app-<hash>.js in ${indexPath}`);
const trunkJs = `${stem}.js`;
const trunkWasm = `${stem}_bg.wasm`;

const rawWasm = join(
  process.env.CARGO_TARGET_DIR ?? join(source, "target"),
  "wasm32-unknown-unknown",
  release ? "release" : "debug",
  "app.wasm",
);
const raw = existsSync(rawWasm) ? readFileSync(rawWasm) : null;
const hasSplitPoints = raw?.includes("__wasm_split_placeholder__") ?? false;

// The start-up module. It waits for the first contentful paint (the static shell, drawn from HTML
// and CSS alone) before it asks for the app's JS and wasm, so that nothing the app downloads competes
// with the first paint; there is no preload of them for the same reason.
const bootModule = (js, wasm, routes = []) => `// Starts the app after the first paint (written by scripts/split.mjs).
// Waits for the first contentful paint itself (the static shell on screen), not only for a frame:
// on a busy CPU a frame's callbacks run long before its pixels are shown, and then the app's
// downloads and start-up would delay the paint they must follow. Where the browser does not
// report paints, one frame; a page that is never painted still starts after 3 s.
await new Promise((ok) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(ok, 0));
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 3000);
  } else {
    start();
  }
});
// The main module downloads with its JS glue, not after it (the glue's fetch() takes it).
const early = (href) => {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = href;
  document.head.append(link);
};
early(new URL(${JSON.stringify(wasm)}, import.meta.url).href);
${routes.length ? `// A deep link: the route's own pieces download with the main module (the loader's fetch() takes them).
for (const [pattern, files] of ${JSON.stringify(routes)}) {
  if (!new RegExp(pattern).test(location.pathname)) continue;
  for (const f of files) early(new URL(f, import.meta.url).href);
  break;
}
` : ""}const { default: init } = await import(${JSON.stringify(js)});
await init({ module_or_path: new URL(${JSON.stringify(wasm)}, import.meta.url) });
`;

// A route needs its own piece and every chunk of code it shares with other routes: the splitter
// makes one chunk per set of routes sharing code, so a first visit to a drill fetched 25 files,
// most of them under 3 KB, each a request of its own on a slow connection. Each route's small
// files (under SMALL_PIECE bytes: 32 KB, so that the small chunks one route shares with the case
// desk still ride in its bundle) also go, end to end, into ONE file, /pkg-…/<route>.pieces;
// the loader fetches it when the route is first asked for and instantiates each small piece
// from its slice, and fetches the large shared chunks by themselves (they stay shared between
// routes, downloaded once). A small piece that another route has already loaded is simply not
// used again; if the bundle cannot be fetched, each piece is fetched alone as before.
const SMALL_PIECE = 32 * 1024;
function bundleSmallPieces(pkg) {
  const loaderPath = join(pkg, "__wasm_split.js");
  let loader = readFileSync(loaderPath, "utf8");
  const chunkFile = new Map(
    [...loader.matchAll(/const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([^"]+\.wasm)"/g)].map((m) => [m[1], m[2]]),
  );
  const routes = [...loader.matchAll(/export const (__wasm_split_load_\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([^"]+\.wasm)"[\s\S]*?\n, \[([^\]]*)\]\)\);/g)];
  if (routes.length === 0 || chunkFile.size === 0) fail(`${loaderPath}: not the loader this script knows (wasm-split-cli changed?)`);
  const table = {};
  let n = 0;
  for (const [, name, own, deps] of routes) {
    const files = [own, ...deps.split(",").map((d) => d.trim()).filter(Boolean).map((d) => chunkFile.get(d))];
    if (files.some((f) => !f)) fail(`${loaderPath}: ${name} needs a chunk the loader does not define`);
    const small = files.filter((f) => readFileSync(join(pkg, f)).length < SMALL_PIECE);
    if (small.length < 2) continue;
    const bundle = `${name.replace(/^__wasm_split_load___?/, "").replace(/_\d+$/, "")}.pieces`;
    const parts = [];
    let at = 0;
    const bytes = small.map((f) => {
      const b = readFileSync(join(pkg, f));
      parts.push([f, at, at + b.length]);
      at += b.length;
      return b;
    });
    writeFileSync(join(pkg, bundle), Buffer.concat(bytes));
    table[name] = [bundle, parts];
    n++;
  }
  // What a first visit to each route fetches: its bundle and its large pieces.
  for (const [, name, own, deps] of routes) {
    const files = [own, ...deps.split(",").map((d) => d.trim()).filter(Boolean).map((d) => chunkFile.get(d))];
    const inBundle = new Set((table[name]?.[1] ?? []).map(([f]) => f));
    routeFiles.set(name, [...(table[name] ? [table[name][0]] : []), ...files.filter((f) => !inBundle.has(f))]);
  }
  // Every piece is fetched through `piece()`; each route first starts its bundle.
  const fetches = (loader.match(/fetch\(new URL\("\.\/[^"]+\.wasm", import\.meta\.url\)\)/g) ?? []).length;
  loader = loader.replace(/fetch\(new URL\(("\.\/[^"]+\.wasm"), import\.meta\.url\)\)/g, "piece($1)");
  loader = loader.replace(/export const (__wasm_split_load_\w+) = wrapAsyncCb\(makeLoad\(/g, (_, name) => `export const ${name} = wrapAsyncCb(withBundle(${JSON.stringify(name)}, makeLoad(`);
  loader = loader.replace(/(export const __wasm_split_load_\w+ = wrapAsyncCb\(withBundle\([\s\S]*?\n, \[[^\]]*\]\))\);/g, "$1));");
  if (fetches !== chunkFile.size + routes.length || (loader.match(/withBundle\(/g) ?? []).length !== routes.length) {
    fail(`${loaderPath}: could not route every piece through the bundles`);
  }
  loader += `
// Written by scripts/split.mjs: each route's small pieces in one file (route -> [file, [[piece, start, end]…]]).
const BUNDLES = ${JSON.stringify(table)};
const fromBundle = new Map();
function piece(url) {
  const file = url.startsWith("./") ? url.slice(2) : url;
  const early = fromBundle.get(file);
  if (early) {
    fromBundle.delete(file);
    return early;
  }
  return fetch(new URL(file, import.meta.url));
}
function withBundle(route, load) {
  return () => {
    const b = BUNDLES[route];
    if (b) {
      delete BUNDLES[route];
      const all = fetch(new URL(b[0], import.meta.url)).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(r.status))));
      for (const [file, start, end] of b[1]) {
        if (fromBundle.has(file)) continue;
        fromBundle.set(
          file,
          all.then(
            (buf) => new Response(buf.slice(start, end), { headers: { "content-type": "application/wasm" } }),
            () => fetch(new URL(file, import.meta.url)),
          ),
        );
      }
    }
    return load();
  };
}
`;
  writeFileSync(loaderPath, loader);
  return n;
}

// The files each route's first visit fetches (by the loader's export name), for boot.js.
const routeFiles = new Map();

// Which path each lazy route answers, from the route table in src/app/mod.rs
// (`<Route path=path!("/drills/:id") view={Lazy::<DrillRoute>::new()}/>`): the route's piece is
// named after its type (`__wasm_split_load___drill_route_view_<hash>`). A deep link's start-up
// then asks for the route's pieces while the main module downloads, instead of after it has
// started. A route this does not find is only not asked for early.
function routePatterns() {
  let table;
  try {
    table = readFileSync(join(source, "src", "app", "mod.rs"), "utf8");
  } catch {
    return [];
  }
  const out = [];
  for (const m of table.matchAll(/<Route\s+path=path!\("([^"]+)"\)\s+view=\{Lazy::<(\w+)>::new\(\)\}/g)) {
    const snake = m[2].replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
    const pattern = "^" + m[1].split("/").map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/") + "/?$";
    const name = [...routeFiles.keys()].find((k) => k.includes(`_${snake}_view_`));
    if (name) out.push([pattern, routeFiles.get(name)]);
  }
  return out;
}

let dirName;
let pieces = 0;
let bundled = 0;
if (hasSplitPoints) {
  const work = mkdtempSync(join(tmpdir(), "arbitro-split-"));
  try {
    const cut = join(work, "cut");
    const pkg = join(work, "pkg");
    mkdirSync(cut);
    mkdirSync(pkg);
    // 1. Cut: cut/app.wasm (main, still to be bound), cut/__wasm_split.js, cut/*.wasm pieces.
    run("wasm-split-cli", [rawWasm, cut, "--out-name", "app"]);
    // 2. Bind the main module; the loader and the pieces go next to it.
    const bindgen = ["--target=web", "--keep-lld-exports", "--no-demangle", "--no-typescript", `--out-dir=${pkg}`, "--out-name=app"];
    if (!release) bindgen.push("--keep-debug");
    run("wasm-bindgen", [...bindgen, join(cut, "app.wasm")]);
    for (const f of readdirSync(cut)) {
      if (f !== "app.wasm") renameSync(join(cut, f), join(pkg, f));
    }
    const wasm = readdirSync(pkg).filter((f) => f.endsWith(".wasm"));
    pieces = wasm.length;
    if (release) await optimise(wasm.map((f) => join(pkg, f)));
    bundled = bundleSmallPieces(pkg);
    writeFileSync(join(pkg, "boot.js"), bootModule("./app.js", "./app_bg.wasm", routePatterns()));
    // 3. One folder per build, named after what is in it.
    const digest = createHash("sha256");
    for (const f of walk(pkg).map((f) => relative(pkg, f).split(sep).join("/")).sort()) {
      digest.update(f + "\0");
      digest.update(readFileSync(join(pkg, f)));
      digest.update("\0");
    }
    dirName = `pkg-${digest.digest("hex").slice(0, 16)}`;
    rmSync(join(staging, dirName), { recursive: true, force: true });
    renameSync(pkg, join(staging, dirName));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  rmSync(join(staging, trunkJs), { force: true });
  rmSync(join(staging, trunkWasm), { force: true });
}

// 4. The start-up: an external module instead of Trunk's inline script.
let bootUrl;
if (dirName) {
  bootUrl = `${publicUrl}${dirName}/boot.js`;
} else {
  const boot = `boot-${stem.slice(4)}.js`;
  writeFileSync(join(staging, boot), bootModule(`./${trunkJs}`, `./${trunkWasm}`));
  bootUrl = `${publicUrl}${boot}`;
  // index.html asks Trunk not to optimise the app (data-wasm-opt="0"): it is done here.
  if (release) await optimise([join(staging, trunkWasm)]);
}
const before = html;
html = html
  .replace(new RegExp(`<script[^>]*>[^<]*${stem.replace(/[-]/g, "\\-")}\\.js[\\s\\S]*?</script>`, "g"), "")
  .replace(new RegExp(`<link[^>]*${stem}[^>]*>`, "g"), "");
if (html === before || html.includes(stem)) fail(`could not replace Trunk's start-up of ${trunkJs} in index.html`);
html = html.replace(/<\/head>/, `<script type="module" src="${bootUrl}"></script></head>`);
writeFileSync(indexPath, html);
console.log(
  dirName
    ? `split: ${pieces} wasm files in /${dirName}/ (main module and route pieces), the small ones of ${bundled} routes also in one file each; start-up ${bootUrl}`
    : `split: no split points in ${rawWasm}; start-up ${bootUrl}`,
);
