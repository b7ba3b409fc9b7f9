// Helpers of the case desk's browser tests (case.test.mjs, desk.test.mjs): the native command
// line as the reference, the page's ruling attributes, and a fresh case on the desk.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** The native command line, built if need be (the test command builds it in `cargo test`). */
export function arbitro() {
  const given = process.env.ARBITRO_BIN;
  if (given) return given;
  for (const p of ["target/release-native/arbitro", "target/debug/arbitro"]) if (existsSync(p)) return resolve(p);
  execFileSync("cargo", ["build", "--bin", "arbitro"], { stdio: "inherit" });
  return resolve("target/debug/arbitro");
}

export function rule(json) {
  return JSON.parse(execFileSync(arbitro(), ["rule"], { input: json }).toString());
}

export const cell = (page, sq) => page.locator(`.case-board [data-square='${sq}']`);

export async function ruling(page) {
  const r = page.locator("#case-ruling");
  await page.locator("#case-ruling[data-ruling^='{']").waitFor();
  return {
    ruling: JSON.parse(await r.getAttribute("data-ruling")),
    decision: await r.getAttribute("data-decision"),
    result: await r.getAttribute("data-result"),
    claim: await r.getAttribute("data-claim"),
    articles: await r.getAttribute("data-articles"),
  };
}

/** The page's attributes equal the command line's ruling on the page's own JSON. */
export async function sameAsCli(page) {
  const json = await page.locator("#case-json").inputValue();
  const cli = rule(json);
  const shown = await ruling(page);
  assert.deepEqual(shown.ruling, cli);
  assert.equal(shown.decision, cli.decision);
  assert.equal(shown.result, cli.result ?? "none");
  assert.equal(shown.claim, cli.claim ?? "none");
  assert.equal(shown.articles, cli.articles.join(" "));
  return { json, cli };
}

export async function waitForEvents(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll("#case-event-list > li").length === n, n);
}

/** Waits until the ruling on screen is the one for the current JSON. */
export async function settled(page) {
  const json = await page.locator("#case-json").inputValue();
  const want = JSON.stringify(rule(json));
  await page.waitForFunction((want) => document.getElementById("case-ruling")?.dataset.ruling === want, want);
}

export async function freshCase(page, base, setup) {
  await page.goto(base + "/case");
  await page.locator("#case-ruling[data-ruling^='{']").waitFor();
  if (await page.locator("#case-clear").isEnabled()) await page.click("#case-clear");
  await page.click("#case-initial");
  await page.fill("#case-moves", setup.moves);
  await page.locator("#case-moves").dispatchEvent("change");
  await page.fill("#case-clock-white", setup.white);
  await page.locator("#case-clock-white").dispatchEvent("change");
  await page.fill("#case-clock-black", setup.black);
  await page.locator("#case-clock-black").dispatchEvent("change");
  await settled(page);
}


/** The command line's answer: `{ ruling }`, or `{ error }` (the one line it prints, exit 2). */
export function ruleOrError(json) {
  try {
    return { ruling: rule(json) };
  } catch (e) {
    if (e.status !== 2) throw e;
    return { error: e.stderr.toString().trim() };
  }
}

/** The case on the desk, as the contract's JSON. */
export async function caseJson(page) {
  return JSON.parse(await page.locator("#case-json").inputValue());
}

/** Nothing on the page is wider than the window (no sideways scrolling at this width). */
export async function fitsTheWidth(page) {
  const { scroll, width, wide } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    // Controls that stick out past the window's right edge (the editions table scrolls in its
    // own box and is left out).
    wide: [...document.querySelectorAll("#page-case button, #page-case input, #page-case select, #page-case textarea")]
      .filter((e) => !e.closest(".table-scroll") && e.getClientRects().length > 0)
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => e.id || e.className),
  }));
  assert.ok(scroll <= width, `the page scrolls sideways: ${scroll} px in a ${width} px window`);
  assert.deepEqual(wide, [], "controls past the right edge");
}
