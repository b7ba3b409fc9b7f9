// The first load (issue 14): the static shell in index.html, its hand-over to the app, the
// precompressed files, the route pieces, and every route offline after one visit.
import assert from "node:assert/strict";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DIST, cacheContents, waitForServiceWorker, withApp } from "./harness.mjs";
import { startServer } from "./server.mjs";

const TOPIC_CODES = ["touch_move", "illegal_moves", "clock", "draw_claims", "flag_fall", "quickplay", "rapid_blitz", "sealed_moves", "game_end", "irregularities", "draw_offers", "conduct",
  // Issue 12, helper drills3.
  "default_time", "promotion",
  // Issue 12, helper sheet.
  "scoresheets",
  // Issue 12, helper vi.
  "visually_disabled"];

// Every route once (the id of the element that shows it rendered, and a text it shows).
const ROUTES = [
  ["/", "#page-home h1", "Tópicos e progresso"],
  ["/drills", "#page-drills h1", "Exercícios"],
  ["/drills/toque-01", "#drill-id", "toque-01"],
  ["/quiz", "#page-quiz h1", "Questionário"],
  ["/clock", "#page-clock h1", "Relógio"],
  ["/instructor", "#page-instructor h1", "Modo instrutor"],
  ["/instructor/illegal-moves-002", "#proj-title", null],
  ["/settings", "#page-settings h1", "Ajustes"],
  ["/about", "#page-about h1", "Sobre o Árbitro"],
  ["/no/such/page", "#page-not-found h1", "Página não encontrada"],
];

// The start-up module (a file: the Content-Security-Policy allows no inline script).
const BOOT = /\/boot[^/]*\.js$/;

test("index.html carries the header and the home page's topics and counts, and no inline script", async () => {
  const html = await readFile(join(DIST, "index.html"), "utf8");
  for (const code of TOPIC_CODES) assert.match(html, new RegExp(`data-topic=["']?${code}`), `topic ${code} in the shell`);
  assert.match(html, /<progress max=["']?\d+["']? value=["']?0/);
  for (const text of ["Tópicos e progresso", "Topics and progress", "Exercícios", "Drills"]) assert.ok(html.includes(text), text);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    assert.match(m[1], /\bsrc=/, `an inline script: ${m[0].slice(0, 120)}`);
    assert.equal(m[2].trim(), "");
  }
});

// Where the home page's visible parts are, in CSS pixels.
const layout = (page) =>
  page.evaluate(() => {
    const root = document.getElementById("shell") ?? document.body;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    const sel = ["header.top", ".brand", ".edition", ".lang", "nav ul", "h1", ".lead", "h2", ".topic-progress", ".topic-progress li", ".actions a", ".actions button", ".help"];
    return Object.fromEntries(sel.map((s) => [s, [...root.querySelectorAll(s)].map(box)]));
  });

test("the static shell and the app draw the home page in the same places, in the saved language", async () => {
  await withApp(async ({ page, server, errors }) => {
    for (const lang of ["pt-BR", "en"]) {
      // Without the app: only HTML and CSS.
      await page.route(BOOT, (route) => route.abort());
      await page.goto(server.url + "/");
      await page.evaluate((l) => localStorage.setItem("arbitro.lang", l), lang);
      await page.reload();
      assert.equal(await page.locator("#shell h1").innerText(), lang === "en" ? "Topics and progress" : "Tópicos e progresso");
      assert.equal(await page.locator("#page-home").count(), 0, "the app did not start");
      const shell = await layout(page);
      assert.equal(shell[".topic-progress li"].length, TOPIC_CODES.length);
      // With the app: it replaces the shell.
      await page.unroute(BOOT);
      await page.reload();
      await page.locator("#page-home h1").waitFor();
      assert.equal(await page.locator("#shell").count(), 0, "the shell is gone");
      const app = await layout(page);
      assert.deepEqual(app, shell, `${lang}: the app draws the first screen where the shell did`);
    }
    assert.deepEqual(errors.filter((e) => !/ERR_FAILED|net::/.test(e)), []);
  });
});

