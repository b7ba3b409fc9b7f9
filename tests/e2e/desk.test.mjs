// The case desk (/case) walked through in a real browser, in pt-BR (the default) on a phone
// (390 px) and in English on a projector (1920 px): the FEN field (typed, pasted, bad, a board
// found in an illegal position), every event the desk offers, each ruled as `arbitro rule`
// rules the page's own JSON — or, where the command line refuses the incident, refused by the
// desk with the reason and nothing lost —, the share link copied to the clipboard and reopened
// in a fresh profile with every edition's ruling, a case turned into a drill, and the desk
// working offline after a single visit.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { caseJson, cell, fitsTheWidth, freshCase, rule, ruleOrError, sameAsCli, settled, waitForEvents } from "./casekit.mjs";
import { waitForServiceWorker, withApp } from "./harness.mjs";

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const SETUPS = [
  { lang: "pt", viewport: PHONE },
  { lang: "en", viewport: PROJECTOR },
];

async function useLanguage(page, lang) {
  await page.locator("#case-ruling[data-ruling^='{']").waitFor();
  const want = lang === "pt" ? "Decisão" : "Ruling";
  if (!(await page.locator("#case-ruling h2", { hasText: want }).count())) await page.click("#lang-toggle");
  await page.locator("#case-ruling h2", { hasText: want }).waitFor();
}

/** Types into a text field of the desk (its value is taken on `change`, as on leaving it). */
async function type(page, id, value) {
  await page.fill(id, value);
  await page.locator(id).dispatchEvent("change");
}

async function hand(page, code) {
  await page.check(`#case-hand-${code}`);
}

/**
 * Does `act` and checks the desk against the command line: with `event` added at the end the
 * incident is either ruled (then the page shows exactly the command line's ruling of its own
 * JSON) or refused by the command line (then the desk refuses the event too, says so in the
 * page's language, and the case and its ruling stay as they were). Returns which.
 */
async function step(page, lang, act, event) {
  const before = await caseJson(page);
  const candidate = { ...before, events: [...before.events, event] };
  const cli = ruleOrError(JSON.stringify(candidate));
  await act();
  if (cli.ruling) {
    await waitForEvents(page, candidate.events.length);
    assert.deepEqual((await caseJson(page)).events, candidate.events);
    await settled(page);
    await sameAsCli(page);
    return "ruled";
  }
  const said = lang === "pt" ? "O evento não foi acrescentado" : "The event was not added";
  await page.locator("#case-note", { hasText: said }).waitFor();
  // Seen where the event was made: the note stands over the foot of the window.
  const box = await page.locator("#case-note").boundingBox();
  const height = page.viewportSize().height;
  assert.ok(box.y >= 0 && box.y + box.height <= height, `the note is in the window: ${JSON.stringify(box)}`);
  assert.deepEqual(await caseJson(page), before, `refused (${cli.error}): the case stays`);
  await waitForEvents(page, before.events.length);
  await settled(page);
  await page.click("#case-note-close");
  await page.locator("#case-note").waitFor({ state: "detached" });
  return "refused";
}

/** A fresh case from a FEN (through the FEN field) with both clocks at `clock`. */
async function fromFen(page, base, fen, clock = "1:00:00") {
  await freshCase(page, base, { moves: "", white: clock, black: clock });
  await page.fill("#case-fen", fen);
  await page.click("#case-fen-set");
  await page.waitForFunction((fen) => document.getElementById("case-json").value.includes(JSON.stringify(fen)), fen);
  await settled(page);
}

