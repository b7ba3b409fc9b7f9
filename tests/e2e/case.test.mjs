// The case desk (/case) in a real browser: a case built by pointer and by keyboard, an illegal
// move and a claim ruled, the page's data-* attributes compared with `arbitro rule` on the same
// JSON; the link round trip online and offline and a bad link that changes nothing; a case
// turned into a drill, exported, imported in a fresh profile and answered; corrupt and hostile
// drill files rejected with nothing lost. (The time from an event to its ruling on screen:
// scripts/bench-case-browser.mjs.)
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "node:test";
import { arbitro, cell, freshCase, rule, sameAsCli, settled, waitForEvents } from "./casekit.mjs";
import { waitForServiceWorker, withApp } from "./harness.mjs";

/** The contract's example by pointer: 1.e4 e5, the queen from d1 through the pawn to d3, clock, claim. */
async function queenThroughThePawn(page, base, claimBy = "") {
  await freshCase(page, base, { moves: "e4 e5", white: "1:20:00", black: "1:25:00" });
  await cell(page, "d1").click();
  await cell(page, "d3").click();
  await waitForEvents(page, 1);
  await page.click("#case-press-white");
  await page.selectOption("#case-claim-kind", "illegal_move");
  await page.selectOption("#case-claim-by", claimBy);
  await page.click("#case-claim");
  await waitForEvents(page, 3);
  await settled(page);
}

test("a case built by pointer and by keyboard is ruled as the command line rules it", async () => {
  await withApp(
    async ({ page, server, errors }) => {
      const base = server.url;
      // By pointer: 1.e4 e5, the queen from d1 through the pawn to d3, clock, Black claims.
      await queenThroughThePawn(page, base, "black");
      const { json, cli } = await sameAsCli(page);
      assert.deepEqual(JSON.parse(json).events, [
        { play: "d1d3" },
        { press_clock: "white" },
        { claim: "illegal_move", by: "black" },
      ]);
      // The contract's worked example.
      assert.equal(cli.decision, "illegal_move_penalised");
      assert.deepEqual(cli.allowed_moves, ["Qe2", "Qf3", "Qg4", "Qh5"]);
      assert.deepEqual(cli.clocks, { white: "1:20:00", black: "1:27:00" });
      assert.deepEqual(cli.articles, ["7.5.1", "4.3.1", "7.5.5"]);
      // The allowed moves are drawn as arrows, the seven editions side by side.
      assert.equal(await page.locator(".board-annotations line, .board-annotations path, .board-annotations polygon").count() > 0, true);
      await page.locator("#case-editions-table").waitFor();
      assert.equal(await page.locator("#case-editions-table thead th").count(), 8);
      // Each edition's column carries that edition's ruling in the same attributes, and each
      // equals the command line's ruling of the page's JSON in that edition.
      for (const edition of ["2001", "2005", "2009", "2014", "2017", "2018", "2023"]) {
        const th = page.locator(`#case-editions-table thead th[data-edition='${edition}']`);
        const want = rule(JSON.stringify({ ...JSON.parse(json), edition }));
        assert.deepEqual(JSON.parse(await th.getAttribute("data-ruling")), want, edition);
        assert.equal(await th.getAttribute("data-decision"), want.decision, edition);
        assert.equal(await th.getAttribute("data-result"), want.result ?? "none", edition);
        assert.equal(await th.getAttribute("data-claim"), want.claim ?? "none", edition);
        assert.equal(await th.getAttribute("data-articles"), want.articles.join(" "), edition);
      }
      // 2001's and 2005's articles are numbered differently: marked as differing.
      assert.equal(await page.locator("tr[data-field='articles'] td[data-edition='2001']").getAttribute("data-differs"), "true");
      assert.equal(await page.locator("tr[data-field='articles'] td[data-edition='2023']").getAttribute("data-differs"), "false");

      // Undo takes the claim back; stepping shows the board before the move.
      await page.click("#case-undo");
      await waitForEvents(page, 2);
      await settled(page);
      await page.click("#case-step-start");
      assert.equal(await cell(page, "d1").locator(".board-piece").count(), 1);
      await page.click("#case-step-end");
      assert.equal(await cell(page, "d3").locator(".board-piece").count(), 1, "the illegal move stands on the board");
      // Editing an event: the press becomes Black's.
      await page.locator("#case-event-list > li").nth(1).locator(".case-event-edit").click();
      await page.fill("#case-edit-text", '{"press_clock": "black"}');
      await page.click("#case-edit-save");
      await page.waitForFunction(() => document.getElementById("case-json").value.includes('"press_clock":"black"'));
      await settled(page);
      await sameAsCli(page);

      // By keyboard alone: White touches the knight on g1 and then plays the other knight.
      await freshCase(page, base, { moves: "", white: "0:10:00", black: "0:10:00" });
      await page.focus("#case-hand-touch");
      await page.keyboard.press("Space");
      await cell(page, "g1").focus();
      await page.keyboard.press("Enter");
      await waitForEvents(page, 1);
      await page.focus("#case-hand-move");
      await page.keyboard.press("Space");
      await cell(page, "b1").focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await waitForEvents(page, 2);
      await page.focus("#case-press-white");
      await page.keyboard.press("Enter");
      await page.focus("#case-claim-kind");
      await page.selectOption("#case-claim-kind", "touch_move");
      await page.selectOption("#case-claim-by", "");
      await page.focus("#case-claim");
      await page.keyboard.press("Enter");
      await waitForEvents(page, 4);
      await settled(page);
      const k = await sameAsCli(page);
      assert.deepEqual(JSON.parse(k.json).events, [
        { touch: "g1" },
        { play: "b1c3" },
        { press_clock: "white" },
        { claim: "touch_move" },
      ]);
      assert.equal(k.cli.claim, "correct");

      // The clock running live (on the page's injectable clock): the time from Run to Stop goes
      // in as one wait, and the ruling follows.
      await page.evaluate(() => (window.__arbitroTestClock = { now: 1_000 }));
      await page.focus("#case-clock-run");
      await page.keyboard.press("Enter");
      await page.locator("#case-clock-elapsed").waitFor();
      await page.evaluate(() => (window.__arbitroTestClock.now = 66_000));
      await page.locator("#case-clock-elapsed", { hasText: "0:01:05" }).waitFor();
      await page.click("#case-clock-run");
      await waitForEvents(page, 5);
      await page.evaluate(() => delete window.__arbitroTestClock);
      assert.deepEqual(JSON.parse(await page.locator("#case-json").inputValue()).events.at(-1), { wait: "0:01:05" });
      await settled(page);
      await sameAsCli(page);

      // Both languages.
      await page.click("#lang-toggle");
      await page.locator("#case-ruling h2", { hasText: "Ruling" }).waitFor();
      await page.click("#lang-toggle");
      await page.locator("#case-ruling h2", { hasText: "Decisão" }).waitFor();

      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1280, height: 900 } },
  );
});

