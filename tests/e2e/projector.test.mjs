// Projection mode by keyboard alone, on a 1920×1080 screen: open a drill from /instructor, step
// through the incident (the illegal move shown, then taken back), the question and the ruling,
// an edition switch that changes the ruling, drawing and clearing, the keys overlay, full screen;
// then the incident's clock running between two steps, driven by a test time source (no sleeps).
import assert from "node:assert/strict";
import { test } from "node:test";
import { waitForServiceWorker, withApp } from "./harness.mjs";

const VIEWPORT = { width: 1920, height: 1080 };
// SHOTS=dir saves screenshots of the main states there.
const shot = (page, name) => process.env.SHOTS && page.screenshot({ path: `${process.env.SHOTS}/projector-${name}.png` });

const text = (page, sel) => page.locator(sel).textContent();
const piece = (page, sq) => page.locator(`.proj-board [data-square='${sq}'] .board-piece`);
const drawn = (page) => page.locator(".proj-board .board-annotations .board-arrow, .proj-board .board-annotations .board-circle").count();

/** Waits until the element's text matches `re`. */
async function waitText(page, sel, re) {
  await page.waitForFunction(
    ([s, src, flags]) => new RegExp(src, flags).test(document.querySelector(s)?.textContent ?? ""),
    [sel, re.source, re.flags],
  );
}

