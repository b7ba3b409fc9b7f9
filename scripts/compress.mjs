#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml), the last one: writes `<file>.br` (brotli, quality 11) and
// `<file>.gz` (gzip -9) next to every text asset of a release build, so that a static server can
// send the precompressed bytes to a browser that accepts them (tests/e2e/server.mjs does).
// Debug builds are left alone (their wasm is large and rebuilt every few seconds).
//
//   node scripts/compress.mjs [dir]     by hand, on a built dist/ (default: $TRUNK_STAGING_DIR)
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The extensions that are text (or compress like text) and worth precompressing. */
/** (`.pieces`: several wasm pieces end to end, scripts/split.mjs.) */
export const COMPRESSIBLE = new Set([".wasm", ".pieces", ".js", ".mjs", ".css", ".html", ".json", ".svg", ".webmanifest", ".txt"]);

export function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_GENERIC,
    },
  });
}

export function gzip(bytes) {
  return gzipSync(bytes, { level: 9 });
}

const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error("compress: give a directory or run me as a Trunk post_build hook");
    process.exit(1);
  }
  if (!process.argv[2] && process.env.TRUNK_PROFILE !== "release") {
    console.log("compress: debug build, nothing precompressed");
    process.exit(0);
  }
  let n = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(bytes));
    writeFileSync(`${file}.gz`, gzip(bytes));
    n++;
  }
  console.log(`compress: ${n} files, each with .br and .gz`);
}
