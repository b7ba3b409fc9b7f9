// Drills, quiz and progress in a real browser: answer wrongly and rightly, switch edition, run a
// 10-drill quiz to its score, progress on the home page, import of a bad file; then all of it
// again offline. Prints the time from answering to feedback (measured in the page).
import assert from "node:assert/strict";
import { test } from "node:test";
import { answerAnything, cell, playOnBoard, waitForServiceWorker, withApp } from "./harness.mjs";

const timings = [];
// SHOTS=dir saves screenshots of the main states there.
const shot = (page, name) => process.env.SHOTS && page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });

/** Records, in the page, the time from the last pointer press or form submit to the feedback. */
async function watchFeedback(page) {
  await page.evaluate(() => {
    window.__answerTimes = [];
    let last = null;
    const mark = () => (last = performance.now());
    document.addEventListener("pointerdown", mark, true);
    document.addEventListener("submit", mark, true);
    new MutationObserver(() => {
      const fb = document.getElementById("feedback");
      if (fb && !fb.dataset.timed && last !== null) {
        fb.dataset.timed = "1";
        window.__answerTimes.push(performance.now() - last);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function lastTiming(page) {
  const t = await page.evaluate(() => window.__answerTimes.at(-1));
  if (typeof t === "number") timings.push(t);
  return t;
}

async function scenario(page, base, label) {
  // 1. A touch-move drill answered wrongly, then rightly.
  await page.goto(base + "/drills/touch-move-001");
  await page.locator("#drill-title").waitFor();
  await watchFeedback(page);
  // The incident plays step by step: the touched knight is marked.
  await page.click("#step-next");
  assert.match(await page.locator("#step-caption").textContent(), /b8/);
  assert.equal(await page.locator(".player-board .board-mark--touched").count(), 1, `${label}: touched mark`);
  await shot(page, `${label}-drill-step1`);
  await page.keyboard.press("End");
  await playOnBoard(page, "g8", "f6");
  await page.locator("#feedback").waitFor();
  console.log(`${label}: answer → feedback (wrong move): ${(await lastTiming(page))?.toFixed(1)} ms`);
  assert.equal(await page.getAttribute("#feedback .feedback-verdict", "data-right"), "false");
  const right = await page.locator("#feedback-right").textContent();
  assert.ok(right.includes("Na6") && right.includes("Nc6"), `${label}: right ruling shown: ${right}`);
  assert.match(await page.locator("#feedback-articles").textContent(), /4\.3\.1/);
  assert.equal(await page.locator(".player-board .board-arrow.board-brush--green").count(), 2, "allowed moves drawn");
  assert.equal(await page.locator(".player-board .board-arrow.board-brush--red").count(), 1, "the wrong move drawn");
  await shot(page, `${label}-drill-wrong`);

  await page.reload();
  await page.locator("#drill-title").waitFor();
  await watchFeedback(page);
  await playOnBoard(page, "b8", "c6");
  await page.locator("#feedback").waitFor();
  console.log(`${label}: answer → feedback (right move): ${(await lastTiming(page))?.toFixed(1)} ms`);
  assert.equal(await page.getAttribute("#feedback .feedback-verdict", "data-right"), "true");

  // 1b. A "piece" drill: select the piece that must move.
  await page.goto(base + "/drills/touch-move-025");
  await page.locator("#drill-title").waitFor();
  await page.keyboard.press("End");
  await page.click("#answer-now");
  await cell(page, "f3").click();
  await page.locator("#feedback").waitFor();
  assert.equal(await page.getAttribute("#feedback .feedback-verdict", "data-right"), "false", `${label}: f3 is not the piece`);
  assert.match(await page.locator("#feedback-articles").textContent(), /4\.3\.1/);
  await page.reload();
  await page.locator("#drill-title").waitFor();
  await page.keyboard.press("End");
  await page.click("#answer-now");
  await cell(page, "b5").click();
  await page.locator("#feedback").waitFor();
  assert.equal(await page.getAttribute("#feedback .feedback-verdict", "data-right"), "true", `${label}: b5 is the piece`);

  // 2. An edition-difference drill: switching edition changes the right answer.
  await page.goto(base + "/drills");
  await page.locator(".drill-item").first().waitFor();
  await shot(page, `${label}-list`);
  const id = await page.locator(".drill-item[data-differs=true][data-kind=result]").first().getAttribute("data-id");
  await page.goto(base + "/drills/" + id);
  await page.locator("#drill-title").waitFor();
  await watchFeedback(page);
  await page.click("#result-none");
  await page.locator("#feedback").waitFor();
  await lastTiming(page);
  const first = await page.locator("#feedback-right").textContent();
  const other = await page.locator("#feedback-others li").first().textContent();
  const year = other.match(/\d{4}/)[0];
  const played = (await page.locator("#drill-edition strong").textContent()).trim();
  await page.selectOption("#drill-edition-select", year);
  await page.locator("#drill-edition strong", { hasText: year }).waitFor();
  await page.click("#result-none");
  await page.locator("#feedback").waitFor();
  const second = await page.locator("#feedback-right").textContent();
  console.log(`${label}: ${id}: ${played} → ${first} | ${year} → ${second}`);
  await shot(page, `${label}-edition-switch`);
  assert.notEqual(second, first, `${label}: ${id} differs between ${played} and ${year}`);
  await page.selectOption("#drill-edition-select", "2023");

  // 3. A 10-drill quiz to its score page; the same seed gives the same first drill.
  await page.goto(base + "/quiz");
  await page.locator("#quiz-start").waitFor();
  await page.fill("#quiz-seed", "424242");
  await page.click("#quiz-start");
  await watchFeedback(page);
  const titles = [];
  const skipped = [];
  for (let i = 1; i <= 10; i++) {
    await page.locator("#quiz-position", { hasText: `— ${i} ` }).waitFor();
    await page.locator("#drill-title, #drill-error").first().waitFor();
    if (await page.locator("#drill-error").isVisible()) {
      // A drill the engine cannot prepare (the bank is still being reconciled): skip it.
      skipped.push(await page.locator("#drill-error").textContent());
      titles.push(`skipped ${i}`);
      await page.click("#quiz-skip");
      continue;
    }
    titles.push(await page.locator("#drill-title").textContent());
    await answerAnything(page);
    await page.locator("#feedback").waitFor();
    await lastTiming(page);
    await page.click(i < 10 ? "#quiz-next" : "#quiz-finish");
  }
  if (skipped.length) console.log(`${label}: quiz drills skipped: ${skipped.join(" | ")}`);
  await page.locator("#quiz-score").waitFor();
  await shot(page, `${label}-quiz-score`);
  assert.match(await page.locator("#quiz-total").textContent(), /^\d+ \/ 10$/);
  assert.ok((await page.locator(".score-table tbody tr").count()) >= 1);
  const score = Number((await page.locator("#quiz-total").textContent()).split("/")[0]);
  const answered = 10 - skipped.length;
  assert.equal(await page.locator("#quiz-mistakes .feedback").count(), answered - score, "each mistake reviewed");
  assert.equal(new Set(titles).size, 10, "ten different drills");
  await page.click("#quiz-again");
  await page.fill("#quiz-seed", "424242");
  await page.click("#quiz-start");
  await page.locator("#drill-title, #drill-error").first().waitFor();
  if (!titles[0].startsWith("skipped")) {
    assert.equal(await page.locator("#drill-title").textContent(), titles[0], "same seed, same first drill");
  }

  // 4. Progress on the home page.
  await page.goto(base + "/");
  await page.locator("#progress-summary").waitFor();
  assert.doesNotMatch(await page.locator("#progress-summary").textContent(), /ainda não/);
  assert.ok((await page.locator(".topic-progress li").count()) >= 8);
  await shot(page, `${label}-home`);
}

test("drills, edition switch, quiz and progress — online, then offline", async () => {
  await withApp(async ({ page, context, server, errors }) => {
    await scenario(page, server.url, "online");

    // Progress survives a reload; a corrupt import is refused and changes nothing.
    const stored = await page.evaluate(() => localStorage.getItem("arbitro.progress"));
    assert.equal(JSON.parse(stored).version, 1);
    assert.ok(Object.keys(JSON.parse(stored).drills).length >= 10);
    await page.reload();
    await page.locator("#progress-summary").waitFor();
    await page.setInputFiles("#import", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
    await page.locator("#import-note").waitFor();
    assert.match(await page.locator("#import-note").textContent(), /Nada foi alterado/);
    await page.setInputFiles("#import", { name: "other.json", mimeType: "application/json", buffer: Buffer.from('{"lang":"en"}') });
    await page.locator("#import-note", { hasText: "não é um progresso" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("arbitro.progress")), stored, "nothing changed");
    // A good file merges.
    const good = { version: 1, drills: { "clock-001": { attempts: 1, right: 0, last_edition: "2018", last_right: false, last_seen: 1 } } };
    await page.setInputFiles("#import", { name: "good.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(good)) });
    await page.locator("#import-note", { hasText: "importado" }).waitFor();
    const merged = JSON.parse(await page.evaluate(() => localStorage.getItem("arbitro.progress")));
    assert.ok(merged.drills["clock-001"] && merged.drills["touch-move-001"], "merged, nothing lost");
    // Export downloads the same document.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
    assert.equal(download.suggestedFilename(), "arbitro-progress.json");

    await waitForServiceWorker(page);
    await server.close();
    await context.setOffline(true);
    await scenario(page, server.url, "offline");
    assert.deepEqual(errors, []);
  });
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `answer → feedback over ${sorted.length} answers: median ${median.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
});