test("projection mode, keyboard only: steps, question, ruling, editions, drawing, keys, full screen", async () => {
  await withApp(
    async ({ page, server, errors }) => {
      // The list of drills, opened by keyboard.
      await page.goto(server.url + "/instructor");
      const link = page.locator("a[href='/instructor/illegal-moves-004']");
      await link.waitFor();
      await link.focus();
      await page.keyboard.press("Enter");
      await page.locator("#proj-title").waitFor();
      assert.match(await text(page, "#proj-title"), /Segundo lance ilegal/);
      await page.locator("#projector[data-edition='2023']").waitFor();

      // L switches the interface to English.
      const startPt = await text(page, "#proj-caption");
      await page.keyboard.press("l");
      await waitText(page, "#proj-caption", /Before the first event/);
      assert.notEqual(startPt, await text(page, "#proj-caption"));
      assert.equal(await text(page, "#proj-step-index"), "0");
      assert.equal(await text(page, "#proj-step-count"), "3");
      assert.equal(await piece(page, "f3").count(), 1, "the knight starts on f3");

      // → : the illegal move is on the board, the touched knight marked.
      await page.keyboard.press("ArrowRight");
      await waitText(page, "#proj-caption", /f3–f5/);
      assert.equal(await text(page, "#proj-step-index"), "1");
      assert.equal(await piece(page, "f5").count(), 1, "illegal move shown");
      assert.equal(await piece(page, "f3").count(), 0);
      assert.equal(await page.locator(".proj-board [data-square='f3'].board-cell .board-mark--touched, .proj-board [data-square='f3'] .board-mark--touched").count(), 1, "touched piece marked");
      // Page Down (a presentation clicker): the clock is pressed.
      await page.keyboard.press("PageDown");
      await waitText(page, "#proj-caption", /presses the clock/);
      // → : the claim; the illegal move is taken back.
      await page.keyboard.press("ArrowRight");
      await waitText(page, "#proj-caption", /Claim/);
      assert.equal(await piece(page, "f5").count(), 0, "illegal move taken back");
      assert.equal(await piece(page, "f3").count(), 1);
      await shot(page, "taken-back");
      // ← and Page Up step back: the illegal move is on the board again.
      await page.keyboard.press("ArrowLeft");
      await waitText(page, "#proj-caption", /presses the clock/);
      assert.equal(await piece(page, "f5").count(), 1);
      await page.keyboard.press("PageUp");
      await waitText(page, "#proj-caption", /f3–f5/);
      await page.keyboard.press("Home");
      await waitText(page, "#proj-caption", /Before the first event/);
      await page.keyboard.press("End");
      await waitText(page, "#proj-caption", /Claim/);

      // D: drawing mode; the keyboard draws on the board (C a circle, A … A an arrow); X clears.
      assert.equal(await drawn(page), 0);
      await page.keyboard.press("d");
      await page.locator("#projector[data-draw='true']").waitFor();
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest(".board")), "focus in the board");
      await page.keyboard.press("c");
      await page.keyboard.press("a");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("a");
      await page.waitForFunction(() => document.querySelectorAll(".proj-board .board-annotations .board-arrow").length === 1);
      assert.equal(await drawn(page), 2, "a circle and an arrow");
      // The arrow keys moved on the board, not through the incident.
      assert.equal(await text(page, "#proj-step-index"), "3");
      await shot(page, "drawn");
      await page.keyboard.press("x");
      await page.waitForFunction(() => document.querySelectorAll(".proj-board .board-annotations > *").length === 0);
      await page.keyboard.press("d");
      await page.locator("#projector[data-draw='false']").waitFor();
      assert.ok(await page.evaluate(() => !document.activeElement?.closest(".board")), "focus back on the stage");
      // Arrows step through the incident again.
      await page.keyboard.press("ArrowLeft");
      await waitText(page, "#proj-step-index", /^2$/);
      await page.keyboard.press("End");

      // Q: the question; R: the ruling with its articles (2023: the second illegal move loses).
      assert.equal(await page.locator("#proj-question").isVisible(), false);
      assert.equal(await page.locator("#proj-ruling").isVisible(), false);
      await page.keyboard.press("q");
      await page.locator("#proj-question").waitFor({ state: "visible" });
      assert.match(await text(page, "#proj-question-text"), /\?/);
      await page.keyboard.press("r");
      await page.locator("#proj-ruling").waitFor({ state: "visible" });
      assert.match(await text(page, "#proj-articles"), /7\.5\.1, 7\.5\.5/);
      assert.match(await text(page, "#proj-result"), /0-1/);
      const ruling2023 = await text(page, "#proj-decision");
      // The editions ruling differently are listed with the ruling.
      assert.match(await text(page, "#proj-others"), /2001, 2005 and 2009/);
      await shot(page, "ruling-2023");

      // 1: the first edition in the list (2001): the ruling changes, allowed moves as arrows.
      await page.keyboard.press("1");
      await page.locator("#projector[data-edition='2001']").waitFor();
      await waitText(page, "#proj-articles", /7\.4a/);
      assert.notEqual(await text(page, "#proj-decision"), ruling2023);
      assert.match(await text(page, "#proj-result"), /game goes on/i);
      assert.match(await text(page, "#proj-allowed"), /Nd4/);
      await page.waitForFunction(() => document.querySelectorAll(".proj-board .board-annotations .board-arrow").length >= 5);
      assert.match(await text(page, "#proj-others"), /2014/);
      await shot(page, "ruling-2001");
      // ↑ / ↓ scroll the side panel (the ruling scrolled into view when revealed).
      const scrollTop = () => page.evaluate(() => document.querySelector(".proj-side").scrollTop);
      const before = await scrollTop();
      assert.ok(before > 0, "the ruling scrolled into view");
      await page.keyboard.press("ArrowUp");
      await page.waitForFunction((b) => document.querySelector(".proj-side").scrollTop < b, before);
      await page.keyboard.press("ArrowDown");
      await page.waitForFunction((b) => document.querySelector(".proj-side").scrollTop >= b, before);
      // E: the next edition (2005), same ruling as 2001; Shift+E back.
      await page.keyboard.press("e");
      await page.locator("#projector[data-edition='2005']").waitFor();
      await waitText(page, "#proj-articles", /7\.4a/);
      await page.keyboard.press("Shift+E");
      await page.locator("#projector[data-edition='2001']").waitFor();
      // R hides the ruling and its arrows.
      await page.keyboard.press("r");
      await page.locator("#proj-ruling").waitFor({ state: "hidden" });
      await page.waitForFunction(() => document.querySelectorAll(".proj-board .board-annotations > *").length === 0);

      // ?: the keys, in the interface language; Escape closes.
      await page.keyboard.press("?");
      await page.locator("#proj-help").waitFor({ state: "visible" });
      await page.waitForFunction(() => document.activeElement?.id === "proj-help-close");
      assert.match(await text(page, "#proj-help"), /Next step of the incident/);
      assert.match(await text(page, "#proj-help"), /Page Down/);
      await page.keyboard.press("Escape");
      await page.locator("#proj-help").waitFor({ state: "hidden" });
      await page.keyboard.press("l");
      await page.keyboard.press("h");
      await page.locator("#proj-help").waitFor({ state: "visible" });
      assert.match(await text(page, "#proj-help"), /Próximo passo do incidente/);
      await page.keyboard.press("h");
      await page.locator("#proj-help").waitFor({ state: "hidden" });

      // F: full screen (the Fullscreen API when the browser grants it; the stage covers the
      // window either way), F again leaves it.
      await page.keyboard.press("f");
      await page.locator("#projector[data-fullscreen='true']").waitFor();
      const fs = await page.evaluate(() => document.fullscreenElement?.id ?? null);
      console.log(`full screen: document.fullscreenElement = ${fs}`);
      if (fs !== null) assert.equal(fs, "projector");
      const box = await page.locator("#projector").boundingBox();
      assert.ok(box.width >= VIEWPORT.width - 1 && box.height >= VIEWPORT.height - 1, "the stage covers the screen");
      await shot(page, "fullscreen");
      await page.keyboard.press("f");
      await page.locator("#projector[data-fullscreen='false']").waitFor();
      assert.equal(await page.evaluate(() => document.fullscreenElement), null);

      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("projection mode: the incident's clock runs between steps while playing, on a test time source", async () => {
  await withApp(
    async ({ page, server, errors }) => {
      await page.goto(server.url + "/instructor/illegal-moves-002");
      await page.locator("#proj-title").waitFor();
      await page.evaluate(() => (window.__arbitroTestClock = { now: 1000 }));
      const white = ".proj-clocks .clock[data-side=white] .clock-time";
      assert.equal(await text(page, white), "1:05:00");
      assert.equal(await page.locator(".proj-clocks .clock[data-side=white].clock--running").count(), 1);
      const setNow = (ms) => page.evaluate((t) => (window.__arbitroTestClock.now = t), ms);
      const nextFrame = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

      // Space plays: White's clock runs towards the next event (a minute passes).
      await page.keyboard.press("Space");
      await page.locator("#projector[data-playing='true']").waitFor();
      await setNow(31_000);
      await waitText(page, white, /^1:04:30$/);
      assert.equal(await text(page, "#proj-step-index"), "0");
      // Space pauses: time going by changes nothing.
      await page.keyboard.press("Space");
      await page.locator("#projector[data-playing='false']").waitFor();
      await setNow(500_000);
      await nextFrame();
      assert.equal(await text(page, white), "1:04:30");
      // Space again: the other 30 seconds run, then the minute has passed (step 1).
      await page.keyboard.press("Space");
      await page.locator("#projector[data-playing='true']").waitFor();
      await setNow(515_000);
      await waitText(page, white, /^1:04:15$/);
      await setNow(530_000);
      await waitText(page, "#proj-step-index", /^1$/);
      assert.equal(await text(page, white), "1:04:00");
      // The next event takes no clock time: it comes after a pause on screen.
      await setNow(533_000);
      await waitText(page, "#proj-step-index", /^2$/);
      assert.match(await text(page, "#proj-caption"), /c3–d5/);
      // A manual step stops playing and resets the running time.
      await page.keyboard.press("ArrowLeft");
      await page.locator("#projector[data-playing='false']").waitFor();
      assert.equal(await text(page, "#proj-step-index"), "1");
      await page.keyboard.press("Home");
      assert.equal(await text(page, white), "1:05:00");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("projection mode works offline: the drill, its ruling and another edition come from the cached worker", async () => {
  await withApp(
    async ({ page, context, server, errors }) => {
      await page.goto(server.url + "/instructor");
      await page.locator("a[href='/instructor/touch-move-001']").waitFor();
      await waitForServiceWorker(page);
      await server.close();
      await context.setOffline(true);
      await page.goto(server.url + "/instructor/illegal-moves-004");
      await page.locator("#proj-title").waitFor();
      await page.keyboard.press("End");
      await page.keyboard.press("r");
      await page.locator("#proj-ruling").waitFor({ state: "visible" });
      await waitText(page, "#proj-articles", /7\.5\.1/);
      await page.keyboard.press("3");
      await page.locator("#projector[data-edition='2009']").waitFor();
      await waitText(page, "#proj-articles", /7\.4a/);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});
