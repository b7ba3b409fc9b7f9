// Times "can either side still mate?" in the browser build: the engine's Web Worker (the one
// the app uses) answers `dead` requests for the public chasolver positions, one at a time,
// measured from postMessage to the answer. Prints figures; asserts nothing.
//
//   source scripts/env.sh && trunk build --release --offline && node scripts/bench-dead-browser.mjs [--every N]
//
// `--every N` takes every Nth position (default 10; 1 = the whole set, slow).
import { readFile } from "node:fs/promises";
import { withApp } from "../tests/e2e/harness.mjs";

const every = Number(process.argv[process.argv.indexOf("--every") + 1]) || 10;
const lines = (await readFile("tests/data/chasolver-positions.txt", "utf8"))
  .split("\n")
  .filter((l) => l && !l.startsWith("#"));
const fens = lines.filter((_, i) => i % every === 0).map((l) => l.slice(3).trim());

await withApp(async ({ page, server }) => {
  await page.goto(server.url);
  const result = await page.evaluate(async (fens) => {
    const worker = new Worker("/worker_loader.js");
    await new Promise((ok) => worker.addEventListener("message", (e) => e.data === "ready" && ok(), { once: true }));
    const times = [];
    const answers = { decided: 0, undetermined: 0, errors: 0 };
    let id = 0;
    for (const fen of fens) {
      id += 1;
      const t0 = performance.now();
      const reply = await new Promise((ok) => {
        worker.onmessage = (e) => ok(JSON.parse(e.data));
        worker.postMessage(JSON.stringify({ id, body: { ask: "dead", fen } }));
      });
      times.push(performance.now() - t0);
      const body = reply.body;
      if (body.answer === "error") answers.errors += 1;
      else if (body.report.white_can_win === null || body.report.black_can_win === null) answers.undetermined += 1;
      else answers.decided += 1;
    }
    worker.terminate();
    return { times, answers };
  }, fens);
  const t = result.times.sort((a, b) => a - b);
  const q = (p) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
  console.log(`positions: ${t.length} (every ${every}th of ${lines.length})`);
  console.log(`answers: ${JSON.stringify(result.answers)} (errors are FENs that are not legal positions)`);
  console.log(`dead in the browser worker, ms: median ${q(0.5).toFixed(2)}  p95 ${q(0.95).toFixed(1)}  p99 ${q(0.99).toFixed(1)}  max ${t[t.length - 1].toFixed(1)}`);
});
