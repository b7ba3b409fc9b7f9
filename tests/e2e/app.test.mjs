// The app shell in a real browser: routes, settings that persist, offline, new-version prompt.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { DIST, cacheContents, waitForServiceWorker, withApp } from "./harness.mjs";
import { startServer } from "./server.mjs";

// Route → the id of the page section it renders and its pt-BR title.
const ROUTES = [
  ["/", "page-home", "Tópicos e progresso"],
  ["/drills", "page-drills", "Exercícios"],
  ["/drills/toque-01", "page-drill", "Exercício"],
  ["/quiz", "page-quiz", "Questionário"],
  ["/clock", "page-clock", "Relógio"],
  ["/instructor", "page-instructor", "Modo instrutor"],
  ["/settings", "page-settings", "Ajustes"],
  ["/about", "page-about", "Sobre o Árbitro"],
  ["/no/such/page", "page-not-found", "Página não encontrada"],
];

// The header badge: hidden label for screen readers, then the year.
const badge = async (page) => (await page.locator("#edition-badge").textContent()).trim();

async function heading(page, id) {
  const h1 = page.locator(`#${id} h1`);
  await h1.waitFor();
  return (await h1.textContent()).trim();
}

test("the app loads with no console errors and every route renders", async () => {
  await withApp(async ({ page, server, errors }) => {
    for (const [path, id, title] of ROUTES) {
      await page.goto(server.url + path);
      assert.equal(await heading(page, id), title, `h1 of ${path}`);
    }
    assert.equal(await page.locator("#drill-id").count(), 0);
    await page.goto(server.url + "/drills/toque-01");
    assert.equal(await page.locator("#drill-id").textContent(), "toque-01");
    assert.equal(await page.getAttribute("html", "lang"), "pt-BR");

    // Client-side navigation through the menu, without reloading. On a phone (390 px) the
    // header is one row and the menu folds behind a button, which closes after a choice.
    await page.goto(server.url + "/");
    await heading(page, "page-home");
    const header = await page.locator("header.top").boundingBox();
    assert.ok(header.height <= 72, `header ${header.height} px high on a phone`);
    const toggle = page.locator("#nav-toggle");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await page.locator("#main-nav").isVisible(), false);
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    await page.getByRole("navigation").getByRole("link", { name: "Sobre" }).click();
    assert.equal(await heading(page, "page-about"), "Sobre o Árbitro");
    assert.equal(new URL(page.url()).pathname, "/about");
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    await toggle.click();
    await page.getByRole("navigation").getByRole("link", { name: "Relógio" }).click();
    assert.equal(await heading(page, "page-clock"), "Relógio");
    // The menu has a place for the case page.
    await toggle.click();
    assert.equal(await page.locator('#main-nav a[href="/case"]').textContent(), "Caso");
    await toggle.click();

    // The About page: licence, source, shipped libraries.
    await page.goto(server.url + "/about");
    assert.match(await page.locator("#license").textContent(), /GPL-3\.0-or-later/);
    const rows = await page.locator("#libraries tbody tr").allTextContents();
    for (const name of ["leptos", "shakmaty", "wasm-bindgen", "chess", "chasolver"]) {
      assert.ok(rows.some((r) => r.startsWith(name)), `${name} listed on About`);
    }
    const source = await page.request.get(server.url + (await page.locator("#source-link").getAttribute("href")));
    assert.equal(source.status(), 200);
    assert.equal(source.headers()["content-type"], "application/gzip");
    const notices = await page.request.get(server.url + (await page.locator("#notices-link").getAttribute("href")));
    assert.match(await notices.text(), /Permission is hereby granted/);

    assert.deepEqual(errors, []);
  });
});

test("language and edition persist across a reload", async () => {
  await withApp(async ({ page, server, errors }) => {
    await page.goto(server.url + "/settings");
    assert.equal(await heading(page, "page-settings"), "Ajustes");
    assert.match(await badge(page), /edição\s*2023$/);

    await page.selectOption("#lang-select", "en");
    assert.equal(await heading(page, "page-settings"), "Settings");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    await page.selectOption("#edition-select", "2014");
    await page.locator("#edition-badge", { hasText: "2014" }).waitFor();

    await page.reload();
    assert.equal(await heading(page, "page-settings"), "Settings");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.locator("#edition-select").inputValue(), "2014");
    assert.match(await badge(page), /edition\s*2014$/);

    // The header's language button switches back, and that persists too.
    await page.goto(server.url + "/");
    assert.equal(await heading(page, "page-home"), "Topics and progress");
    await page.click("#lang-toggle");
    assert.equal(await heading(page, "page-home"), "Tópicos e progresso");
    await page.reload();
    assert.equal(await heading(page, "page-home"), "Tópicos e progresso");
    assert.equal(await page.getAttribute("html", "lang"), "pt-BR");
    assert.match(await badge(page), /edição\s*2014$/);
    assert.deepEqual(errors, []);
  });
});

