// A CPU profile of the infinite list's scroll: the product built unminified (function names survive)
// with the work-order page as an infinite list over 10,000 rows (as bench/render.mjs's last case), loaded,
// then wheel-scrolled to its end under the DevTools protocol's Profiler. Prints the frame figures, the
// main thread's script / style / layout time and the functions with the most self and total time;
// writes the profile as a .cpuprofile file (open it in Chromium's DevTools, Performance panel).
//
//   node bench/render-profile-infinite.mjs [--out /tmp/render-profile]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, launchChromium } from './render-app.mjs';
import { coldContext, ROW } from './render-profile-target.mjs';
import { attribute, enableProfiler, mainThreadTimes, metricsOf, printTop } from './cpu-profile.mjs';
import { paintedMetrics, scrollThrough } from './render-page.mjs';
import { ALL_LOADED, startProduct } from './render.mjs';

const OUT = arg('out', '/tmp/render-profile');
const product = await startProduct({ minify: false, infinite: true });
const browser = await launchChromium();
mkdirSync(OUT, { recursive: true });
try {
  const context = await coldContext(browser, product.login);
  const page = await context.newPage();
  await page.goto(`${product.base}/caseManage/list`, { waitUntil: 'commit' });
  await paintedMetrics(page, {
    rowSelector: ROW,
    rows: 10,
    dataUrlPart: '/biz/case/list',
    timeoutMs: 180_000,
  });
  const cdp = await context.newCDPSession(page);
  await enableProfiler(cdp);
  const before = await metricsOf(cdp);
  await cdp.send('Profiler.start');
  const scrolled = await scrollThrough(page, ROW, ALL_LOADED);
  const { profile } = await cdp.send('Profiler.stop');
  const after = await metricsOf(cdp);
  const file = join(OUT, 'infinite.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  console.log(JSON.stringify(scrolled));
  console.log(mainThreadTimes(after, before));
  const self = new Map();
  const total = new Map();
  attribute(profile, self, total);
  printTop(self, total, 'the scroll', file);
} finally {
  await browser.close();
  await product.cleanup();
}
