// Clock-setting drills in a real browser: a drill whose answer includes the move counters
// (clock-024: an illegal move at move 40 of 40/90+30, so restoring the position also takes back
// the period's 30 minutes and the counter). Bad input is refused with a bilingual message; wrong
// values give "wrong" with the right clocks and counters; the right values give "right".
import assert from "node:assert/strict";
import { test } from "node:test";
import { withApp } from "./harness.mjs";

const DRILL = "/drills/clock-024";

async function openDrill(page, base) {
  await page.goto(base + DRILL);
  await page.locator("#drill-title").waitFor();
  await page.locator("#clock-white").waitFor();
}

async function fillAll(page, { white, black, movesWhite, movesBlack }) {
  await page.fill("#clock-white", white);
  await page.fill("#clock-black", black);
  await page.fill("#moves-white", movesWhite);
  await page.fill("#moves-black", movesBlack);
  await page.click("#clock-submit");
}

test("clock-setting drill: counters asked for, validated, graded by the engine", async () => {
  await withApp(async ({ page, server, errors }) => {
    await openDrill(page, server.url);
    // Both counters are asked for, next to both clocks.
    assert.ok(await page.locator("#moves-white").isVisible(), "white counter field");
    assert.ok(await page.locator("#moves-black").isVisible(), "black counter field");

    // Invalid counters: refused, nothing answered, the error names the format.
    await fillAll(page, { white: "0:04:00", black: "0:21:40", movesWhite: "3x", movesBlack: "" });
    const err = await page.locator("#moves-error").textContent();
    assert.match(err, /0 (a|to) 999/, "counter error message");
    assert.equal(await page.locator("#moves-white").getAttribute("aria-invalid"), "true");
    assert.equal(await page.locator("#feedback").count(), 0, "no feedback for invalid input");

    // Wrong values (the clock as it showed after the press, counter 40): wrong, and the right
    // clocks and counters are shown.
    await fillAll(page, { white: "0:34:30", black: "0:21:40", movesWhite: "40", movesBlack: "39" });
    await page.locator("#feedback").waitFor();
    assert.equal(await page.locator(".feedback-verdict").getAttribute("data-right"), "false");
    const right = await page.locator("#feedback-right").textContent();
    assert.match(right, /0:04:00/, right);
    assert.match(right, /0:21:40/, right);
    assert.match(right, /0:04:00 \(39 [^)]+\).*0:21:40 \(39 /, right);
    const yours = await page.locator("#feedback-yours").textContent();
    assert.match(yours, /0:34:30/, yours);
    assert.match(yours, /40/, yours);
    // The ruled clocks show the counters too.
    const ruled = await page.locator("#feedback .clocks").textContent();
    assert.match(ruled, /0:04:00/, ruled);
    assert.match(ruled, /39/, ruled);

    // Right clocks but a wrong counter is still wrong.
    await openDrill(page, server.url);
    await fillAll(page, { white: "0:04:00", black: "0:21:40", movesWhite: "40", movesBlack: "39" });
    await page.locator("#feedback").waitFor();
    assert.equal(await page.locator(".feedback-verdict").getAttribute("data-right"), "false");

    // The right values: right.
    await openDrill(page, server.url);
    await fillAll(page, { white: "0:04:00", black: "0:21:40", movesWhite: "39", movesBlack: "39" });
    await page.locator("#feedback").waitFor();
    assert.equal(await page.locator(".feedback-verdict").getAttribute("data-right"), "true");

    // A clocks drill without counters asks only for the times.
    await page.goto(server.url + "/drills/clock-001");
    await page.locator("#clock-white").waitFor();
    assert.equal(await page.locator("#moves-white").count(), 0, "no counter fields when not asked");

    assert.deepEqual(errors, []);
  });
});