test("a drill's own static page paints the drill without the app, and the app takes over in the same places", async () => {
  await withApp(async ({ page, server, errors }) => {
    const path = "/drills/touch-move-001";
    const html = await readFile(join(DIST, path, "index.html"), "utf8");
    assert.match(html, /<div id="shell" data-keep="drill">/);
    await page.route(BOOT, (route) => route.abort());
    await page.goto(server.url + path);
    const title = (await page.locator("#shell h2.player-title").innerText()).trim();
    assert.ok(title.length > 0 && html.includes(title), `the drill's title in the static page: ${title}`);
    assert.ok((await page.locator("#shell p.question").innerText()).trim().length > 0);
    assert.equal(await page.locator("#page-drill").count(), 0, "the app did not start");
    const box = (sel) => page.locator(sel).first().boundingBox().then((b) => b && [Math.round(b.x), Math.round(b.y), Math.round(b.width)]);
    const shell = { h1: await box("#shell h1"), h2: await box("#shell h2.player-title") };
    await page.unroute(BOOT);
    await page.reload();
    await page.locator("#drill-title").waitFor();
    assert.equal(await page.locator("#shell").count(), 0, "the shell is gone once the drill is drawn");
    assert.equal((await page.locator("#drill-title").innerText()).trim(), title);
    assert.deepEqual({ h1: await box("#page-drill h1"), h2: await box("#drill-title") }, shell, "the app draws the title where the static page did");
    assert.deepEqual(errors.filter((e) => !/ERR_FAILED|net::/.test(e)), []);
  });
});

test("precompressed files are sent by Accept-Encoding, with the right type and Vary", async () => {
  const s = await startServer(DIST);
  const gzipOnly = await startServer(DIST, 0, { encodings: ["gzip"] });
  try {
    const sw = await readFile(join(DIST, "sw.js"), "utf8");
    const wasm = sw.match(/"(\/[^"]*app[^"]*\.wasm)"/)[1];
    const plain = await readFile(join(DIST, wasm));
    const get = (server, path, ae) => fetch(server.url + path, { headers: { "accept-encoding": ae } });
    const body = async (r) => Buffer.from(await r.arrayBuffer());
    // Node's fetch decodes by itself when it can; ask with a raw request header to see the bytes.
    const raw = (server, path, ae) =>
      new Promise((ok, fail) => {
        import("node:http").then(({ get: httpGet }) =>
          httpGet(server.url + path, { headers: { "accept-encoding": ae } }, (res) => {
            const parts = [];
            res.on("data", (c) => parts.push(c));
            res.on("end", () => ok({ headers: res.headers, bytes: Buffer.concat(parts) }));
          }).on("error", fail),
        );
      });
    const br = await raw(s, wasm, "gzip, deflate, br");
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers["content-type"], "application/wasm");
    assert.equal(br.headers.vary, "Accept-Encoding");
    assert.ok(brotliDecompressSync(br.bytes).equals(plain));
    assert.ok(br.bytes.length < plain.length / 2, "brotli at least halves the wasm");
    const gz = await raw(gzipOnly, wasm, "gzip, deflate, br");
    assert.equal(gz.headers["content-encoding"], "gzip");
    assert.ok(gunzipSync(gz.bytes).equals(plain));
    const none = await raw(s, wasm, "identity");
    assert.equal(none.headers["content-encoding"], undefined);
    assert.ok(none.bytes.equals(plain));
    const html = await raw(s, "/drills/x", "br");
    assert.equal(html.headers["content-encoding"], "br");
    assert.match(html.headers["content-type"], /^text\/html/);
    assert.equal((await get(s, "/icons/icon-192.png", "br")).headers.get("content-encoding"), null);
    assert.ok((await body(await get(s, "/index.html", "br"))).length > 0);
    // Every text file of the build has both variants.
    const walk = async (d) =>
      (await readdir(d, { withFileTypes: true })).flatMap((e) => (e.isDirectory() ? [] : [join(d, e.name)]));
    const top = await walk(DIST);
    for (const f of top.filter((f) => /\.(wasm|js|css|html|json|svg|webmanifest|txt)$/.test(f))) {
      assert.ok(top.includes(`${f}.br`) && top.includes(`${f}.gz`), `${f}.br and .gz`);
    }
  } finally {
    await s.close();
    await gzipOnly.close();
  }
});

