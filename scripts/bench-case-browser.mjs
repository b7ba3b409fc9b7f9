// Times the case desk in the browser build: from an event entered on /case (a click on "let it
// pass") to its ruling on screen — the #case-ruling element
// showing the new ruling (DOM) and the next frame after it (painted) — with the ruling in the
// chosen edition only, and with all seven editions side by side. Prints figures; asserts nothing.
//
//   source scripts/env.sh && trunk build --release --offline && node scripts/bench-case-browser.mjs [--events N]
//
// Each mode starts from the same case (1.e4 e5 2.Nf3 Nc6 3.Bb5 a6, 1 hour each) and adds N events
// (default 40), each a 1-second wait (so every ruling differs from the one before: the clocks),
// so the incident grows as at a real board and every ruling is asked of the engine worker afresh.
import { withApp } from "../tests/e2e/harness.mjs";

const at = process.argv.indexOf("--events");
const events = (at > 0 && Number(process.argv[at + 1])) || 40;

function summary(label, times) {
  const s = [...times].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `${label}: median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
}

await withApp(
  async ({ page, server }) => {
    await page.goto(server.url + "/case");
    await page.locator("#case-ruling[data-ruling^='{']").waitFor();
    for (const all of [false, true]) {
      if (await page.locator("#case-clear").isEnabled()) await page.click("#case-clear");
      await page.click("#case-initial");
      await page.fill("#case-moves", "e4 e5 Nf3 Nc6 Bb5 a6");
      await page.locator("#case-moves").dispatchEvent("change");
      for (const side of ["white", "black"]) {
        await page.fill(`#case-clock-${side}`, "1:00:00");
        await page.locator(`#case-clock-${side}`).dispatchEvent("change");
      }
      if ((await page.locator("#case-all-editions").isChecked()) !== all) await page.click("#case-all-editions");
      await page.fill("#case-wait", "0:00:01");
      await page.waitForTimeout(500);
      const times = await page.evaluate(async (n) => {
        // Resolves true when a new ruling is shown, false after 10 s without one.
        const shown = (before) =>
          new Promise((ok) => {
            const timer = setTimeout(() => {
              mo.disconnect();
              ok(false);
            }, 10_000);
            const done = () => {
              const r = document.getElementById("case-ruling");
              if (r?.dataset.ruling && r.dataset.ruling !== before) {
                mo.disconnect();
                clearTimeout(timer);
                ok(true);
              }
            };
            const mo = new MutationObserver(done);
            mo.observe(document.getElementById("page-case"), { subtree: true, childList: true, attributes: true });
          });
        const dom = [];
        const painted = [];
        for (let i = 0; i < n; i++) {
          const before = document.getElementById("case-ruling").dataset.ruling;
          const t0 = performance.now();
          document.getElementById("case-wait-add").click();
          if (!(await shown(before))) return { dom, painted, stuck: i };
          dom.push(performance.now() - t0);
          await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
          painted.push(performance.now() - t0);
        }
        return { dom, painted };
      }, events);
      if (times.stuck !== undefined) console.log(`event ${times.stuck + 1}: no new ruling within 10 s (stopped there)`);
      const label = all ? "all seven editions side by side" : "one edition";
      console.log(`case desk, ${label}, ${events} events:`);
      console.log(`  ${summary("event → ruling in the page", times.dom)}`);
      console.log(`  ${summary("event → next frame (on screen)", times.painted)}`);
    }
  },
  { viewport: { width: 1280, height: 900 } },
);