test("after one visit the app works with the server stopped and the browser offline", async () => {
  await withApp(async ({ page, context, server, errors }) => {
    await page.goto(server.url + "/");
    await heading(page, "page-home");
    await waitForServiceWorker(page);
    const caches = Object.values(await cacheContents(page)).flat();
    for (const kind of [/\.wasm$/, /^\/app-.*\.js$/, /\.css$/, /^\/index\.html$/, /manifest/]) {
      assert.ok(caches.some((p) => kind.test(p)), `precached ${kind}: ${caches.join(" ")}`);
    }

    await server.close();
    await context.setOffline(true);
    const probe = await fetch(server.url).then(() => "reached", () => "refused");
    assert.equal(probe, "refused", "the server is really stopped");

    const response = await page.reload();
    assert.ok(response.fromServiceWorker(), "the reload was answered by the service worker");
    assert.equal(await heading(page, "page-home"), "Tópicos e progresso");

    // Deep routes never visited before, loaded cold.
    await page.goto(server.url + "/drills/tempo-02");
    assert.equal(await heading(page, "page-drill"), "Exercício");
    assert.equal(await page.locator("#drill-id").textContent(), "tempo-02");
    await page.goto(server.url + "/about");
    assert.equal(await heading(page, "page-about"), "Sobre o Árbitro");
    await page.goto(server.url + "/settings");
    await page.selectOption("#lang-select", "en");
    assert.equal(await heading(page, "page-settings"), "Settings");
    assert.deepEqual(errors, []);
  });
});

test("a new deployment shows the reload prompt and reloading activates it", async () => {
  await withApp(async ({ page, server, errors }) => {
    await page.goto(server.url + "/settings");
    await heading(page, "page-settings");
    await waitForServiceWorker(page);
    await page.selectOption("#edition-select", "2009");
    const before = Object.keys(await cacheContents(page));
    assert.equal(before.length, 1, `one cache: ${before}`);
    assert.equal(await page.locator("#update-banner").count(), 0, "no prompt without a new version");

    // A new build: same files, new version (what sw-build.mjs writes after any change).
    const sw = await readFile(join(DIST, "sw.js"), "utf8");
    const next = sw.replace(/const VERSION = "[^"]+";/, 'const VERSION = "e2e-next";');
    assert.notEqual(next, sw);
    server.overrides.set("/sw.js", next);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));

    const banner = page.locator("#update-banner");
    await banner.waitFor();
    assert.match(await banner.innerText(), /Nova versão disponível —\s*recarregar/);
    // The open page keeps working while the new version waits.
    assert.equal(await heading(page, "page-settings"), "Ajustes");
    assert.deepEqual(Object.keys(await cacheContents(page)).sort(), [...before, "arbitro-e2e-next"].sort());

    await Promise.all([page.waitForEvent("load"), page.click("#update-reload")]);
    assert.equal(await heading(page, "page-settings"), "Ajustes");
    assert.deepEqual(Object.keys(await cacheContents(page)), ["arbitro-e2e-next"]);
    assert.equal(await page.locator("#update-banner").count(), 0);
    assert.equal(await page.locator("#edition-select").inputValue(), "2009", "settings survive the update");
    assert.equal(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting),
      null,
    );
    assert.deepEqual(errors, []);
  });
});

test("the static server falls back to index.html only for extension-less paths", async () => {
  const s = await startServer(DIST);
  try {
    const deep = await fetch(s.url + "/drills/x");
    assert.equal(deep.status, 200);
    assert.match(deep.headers.get("content-type"), /text\/html/);
    assert.equal((await fetch(s.url + "/missing.js")).status, 404);
    const sw = await readFile(join(DIST, "sw.js"), "utf8");
    const wasm = sw.match(/"(\/app-[^"]+\.wasm)"/)[1];
    assert.equal((await fetch(s.url + wasm)).headers.get("content-type"), "application/wasm");
  } finally {
    await s.close();
  }
});
