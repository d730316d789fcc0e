// The cold load's style and layout passes: a Chromium trace (devtools.timeline) of the render bench's
// cold load, for the product or (--ceiling) the plain antd Table, printing every style recalculation,
// layout and paint on the page's main thread from navigation to the rows painted, with its duration,
// how many elements it touched and, for a forced one (script read a size), the script that forced it.
// Shows how often the page is laid out in full before the rows are seen, and who asks.
//
//   node bench/render-layouts.mjs [--loads 2] [--ceiling] [--min 2]
import { arg, launchChromium } from './render-app.mjs';
import { coldContext, profileTarget, ROW } from './render-profile-target.mjs';
import { paintedMetrics } from './render-page.mjs';

const LOADS = Number(arg('loads', 2));
const MIN_MS = Number(arg('min', 2));
const CEILING = process.argv.includes('--ceiling');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
];
const PASSES = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize']);
// The script tasks around them: what ran before a pass, and what it was (a timer, a frame callback, an event).
const SCRIPTS = new Set([
  'TimerFire',
  'FireAnimationFrame',
  'FunctionCall',
  'EventDispatch',
  'RunMicrotasks',
  'XHRLoad',
  'EvaluateScript',
  'v8.callFunction',
]);

const target = await profileTarget(CEILING);
const browser = await launchChromium();

/** Where a forced pass came from: the innermost frames of its stack. */
const culprit = (event) => {
  const stack = event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace;
  if (!stack?.length) return '';
  return stack
    .slice(0, 3)
    .map((f) => `${f.functionName || '(anon)'}@${String(f.url).split('/').pop()}:${f.lineNumber}`)
    .join(' < ');
};

try {
  for (let load = 0; load <= LOADS; load += 1) {
    const context = await coldContext(browser, target.login);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(target.url, { waitUntil: 'commit' });
    const painted = await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: target.list });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await context.close();
    if (load === 0) continue;
    const events = trace.traceEvents ?? trace;
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
    const main = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && x.name === 'Layout'),
    );
    const start = nav?.ts ?? events[0].ts;
    const passes = events
      .filter(
        (e) =>
          (PASSES.has(e.name) || SCRIPTS.has(e.name)) &&
          e.ph === 'X' &&
          e.pid === main?.pid &&
          e.tid === main?.tid,
      )
      .map((e) => ({ at: (e.ts - start) / 1000, ms: (e.dur ?? 0) / 1000, e }))
      .filter((p) => p.at <= painted.navToRows + 50);
    const sum = (name) => passes.filter((p) => p.e.name === name).reduce((a, p) => a + p.ms, 0);
    console.log(
      `load ${load}: nav → rows ${painted.navToRows.toFixed(0)} ms; style ${sum('UpdateLayoutTree').toFixed(1)} ms, ` +
        `layout ${sum('Layout').toFixed(1)} ms, paint ${(sum('Paint') + sum('PrePaint')).toFixed(1)} ms`,
    );
    for (const { at, ms, e } of passes) {
      if (ms < MIN_MS) continue;
      const data = e.args?.data ?? {};
      const count =
        e.args?.elementCount ??
        e.args?.beginData?.dirtyObjects ??
        (data.functionName ||
          data.type ||
          String(data.url ?? '')
            .split('/')
            .pop() ||
          '');
      console.log(
        `  ${at.toFixed(0).padStart(5)}  ${ms.toFixed(1).padStart(6)} ms  ${e.name.padEnd(16)} ${String(count).padStart(5)}  ${culprit(e)}`,
      );
    }
  }
} finally {
  await browser.close();
  await target.close();
}
