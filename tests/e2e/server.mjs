// A small static server for the built app (dist/), for the browser tests and local checks.
// - SPA fallback: a path without a file extension that is not a file gets index.html, so deep
//   links (/drills/x) load the app; a missing file with an extension is a 404.
// - Correct MIME types (application/wasm for WebAssembly streaming compilation).
// - `no-cache` everywhere, so the browser revalidates and the service worker is what caches.
// - `overrides` lets a test serve other bytes for a path (e.g. a new sw.js = a new deployment).
// - Precompressed files: when `<file>.br` or `<file>.gz` exists (scripts/compress.mjs writes them
//   in a release build) and the request's Accept-Encoding allows it, those bytes are sent with
//   `Content-Encoding` and the original file's type; every compressible answer says
//   `Vary: Accept-Encoding`. `encodings` limits what is offered (["gzip"] = as most hosts serve).
// - The Content-Security-Policy of index.html's <meta http-equiv> as a header on every response
//   (so that it also covers the workers, which a <meta> does not reach), plus what only a header
//   can say: `frame-ancestors 'none'`.
//
//   node tests/e2e/server.mjs [dist] [port] [--gzip-only | --identity]
//                                       serve by hand (port 0 or none = a free one)
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { COMPRESSIBLE } from "../../scripts/compress.mjs";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".gz": "application/gzip",
};

// Best first: brotli is 22–23 % smaller than gzip on the wasm.
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

/** The encodings an Accept-Encoding header allows (q=0 refuses), e.g. "gzip, deflate, br". */
export function accepted(header) {
  const ok = new Set();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) ok.add(name);
  }
  return ok;
}

/**
 * Starts serving `root` on 127.0.0.1:`port` (0 = any free port). `encodings`: the precompressed
 * variants offered, best first among ["br", "gzip"] ([] = always the plain file).
 */
export async function startServer(root, port = 0, { encodings = ["br", "gzip"] } = {}) {
  root = resolve(root);
  const csp = await contentSecurityPolicy(root);
  const overrides = new Map();
  const log = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    log.push(path);
    try {
      if (overrides.has(path)) return send(res, csp, 200, path, overrides.get(path));
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) return send(res, csp, 403, ".txt", "forbidden");
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, "index.html");
        info = await stat(file).catch(() => null);
      }
      if (!info && extname(path) === "") {
        file = join(root, "index.html");
        info = await stat(file).catch(() => null);
      }
      if (!info) return send(res, csp, 404, ".txt", "not found");
      const compressible = COMPRESSIBLE.has(extname(file));
      const allowed = accepted(req.headers["accept-encoding"]);
      for (const e of ENCODINGS) {
        if (!compressible || !encodings.includes(e.name) || !allowed.has(e.name)) continue;
        const body = await readFile(file + e.suffix).catch(() => null);
        if (body) return send(res, csp, 200, file, body, { "content-encoding": e.name, vary: "Accept-Encoding" });
      }
      send(res, csp, 200, file, await readFile(file), compressible ? { vary: "Accept-Encoding" } : {});
    } catch (e) {
      send(res, csp, 500, ".txt", String(e));
    }
  });
  await new Promise((ok, fail) => server.once("error", fail).listen(port, "127.0.0.1", ok));
  const actual = server.address().port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    overrides,
    log,
    /** Stops listening and drops open connections, so the next request is refused. */
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

/** The policy of `root/index.html`'s CSP <meta>, with `frame-ancestors 'none'` added. */
export async function contentSecurityPolicy(root) {
  const html = await readFile(join(root, "index.html"), "utf8").catch(() => "");
  // The minified page may put `content` before `http-equiv` and drop the quotes of the latter.
  const tag = html.match(/<meta\b[^>]*http-equiv="?Content-Security-Policy"?[^>]*>/i)?.[0];
  const content = tag?.match(/\bcontent="([^"]*)"/i)?.[1];
  if (!content) throw new Error(`${root}/index.html has no Content-Security-Policy <meta>`);
  return `${content}; frame-ancestors 'none'`;
}

function send(res, csp, status, name, body, extra = {}) {
  res.writeHead(status, {
    "content-type": MIME[extname(name)] ?? "application/octet-stream",
    "cache-control": "no-cache",
    "content-security-policy": csp,
    ...extra,
  });
  res.end(body);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
  const [dir = "dist", port = "0"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const encodings = flags.includes("--identity") ? [] : flags.includes("--gzip-only") ? ["gzip"] : ["br", "gzip"];
  const s = await startServer(dir, Number(port), { encodings });
  console.log(`serving ${dir} on ${s.url}/ (precompressed: ${encodings.join(", ") || "none"})`);
}