test("a case link opens its ruling online and offline; a bad link changes nothing", async () => {
  await withApp(async ({ page, context, server, errors }) => {
    const base = server.url;
    await queenThroughThePawn(page, base);
    const { json } = await sameAsCli(page);
    const link = await page.locator("#case-link").inputValue();
    const payload = new URL(link).searchParams.get("i");
    assert.equal(Buffer.from(payload, "base64url").toString(), json);
    assert.doesNotMatch(payload, /[=+/]/, "base64url without padding");

    // Another case on the desk; then the link brings the first back.
    await page.click("#case-clear");
    await waitForEvents(page, 0);
    await page.goto(base + new URL(link).pathname + new URL(link).search);
    await waitForEvents(page, 3);
    await settled(page);
    assert.equal(await page.locator("#case-json").inputValue(), json);

    // A bad link names what is wrong, in both languages, and the case stays.
    const stored = await page.evaluate(() => localStorage.getItem("arbitro.case"));
    await page.goto(base + "/case?i=eyJ+");
    await page.locator("#case-link-error").waitFor();
    assert.match(await page.locator("#case-link-error").textContent(), /não é base64url/);
    const badField = Buffer.from('{"edition":"2023","events":[{"touch":"z9"}]}').toString("base64url");
    await page.goto(base + "/case?i=" + badField);
    await page.locator("#case-link-error", { hasText: "events[0].touch" }).waitFor();
    await page.click("#lang-toggle");
    await page.locator("#case-link-error", { hasText: "Invalid link" }).waitFor();
    await page.click("#lang-toggle");
    assert.equal(await page.evaluate(() => localStorage.getItem("arbitro.case")), stored, "nothing lost");
    await waitForEvents(page, 3);

    // Offline.
    await waitForServiceWorker(page);
    await server.close();
    await context.setOffline(true);
    await page.goto(link);
    await waitForEvents(page, 3);
    await page.locator("#case-ruling[data-decision='illegal_move_penalised']").waitFor();
    assert.equal(await page.locator("#case-json").inputValue(), json);
    assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
  });
});

const HOSTILE = (id) => `id = "${id}"
topic = "touch_move"
editions = ["2023"]

[title]
pt = "<img src=x onerror=alert(1)> título"
en = "<img src=x onerror=alert(1)> title"

[narrative]
pt = "<script>alert(2)</script>"
en = "<script>alert(2)</script>"

[question]
pt = "Qual o resultado?"
en = "What is the result?"

[incident]
events = [{ resign = "white" }]

[answer]
kind = "result"

[[expect]]
editions = ["2023"]
decision = "game_over"
result = "0-1"
articles = ["5.1.2"]
explanation = { pt = "As brancas abandonaram.", en = "White resigned." }
`;

