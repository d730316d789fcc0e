// A CPU profile of the render bench's warm page turn on the product: the same app, server, rows and
// list page as bench/render.mjs (built unminified so that function names survive), then in Chromium
// `--turns` page turns (next, or previous from the last page), each recorded with the DevTools protocol's Profiler and Performance
// metrics. Prints, per turn, click → list request started → response → rows painted, the main thread's
// script / style / layout time, and the functions with the most self and total time over all turns;
// writes the profiles as .cpuprofile files (open them in Chromium's DevTools, Performance panel).
//
// With --ceiling, the same for the ceiling (the plain antd Table page of bench/peers, which turns pages
// without a request).
//
//   node bench/render-profile.mjs [--turns 5] [--out /tmp/render-profile] [--ceiling]
//
// The cold load (navigation → rows) has its own: bench/render-profile-cold.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, launchChromium, sessionInitScript } from './render-app.mjs';
import { profileTarget, ROW } from './render-profile-target.mjs';
import { attribute, enableProfiler, mainThreadTimes, metricsOf, printTop } from './cpu-profile.mjs';
import { paintedMetrics, whenPainted } from './render-page.mjs';

const TURNS = Number(arg('turns', 5));
const OUT = arg('out', '/tmp/render-profile');
const CEILING = process.argv.includes('--ceiling');

const target = await profileTarget(CEILING);
const LIST = target.list;
const browser = await launchChromium();
mkdirSync(OUT, { recursive: true });
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript('performance.setResourceTimingBufferSize(10000);');
  await context.addInitScript(sessionInitScript(target.login));
  const page = await context.newPage();
  const url = target.url;
  await page.goto(url, { waitUntil: 'commit' });
  await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: LIST });
  const cdp = await context.newCDPSession(page);
  await enableProfiler(cdp);
  const self = new Map();
  const total = new Map();
  for (let turn = 1; turn <= TURNS; turn += 1) {
    const first = await page.locator(ROW).first().textContent();
    await page.evaluate(() => {
      window.__clickAt = undefined;
      document.addEventListener('click', () => (window.__clickAt ??= performance.now()), { capture: true });
    });
    const before = await metricsOf(cdp);
    await cdp.send('Profiler.start');
    // The bench seeds 5 pages: turn back from the last one.
    const next = page.locator('.ant-pagination-next').first();
    const last = (await next.getAttribute('aria-disabled')) === 'true';
    await page
      .locator(last ? '.ant-pagination-prev' : '.ant-pagination-next')
      .first()
      .click();
    const until =
      `window.__clickAt !== undefined && document.querySelector('${ROW}')?.textContent !== ${JSON.stringify(first)}` +
      ` && document.querySelectorAll('${ROW}').length >= 100`;
    const painted = await whenPainted(page, { until, dataUrlPart: LIST });
    const { profile } = await cdp.send('Profiler.stop');
    const after = await metricsOf(cdp);
    writeFileSync(join(OUT, `turn-${turn}.cpuprofile`), JSON.stringify(profile));
    attribute(profile, self, total);
    const times = await page.evaluate((part) => {
      const e = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes(part))
        .at(-1);
      return { clickAt: window.__clickAt, requestStart: e.startTime, responseEnd: e.responseEnd };
    }, LIST);
    console.log(
      `turn ${turn}: click → request ${(times.requestStart - times.clickAt).toFixed(0)} ms, ` +
        `request → response ${(times.responseEnd - times.requestStart).toFixed(0)} ms, ` +
        `response → rows ${(painted.paintedAt - times.responseEnd).toFixed(0)} ms, ` +
        `click → rows ${(painted.paintedAt - times.clickAt).toFixed(0)} ms; ` +
        mainThreadTimes(after, before),
    );
  }
  printTop(self, total, `${TURNS} turns`, `${OUT}/turn-*.cpuprofile`);
} finally {
  await browser.close();
  await target.close();
}
