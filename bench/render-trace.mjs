// Where the main thread's time goes in the render bench's cold load (issue 16), from a Chromium
// trace: per load, the renderer's main thread split into script (compile, evaluation, callbacks),
// style, layout, paint and idle, in two phases (navigation → the list's data in, data in → rows
// painted), then every style or layout pass over 8 ms after the data, with when it ran and the
// function that forced it (a forced pass runs inside script; the others are the browser's own before
// a frame). A CPU profile gives the functions; this gives the browser's work between them, and how
// much of the window the main thread sat idle waiting for the network.
//
// --passes lists the passes from navigation on instead, down to `--min` ms, with how many elements
// each touched: how often the page is laid out in full before the rows are seen, and who asks.
//
//   node bench/render-trace.mjs [--loads 2] [--ceiling] [--passes] [--min 8]
//                                (TRACE_OUT=file.json keeps the last load's trace)
import { writeFileSync } from 'node:fs';
import { arg, launchChromium } from './render-app.mjs';
import { paintedMetrics } from './render-page.mjs';
import { coldContext, profileTarget, ROW } from './render-profile-target.mjs';

const LOADS = Number(arg('loads', 2));
const CEILING = process.argv.includes('--ceiling');
const ALL_PASSES = process.argv.includes('--passes');
const MIN_MS = Number(arg('min', 8));
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

/** The trace's category of one event name (the rest count as "other"). */
function kindOf(name) {
  if (/^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground)/.test(name)) return 'compile';
  if (
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.run|XHRReadyStateChange|XHRLoad)/.test(
      name,
    )
  )
    return 'script';
  if (/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet)$/.test(name))
    return 'style';
  if (
    /^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections|ResizeObserver)/.test(name)
  )
    return 'layout';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|PaintImage|RasterTask)$/.test(name))
    return 'paint';
  if (/^(MinorGC|MajorGC|BlinkGC|V8\.GC)/.test(name)) return 'gc';
  // V8's own work inside script: tiering up hot functions, interrupts.
  if (/^V8\./.test(name)) return 'script';
  if (
    /^(RunTask|ThreadControllerImpl::RunTask|Receive mojo message|BlinkScheduler_PerformMicrotaskCheckpoint)$/.test(
      name,
    )
  )
    return 'tasks';
  if (
    /^(ParseHTML|ResourceReceivedData|ResourceFinish|ResourceSendRequest|ResourceReceiveResponse)$/.test(name)
  )
    return 'html/net';
  return 'other';
}

/** Self time of each complete event on one thread (its duration less its children's), in µs. */
function selfTimes(events) {
  const sorted = events.filter((e) => e.ph === 'X' && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of sorted) {
    e.self = e.dur;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).self -= e.dur;
    stack.push(e);
  }
  return sorted;
}

function analyse(trace, { dataAt, paintedAt }) {
  const events = trace.traceEvents;
  // The navigation of the page itself (not the blank document before it); its renderer's main thread.
  const navs = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const nav = navs.find((e) => e.args.data.documentLoaderURL?.startsWith('http')) ?? navs.at(-1);
  if (!nav) throw new Error('no navigationStart in the trace');
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const toMs = (ts) => (ts - nav.ts) / 1000;
  const phases = [
    ['nav → data in', 0, dataAt],
    ['data in → painted', dataAt, paintedAt],
  ];
  const top = selfTimes(main);
  for (const [label, from, to] of phases) {
    const sums = {};
    let busy = 0;
    for (const e of top) {
      const at = toMs(e.ts);
      if (at < from || at >= to) continue;
      const kind = kindOf(e.name);
      sums[kind] = (sums[kind] ?? 0) + e.self / 1000;
      busy += e.self / 1000;
    }
    const parts = Object.entries(sums)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    console.log(
      `  ${label} (${(to - from).toFixed(0)} ms): busy ${busy.toFixed(0)} ms [${parts}], idle ${(to - from - busy).toFixed(0)} ms`,
    );
  }
  // Style and layout passes after the data (with --passes: from navigation, paints too): when, how
  // long, how many elements, forced by which functions.
  const from = ALL_PASSES ? 0 : dataAt;
  const kinds = ALL_PASSES ? ['style', 'layout', 'paint'] : ['style', 'layout'];
  for (const e of top) {
    const at = toMs(e.ts);
    if (at < from || at > paintedAt || !kinds.includes(kindOf(e.name)) || e.dur < MIN_MS * 1000) continue;
    const stack = (e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? []).slice(
      0,
      ALL_PASSES ? 3 : 1,
    );
    const by = stack.length
      ? `forced by ${stack.map((f) => `${f.functionName || '(anonymous)'} ${String(f.url).split('/').pop()}:${f.lineNumber}`).join(' < ')}`
      : 'before a frame';
    const count = e.args?.elementCount ?? e.args?.beginData?.dirtyObjects;
    const touched = count === undefined ? '' : `, ${count} elements`;
    console.log(
      `    ${at.toFixed(0).padStart(6)} ms  ${e.name} ${(e.dur / 1000).toFixed(1)} ms${touched}, ${by}`,
    );
  }
}

const target = await profileTarget(CEILING);
const browser = await launchChromium();
try {
  for (let load = 0; load <= LOADS; load += 1) {
    const context = await coldContext(browser, target.login);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(target.url, { waitUntil: 'commit' });
    const painted = await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: target.list });
    const raw = (await browser.stopTracing()).toString('utf8');
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, raw);
    const trace = JSON.parse(raw);
    await context.close();
    if (load === 0) continue; // warms the server and the file cache
    const dataAt = painted.navToRows - painted.dataToRows;
    console.log(
      `load ${load}: data in ${dataAt.toFixed(0)} ms, rows painted ${painted.navToRows.toFixed(0)} ms`,
    );
    analyse(trace, { dataAt, paintedAt: painted.navToRows });
  }
} finally {
  await browser.close();
  await target.close();
}
