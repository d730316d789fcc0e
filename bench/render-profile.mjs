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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, launchChromium, sessionInitScript } from './render-app.mjs';
import { startPeerServer } from './render-peers.mjs';
import { CASE_COLUMNS } from './render-data.mjs';
import { PEERS, buildPeers, startProduct } from './render.mjs';
import { paintedMetrics, whenPainted } from './render-page.mjs';

const TURNS = Number(arg('turns', 5));
const OUT = arg('out', '/tmp/render-profile');
const CEILING = process.argv.includes('--ceiling');
const ROW = '.ant-table-row';
const LIST = CEILING ? '/data/rows' : '/biz/case/list';

/** Self and total (once per stack) sample time by function, in ms. */
function attribute(profile, self, total) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  };
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const key = name(byId.get(cur));
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + dt);
      seen.add(key);
    }
  });
}

const metricsOf = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');

const product = await startProduct({ minify: false });
if (CEILING) buildPeers();
const peers = CEILING
  ? await startPeerServer(join(PEERS, 'dist'), product.records, CASE_COLUMNS, product.login)
  : undefined;
const browser = await launchChromium();
mkdirSync(OUT, { recursive: true });
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript('performance.setResourceTimingBufferSize(10000);');
  await context.addInitScript(sessionInitScript(product.login));
  const page = await context.newPage();
  const url = peers ? `${peers.base}/ceiling.html?rows=100&total=500` : `${product.base}/caseManage/list`;
  await page.goto(url, { waitUntil: 'commit' });
  await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: LIST });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
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
    const d = (k) => ((after[k] - before[k]) * 1000).toFixed(0);
    console.log(
      `turn ${turn}: click → request ${(times.requestStart - times.clickAt).toFixed(0)} ms, ` +
        `request → response ${(times.responseEnd - times.requestStart).toFixed(0)} ms, ` +
        `response → rows ${(painted.paintedAt - times.responseEnd).toFixed(0)} ms, ` +
        `click → rows ${(painted.paintedAt - times.clickAt).toFixed(0)} ms; ` +
        `script ${d('ScriptDuration')} ms, style ${d('RecalcStyleDuration')} ms, layout ${d('LayoutDuration')} ms, ` +
        `task ${d('TaskDuration')} ms`,
    );
  }
  console.log(`\nself time over ${TURNS} turns:\n${top(self, 30)}`);
  console.log(`\ntotal time over ${TURNS} turns:\n${top(total, 60)}`);
  console.log(`\nprofiles: ${OUT}/turn-*.cpuprofile`);
} finally {
  await browser.close();
  await peers?.close();
  await product.cleanup();
}
