// A CPU profile of the render bench's cold load (issue 16: navigation → 100 rows painted, ≤ 1.3 × the
// plain antd Table), for the product and, with --ceiling, for that Table: the same app, server, rows and
// list page as bench/render.mjs (built unminified so that function names survive). Each of `--loads`
// loads opens the page in a new browser context with the DevTools protocol's Profiler started before
// the navigation and stopped when the rows are painted. Prints per load nav → data in → rows painted and
// the main thread's script / style / layout / task time, then the functions with the most self and
// total time over all loads; writes the profiles as .cpuprofile files (Chromium DevTools, Performance).
// The first load warms the server and the file cache and is not counted.
//
//   node bench/render-profile-cold.mjs [--loads 4] [--out /tmp/render-profile-cold] [--ceiling]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, launchChromium } from './render-app.mjs';
import { coldContext, profileTarget, ROW } from './render-profile-target.mjs';
import { paintedMetrics } from './render-page.mjs';
import { attribute, enableProfiler, mainThreadTimes, metricsOf, printTop } from './cpu-profile.mjs';

const LOADS = Number(arg('loads', 4));
const OUT = arg('out', '/tmp/render-profile-cold');
const CEILING = process.argv.includes('--ceiling');

const target = await profileTarget(CEILING);
const LIST = target.list;
const url = target.url;
const browser = await launchChromium();
mkdirSync(OUT, { recursive: true });
const self = new Map();
const total = new Map();
try {
  for (let load = 0; load <= LOADS; load += 1) {
    const context = await coldContext(browser, target.login);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await enableProfiler(cdp);
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    const painted = await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: LIST });
    const { profile } = await cdp.send('Profiler.stop');
    const metrics = await metricsOf(cdp);
    await context.close();
    if (load === 0) continue;
    writeFileSync(join(OUT, `load-${load}.cpuprofile`), JSON.stringify(profile));
    attribute(profile, self, total);
    console.log(
      `load ${load}: nav → rows ${painted.navToRows.toFixed(0)} ms, data → rows ${painted.dataToRows.toFixed(0)} ms; ` +
        mainThreadTimes(metrics),
    );
  }
  printTop(self, total, `${LOADS} loads`, `${OUT}/load-*.cpuprofile`);
} finally {
  await browser.close();
  await target.close();
}