test("a case becomes a drill, exported, imported in a fresh profile and answered; bad files are rejected", async () => {
  let exported;
  let expected;
  await withApp(
    async ({ page, server, errors }) => {
      await queenThroughThePawn(page, server.url);
      expected = rule(await page.locator("#case-json").inputValue());
      await page.click("#case-drill summary");
      await page.fill("#case-drill-id", "meu-caso-dama");
      await page.selectOption("#case-drill-topic", "illegal_moves");
      await page.selectOption("#case-drill-kind", "clocks");
      await page.check("#case-drill-edition-2005");
      await page.fill("#case-drill-title-pt", "Dama através do peão");
      await page.fill("#case-drill-title-en", "Queen through the pawn");
      await page.fill("#case-drill-narrative-pt", "Depois de 1.e4 e5 a dama branca vai de d1 a d3; as pretas reclamam.");
      await page.fill("#case-drill-narrative-en", "After 1.e4 e5 the white queen goes from d1 to d3; Black claims.");
      await page.fill("#case-drill-question-pt", "Como ficam os relógios?");
      await page.fill("#case-drill-question-en", "What do the clocks show?");
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#case-drill-export")]);
      assert.equal(download.suggestedFilename(), "meu-caso-dama.toml");
      exported = readFileSync(await download.path()).toString();
      assert.match(exported, /editions = \["2005", "2023"\]/);
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1280, height: 900 } },
  );

  // The exported file passes `arbitro drills check` unchanged.
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(resolve(tmpdir(), "arbitro-case-"));
  mkdirSync(resolve(dir, "illegal_moves"));
  writeFileSync(resolve(dir, "illegal_moves", "meu-caso-dama.toml"), exported);
  const out = execFileSync(arbitro(), ["drills", "check", dir]).toString();
  assert.match(out, /1 passed, 0 failed/);
  rmSync(dir, { recursive: true });

  let progressFile;
  await withApp(async ({ page, server, errors }) => {
    const base = server.url;
    const available = async () => {
      await page.goto(base + "/quiz");
      await page.locator("#quiz-available strong").waitFor();
      return Number(await page.locator("#quiz-available strong").textContent());
    };
    const before = await available();
    await page.goto(base + "/case");
    await page.locator("#own-drills-file").waitFor();
    await page.setInputFiles("#own-drills-file", [
      { name: "meu-caso-dama.toml", mimeType: "text/plain", buffer: Buffer.from(exported) },
      { name: "hostil.toml", mimeType: "text/plain", buffer: Buffer.from(HOSTILE("hostil-texto")) },
    ]);
    await page.locator("#own-drills-imported", { hasText: "2" }).waitFor();
    // Hostile text is shown as text: no element made from it.
    await page.locator(".own-drill[data-id='hostil-texto']", { hasText: "<img src=x onerror=alert(1)>" }).waitFor();
    assert.equal(await page.locator("#own-drill-list img").count(), 0);
    const kept = await page.evaluate(() => localStorage.getItem("arbitro.own-drills"));

    // Corrupt and lying files are rejected, each with its file and field; nothing is lost.
    const lying = exported.replace(/id = "meu-caso-dama"/, 'id = "mentira"').replace(/white = "1:20:00"\nblack = "1:27:00"/, 'white = "1:20:00"\nblack = "1:25:00"');
    await page.setInputFiles("#own-drills-file", [
      { name: "quebrado.toml", mimeType: "text/plain", buffer: Buffer.from("id = \"x\"\n[[[") },
      { name: "caminho.toml", mimeType: "text/plain", buffer: Buffer.from(HOSTILE("../../etc/passwd")) },
      { name: "mentira.toml", mimeType: "text/plain", buffer: Buffer.from(lying) },
      { name: "enorme.toml", mimeType: "text/plain", buffer: Buffer.from("#".repeat(100_000)) },
    ]);
    const list = page.locator("#own-drills-errors");
    await list.waitFor();
    const text = await list.textContent();
    assert.match(text, /quebrado\.toml: file: não é TOML válido/);
    assert.match(text, /caminho\.toml: id:/);
    assert.match(text, /mentira\.toml: clocks/);
    assert.match(text, /enorme\.toml: file:/);
    assert.equal(await page.evaluate(() => localStorage.getItem("arbitro.own-drills")), kept, "nothing lost");

    // Listed in the drill list, answered in the player.
    await page.goto(base + "/drills");
    await page.locator(".drill-item[data-id='meu-caso-dama'] .badge--own").waitFor();
    await page.locator(".drill-item[data-id='meu-caso-dama'] a").click();
    await page.locator("#drill-title").waitFor();
    if (await page.locator("#answer-now").isVisible()) await page.click("#answer-now");
    await page.locator("#clock-white").waitFor();
    await page.fill("#clock-white", expected.clocks.white);
    await page.fill("#clock-black", expected.clocks.black);
    if (await page.locator("#moves-white").isVisible()) {
      await page.fill("#moves-white", String(expected.clock_moves.white));
      await page.fill("#moves-black", String(expected.clock_moves.black));
    }
    await page.click("#clock-submit");
    await page.locator("#feedback.feedback--right").waitFor();
    // In the quiz's pool (the default edition, 2023, is one of the drill's) and in projection mode.
    assert.equal(await available(), before + 2, "both imported drills join the quiz's pool");
    await page.goto(base + "/instructor");
    await page.locator(".drill-item[data-id='meu-caso-dama'] a").click();
    await page.locator("#proj-title", { hasText: "Dama através do peão" }).waitFor();
    // In the progress export, with the answer just given.
    await page.goto(base + "/");
    const [saved] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
    progressFile = readFileSync(await saved.path()).toString();
    const progress = JSON.parse(progressFile);
    assert.equal(progress.own_drills["meu-caso-dama"], exported);
    assert.ok(progress.drills["meu-caso-dama"], "the answer is in the progress");
    // Removable.
    await page.goto(base + "/case");
    await page.locator(".own-drill[data-id='hostil-texto'] .own-drill-remove").click();
    await page.waitForFunction(() => !document.querySelector(".own-drill[data-id='hostil-texto']"));
    assert.ok(!(await page.evaluate(() => localStorage.getItem("arbitro.own-drills"))).includes("hostil-texto"));
    assert.deepEqual(errors, []);
  });

  // The progress file brings the own drill to another fresh profile, checked again by the engine.
  await withApp(async ({ page, server, errors }) => {
    const base = server.url;
    await page.goto(base + "/");
    await page.locator("#import").waitFor({ state: "attached" });
    await page.setInputFiles("#import", { name: "arbitro-progress.json", mimeType: "application/json", buffer: Buffer.from(progressFile) });
    await page.locator("#import-note.ok").waitFor();
    await page.goto(base + "/drills");
    await page.locator(".drill-item[data-id='meu-caso-dama'] .badge--own").waitFor();
    assert.equal(await page.locator(".drill-item[data-id='meu-caso-dama'] .mark").getAttribute("data-status"), "right");
    assert.deepEqual(errors, []);
  });
});

