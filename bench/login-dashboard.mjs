// Login-to-dashboard bench: a cold load of the built app in Chromium, from opening /user/login to the
// dashboard (/dashboard/analysis) painted with its figures after signing in, and the bytes transferred
// by resource type. Each run uses a new browser context, so nothing is cached. Then the same on a
// mid-range phone over slow 4G (PHONE_SLOW_4G: Lighthouse's mobile profile as DevTools applies it), with
// the Largest Contentful Paint of /user/login (goal ≤ 2.5 s, issue 16).
//
//   node bench/login-dashboard.mjs [--runs 5] [--phone-runs 3]      (or `npm run bench -- login-dashboard`)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { flag } from './args.mjs';
import { arg, buildServer, buildWeb, launchChromium, median, startServer, tempDir } from './render-app.mjs';

// The dashboard is painted when its three figures hold values and the week chart replaced its skeleton.
const DASHBOARD_PAINTED =
  "location.pathname === '/dashboard/analysis'" +
  " && document.querySelectorAll('.ant-statistic-content-value').length >= 3" +
  " && !document.querySelector('.ant-card .ant-skeleton') && document.querySelector('.ant-menu') !== null";
const FORM_PAINTED = `document.querySelector('input[name="password"]') !== null`;
// On a phone the menu lives in a drawer that is not rendered until opened.
const PHONE_DASHBOARD_PAINTED = DASHBOARD_PAINTED.replace(
  " && document.querySelector('.ant-menu') !== null",
  '',
);

const DESKTOP = { viewport: { width: 1366, height: 768 }, painted: DASHBOARD_PAINTED };
/**
 * Lighthouse's mobile profile (a Moto G Power class phone on slow 4G: 150 ms RTT, 1.6 Mbps down,
 * 750 Kbps up, CPU 4× slower) in the form DevTools throttling applies it: request latency 562.5 ms,
 * 1,474.56 Kbps down and 675 Kbps up (Lighthouse's devtools-throttling constants).
 */
const PHONE_SLOW_4G = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  painted: PHONE_DASHBOARD_PAINTED,
  network: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
  cpuRate: 4,
};

/** The page's Largest Contentful Paint so far (ms), from a buffered observer. */
function largestContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(NaN), 5000);
      }),
  );
}

/** performance.now() of the frame after `until` (a JS expression) first holds, polled every frame. */
function paintedAt(page, until) {
  return page.evaluate(`new Promise((resolve) => {
    const tick = () => (${until}) ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(tick);
    tick();
  })`);
}

/**
 * Bytes on the wire per resource type, from the DevTools protocol (encoded, i.e. compressed, sizes), with
 * the profile's network and CPU throttling applied first.
 */
async function recordBytes(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  const types = new Map();
  const totals = {};
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    totals[type] ??= { requests: 0, bytes: 0 };
    totals[type].requests += 1;
    totals[type].bytes += e.encodedDataLength;
  });
  return () => structuredClone(totals);
}

async function oneRun(browser, base, password, profile = DESKTOP) {
  const { painted, network, cpuRate, ...device } = profile;
  const context = await browser.newContext({ ...device, locale: 'zh-CN' });
  const page = await context.newPage();
  const bytes = await recordBytes(context, page, { network, cpuRate });
  await page.goto(`${base}/user/login`);
  const formReady = await paintedAt(page, FORM_PAINTED);
  // Read before any input, which ends the page's LCP candidates.
  const lcp = await largestContentfulPaint(page);
  const loginBytes = bytes();
  await page.fill('input[name="username"]', 'admin');
  await page.fill('input[name="password"]', password);
  // The moment the user submits, taken in the page so typing time is not counted.
  await page.evaluate(() => {
    window.__submitAt = undefined;
    document.addEventListener(
      'keydown',
      (e) => e.key === 'Enter' && (window.__submitAt ??= performance.now()),
      {
        capture: true,
      },
    );
  });
  await page.keyboard.press('Enter');
  const dashboardPainted = await paintedAt(page, painted);
  const submitAt = await page.evaluate(() => window.__submitAt);
  const allBytes = bytes();
  await context.close();
  return { formReady, lcp, signInToDashboard: dashboardPainted - submitAt, loginBytes, allBytes };
}

const KB = 1024;
const sum = (totals) => Object.values(totals).reduce((s, t) => s + t.bytes, 0);

/** Runs the bench; returns table rows (and keeps the byte breakdown of the last run). */
export async function measure({
  runs = Number(arg('runs', 5)),
  phoneRuns = Number(arg('phone-runs', 3)),
} = {}) {
  const webOut = tempDir('bench-web-');
  const serverDir = buildServer();
  buildWeb(webOut);
  // As `npm run build` does: the login page's prerendered copy (scripts/prerender-login.mjs).
  if (!flag('no-prerender')) {
    execFileSync(
      process.execPath,
      ['scripts/prerender-login.mjs', '--web', webOut, '--server', join(serverDir, 'server/src/server.js')],
      { stdio: 'inherit' },
    );
  }
  const password = `Bench-${randomBytes(9).toString('base64url')}1`;
  const server = await startServer({ serverDir, webRoot: webOut, adminPassword: password });
  const browser = await launchChromium();
  const results = [];
  const phone = [];
  try {
    // One unmeasured run warms the server (first sign-in, scrypt, SQLite pages), not the browser.
    await oneRun(browser, server.base, password);
    for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, server.base, password));
    for (let i = 0; i < phoneRuns; i += 1) {
      phone.push(await oneRun(browser, server.base, password, PHONE_SLOW_4G));
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(webOut, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  }
  const formReady = median(results.map((r) => r.formReady));
  const signIn = median(results.map((r) => r.signInToDashboard));
  const last = results.at(-1);
  const rows = [
    { figure: 'open /user/login → form painted (median ms)', value: Math.round(formReady) },
    { figure: 'press Enter → dashboard painted (median ms)', value: Math.round(signIn) },
    { figure: 'login + dashboard, without typing (median ms)', value: Math.round(formReady + signIn) },
    { figure: 'bytes to the login form (KB)', value: +(sum(last.loginBytes) / KB).toFixed(1) },
    { figure: 'bytes to the painted dashboard (KB)', value: +(sum(last.allBytes) / KB).toFixed(1) },
  ];
  for (const [type, t] of Object.entries(last.allBytes).sort((a, b) => b[1].bytes - a[1].bytes)) {
    rows.push({ figure: `  ${type}: ${t.requests} requests (KB)`, value: +(t.bytes / KB).toFixed(1) });
  }
  rows.push({ figure: 'runs', value: runs });
  if (phone.length > 0) {
    const at = (pick) => Math.round(median(phone.map(pick)));
    rows.push(
      { figure: 'phone, slow 4G: LCP of /user/login (median ms, goal ≤ 2,500)', value: at((r) => r.lcp) },
      {
        figure: 'phone, slow 4G: open /user/login → form painted (median ms)',
        value: at((r) => r.formReady),
      },
      {
        figure: 'phone, slow 4G: Enter → dashboard painted (median ms)',
        value: at((r) => r.signInToDashboard),
      },
      { figure: 'phone, slow 4G: runs', value: phone.length },
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measure());
}
