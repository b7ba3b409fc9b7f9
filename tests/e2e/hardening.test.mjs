// Hardening in a real browser: the Content-Security-Policy (no inline or remote script, no eval
// beyond 'wasm-unsafe-eval') is delivered and the app, its worker and its service worker run
// under it; corrupt saved progress and settings never blank the app, and it says so in both
// languages instead of wiping them silently.
import assert from "node:assert/strict";
import { test } from "node:test";
import { waitForServiceWorker, withApp } from "./harness.mjs";

async function heading(page, id) {
  const h1 = page.locator(`#${id} h1`);
  await h1.waitFor();
  return (await h1.textContent()).trim();
}

test("a strict Content-Security-Policy is delivered and the app runs under it", async () => {
  await withApp(async ({ page, server, errors }) => {
    const violations = [];
    await page.exposeFunction("reportViolation", (v) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    const response = await page.goto(server.url + "/");
    const header = response.headers()["content-security-policy"];
    const meta = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
    for (const [where, policy] of [["header", header], ["meta", meta]]) {
      assert.ok(policy, `a policy in the ${where}`);
      assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, `${where}: ${policy}`);
      assert.doesNotMatch(policy, /unsafe-inline|'unsafe-eval'|https?:|\*/, `${where}: ${policy}`);
      assert.match(policy, /object-src 'none'/, where);
    }
    assert.match(header, /frame-ancestors 'none'/);
    assert.equal(await heading(page, "page-home"), "Tópicos e progresso");
    // Trunk's inline loader was replaced by an external start-up module (scripts/split.mjs):
    // no script without src.
    assert.equal(await page.locator("script:not([src])").count(), 0, "no inline script");
    assert.equal(await page.locator('script[type="module"][src*="boot"]').count(), 1);

    // The worker (the engine) answers under the policy: the drill list and a ruling.
    await page.goto(server.url + "/drills");
    await page.locator("#page-drills a[href^='/drills/']").first().waitFor();
    // The service worker installs and takes control.
    await waitForServiceWorker(page);
    // Styles load: the body is not the browser's default white-on-nothing.
    const styled = await page.evaluate(() => getComputedStyle(document.body).margin);
    assert.notEqual(styled, "8px", "the stylesheets apply");

    // An injected inline script does not run.
    const ran = await page.evaluate(async () => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.head.append(s);
      await new Promise((ok) => setTimeout(ok, 50));
      return window.__injected === true;
    });
    assert.equal(ran, false, "inline script blocked");
    assert.ok(violations.some((v) => v.startsWith("script-src")), `violation reported: ${violations}`);
    const others = errors.filter((e) => !/Content Security Policy|inline script/i.test(e));
    assert.deepEqual(others, []);
    assert.ok(
      violations.every((v) => v.startsWith("script-src") && /inline/.test(v)),
      `only the injected script was refused: ${violations}`,
    );
  });
});

test("corrupt saved progress and settings: the app renders, keeps them aside and says so", async () => {
  await withApp(async ({ page, server, errors }) => {
    await page.goto(server.url + "/");
    await heading(page, "page-home");
    const garbage = {
      "arbitro.progress": '{"version": 1, "drills": {"toque-01": {"right": "many"',
      "arbitro.lang": "\u0000zz-ZZ",
      "arbitro.edition": "1999",
    };
    await page.evaluate((g) => {
      for (const [k, v] of Object.entries(g)) localStorage.setItem(k, v);
    }, garbage);
    await page.reload();
    assert.equal(await heading(page, "page-home"), "Tópicos e progresso", "the app renders (defaults: pt-BR)");
    const progressNote = page.locator("#progress-note");
    const settingsNote = page.locator("#settings-note");
    assert.match(await progressNote.textContent(), /progresso guardado não pôde ser lido/);
    assert.match(await settingsNote.textContent(), /idioma ou a edição guardados não puderam ser lidos/);
    // Nothing was lost: the unreadable values are kept aside.
    const kept = await page.evaluate(() => ({
      progress: localStorage.getItem("arbitro.progress.unreadable"),
      settings: JSON.parse(localStorage.getItem("arbitro.settings.unreadable")),
    }));
    assert.equal(kept.progress, garbage["arbitro.progress"]);
    assert.deepEqual(kept.settings, { lang: garbage["arbitro.lang"], edition: garbage["arbitro.edition"] });

    // The same notes in English (client-side navigation: a reload would read the defaults
    // the app has stored since).
    await page.locator("#nav-toggle").click(); // a phone: the menu folds behind a button
    await page.getByRole("navigation").getByRole("link", { name: "Ajustes" }).click();
    await heading(page, "page-settings");
    await page.selectOption("#lang-select", "en");
    await page.locator("#nav-toggle").click();
    await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
    assert.equal(await heading(page, "page-home"), "Topics and progress");
    assert.match(await progressNote.textContent(), /stored progress could not be read/);
    assert.match(await settingsNote.textContent(), /stored language or edition could not be read/);

    // Reloading again: the settings are readable now, the progress note stays until progress
    // is saved over it, and the copies aside are still there.
    await page.reload();
    assert.equal(await heading(page, "page-home"), "Topics and progress");
    assert.equal(await settingsNote.count(), 0);
    assert.equal(
      await page.evaluate(() => localStorage.getItem("arbitro.progress.unreadable")),
      garbage["arbitro.progress"],
    );
    assert.deepEqual(errors, []);
  });
});