for (const { lang, viewport } of SETUPS) {
  test(`the FEN field: typed, pasted, bad (named, nothing lost) and a board found illegal — ${lang}, ${viewport.width} px`, async () => {
    await withApp(
      async ({ page, context, server, errors }) => {
        const base = server.url;
        await page.goto(base + "/case");
        await useLanguage(page, lang);
        await freshCase(page, base, { moves: "e4 e5", white: "1:00:00", black: "1:00:00" });
        await page.check("#case-hand-touch");
        await cell(page, "g1").click();
        await waitForEvents(page, 1);
        await settled(page);
        const kept = await caseJson(page);
        const shown = await page.locator("#case-ruling").getAttribute("data-ruling");
        const stored = await page.evaluate(() => localStorage.getItem("arbitro.case"));

        // A bad FEN is named in the page's language, next to the field; nothing changes.
        for (const [bad, pt, en] of [
          ["xyz bad", "a descrição das peças", "the pieces (the first field)"],
          ["4k3/8/8/8/8/8/8/4K3 x - - 0 1", "a vez de jogar", "the side to move"],
          ["8/8/8/8/8/8/8/4K3 w - - 0 1", "falta um rei", "a king is missing"],
        ]) {
          await page.fill("#case-fen", bad);
          await page.click("#case-fen-set");
          await page.locator("#case-fen-error", { hasText: lang === "pt" ? pt : en }).waitFor();
          assert.deepEqual(await caseJson(page), kept, `${bad}: the case stays`);
          assert.equal(await page.locator("#case-ruling").getAttribute("data-ruling"), shown);
          assert.equal(await page.evaluate(() => localStorage.getItem("arbitro.case")), stored);
          assert.equal(await page.inputValue("#case-fen"), bad, "what was typed stays to be corrected");
        }
        await page.click("#lang-toggle");
        await page.locator("#case-fen-error", { hasText: lang === "pt" ? "a king is missing" : "falta um rei" }).waitFor();
        await page.click("#lang-toggle");

        // A FEN pasted from the clipboard replaces the start position and the moves from the old one.
        const fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
        await page.evaluate((fen) => navigator.clipboard.writeText(fen), fen);
        await page.fill("#case-fen", "");
        await page.focus("#case-fen");
        await page.keyboard.press("ControlOrMeta+V");
        assert.equal(await page.inputValue("#case-fen"), fen);
        await page.click("#case-fen-set");
        await page.waitForFunction(() => !document.getElementById("case-fen-error"));
        const now = await caseJson(page);
        assert.equal(now.fen, fen);
        assert.equal(now.moves, undefined, "the moves played from the old position are gone");
        assert.deepEqual(now.events, kept.events, "the events stay");
        // The touch of g1 now touches an empty square: the engine says so on the ruling.
        await page.locator("#case-ruling[data-decision='error']", { hasText: "events[0]" }).waitFor();
        await page.click("#case-clear");
        await waitForEvents(page, 0);
        await settled(page);
        await sameAsCli(page);
        assert.equal(await cell(page, "a1").locator(".board-piece").count(), 1);
        assert.equal(await cell(page, "e2").locator(".board-piece").count(), 0);
        assert.equal(await page.isChecked("#case-castle-K"), true);

        // A board found in an illegal position: the error points to the box; ticked, it is ruled.
        const found = "P3k3/8/8/8/8/8/8/4K3 b - - 0 40";
        await page.fill("#case-fen", found);
        await page.click("#case-fen-set");
        await page.locator("#case-fen-error", { hasText: lang === "pt" ? "posição ilegal" : "illegal position" }).waitFor();
        assert.equal((await caseJson(page)).fen, fen);
        await page.check("#case-illegal-position");
        await page.waitForFunction(() => document.getElementById("case-json").value.includes('"illegal_position":true'));
        assert.equal((await caseJson(page)).fen, found);
        await settled(page);
        await sameAsCli(page);
        await type(page, "#case-last-fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 40");
        await page.waitForFunction(() => document.getElementById("case-json").value.includes("last_identifiable_fen"));
        await settled(page);
        const { cli } = await sameAsCli(page);
        assert.match(cli.decision, /position|illegal|restor/);
        // The round's late start is a field of the case too.
        await page.uncheck("#case-illegal-position");
        await page.click("#case-initial");
        await type(page, "#case-round-start", "0:10:00");
        await page.waitForFunction(() => document.getElementById("case-json").value.includes('"round_start":"0:10:00"'));
        await settled(page);
        await sameAsCli(page);

        await fitsTheWidth(page);
        assert.deepEqual(errors, []);
      },
      { viewport },
    );
  });

  test(`every event the desk offers is ruled as the command line rules it, or refused with nothing lost — ${lang}, ${viewport.width} px`, async () => {
    await withApp(
      async ({ page, server, errors }) => {
        const base = server.url;
        await page.goto(base + "/case");
        await useLanguage(page, lang);
        const outcomes = {};
        const at = (name, how) => (outcomes[name] = how);
        const fresh = (moves = "", clock = "1:00:00") => freshCase(page, base, { moves, white: clock, black: clock });

        // At the board: touch, adjust, release; a move with one hand named, with two hands.
        await fresh();
        await hand(page, "adjust");
        at("adjust", await step(page, lang, () => cell(page, "e2").click(), { adjust: "e2" }));
        await hand(page, "touch");
        at("touch", await step(page, lang, () => cell(page, "g1").click(), { touch: "g1" }));
        await hand(page, "release");
        at("release", await step(page, lang, () => cell(page, "f3").click(), { release: "f3" }));
        await fresh();
        await hand(page, "move");
        await page.selectOption("#case-hand-used", "left");
        at("play, left hand", await step(page, lang, async () => {
          await cell(page, "e2").click();
          await cell(page, "e4").click();
        }, { play: "e2e4", hand: "left" }));
        await page.selectOption("#case-hand-used", "right");
        at("press, right hand", await step(page, lang, () => page.click("#case-press-white"), { press_clock: "white", hand: "right" }));
        await page.selectOption("#case-hand-used", "");
        await page.check("#case-two-hands");
        at("play, two hands", await step(page, lang, async () => {
          await cell(page, "e7").click();
          await cell(page, "e5").click();
        }, { play: "e7e5", hands: 2 }));
        await page.uncheck("#case-two-hands");
        // Not the mover's turn: a move by White again is refused, the case stays.
        at("press by the wrong side", await step(page, lang, () => page.click("#case-press-white"), { press_clock: "white" }));

        // A pawn left on the last rank, then the promotion piece placed.
        await fromFen(page, base, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        await hand(page, "move");
        await page.check("#case-unpromoted");
        at("play unpromoted", await step(page, lang, async () => {
          await cell(page, "a7").click();
          await cell(page, "a8").click();
          const picker = page.locator("[data-promotion]");
          if (await picker.first().isVisible().catch(() => false)) await picker.first().click();
        }, { play: "a7a8" }));
        await page.uncheck("#case-unpromoted");
        await hand(page, "place");
        await page.selectOption("#case-piece", "Q");
        at("place", await step(page, lang, () => cell(page, "a8").click(), { place: { square: "a8", piece: "Q" } }));
        at("press", await step(page, lang, () => page.click("#case-press-white"), { press_clock: "white" }));

        // Time and flags.
        await fresh("", "0:00:20");
        await page.fill("#case-wait", "0:00:30");
        at("wait", await step(page, lang, () => page.click("#case-wait-add"), { wait: "0:00:30" }));
        at("flag fall", await step(page, lang, () => page.click("#case-flag-white"), { flag_fall: "white" }));
        await fresh();
        at("flag with time left", await step(page, lang, () => page.click("#case-flag-black"), { flag_fall: "black" }));
        await fresh("", "0:00:00");
        at("both flags", await step(page, lang, () => page.click("#case-flag-both"), { flag_fall: "both" }));

        // Offers and resignation, by the player chosen in "Who" or by the side to move.
        await fresh();
        await page.selectOption("#case-by", "white");
        at("offer", await step(page, lang, () => page.click("#case-offer"), { offer_draw: "white" }));
        await page.selectOption("#case-by", "black");
        at("decline", await step(page, lang, () => page.click("#case-decline"), { decline_draw: "black" }));
        // Accepting a draw nobody offered cannot happen: refused.
        await fresh("e4 e5");
        await page.selectOption("#case-by", "white");
        at("accept, no offer", await step(page, lang, () => page.click("#case-accept"), { accept_draw: "white" }));
        await fresh("e4 e5");
        await page.selectOption("#case-by", "black");
        await page.click("#case-offer");
        await waitForEvents(page, 1);
        await page.selectOption("#case-by", "white");
        at("accept", await step(page, lang, () => page.click("#case-accept"), { accept_draw: "white" }));
        assert.equal(await page.locator("#case-ruling").getAttribute("data-result"), "1/2-1/2");
        await fresh("e4");
        at("resign, side to move", await step(page, lang, () => page.click("#case-resign"), { resign: "black" }));

        // Claims, each kind the desk offers.
        for (const [kind, extra, moves] of [
          ["touch_move", {}, ""],
          ["illegal_move", {}, ""],
          ["threefold", { written_move: "Nf3" }, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"],
          ["fifty_moves", { written_move: "Nf3" }, ""],
          ["quickplay_finish", { grounds: "cannot_win", arbiter_decision: "postpone" }, ""],
          ["quickplay_increment", {}, ""],
          ["flag", {}, ""],
        ]) {
          await fresh(moves, kind.startsWith("quickplay") ? "0:01:00" : "1:00:00");
          if (kind.startsWith("quickplay")) {
            await page.check("#case-quickplay");
            await type(page, "#case-time-control", "3600");
            await settled(page);
          }
          await page.selectOption("#case-claim-kind", kind);
          await type(page, "#case-written", extra.written_move ?? "");
          await page.selectOption("#case-grounds", extra.grounds ?? "");
          await page.selectOption("#case-arbiter-decision", extra.arbiter_decision ?? "");
          at(`claim ${kind}`, await step(page, lang, () => page.click("#case-claim"), { claim: kind, ...extra }));
          if (kind === "illegal_move") {
            // No illegal move was made: the claim is incorrect, said in the page's language.
            assert.equal(await page.locator("#case-ruling").getAttribute("data-claim"), "incorrect");
            await page.locator("#case-ruling dd").getByText(lang === "pt" ? "incorreta" : "incorrect", { exact: true }).waitFor();
            const row = page.locator("tr[data-field='claim'] td[data-edition='2023']");
            assert.match(await row.textContent(), lang === "pt" ? /incorreta/ : /incorrect/);
          }
        }

        // Irregularities.
        for (const [kind, extra, sound] of [
          ["initial_position_wrong", {}],
          ["board_orientation_wrong", {}],
          ["colours_reversed", {}],
          ["pieces_displaced", {}],
          ["pieces_knocked_over", { by: "white" }],
          ["device", { by: "white", sound: true }, true],
          ["device", { by: "white", switched_on: false }],
        ]) {
          await fresh("e4 e5");
          await page.selectOption("#case-irregularity-kind", kind);
          if (sound) await page.check("#case-sound");
          if ("switched_on" in extra) await page.selectOption("#case-switched-on", extra.switched_on ? "on" : "off");
          at(kind, await step(page, lang, () => page.click("#case-irregularity"), { irregularity: kind, ...extra }));
        }

        // Adjournment and resumption, arrivals.
        await fresh("e4 e5");
        at("adjourn", await step(page, lang, () => page.click("#case-adjourn"), { adjourn: {} }));
        await type(page, "#case-seal-move", "Nf3");
        at("seal", await step(page, lang, () => page.click("#case-seal"), { seal: "Nf3" }));
        await type(page, "#case-late-black", "0:05:00");
        at("resume", await step(page, lang, () => page.click("#case-resume"), { resume: { late: { black: "0:05:00" } } }));
        await fresh("e4 e5");
        await page.click("#case-adjourn");
        await waitForEvents(page, 1);
        await type(page, "#case-seal-move", "Nf3");
        await page.click("#case-seal");
        await waitForEvents(page, 2);
        at("position lost", await step(page, lang, () => page.click("#case-position-lost"), { resume: { envelope_lost: true, position_lost: true } }));
        await fresh();
        at("resume, nothing adjourned", await step(page, lang, () => page.click("#case-resume"), { resume: {} }));
        await fresh();
        await type(page, "#case-default-time", "0:30:00");
        await type(page, "#case-late-white", "0:20:00");
        at("arrive", await step(page, lang, () => page.click("#case-arrive"), { arrive: { white: "0:20:00" } }));

        // The arbiter, the clock and the result.
        await fresh("e4 e5");
        await page.selectOption("#case-stop-reason", "valid");
        at("stop clock, valid", await step(page, lang, () => page.click("#case-stop-clock"), { stop_clock: "white", valid_reason: true }));
        await fresh("e4 e5");
        await page.selectOption("#case-stop-reason", "invalid");
        at("stop clock, no reason", await step(page, lang, () => page.click("#case-stop-clock"), { stop_clock: "white", valid_reason: false }));
        await fresh("e4");
        at("write in advance", await step(page, lang, () => page.click("#case-write-in-advance"), { write_in_advance: "black" }));
        await fresh();
        await page.selectOption("#case-refuse-who", "both");
        at("refuse", await step(page, lang, () => page.click("#case-refuse"), { refuse: "both" }));
        await fresh("e4 e5");
        at("clock defect", await step(page, lang, () => page.click("#case-clock-defect"), { irregularity: "clock_defect" }));
        await type(page, "#case-used", "nonsense");
        await page.click("#case-clock-setting");
        await page.locator("#case-arbiter-error", { hasText: lang === "pt" ? "Ritmo em que o relógio estava" : "Time control the clock was set to" }).waitFor();
        await fresh("e4 e5");
        await type(page, "#case-used", "5400");
        at("clock set wrongly", await step(page, lang, () => page.click("#case-clock-setting"), { irregularity: "clock_setting_wrong", used: "5400" }));
        await fresh("", "0:01:00");
        await page.check("#case-quickplay");
        await type(page, "#case-time-control", "3600");
        await page.selectOption("#case-claim-kind", "quickplay_finish");
        await page.selectOption("#case-arbiter-decision", "postpone");
        await page.click("#case-claim");
        await waitForEvents(page, 1);
        await page.fill("#case-wait", "0:01:00");
        await page.click("#case-wait-add");
        await waitForEvents(page, 2);
        await page.selectOption("#case-flag-decision", "accept");
        at("flag fall judged", await step(page, lang, () => page.click("#case-flag-judged"), { flag_fall: "white", arbiter_decision: "accept" }));
        await fresh();
        await page.selectOption("#case-by", "black");
        await page.click("#case-resign");
        await waitForEvents(page, 1);
        await page.selectOption("#case-sign-result", "1/2-1/2");
        await page.check("#case-sign-set-aside");
        at("sign, set aside", await step(page, lang, () => page.click("#case-sign"), { sign_result: "1/2-1/2", arbiter_decision: "reject" }));
        await fresh();
        await page.selectOption("#case-sign-result", "0-1");
        at("sign", await step(page, lang, () => page.click("#case-sign"), { sign_result: "0-1" }));

        // The scoresheets (Art. 8) and the visually disabled player's board (merged from main).
        await fresh("e4 e5");
        at("not recording", await step(page, lang, () => page.click("#case-not-recording"), { not_recording: "white" }));
        at("request scoresheet", await step(page, lang, () => page.click("#case-request-scoresheet"), { request_scoresheet: "white" }));
        await fresh("e4 e5");
        at("unable to record", await step(page, lang, () => page.click("#case-unable-to-record"), { unable_to_record: "white" }));
        await fresh("e4 e5");
        await page.selectOption("#case-visually-disabled", "white");
        await settled(page);
        await type(page, "#case-announce-move", "Nf3");
        at("announce", await step(page, lang, () => page.click("#case-announce"), { announce: "Nf3" }));
        await type(page, "#case-sheet-white", "Nf3");
        await type(page, "#case-sheet-black", "Nc3");
        at("boards differ", await step(page, lang, () => page.click("#case-boards-differ"), { boards_differ: { white: "Nf3", black: "Nc3" } }));

        // The labels are in the page's language.
        const label = await page.locator("#case-stop-clock").textContent();
        assert.match(label, lang === "pt" ? /Parar o relógio/ : /Stop the clock/);
        await fitsTheWidth(page);
        console.log(`outcomes (${lang}):`, JSON.stringify(outcomes, null, 1));
        // Events that make sense on these boards are ruled, not refused.
        for (const name of ["adjust", "touch", "play, left hand", "press, right hand", "play, two hands", "play unpromoted", "place", "press", "wait", "flag fall", "offer", "decline", "accept", "resign, side to move", "claim touch_move", "claim illegal_move", "adjourn", "seal", "resume", "arrive", "stop clock, valid", "write in advance", "refuse", "clock defect", "clock set wrongly", "sign"])
          assert.equal(outcomes[name], "ruled", name);
        for (const name of ["flag with time left", "accept, no offer", "resume, nothing adjourned"])
          assert.equal(outcomes[name], "refused", name);
        assert.deepEqual(errors, []);
      },
      { viewport },
    );
  });
}

test("the share link: copied to the clipboard, reopened in a fresh profile with every edition's ruling, at a phone's width and in English", async () => {
  let link;
  let json;
  await withApp(
    async ({ page, context, server, errors }) => {
      const base = server.url;
      await freshCase(page, base, { moves: "e4 e5", white: "1:20:00", black: "1:25:00" });
      await cell(page, "d1").click();
      await cell(page, "d3").click();
      await waitForEvents(page, 1);
      await page.click("#case-press-white");
      await page.selectOption("#case-claim-kind", "illegal_move");
      await page.click("#case-claim");
      await waitForEvents(page, 3);
      await settled(page);
      ({ json } = await sameAsCli(page));
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
      await page.click("#case-copy-link");
      await page.locator("#case-copied", { hasText: "Link copiado." }).waitFor();
      link = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(link, await page.inputValue("#case-link"));
      assert.equal(Buffer.from(new URL(link).searchParams.get("i"), "base64url").toString(), json);
      await page.click("#lang-toggle");
      await page.click("#case-copy-json");
      await page.locator("#case-copied", { hasText: "JSON copied." }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), json);
      await fitsTheWidth(page);
      assert.deepEqual(errors, []);
    },
    { viewport: PHONE },
  );

  // A colleague opens the link on another device: the same case, and each edition's ruling.
  await withApp(
    async ({ page, server, errors }) => {
      const url = new URL(link);
      await page.goto(server.url + url.pathname + url.search);
      await waitForEvents(page, 3);
      await settled(page);
      assert.equal(await page.inputValue("#case-json"), json);
      await page.locator("#case-editions-table").waitFor();
      for (const edition of ["2001", "2005", "2009", "2014", "2017", "2018", "2023"]) {
        const th = page.locator(`#case-editions-table thead th[data-edition='${edition}']`);
        const want = rule(JSON.stringify({ ...JSON.parse(json), edition }));
        assert.deepEqual(JSON.parse(await th.getAttribute("data-ruling")), want, edition);
        assert.equal(await th.getAttribute("data-articles"), want.articles.join(" "), edition);
      }
      // The address no longer carries the link: a reload keeps later edits.
      await page.waitForURL((u) => u.pathname === "/case" && !u.search);
      await fitsTheWidth(page);
      assert.deepEqual(errors, []);
    },
    { viewport: PHONE },
  );
});

test("a case turned into a drill at a phone's width, in English: a missing field named, nothing lost, then exported", async () => {
  await withApp(
    async ({ page, server, errors }) => {
      await freshCase(page, server.url, { moves: "", white: "1:00:00", black: "1:00:00" });
      await page.click("#lang-toggle");
      await page.selectOption("#case-by", "white");
      await page.click("#case-resign");
      await waitForEvents(page, 1);
      await settled(page);
      await page.click("#case-drill summary");
      await page.fill("#case-drill-id", "abandono");
      await page.selectOption("#case-drill-kind", "result");
      await page.fill("#case-drill-title-pt", "Abandono");
      await page.fill("#case-drill-narrative-pt", "As brancas abandonam.");
      await page.fill("#case-drill-narrative-en", "White resigns.");
      await page.fill("#case-drill-question-pt", "Qual o resultado?");
      await page.fill("#case-drill-question-en", "What is the result?");
      // The English title is missing: named, in English, and the form keeps what was written.
      await page.click("#case-drill-export");
      const error = await page.locator("#case-drill-error").textContent();
      assert.match(error, /title/i);
      assert.doesNotMatch(error, /título/);
      assert.equal(await page.inputValue("#case-drill-narrative-pt"), "As brancas abandonam.");
      await page.fill("#case-drill-title-en", "Resignation");
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#case-drill-export")]);
      assert.equal(download.suggestedFilename(), "abandono.toml");
      await page.locator("#case-drill-done", { hasText: "Drill exported and checked by the engine." }).waitFor();
      const toml = readFileSync(await download.path()).toString();
      assert.match(toml, /result = "0-1"/);
      assert.equal(await page.inputValue("#case-drill-toml"), toml);
      await fitsTheWidth(page);
      assert.deepEqual(errors, []);
    },
    { viewport: PHONE },
  );
});

test("the desk works offline after a single visit: reopened, a new event ruled, both languages", async () => {
  await withApp(async ({ page, context, server, errors }) => {
    // The first and only visit goes straight to the desk.
    await page.goto(server.url + "/case");
    await page.locator("#case-ruling[data-ruling^='{']").waitFor();
    await waitForServiceWorker(page);
    // Whatever the desk loads later (its route's chunks, the engine worker) must be cached by
    // now: the user closes the tab and the connection goes.
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      for (const k of keys) if ((await (await caches.open(k)).keys()).length > 0) return true;
      return false;
    });
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await page.locator("#case-ruling[data-ruling^='{']").waitFor();
    await page.click("#case-press-white");
    await page.locator("#case-ruling[data-decision='illegal_move_penalised']").waitFor();
    await page.click("#lang-toggle");
    await page.locator("#case-ruling h2", { hasText: "Ruling" }).waitFor();
    // A link opened offline, with its start position shown in the FEN field.
    const fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    const linked = JSON.stringify({ edition: "2014", fen, events: [{ resign: "black" }] });
    await page.goto(server.url + "/case?i=" + Buffer.from(linked).toString("base64url"));
    await page.locator("#case-ruling[data-result='1-0']").waitFor();
    assert.equal(await page.inputValue("#case-fen"), fen);
    assert.equal(await page.inputValue("#case-json"), linked);
    assert.deepEqual(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
  });
});
