// Login-to-dashboard bench: a cold load of the built app in Chromium, from opening /user/login to the
// dashboard (/dashboard/analysis) painted with its figures after signing in, and the bytes transferred
// by resource type. Each run uses a new browser context, so nothing is cached.
//
//   node bench/login-dashboard.mjs [--runs 5]      (or `npm run bench -- login-dashboard`)
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { arg, buildServer, buildWeb, launchChromium, median, startServer, tempDir } from './render-app.mjs';

// The dashboard is painted when its three figures hold values and the week chart replaced its skeleton.
const DASHBOARD_PAINTED =
  "location.pathname === '/dashboard/analysis'" +
  " && document.querySelectorAll('.ant-statistic-content-value').length >= 3" +
  " && !document.querySelector('.ant-card .ant-skeleton') && document.querySelector('.ant-menu') !== null";
const FORM_PAINTED = `document.querySelector('input[name="password"]') !== null`;

/** performance.now() of the frame after `until` (a JS expression) first holds, polled every frame. */
function paintedAt(page, until) {
  return page.evaluate(`new Promise((resolve) => {
    const tick = () => (${until}) ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(tick);
    tick();
  })`);
}

/** Bytes on the wire per resource type, from the DevTools protocol (encoded, i.e. compressed, sizes). */
async function recordBytes(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
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

async function oneRun(browser, base, password) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const bytes = await recordBytes(context, page);
  await page.goto(`${base}/user/login`);
  const formReady = await paintedAt(page, FORM_PAINTED);
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
  const dashboardPainted = await paintedAt(page, DASHBOARD_PAINTED);
  const submitAt = await page.evaluate(() => window.__submitAt);
  const allBytes = bytes();
  await context.close();
  return { formReady, signInToDashboard: dashboardPainted - submitAt, loginBytes, allBytes };
}

const KB = 1024;
const sum = (totals) => Object.values(totals).reduce((s, t) => s + t.bytes, 0);

/** Runs the bench; returns table rows (and keeps the byte breakdown of the last run). */
export async function measure({ runs = Number(arg('runs', 5)) } = {}) {
  const webOut = tempDir('bench-web-');
  const serverDir = buildServer();
  buildWeb(webOut);
  const password = `Bench-${randomBytes(9).toString('base64url')}1`;
  const server = await startServer({ serverDir, webRoot: webOut, adminPassword: password });
  const browser = await launchChromium();
  const results = [];
  try {
    // One unmeasured run warms the server (first sign-in, scrypt, SQLite pages), not the browser.
    await oneRun(browser, server.base, password);
    for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, server.base, password));
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
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measure());
}