test("the home page downloads no route piece; a route fetches its piece on its first visit", async () => {
  await withApp(async ({ page, server, errors }) => {
    const pieces = [];
    page.on("request", (r) => {
      const p = new URL(r.url()).pathname;
      if (/\.(wasm|pieces)$/.test(p)) pieces.push(p);
    });
    await page.goto(server.url + "/");
    await page.locator("#page-home h1").waitFor();
    await page.waitForLoadState("networkidle");
    const home = [...new Set(pieces.filter((p) => !/worker/.test(p)))];
    assert.equal(home.length, 1, `the home page fetches only the main wasm: ${home}`);
    pieces.length = 0;
    await page.locator("#nav-toggle").click(); // a phone: the menu folds behind a button
    await page.getByRole("navigation").getByRole("link", { name: "Sobre" }).click();
    await page.locator("#page-about h1").waitFor();
    assert.ok(pieces.length >= 1, `About fetched its piece: ${pieces}`);
    assert.deepEqual(errors, []);
  });
});

test("a drill page and the drill list draw from the build's replies, without the engine worker", async () => {
  await withApp(async ({ page, server, errors }) => {
    const asked = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    // No engine worker at all: what these pages show must come with the build.
    await page.route(/\/worker(_loader)?[^/]*\.(js|wasm)$/, (route) => route.abort());
    await page.goto(server.url + "/drills/touch-move-001");
    await page.locator("#drill-title").waitFor();
    assert.ok(asked.some((p) => /^\/replies\/drill\/touch-move-001\/\d{4}\.json$/.test(p)), `the drill's reply: ${asked}`);
    assert.ok(asked.some((p) => /\.pieces$/.test(p)), `the route's small pieces in one file: ${asked}`);
    const pieces = [...new Set(asked.filter((p) => /^\/pkg-[^/]+\/(?!app_bg).*\.(wasm|pieces)$/.test(p)))];
    assert.ok(pieces.length <= 5, `a drill's first visit fetches its small pieces in one file, not one by one: ${pieces}`);
    await page.locator("#nav-toggle").click();
    await page.getByRole("navigation").getByRole("link", { name: "Exercícios" }).click();
    await page.locator("#page-drills .drill-item").first().waitFor();
    assert.ok(asked.includes("/replies/catalogue.json"), `the catalogue: ${asked}`);
    assert.deepEqual(errors.filter((e) => !/worker|ERR_FAILED|net::/i.test(e)), []);
  });
});

test("after a fresh install, with the network off, every route loads once", async () => {
  await withApp(async ({ page, context, server, errors }) => {
    await page.goto(server.url + "/");
    await page.locator("#page-home h1").waitFor();
    await waitForServiceWorker(page);
    const cached = Object.values(await cacheContents(page)).flat();
    const sw = await readFile(join(DIST, "sw.js"), "utf8");
    const pieces = [...sw.matchAll(/"(\/[^"]+\.wasm)"/g)].map((m) => m[1]);
    assert.ok(pieces.length > 2, `the build has route pieces: ${pieces}`);
    for (const p of pieces) assert.ok(cached.includes(p), `precached ${p}`);

    await server.close();
    await context.setOffline(true);
    for (const [path, sel, text] of ROUTES) {
      const response = await page.goto(server.url + path);
      assert.ok(response.fromServiceWorker(), `${path} answered by the service worker`);
      await page.locator(sel).waitFor();
      if (text) assert.equal((await page.locator(sel).textContent()).trim(), text, path);
    }
    assert.deepEqual(errors, []);
  });
});
