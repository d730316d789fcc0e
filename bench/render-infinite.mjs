// The infinite list alone: the product's work-order page as an infinite list over 10,000 rows, loaded
// and wheel-scrolled to its end `--runs` times (after a warm-up run). Prints each run's frame figures
// and, for each frame over 50 ms, how long after the last page's answer it ended (an append's frame
// or the scroll's own), then the medians. For changes to the infinite list without the whole render
// bench (bench/render.mjs runs the same case last).
//
// With --ceiling, also the plain antd Table holding the same 10,000 rows virtually (bench/peers),
// wheel-scrolled the same way for as many frames as the product's median run: render.mjs scrolls the
// ceiling's long lists more gently (scrollFrames), so only this puts the two side by side.
//
//   node bench/render-infinite.mjs [--runs 3] [--ceiling]
import { join } from 'node:path';
import { arg, launchChromium, median } from './render-app.mjs';
import { coldContext, ROW } from './render-profile-target.mjs';
import { paintedMetrics, scrollThrough } from './render-page.mjs';
import { startPeerServer } from './render-peers.mjs';
import { CASE_COLUMNS } from './render-data.mjs';
import { buildPeers, PEERS, productInfinite, startProduct } from './render.mjs';

const RUNS = Number(arg('runs', 3));
const fixed = (n) => n.toFixed(1);
const line = (name, r, long) =>
  `${name}: frames ${r.frames}: p50 ${fixed(r.p50)}, p95 ${fixed(r.p95)}, max ${fixed(r.max)} ms, ` +
  `${r.long} over 50 ms${long ? ` (ms@+ms after the last answer): ${long}` : ''}`;

/** The ceiling's virtual 10,000 rows, scrolled as the product's infinite list is, for `frames` frames. */
async function ceilingRuns(browser, frames) {
  const product = await startProduct();
  buildPeers();
  const peers = await startPeerServer(join(PEERS, 'dist'), product.records, CASE_COLUMNS, product.login);
  try {
    const results = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const context = await coldContext(browser, product.login);
      const page = await context.newPage();
      await page.goto(`${peers.base}/ceiling.html?rows=10000&total=10000&virtual=1`, { waitUntil: 'commit' });
      await paintedMetrics(page, {
        rowSelector: ROW,
        rows: 10,
        dataUrlPart: '/data/rows',
        timeoutMs: 180_000,
      });
      const r = await scrollThrough(page, ROW, `(window.__n = (window.__n ?? 0) + 1) > ${frames}`);
      await context.close();
      if (i > 0) results.push(r); // as the product's: the first run warms up
    }
    return results;
  } finally {
    await peers.close();
    await product.cleanup();
  }
}

const browser = await launchChromium();
try {
  const r = await productInfinite(browser, RUNS, { each: true });
  for (const [i, run] of r.runs.entries()) {
    const afterAnswer = run.longFrames.map(({ at, ms }) => {
      const answer = run.arrivals.filter((a) => a <= at).at(-1);
      return `${ms}${answer === undefined ? '' : `@+${at - answer}`}`;
    });
    console.log(
      `${line(`product run ${i + 1}`, run, afterAnswer.join(' '))}; ` +
        `nav→rows ${run.navToRows.toFixed(0)} ms, all in at ${run.allAt.toFixed(0)} ms`,
    );
  }
  const { runs, ...medians } = r;
  console.log(`product medians: ${JSON.stringify(medians)}`);
  if (process.argv.includes('--ceiling')) {
    const frames = median(runs.map((run) => run.frames));
    const ceiling = await ceilingRuns(browser, frames);
    for (const [i, run] of ceiling.entries()) console.log(line(`ceiling run ${i + 1}`, run));
    const med = (key) => fixed(median(ceiling.map((c) => c[key])));
    console.log(
      `ceiling medians: p50 ${med('p50')}, p95 ${med('p95')}, max ${med('max')} ms, ${med('long')} over 50 ms`,
    );
  }
} finally {
  await browser.close();
}
