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

// The start-up module. It waits for the first frame (the static shell, drawn from HTML and CSS
// alone) before it asks for the app's JS and wasm, so that nothing the app downloads competes
// with the first paint; there is no preload of them for the same reason.
const bootModule = (js, wasm) => `// Starts the app after the first paint (written by scripts/split.mjs).
await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
const { default: init } = await import(${JSON.stringify(js)});
await init({ module_or_path: new URL(${JSON.stringify(wasm)}, import.meta.url) });
`;

let dirName;
let pieces = 0;
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
    writeFileSync(join(pkg, "boot.js"), bootModule("./app.js", "./app_bg.wasm"));
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
    ? `split: ${pieces} wasm files in /${dirName}/ (main module and route pieces); start-up ${bootUrl}`
    : `split: no split points in ${rawWasm}; start-up ${bootUrl}`,
);
