// The infinite list alone: the product's work-order page as an infinite list over 10,000 rows, loaded
// and wheel-scrolled to its end `--runs` times (after a warm-up run). Prints each run's frame figures
// and, for each frame over 50 ms, how long after the last page's answer it ended (an append's frame
// or the scroll's own), then the medians. For changes to the infinite list without the whole render
// bench (bench/render.mjs runs the same case last, and the ceiling below after it).
//
// With --ceiling, also the plain antd Table holding the same 10,000 rows virtually (bench/peers),
// wheel-scrolled the same way for as many frames as the product's median run
// (ceilingScrolledAsInfinite).
//
//   node bench/render-infinite.mjs [--runs 3] [--ceiling]
import { join } from 'node:path';
import { arg, launchChromium } from './render-app.mjs';
import { startPeerServer } from './render-peers.mjs';
import { CASE_COLUMNS } from './render-data.mjs';
import { buildPeers, ceilingScrolledAsInfinite, PEERS, productInfinite, startProduct } from './render.mjs';

const RUNS = Number(arg('runs', 3));
const fixed = (n) => n.toFixed(1);
const line = (name, r, long) =>
  `${name}: frames ${r.frames ?? '–'}: p50 ${fixed(r.p50)}, p95 ${fixed(r.p95)}, max ${fixed(r.max)} ms, ` +
  `${r.long} over 50 ms${long ? ` (ms@+ms after the last answer): ${long}` : ''}`;

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
  const { runs: _runs, ...medians } = r;
  console.log(`product medians: ${JSON.stringify(medians)}`);
  if (process.argv.includes('--ceiling')) {
    const product = await startProduct();
    buildPeers();
    const peers = await startPeerServer(join(PEERS, 'dist'), product.records, CASE_COLUMNS, product.login);
    try {
      const c = await ceilingScrolledAsInfinite(browser, peers.base, medians.frames, RUNS);
      for (const [i, run] of c.runs.entries()) console.log(line(`ceiling run ${i + 1}`, run));
      console.log(line('ceiling medians', c));
    } finally {
      await peers.close();
      await product.cleanup();
    }
  }
} finally {
  await browser.close();
}
