// The clock tool (/clock) in a real browser, driven by the keyboard (and one tap), with a
// controllable time source: the test sets window.__arbitroTestClock.now and the page reads
// its time from there instead of performance.now(). Nothing here sleeps; every wait is for
// the page to show a given text.
import assert from "node:assert/strict";
import { test } from "node:test";
import { withApp } from "./harness.mjs";

/** Opens /clock with the test clock at 0 ms. */
async function openClock(page, server) {
  await page.addInitScript(() => {
    window.__arbitroTestClock = { now: 0 };
  });
  await page.goto(server.url + "/clock");
  await page.locator("#page-clock h1").waitFor();
}

const at = (page, ms) => page.evaluate((ms) => (window.__arbitroTestClock.now = ms), ms);

/** Waits until `selector` shows exactly `text`; fails with what it shows instead. */
async function shows(page, selector, text) {
  try {
    await page.waitForFunction(
      ([sel, want]) => document.querySelector(sel)?.textContent.trim() === want,
      [selector, text],
      { timeout: 5000 },
    );
  } catch {
    const got = await page.locator(selector).textContent().catch(() => "(missing)");
    assert.fail(`${selector}: expected ${JSON.stringify(text)}, got ${JSON.stringify(got?.trim())}`);
  }
}

const time = (side) => `#clock-${side} .time`;
const moves = (side) => `#clock-${side} .moves-n`;
const period = (side) => `#clock-${side} .period-n`;

/** Chooses a control: a preset radio by id, or a custom text (then Enter submits). */
async function choosePreset(page, index) {
  await page.locator(`#preset-${index}`).focus();
  await page.keyboard.press("Space");
  await page.locator("#clock-apply").focus();
  await page.keyboard.press("Enter");
}

