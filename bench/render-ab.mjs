// A/B of the product's warm page turn: two builds of the app (the working tree, and the working tree with
// some files taken from a git revision), each on its own server with the same rows, measured in turns
// in the same Chromium so that the machine's load affects both alike.
//
//   node bench/render-ab.mjs --base HEAD --files runtime/antd/list/ListPage.tsx,… [--rounds 6] [--cold | --scroll]
//     [--shots <dir>]   (also screenshots of both builds' list, light and dark: render-shots.mjs)
//     [--latency <ms>]  (Chromium's network emulation adds this much to every request: a real network's
//                        round trips, which loopback hides; issue 16's waterfall of lazy chunks)
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  arg,
  buildServer,
  buildWeb,
  launchChromium,
  median,
  ROOT,
  sessionInitScript,
  signIn,
  stageApp,
  startServer,
  tempDir,
} from './render-app.mjs';
import { benchCaseList, seedCases } from './render-data.mjs';
import { nextPageRender, paintedMetrics, scrollFrames } from './render-page.mjs';
import { listShots } from './render-shots.mjs';

const BASE = arg('base', 'HEAD');
const FILES = arg('files', '').split(',').filter(Boolean);
const ROUNDS = Number(arg('rounds', 6));
const ROW = '.ant-table-row';
const LIST = '/biz/case/list';
// --scroll: instead of page turns, the 500-row page (virtual) wheel-scrolled, as bench/render.mjs does.
const SCROLL = process.argv.includes('--scroll');
// --cold: the first page only, in a new browser context (navigation → rows, and data → rows).
const COLD = process.argv.includes('--cold');
const SHOTS = arg('shots', '');
const LATENCY = Number(arg('latency', 0));

async function scrollRound(page) {
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '500' }).click();
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning') &&
      document.querySelectorAll('.ant-table-row').length >= 10 &&
      document.querySelectorAll('.ant-table-row').length < 100,
  );
  const f = await scrollFrames(page, ROW);
  return [{ clickToRows: f.p95, clickToRequest: f.max, long: f.long }];
}

async function variant(name, files, serverDir) {
  const original = JSON.parse(readFileSync(join(ROOT, 'schemas/pages/caseManage/case.list.json'), 'utf8'));
  const stage = stageApp({
    'schemas/pages/caseManage/case.list.json': JSON.stringify(benchCaseList(original, 100), null, 2),
  });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(stage, path), text);
  const webOut = tempDir('bench-web-');
  buildWeb(webOut, stage);
  const password = `Bench-${randomBytes(9).toString('base64url')}1`;
  const server = await startServer({
    serverDir,
    webRoot: webOut,
    schemasDir: join(stage, 'schemas'),
    adminPassword: password,
  });
  const login = await signIn(server.base, password);
  await seedCases(server.base, login.token, 500);
  const cleanup = async () => {
    await server.stop();
    for (const dir of [stage, webOut]) rmSync(dir, { recursive: true, force: true });
  };
  return { name, base: server.base, login, cleanup };
}

async function round(browser, v) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript('performance.setResourceTimingBufferSize(10000);');
  await context.addInitScript(sessionInitScript(v.login));
  const page = await context.newPage();
  if (LATENCY > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  await page.goto(`${v.base}/caseManage/list`, { waitUntil: 'commit' });
  const cold = await paintedMetrics(page, { rowSelector: ROW, rows: 100, dataUrlPart: LIST });
  if (COLD) {
    await context.close();
    return [{ clickToRows: cold.navToRows, clickToRequest: cold.dataToRows }];
  }
  if (SCROLL) {
    const r = await scrollRound(page);
    await context.close();
    return r;
  }
  const out = [];
  for (let turn = 0; turn < 4; turn += 1) {
    const r = await nextPageRender(page, {
      rowSelector: ROW,
      rows: 100,
      nextSelector: '.ant-pagination-next',
      dataUrlPart: LIST,
    });
    const requestAt = await page.evaluate(
      (part) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(part))
          .at(-1).startTime - window.__clickAt,
      LIST,
    );
    out.push({ clickToRows: r.clickToRows, clickToRequest: requestAt, first: turn === 0 });
  }
  await context.close();
  return out;
}

const old = Object.fromEntries(
  FILES.map((f) => {
    try {
      return [f, execFileSync('git', ['show', `${BASE}:${f}`], { cwd: ROOT, encoding: 'utf8' })];
    } catch {
      return [f, null];
    }
  }),
);
const serverDir = buildServer();
const variants = [
  await variant(
    `A (${BASE} files)`,
    Object.fromEntries(Object.entries(old).filter(([, t]) => t !== null)),
    serverDir,
  ),
  await variant('B (working tree)', {}, serverDir),
];
const browser = await launchChromium();
const results = Object.fromEntries(variants.map((v) => [v.name, []]));
try {
  for (const v of variants) await round(browser, v); // warm-up
  if (SHOTS) for (const [i, v] of variants.entries()) await listShots(browser, v, SHOTS, i ? 'B' : 'A');
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const v of i % 2 ? [...variants].reverse() : variants)
      results[v.name].push(...(await round(browser, v)));
  }
} finally {
  await browser.close();
  for (const v of variants) await v.cleanup();
  rmSync(serverDir, { recursive: true, force: true });
}
for (const [name, rs] of Object.entries(results)) {
  const m = (k) => median(rs.map((r) => r[k])).toFixed(0);
  const line = COLD
    ? `${rs.length} loads, nav → rows ${m('clickToRows')} ms, data → rows ${m('clickToRequest')} ms`
    : SCROLL
      ? `${rs.length} scrolls, frame p95 ${m('clickToRows')} ms, max ${m('clickToRequest')} ms, frames > 50 ms ${rs.map((r) => r.long).join(' ')}`
      : `${rs.length} turns, click → request ${m('clickToRequest')} ms, click → rows ${m('clickToRows')} ms` +
        // The first turn right after the cold load is the one bench/render.mjs times.
        `; first turns: click → rows ${median(rs.filter((r) => r.first).map((r) => r.clickToRows)).toFixed(0)} ms`;
  console.log(`${name}: ${line}`);
}
