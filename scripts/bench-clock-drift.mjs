// Display drift and frame time of the running clock (/clock), in headless Chromium against the
// built dist/, with the real time source (performance.now()). Prints figures; asserts nothing.
//
//   node scripts/bench-clock-drift.mjs                 (10 minutes, projector viewport)
//   node scripts/bench-clock-drift.mjs --seconds 60    (a quick run)
//   options: --seconds N, --sample-ms N (default 1000), --phone (390 × 844 instead of 1920 × 1080)
//   node scripts/bench-clock-drift.mjs --page /instructor/clock-007   (projection mode, below)
//
// With --page /instructor/<id>: the drill is projected and played (Space) from its first step;
// the incident's clock runs towards the next event in real time. Prints the frame time while it
// runs (for --seconds, default 60, or until the play stops) and, once a second, the reading shown
// against the one expected from performance.now() (whole seconds, rounded up as clocks show).
//
// Drift: at each sample, inside the page and at one instant, the time White's display shows
// (the exact milliseconds it was drawn from, `data-ms`) minus what it should show at that
// instant: base − (performance.now() − the instant of the Space that started the clock). A
// positive drift is the display lagging (it was drawn at the last frame). The trend (last
// sample minus first) shows whether error accumulates.
// Frame time: the deltas between requestAnimationFrame callbacks while the clock runs.
import { withApp } from "../tests/e2e/harness.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const pageIndex = args.indexOf("--page");
const projected = pageIndex >= 0 ? args[pageIndex + 1] : null;
const seconds = opt("--seconds", projected ? 60 : 600);
const sampleMs = opt("--sample-ms", 1000);
const viewport = args.includes("--phone") ? { width: 390, height: 844 } : { width: 1920, height: 1080 };

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { n: s.length, min: s[0], median: q(0.5), mean, p95: q(0.95), p99: q(0.99), max: s[s.length - 1] };
};
const f = (x) => x.toFixed(2);

const reading = (text) => text.trim().split(":").reduce((a, x) => a * 60 + Number(x), 0) * 1000;

/** Records, in the page, the time of the first key press and every animation-frame delta. */
function recordFrames(page) {
  return page.evaluate(() => {
    window.addEventListener("keydown", () => (window.__benchStart ??= performance.now()), { capture: true });
    window.__frames = [];
    let last = performance.now();
    const loop = (t) => {
      window.__frames.push(t - last);
      last = t;
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

async function benchProjection({ page, server, errors }) {
  await page.goto(server.url + projected);
  await page.locator("#proj-title").waitFor();
  const running = ".proj-clocks .clock--running .clock-time";
  await page.locator(running).waitFor();
  const base = reading(await page.locator(running).textContent());
  await recordFrames(page);
  await page.keyboard.press("Space");
  await page.locator("#projector[data-playing='true']").waitFor();
  await page.evaluate(() => (window.__frames = []));
  const errs = [];
  const started = Date.now();
  let steps = 0;
  while (Date.now() - started < seconds * 1000) {
    await new Promise((ok) => setTimeout(ok, sampleMs));
    const s = await page.evaluate(() => ({
      now: performance.now(),
      start: window.__benchStart,
      text: document.querySelector(".proj-clocks .clock--running .clock-time")?.textContent ?? "",
      step: document.querySelector("#proj-step-index")?.textContent,
      playing: document.querySelector("#projector")?.dataset.playing,
    }));
    if (s.step !== "0" || s.playing !== "true") {
      steps = Number(s.step);
      break;
    }
    const expected = Math.ceil((base - (s.now - s.start)) / 1000) * 1000;
    errs.push(reading(s.text) - expected);
  }
  const frames = await page.evaluate(() => window.__frames.slice(1));
  const fs = stats(frames);
  const es = stats(errs.map(Math.abs));
  console.log(`projection clock bench: ${projected}, ${viewport.width}×${viewport.height}, ran ${((Date.now() - started) / 1000).toFixed(1)} s${steps ? ` (the clock reached the next event: step ${steps})` : ""}`);
  console.log(`frame time (rAF deltas, ms): frames ${fs.n}, median ${f(fs.median)}, mean ${f(fs.mean)}, p95 ${f(fs.p95)}, p99 ${f(fs.p99)}, max ${f(fs.max)}, over 50 ms: ${frames.filter((x) => x > 50).length}`);
  console.log(`reading shown − expected (whole seconds, ms): samples ${es.n}, max |error| ${f(es.max)}, samples off by a second or more: ${errs.filter((e) => Math.abs(e) >= 1000).length}`);
  if (errors.length) console.log(`console errors: ${errors.join(" | ")}`);
}

await withApp(
  async ({ page, server, errors }) => {
    if (projected) return benchProjection({ page, server, errors });
    await page.goto(server.url + "/clock");
    // Sudden death long enough for the run: no increment, so the expected reading is simple.
    const base = Math.max(5400, seconds + 120);
    await page.locator("#custom-control").fill(String(base));
    await page.locator("#custom-control").press("Enter");
    await page.locator("#clock-control", { hasText: String(base) }).waitFor();
    await recordFrames(page);
    await page.locator("#clock-face").focus();
    await page.keyboard.press("Space");
    await page.locator("#clock-white.on-turn").waitFor();
    await page.evaluate(() => (window.__frames = []));

    const drift = [];
    const started = Date.now();
    let nextReport = 60_000;
    while (Date.now() - started < seconds * 1000) {
      await new Promise((ok) => setTimeout(ok, sampleMs));
      const d = await page.evaluate((baseMs) => {
        const now = performance.now();
        const shown = Number(document.querySelector("#clock-white .time").dataset.ms);
        return shown - (baseMs - (now - window.__benchStart));
      }, base * 1000);
      drift.push(d);
      if (Date.now() - started >= nextReport) {
        console.error(`… ${Math.round((Date.now() - started) / 1000)} s, drift now ${f(d)} ms`);
        nextReport += 60_000;
      }
    }
    const frames = await page.evaluate(() => window.__frames.slice(1));
    const text = await page.locator("#clock-white .time").textContent();

    const ds = stats(drift);
    const abs = stats(drift.map(Math.abs));
    const fs = stats(frames);
    console.log(`clock drift bench: ${seconds} s, ${viewport.width}×${viewport.height}, control ${base}, sample every ${sampleMs} ms`);
    console.log(`display drift (shown − expected, ms): samples ${ds.n}, mean ${f(ds.mean)}, min ${f(ds.min)}, max ${f(ds.max)}, max |drift| ${f(abs.max)}, mean |drift| ${f(abs.mean)}`);
    console.log(`drift trend (last − first sample): ${f(drift[drift.length - 1] - drift[0])} ms`);
    console.log(`frame time (rAF deltas, ms): frames ${fs.n}, median ${f(fs.median)}, mean ${f(fs.mean)}, p95 ${f(fs.p95)}, p99 ${f(fs.p99)}, max ${f(fs.max)}, over 50 ms: ${frames.filter((x) => x > 50).length}`);
    console.log(`display at the end: ${text.trim()}`);
    if (errors.length) console.log(`console errors: ${errors.join(" | ")}`);
  },
  { viewport },
);