test("the start position from a pasted PGN and from the board editor", async () => {
  await withApp(
    async ({ page, server, errors }) => {
      await freshCase(page, server.url, { moves: "", white: "1:00:00", black: "1:00:00" });
      const json = async () => JSON.parse(await page.locator("#case-json").inputValue());

      // A PGN with tags, a comment and a variation, read by pgn-reader in the worker.
      await page.fill("#case-pgn", '[Event "Clube"]\n[Site "?"]\n\n1. e4 {abertura} e5 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6 *\n');
      await page.click("#case-pgn-read");
      await page.waitForFunction(() => document.getElementById("case-json").value.includes('"a6"'));
      assert.deepEqual((await json()).moves, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
      await settled(page);
      await sameAsCli(page);
      // A PGN with an illegal move is refused, naming it; the case stays as it was.
      await page.fill("#case-pgn", "1. e4 e5 2. Ke3 *");
      await page.click("#case-pgn-read");
      await page.locator("#case-pgn-error", { hasText: "Ke3" }).waitFor();
      assert.deepEqual((await json()).moves, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);

      // The board editor: from the initial position, the black queen taken off d8 and put on d5,
      // the pawn on e2 taken off, Black to move, White's castling rights gone.
      await page.click("#case-initial");
      await page.click("#case-hand-edit");
      await page.selectOption("#case-piece", "-");
      await cell(page, "d8").click();
      await cell(page, "e2").click();
      await page.selectOption("#case-piece", "q");
      await cell(page, "d5").click();
      await page.selectOption("#case-turn", "black");
      await page.uncheck("#case-castle-K");
      await page.uncheck("#case-castle-Q");
      await page.waitForFunction(() => document.getElementById("case-json").value.includes("/3q4/8/8/PPPP1PPP/RNBQKBNR b kq "));
      assert.equal((await json()).fen, "rnb1kbnr/pppppppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR b kq - 0 1");
      await settled(page);
      await sameAsCli(page);
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1280, height: 900 } },
  );
});
