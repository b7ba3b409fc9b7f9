// The issue-12 topics and the mock exam in a real browser: one drill of each new topic answered
// wrongly and then rightly; a mock exam run to its score, verdict and review of mistakes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { answerAnything, withApp } from "./harness.mjs";

async function verdict(page) {
  await page.locator("#feedback").waitFor();
  return page.getAttribute("#feedback .feedback-verdict", "data-right");
}

/** Answers drill `id` with `wrong` (the feedback cites `articles`), then, reloaded, with `right`. */
async function wrongThenRight(page, base, id, wrong, right, articles) {
  await page.goto(`${base}/drills/${id}`);
  await page.locator("#drill-title").waitFor();
  await page.click(wrong);
  assert.equal(await verdict(page), "false", `${id}: ${wrong} is wrong`);
  assert.match(await page.locator("#feedback-articles").textContent(), articles);
  await page.reload();
  await page.locator("#drill-title").waitFor();
  await page.click(right);
  assert.equal(await verdict(page), "true", `${id}: ${right} is right`);
}

test("a drill of each new topic, wrongly and rightly, then a mock exam to its end", async () => {
  await withApp(async ({ page, server, errors }) => {
    const base = server.url;
    // game_end (2023): an agreed draw before any move does not count (5.2.3).
    await wrongThenRight(page, base, "game-end-012", "#result-draw", "#result-none", /5\.2\.3/);
    // conduct (2023; the drill moved from irregularities, id kept): a switched-off phone on the player loses (11.3.2.2).
    await wrongThenRight(page, base, "irregularities-015", "#choice-a", "#choice-c", /11\.3\.2\.2/);
    // draw_offers (2023): an offer cannot be withdrawn; accepted, the game is drawn (5.2.3).
    await wrongThenRight(page, base, "draw-offers-003", "#result-none", "#result-draw", /5\.2\.3/);
    // conduct (2023): the winner's phone rings after his mate: the result stands (5.1.1).
    await wrongThenRight(page, base, "conduct-004", "#result-0-1", "#result-1-0", /5\.1\.1/);
    // default_time (2023): 30 min 01 s late with a 30-minute default time loses (6.7.1).
    await wrongThenRight(page, base, "default-time-009", "#result-none", "#result-1-0", /6\.7\.1/);
    // promotion (2023): the queen still in hand when the flag falls: no mate, a loss on time (6.9).
    await wrongThenRight(page, base, "promotion-009", "#result-1-0", "#result-0-1", /6\.9/);
    // scoresheets (2023): back above five minutes by the increment, still excused for the period (8.4).
    await wrongThenRight(page, base, "scoresheets-004", "#choice-b", "#choice-a", /8\.4/);
    // visually_disabled (2023): a piece felt but left in its securing hole binds nothing (D.2.2).
    await wrongThenRight(page, base, "visually-disabled-001", "#choice-b", "#choice-a", /D\.2\.2/);

    // The new topics are on the home page and in the quiz's topic list.
    await page.goto(base + "/");
    // The app's page, not the static shell (which shows the same list before the app starts).
    await page.locator("#page-home .topic-progress li[data-topic=game_end]").waitFor();
    for (const t of ["irregularities", "draw_offers", "conduct", "default_time", "promotion", "scoresheets", "visually_disabled"]) {
      assert.equal(await page.locator(`.topic-progress li[data-topic=${t}]`).count(), 1, `${t} on the home page`);
    }
    assert.ok(await page.locator("#next-steps #continue").isVisible(), "what to do next on the first screen");
    const next = await page.locator("#next-steps").boundingBox();
    assert.ok(next.y + next.height <= 844, `next steps at ${next.y} px, below the first screen`);

    // The mock exam: 20 questions from every topic, 60 minutes, 80 % to pass.
    await page.goto(base + "/quiz");
    await page.locator("#exam-start").waitFor();
    for (const t of ["game_end", "irregularities", "draw_offers", "conduct", "default_time", "promotion", "scoresheets", "visually_disabled"]) {
      assert.equal(await page.locator(`#quiz-topic-${t}`).count(), 1, `${t} in the quiz's topic list`);
    }
    assert.match(await page.locator("#exam-rules").textContent(), /20 questões · 60 min · 80 %/);
    await page.fill("#quiz-seed", "120500");
    await page.click("#exam-start");
    const titles = [];
    for (let i = 1; i <= 20; i++) {
      await page.locator("#quiz-position", { hasText: `— ${i} ` }).waitFor();
      assert.ok(await page.locator("#quiz-time-left").isVisible(), "the exam is timed");
      await answerAnything(page);
      await page.locator("#feedback").waitFor();
      titles.push(await page.locator("#drill-title").textContent());
      await page.click(i < 20 ? "#quiz-next" : "#quiz-finish");
    }
    await page.locator("#quiz-score").waitFor();
    assert.match(await page.locator("#quiz-total").textContent(), /^\d+ \/ 20$/);
    const right = Number((await page.locator("#quiz-total").textContent()).split("/")[0]);
    const passed = await page.getAttribute("#exam-result", "data-passed");
    assert.equal(passed, String(right >= 16), `${right}/20 against the 80 % mark`);
    assert.equal((await page.locator("#exam-verdict").textContent()).trim(), right >= 16 ? "Aprovado" : "Reprovado");
    assert.ok((await page.locator("#exam-chapters tbody tr").count()) >= 6, "a score per chapter of the Laws");
    assert.equal(await page.locator("#quiz-mistakes .feedback").count(), 20 - right, "each mistake reviewed with its ruling");
    console.log(`mock exam, seed 120500: ${right}/20, passed ${passed}`);

    // The same seed gives the room the same exam.
    await page.click("#quiz-again");
    await page.fill("#quiz-seed", "120500");
    await page.click("#exam-start");
    await page.locator("#quiz-position", { hasText: "— 1 " }).waitFor();
    await page.locator("#drill-title").waitFor();
    assert.equal(await page.locator("#drill-title").textContent(), titles[0]);
    assert.deepEqual(errors, []);
  });
});
