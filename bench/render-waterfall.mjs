// The cold load's request waterfall: builds the app with the render bench's list page (or reuses a
// build given by --web), opens the list route cold in Chromium and prints every request from the
// page's Resource Timing (start and end relative to navigation, ms) in the order they started, then
// when the rows were painted. Shows which fetches and chunk loads wait for one another.
//
// Also prints the main thread's long tasks, when the network stack was handed the API calls, and the
// page's performance.mark()s (a local build's marks of its steps).
//
//   node bench/render-waterfall.mjs [--loads 3]
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  arg,
  buildServer,
  buildWeb,
  launchChromium,
  ROOT,
  sessionInitScript,
  signIn,
  stageApp,
  startServer,
  tempDir,
} from './render-app.mjs';
import { benchCaseList, seedCases } from './render-data.mjs';
import { paintedMetrics } from './render-page.mjs';

const LOADS = Number(arg('loads', 3));
const LIST = '/biz/case/list';

const original = JSON.parse(readFileSync(join(ROOT, 'schemas/pages/caseManage/case.list.json'), 'utf8'));
const stage = stageApp({
  'schemas/pages/caseManage/case.list.json': JSON.stringify(benchCaseList(original, 100), null, 2),
});
const webOut = tempDir('bench-web-');
buildWeb(webOut, stage);
const serverDir = buildServer();
const password = `Bench-${randomBytes(9).toString('base64url')}1`;
const server = await startServer({
  serverDir,
  webRoot: webOut,
  schemasDir: join(stage, 'schemas'),
  adminPassword: password,
});
const browser = await launchChromium();
try {
  const login = await signIn(server.base, password);
  await seedCases(server.base, login.token, 100);
  for (let i = 0; i <= LOADS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript('performance.setResourceTimingBufferSize(10000);');
    await context.addInitScript(sessionInitScript(login));
    // When the app asked for each XHR (Resource Timing's start can be later, when the browser sends it).
    await context.addInitScript(`(() => {
      window.__opened = [];
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (method, url, ...rest) {
        window.__opened.push([performance.now(), String(url)]);
        return open.call(this, method, url, ...rest);
      };
      // The main thread's long tasks (> 50 ms): what a request or a render waits behind.
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    })();`);
    const page = await context.newPage();
    // When the network stack was handed each API call and the chunks that start a step (CDP, ms after
    // the document's request), with its priority: an XMLHttpRequest opened while module scripts load
    // can be handed over hundreds of ms after `open` (bench/README.md, tenth pass).
    const cdp = await context.newCDPSession(page);
    const handed = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (
        e.type === 'XHR' ||
        e.type === 'Fetch' ||
        /repositoryFiles|caseManage|ListPage|BasicLayout/.test(e.request.url)
      )
        handed.push([
          e.timestamp,
          e.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60),
          e.request.initialPriority,
        ]);
    });
    await cdp.send('Network.enable');
    await page.goto(`${server.base}/caseManage/list`, { waitUntil: 'commit' });
    const painted = await paintedMetrics(page, {
      rowSelector: '.ant-table-row',
      rows: 100,
      dataUrlPart: LIST,
    });
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        name: e.name.replace(location.origin, ''),
        type: e.initiatorType,
        start: e.startTime,
        sent: e.requestStart,
        end: e.responseEnd,
      })),
    );
    // The page's own performance.mark()s: none in the product; a local build marks its steps with them.
    const marks = await page.evaluate(() =>
      performance.getEntriesByType('mark').map((m) => [m.startTime, m.name]),
    );
    const opened = await page.evaluate(() => window.__opened);
    const longTasks = await page.evaluate(() => window.__long);
    const domDone = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0,
    );
    await context.close();
    if (i === 0) continue; // the first load warms the server and the file cache
    console.log(
      `\nload ${i}: document ${domDone.toFixed(0)} ms, rows painted ${painted.navToRows.toFixed(0)} ms`,
    );
    for (const [at, name] of marks) console.log(`${at.toFixed(0).padStart(6)}   mark ${name}`);
    for (const [at, url] of opened) console.log(`${at.toFixed(0).padStart(6)}   opened ${url.slice(0, 80)}`);
    const first = handed[0]?.[0] ?? 0;
    for (const [at, url, priority] of handed) {
      console.log(`+${((at - first) * 1000).toFixed(0).padStart(5)}   handed ${priority} ${url}`);
    }
    for (const [at, ms] of longTasks) {
      console.log(`${at.toFixed(0).padStart(6)} → ${(at + ms).toFixed(0).padStart(6)}  main thread busy`);
    }
    for (const e of entries.sort((a, b) => a.start - b.start)) {
      const name = e.name.length > 90 ? `${e.name.slice(0, 87)}...` : e.name;
      console.log(
        `${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${e.type.padEnd(6)} ${name}` +
          // When the browser sent it (later than the start while it queued for one of six connections).
          (e.sent - e.start > 20 ? `  (sent ${e.sent.toFixed(0)})` : ''),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  for (const dir of [stage, webOut, serverDir]) rmSync(dir, { recursive: true, force: true });
}