async function chooseCustom(page, text) {
  await page.locator("#custom-control").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/** Keys go to the clock face (where the page puts the focus after setting the clock). */
async function key(page, name) {
  await page.locator("#clock-face").focus();
  await page.keyboard.press(name);
}

test("a preset, presses by key and by tap, increments, a pause", async () => {
  await withApp(async ({ page, server, errors }) => {
    await openClock(page, server);
    await shows(page, "#clock-control", "5400+30");
    await shows(page, time("white"), "1:30:00");

    // 3+2 is the seventh preset.
    assert.equal(await page.locator("#preset-6").getAttribute("value"), "3+2");
    await choosePreset(page, 6);
    await shows(page, "#clock-control", "180+2");
    await shows(page, time("white"), "3:00");
    await shows(page, time("black"), "3:00");
    await shows(page, "#clock-status", "Relógio acertado e parado. Espaço ou Iniciar põe o relógio das brancas para correr.");

    await page.keyboard.press("Space"); // the focus is on the face: start
    await shows(page, "#clock-status", "Corre o relógio das brancas.");
    await at(page, 10_000);
    await shows(page, time("white"), "2:50");
    await shows(page, time("black"), "3:00");

    await key(page, "KeyA"); // White presses: 170 + 2
    await shows(page, time("white"), "2:52");
    await shows(page, moves("white"), "1");
    await shows(page, "#clock-status", "Corre o relógio das pretas.");

    await at(page, 15_000);
    await shows(page, time("black"), "2:55");
    await page.locator("#clock-black").click(); // a tap on Black's half: 175 + 2
    await shows(page, time("black"), "2:57");
    await shows(page, moves("black"), "1");

    await at(page, 20_000);
    await key(page, "ShiftLeft"); // White again: 172 − 5 + 2
    await shows(page, time("white"), "2:49");
    await shows(page, moves("white"), "2");
    await key(page, "KeyA"); // not White's turn: ignored
    await shows(page, moves("white"), "2");
    await shows(page, time("white"), "2:49");

    await at(page, 25_000);
    await key(page, "KeyP"); // pause with Black at 177 − 5
    await shows(page, "#clock-status", "Relógio em pausa.");
    await shows(page, time("black"), "2:52");
    await at(page, 60_000);
    await key(page, "ShiftRight"); // a press while paused does nothing
    await shows(page, moves("black"), "1");
    await shows(page, time("black"), "2:52");
    await key(page, "KeyP"); // resume
    await shows(page, "#clock-status", "Corre o relógio das pretas.");
    await at(page, 62_000);
    await shows(page, time("black"), "2:50");
    await key(page, "Space"); // Space presses for the side whose clock runs
    await shows(page, moves("black"), "2");
    await shows(page, time("black"), "2:52");

    assert.deepEqual(errors, []);
  });
});

test("the next period is added at the move that completes the period, or at zero", async () => {
  await withApp(async ({ page, server, errors }) => {
    await openClock(page, server);
    await chooseCustom(page, "2/60+5:30+5");
    await shows(page, "#clock-control", "2/60+5:30+5");
    await shows(page, time("white"), "1:00");
    await shows(page, period("white"), "1");

    await key(page, "Space"); // start
    for (const [ms, side] of [[10_000, "white"], [20_000, "black"]]) {
      await at(page, ms);
      await key(page, "Space");
      await shows(page, moves(side), "1");
    }
    await shows(page, time("white"), "0:55");
    await at(page, 30_000);
    await key(page, "Space"); // White's 2nd move: 55 − 10 + 5, then + 30
    await shows(page, moves("white"), "2");
    await shows(page, period("white"), "2");
    await shows(page, time("white"), "1:20");
    await shows(page, period("black"), "1");
    await at(page, 40_000);
    await key(page, "Space"); // Black's 2nd move: 55 − 10 + 5, then + 30
    await shows(page, period("black"), "2");
    await shows(page, time("black"), "1:20");

    // The other trigger: the period's time is added when it reaches zero.
    await page.locator("#trigger-zero").focus();
    await page.keyboard.press("Space");
    await page.locator("#clock-apply").focus();
    await page.keyboard.press("Enter");
    await shows(page, moves("white"), "0");
    await key(page, "Space"); // start at 40 s
    for (const ms of [41_000, 42_000, 43_000, 44_000]) {
      await at(page, ms);
      await key(page, "Space");
    }
    await shows(page, moves("white"), "2");
    await shows(page, period("white"), "1"); // the 2nd move added nothing but the increment
    await shows(page, time("white"), "1:08"); // 60 − 2 + 2 × 5
    await at(page, 112_000); // White's 68 s are gone: the 30 s of period 2 come in
    await shows(page, period("white"), "2");
    await shows(page, time("white"), "0:30");
    await at(page, 113_000);
    await shows(page, time("white"), "0:29");
    assert.equal(await page.locator("#clock-white.flagged").count(), 0, "the moves were made: no flag at the period's end");

    assert.deepEqual(errors, []);
  });
});

test("the edition's penalty in one action, and the other corrections", async () => {
  await withApp(async ({ page, server, errors }) => {
    await openClock(page, server);
    // 90+30 under the 2023 Laws: standard play, two minutes, Art. 7.5.5.
    await shows(page, "#penalty-rule", "Xadrez clássico, edição 2023: tempo acrescentado ao adversário: 2:00 (Art. 7.5.5)");
    await key(page, "Space");
    await at(page, 5_000);
    await page.locator("#penalty-white").focus();
    await page.keyboard.press("Enter"); // White's illegal move: Black gets two minutes
    await shows(page, time("black"), "1:32:00");
    await shows(page, time("white"), "1:29:55");
    await shows(page, "#clock-note", "Penalidade aplicada.");

    // 25+10 is rapid: one minute in 2023.
    await choosePreset(page, 3);
    await shows(page, "#clock-control", "1500+10");
    await shows(page, "#penalty-rule", "Xadrez rápido, edição 2023: tempo acrescentado ao adversário: 1:00 (Art. 7.5.5)");
    await page.locator("#penalty-black").focus();
    await page.keyboard.press("Enter");
    await shows(page, time("white"), "26:00");
    await shows(page, time("black"), "25:00");

    // Corrections on Black's side: add, remove, set the time; set the move counter.
    await page.locator("#adj-black").focus();
    await page.keyboard.press("Space");
    await page.locator("#adj-amount").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("0:30");
    await page.locator("#adj-add").focus();
    await page.keyboard.press("Enter");
    await shows(page, time("black"), "25:30");
    await page.locator("#adj-remove").focus();
    await page.keyboard.press("Enter");
    await shows(page, time("black"), "25:00");
    await page.locator("#adj-amount").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("1:02:03");
    await page.locator("#adj-set").focus();
    await page.keyboard.press("Enter");
    await shows(page, time("black"), "1:02:03");
    await page.locator("#adj-moves").focus();
    await page.keyboard.type("12");
    await page.locator("#adj-set-moves").focus();
    await page.keyboard.press("Enter");
    await shows(page, moves("black"), "12");
    await shows(page, "#clock-note", "Correção feita.");
    await page.locator("#adj-amount").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("abc");
    await page.locator("#adj-add").focus();
    await page.keyboard.press("Enter");
    await shows(page, "#clock-note", "Tempo inválido: use H:MM:SS, M:SS ou segundos.");
    await shows(page, time("black"), "1:02:03");

    // The 2014 Laws, unsupervised rapid: the first illegal move loses; no time to add.
    await page.evaluate(() => localStorage.setItem("arbitro.edition", "2014"));
    await page.reload();
    await choosePreset(page, 3);
    await page.locator("#supervision-inadequate").focus();
    await page.keyboard.press("Space");
    await shows(
      page,
      "#penalty-rule",
      "Xadrez rápido, edição 2014: Aqui o primeiro lance ilegal já decide a partida: não há tempo a acrescentar.",
    );
    assert.equal(await page.locator("#penalty-white").isDisabled(), true);
    await page.locator("#supervision-adequate").focus();
    await page.keyboard.press("Space");
    await shows(page, "#penalty-rule", "Xadrez rápido, edição 2014: tempo acrescentado ao adversário: 2:00 (Art. 7.5b)");

    assert.deepEqual(errors, []);
  });
});

test("flag falls: who fell first, and the clock frozen in the last period", async () => {
  await withApp(async ({ page, server, errors }) => {
    await openClock(page, server);
    // A first period of 5 moves in 10 s: a flag there does not stop the clock.
    await chooseCustom(page, "5/10:60");
    await key(page, "Space");
    await at(page, 10_000);
    await shows(page, time("white"), "0.0");
    await page.locator("#clock-white.first-flag").waitFor();
    await shows(page, "#clock-status", "A seta das brancas caiu primeiro.");
    assert.match(await page.locator("#clock-white .flag").textContent(), /caiu primeiro/);
    await at(page, 12_000);
    await key(page, "KeyA");
    await at(page, 22_000); // Black's 10 s are gone too
    await page.locator("#clock-black.flagged").waitFor();
    assert.equal(await page.locator("#clock-black.first-flag").count(), 0);
    assert.doesNotMatch(await page.locator("#clock-black .flag").textContent(), /primeiro/);
    await shows(page, "#clock-status", "A seta das brancas caiu primeiro.");

    // Sudden death: the flag freezes the clock; presses are ignored until the arbiter acts.
    await chooseCustom(page, "10");
    await key(page, "Space"); // start at 22 s
    await at(page, 31_000);
    await key(page, "KeyA");
    await at(page, 50_000);
    await shows(page, time("black"), "0.0");
    await page.locator("#clock-black.first-flag").waitFor();
    await shows(page, "#clock-status", "A seta das pretas caiu primeiro.");
    await shows(page, "#clock-pause", "Continuar");
    await at(page, 55_000);
    await key(page, "ShiftRight");
    await shows(page, moves("black"), "0");
    await shows(page, time("white"), "1.0"); // White used 9 of its 10 s
    assert.deepEqual(errors, []);
  });
});

test("a custom control with a mistake shows why, in the interface language", async () => {
  await withApp(async ({ page, server, errors }) => {
    await openClock(page, server);
    await chooseCustom(page, "40/5400+30");
    await shows(
      page,
      "#custom-error",
      "Controle inválido: período 1: o último período vale pelo resto da partida e não leva número de lances",
    );
    assert.equal(await page.locator("#custom-control").getAttribute("aria-invalid"), "true");
    await shows(page, "#clock-control", "5400+30"); // the clock is as it was
    await page.locator("#lang-toggle").focus();
    await page.keyboard.press("Enter");
    await shows(
      page,
      "#custom-error",
      "Invalid control: period 1: the last period lasts for the rest of the game and takes no number of moves",
    );
    await chooseCustom(page, "40/5400+30:1800+30");
    await shows(page, "#custom-error", "");
    await shows(page, "#clock-control", "40/5400+30:1800+30");
    await shows(page, "#clock-status", "Clock set, not started. Space or Start runs White's clock.");
    assert.deepEqual(errors, []);
  });
});
