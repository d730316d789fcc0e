// Render bench: in Chromium, the time from navigation to the rows of a 100-row × 12-column list painted,
// and frame times while scrolling a long list, for the product (the real app and server), the ceiling
// (the same rows in a plain antd Table, no schema runtime) and the peer (amis's CRUD renderer, installed
// only under bench/peers). Timings are medians of several cold loads and are reported as ratios to the
// ceiling measured in the same run.
//
//   npm install --prefix bench/peers --legacy-peer-deps     (once)
//   node bench/render.mjs [--runs 5]                       (or `npm run bench -- render`)
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  api,
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
import {
  benchCaseList,
  benchInfiniteList,
  CASE_COLUMNS,
  seedCases,
  seedCasesInDatabase,
} from './render-data.mjs';
import { startPeerServer } from './render-peers.mjs';
import { nextPageRender, paintedMetrics, scrollFrames, scrollThrough, whenPainted } from './render-page.mjs';

export const PEERS = join(ROOT, 'bench/peers');
const ROWS = 100;
const LONG = 10_000;
/**
 * The longest page the product holds: page schemas allow 500 rows (schemas/meta/page.schema.json); an
 * infinite list (`table.infinite`) appends pages of this size up to LONG rows.
 */
const PRODUCT_LONG = 500;

/** Builds the peer pages (bench/peers/vite.config.mjs into bench/peers/dist). */
export function buildPeers() {
  if (!existsSync(join(PEERS, 'node_modules/amis'))) {
    throw new Error('bench/peers is not installed: npm install --prefix bench/peers --legacy-peer-deps');
  }
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'bench/peers/vite.config.mjs'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * The product: the real app built with the bench's work-order list page, on a fresh server.
 * `minify: false` builds it unminified (for CPU profiles: bench/render-profile.mjs). `infinite: true`
 * makes the page an infinite list over LONG work orders put straight into the database.
 */
export async function startProduct({ minify = true, infinite = false } = {}) {
  const original = JSON.parse(readFileSync(join(ROOT, 'schemas/pages/caseManage/case.list.json'), 'utf8'));
  const listPage = infinite ? benchInfiniteList(original, PRODUCT_LONG) : benchCaseList(original, ROWS);
  const stage = stageApp({
    'schemas/pages/caseManage/case.list.json': JSON.stringify(listPage, null, 2),
  });
  const webOut = tempDir('bench-web-');
  buildWeb(webOut, stage, minify ? [] : ['--minify', 'false']);
  const serverDir = buildServer();
  const password = `Bench-${randomBytes(9).toString('base64url')}1`;
  const server = await startServer({
    serverDir,
    webRoot: webOut,
    schemasDir: join(stage, 'schemas'),
    adminPassword: password,
  });
  const login = await signIn(server.base, password);
  const cleanup = async () => {
    await server.stop();
    for (const dir of [stage, webOut, serverDir]) rmSync(dir, { recursive: true, force: true });
  };
  if (infinite) {
    const seed = await seedCasesInDatabase(server.base, login.token, server.dataDir, LONG);
    return {
      base: server.base,
      login,
      seeded: LONG,
      seedSeconds: seed.seconds,
      records: [],
      cleanup,
      serverPid: server.child.pid,
    };
  }
  const seeded = await seedCases(server.base, login.token, PRODUCT_LONG);
  const page = await api(
    server.base,
    'GET',
    `/biz/case/list?pageNo=1&pageSize=${PRODUCT_LONG}&column=createTime&order=desc`,
    login.token,
  );
  return { base: server.base, login, seeded, records: page.records, cleanup, serverPid: server.child.pid };
}

const ROW = '.ant-table-row';
// The product loads about a hundred files; keep every resource entry (the default buffer holds 250).
const BUFFER = 'performance.setResourceTimingBufferSize(10000);';
const AMIS_ROW = '.cxd-Table-table > tbody > tr';
const NEXT = '.ant-pagination-next';

/**
 * Median of `runs` cold loads of `url`: navigation → rows painted and list data received → rows
 * painted; then, warm, the next page's rows: click → painted and data → painted.
 */
async function coldLoads(browser, { url, rowSelector, rows, dataUrlPart, nextSelector, init }, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript(BUFFER);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const cold = await paintedMetrics(page, { rowSelector, rows, dataUrlPart });
    const next = await nextPageRender(page, { rowSelector, rows, nextSelector, dataUrlPart });
    results.push({ ...cold, nextClickToRows: next.clickToRows, nextDataToRows: next.dataToRows });
    await context.close();
  }
  const med = (key) => median(results.map((r) => r[key]));
  return {
    navToRows: med('navToRows'),
    dataToRows: med('dataToRows'),
    nextClickToRows: med('nextClickToRows'),
    nextDataToRows: med('nextDataToRows'),
  };
}

/** One load of a long list, then frame times while scrolling it with the mouse wheel. */
async function scrollRun(browser, { url, rowSelector, rows, dataUrlPart, init, prepare }) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(BUFFER);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const painted = prepare
    ? await prepare(page)
    : await paintedMetrics(page, { rowSelector, rows, dataUrlPart, timeoutMs: 180_000 });
  const frames = await scrollFrames(page, rowSelector);
  const domRows = await page.locator(rowSelector).count();
  await context.close();
  return { ...painted, ...frames, domRows };
}

/** Switches the product's list to PRODUCT_LONG rows per page through the size changer and times it. */
async function productLongPage(page) {
  await paintedMetrics(page, { rowSelector: ROW, rows: ROWS, dataUrlPart: '/biz/case/list' });
  await page.locator('.ant-pagination-options .ant-select').click();
  const option = page.locator('.ant-select-item-option', { hasText: String(PRODUCT_LONG) });
  const start = await page.evaluate(() => performance.now());
  await option.click();
  const part = `pageSize=${PRODUCT_LONG}`;
  // Painted: the long page's response is in and the table shows rows again after it.
  const until =
    `performance.getEntriesByType('resource').some((e) => e.name.includes(${JSON.stringify(part)}) && e.responseEnd > 0)` +
    ` && !document.querySelector('.ant-spin-spinning') && document.querySelectorAll('${ROW}').length >= 10`;
  const painted = await whenPainted(page, { until, dataUrlPart: part });
  return { navToRows: painted.paintedAt - start, dataToRows: painted.dataToRows };
}

/** "已加载 10000 / 共 10000 条" below the product's infinite list: every row is in. */
export const ALL_LOADED = `[...document.querySelectorAll('[role=status]')].some((e) => e.textContent === '已加载 ${LONG} / 共 ${LONG} 条')`;

/**
 * The product's infinite list of LONG rows: a load (rows of the first page painted), then wheel-scrolled
 * through while it appends page after page, until all are in; frame times over the whole scroll.
 */
async function infiniteRun(browser, product) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(BUFFER);
  await context.addInitScript(sessionInitScript(product.login));
  const page = await context.newPage();
  await page.goto(`${product.base}/caseManage/list`, { waitUntil: 'commit' });
  const dataUrlPart = '/biz/case/list';
  const painted = await paintedMetrics(page, { rowSelector: ROW, rows: 10, dataUrlPart, timeoutMs: 180_000 });
  const scrolled = await scrollThrough(page, ROW, ALL_LOADED);
  const domRows = await page.locator(ROW).count();
  const arrivals = await page.evaluate(
    (part) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(part))
        .map((e) => Math.round(e.responseEnd)),
    dataUrlPart,
  );
  await context.close();
  return { ...painted, ...scrolled, domRows, requests: arrivals.length, arrivals };
}

/**
 * Median figures of `runs` infinite-list runs on a product started for them (after a warm-up load);
 * `each` adds every run's own figures (bench/render-infinite.mjs).
 */
export async function productInfinite(browser, runs, { each = false } = {}) {
  const product = await startProduct({ infinite: true });
  try {
    const results = [];
    for (let i = 0; i <= runs; i += 1) {
      const r = await guard(infiniteRun(browser, product), 300, 'infinite list');
      if (i > 0) results.push(r); // the first run warms the server and the file cache
    }
    const med = (key) => median(results.map((r) => r[key]));
    return {
      navToRows: med('navToRows'),
      dataToRows: med('dataToRows'),
      allAt: med('allAt'),
      frames: med('frames'),
      p50: med('p50'),
      p95: med('p95'),
      max: med('max'),
      long: med('long'),
      domRows: med('domRows'),
      requests: med('requests'),
      seedSeconds: product.seedSeconds,
      ...(each ? { runs: results } : {}),
    };
  } finally {
    await product.cleanup();
  }
}

/**
 * The ceiling's virtual LONG rows wheel-scrolled as the product's infinite list is (scrollThrough's
 * notches), for `frames` frames, `runs` times after a warm-up: the median figures and each run's.
 * scrollFrames scrolls the ceiling's long lists more gently, so this is the ceiling that the infinite
 * list's frames compare with.
 */
export async function ceilingScrolledAsInfinite(browser, peersBase, frames, runs) {
  const results = [];
  for (let i = 0; i <= runs; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript(BUFFER);
    const page = await context.newPage();
    await page.goto(`${peersBase}/ceiling.html?rows=${LONG}&total=${LONG}&virtual=1`, {
      waitUntil: 'commit',
    });
    await paintedMetrics(page, { rowSelector: ROW, rows: 10, dataUrlPart: '/data/rows', timeoutMs: 180_000 });
    const r = await scrollThrough(page, ROW, `(window.__n = (window.__n ?? 0) + 1) > ${frames}`);
    await context.close();
    if (i > 0) results.push(r); // as the product's: the first run warms up
  }
  const med = (key) => median(results.map((r) => r[key]));
  return { p50: med('p50'), p95: med('p95'), max: med('max'), long: med('long'), runs: results };
}

const progress = (text) => process.stderr.write(`render: ${text}\n`);

/** Rejects when `promise` takes longer than `seconds` (a page that never paints must not hang the run). */
function guard(promise, seconds, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const round = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : n);

/** Runs the bench; returns table rows. */
export async function measure({ runs = Number(arg('runs', 5)) } = {}) {
  progress('building the peer pages');
  buildPeers();
  progress('building the app and the server, seeding work orders');
  let product = await startProduct();
  const peers = await startPeerServer(join(PEERS, 'dist'), product.records, CASE_COLUMNS, product.login);
  const browser = await launchChromium();
  const init = sessionInitScript(product.login);
  const targets = {
    product: {
      url: `${product.base}/caseManage/list`,
      rowSelector: ROW,
      dataUrlPart: '/biz/case/list',
      nextSelector: NEXT,
      init,
    },
    'antd Table (ceiling)': {
      url: `${peers.base}/ceiling.html?rows=${ROWS}`,
      rowSelector: ROW,
      dataUrlPart: '/data/rows',
      nextSelector: NEXT,
    },
    'amis CRUD (peer)': {
      url: `${peers.base}/amis.html?rows=${ROWS}`,
      rowSelector: AMIS_ROW,
      dataUrlPart: '/data/rows',
      nextSelector: '.cxd-Pagination-next',
    },
  };
  const rows = [];
  try {
    // Warm the server (first list query, page schema files) and the OS file cache; not measured.
    for (const [name, t] of Object.entries(targets)) {
      progress(`warming up: ${name}`);
      await guard(coldLoads(browser, { ...t, rows: ROWS }, 1), 180, name);
    }
    const load = {};
    for (const [name, t] of Object.entries(targets)) {
      progress(`${ROWS} rows: ${name}`);
      load[name] = await guard(coldLoads(browser, { ...t, rows: ROWS }, runs), 120 * runs, name);
    }
    const ceiling = load['antd Table (ceiling)'];
    const ratio = (r, key) => (r[key] / ceiling[key]).toFixed(2);
    for (const [name, r] of Object.entries(load)) {
      rows.push({
        case: `${ROWS}×12, cold load`,
        target: name,
        'nav→rows ms': round(r.navToRows),
        'data→rows ms': round(r.dataToRows),
        'ratio to ceiling': `${ratio(r, 'navToRows')} / ${ratio(r, 'dataToRows')}`,
      });
    }
    for (const [name, r] of Object.entries(load)) {
      rows.push({
        case: `${ROWS}×12, next page (warm)`,
        target: name,
        'click→rows ms': round(r.nextClickToRows),
        'data→rows ms': round(r.nextDataToRows),
        'ratio to ceiling': ratio(r, 'nextClickToRows'),
      });
    }

    const long = [
      [
        'product',
        PRODUCT_LONG,
        { url: targets.product.url, rowSelector: ROW, init, prepare: productLongPage },
      ],
      [
        'antd Table (ceiling), virtual',
        PRODUCT_LONG,
        {
          url: `${peers.base}/ceiling.html?rows=${PRODUCT_LONG}&total=${PRODUCT_LONG}&virtual=1`,
          rowSelector: ROW,
          rows: 10,
          dataUrlPart: '/data/rows',
        },
      ],
      [
        'antd Table (ceiling), virtual',
        LONG,
        {
          url: `${peers.base}/ceiling.html?rows=${LONG}&total=${LONG}&virtual=1`,
          rowSelector: ROW,
          rows: 10,
          dataUrlPart: '/data/rows',
        },
      ],
      [
        'antd Table, not virtual',
        LONG,
        {
          url: `${peers.base}/ceiling.html?rows=${LONG}&total=${LONG}`,
          rowSelector: ROW,
          rows: LONG,
          dataUrlPart: '/data/rows',
        },
      ],
      [
        'amis CRUD (peer)',
        LONG,
        {
          url: `${peers.base}/amis.html?rows=${LONG}&total=${LONG}`,
          rowSelector: AMIS_ROW,
          rows: 10,
          dataUrlPart: '/data/rows',
        },
      ],
    ];
    for (const [name, count, t] of long) {
      progress(`${count} rows, scrolling: ${name}`);
      let r;
      try {
        r = await guard(scrollRun(browser, t), 300, name);
      } catch (error) {
        rows.push({ case: `${count.toLocaleString('en')} rows`, target: name, note: error.message });
        continue;
      }
      rows.push({
        case: `${count.toLocaleString('en')} rows: load, then wheel-scroll`,
        target: name,
        'nav→rows ms': round(r.navToRows),
        'data→rows ms': round(r.dataToRows),
        'frames p50 / p95 / max ms': `${round(r.p50)} / ${round(r.p95)} / ${round(r.max)}`,
        'frames > 50 ms': r.long,
        'rows in DOM': r.domRows,
        scrolled: r.scrolled,
      });
    }
    // Last, on a product of its own: the page as an infinite list over LONG rows.
    await product.cleanup();
    product = undefined;
    progress(`${LONG} rows, infinite list, scrolling through: product (building it again)`);
    try {
      const r = await productInfinite(browser, runs);
      progress(`${LONG} rows, scrolled as the infinite list: antd Table (ceiling), virtual`);
      const c = await guard(ceilingScrolledAsInfinite(browser, peers.base, r.frames, runs), 600, 'ceiling');
      rows.push({
        case: `${LONG.toLocaleString('en')} rows, infinite list (pages of ${PRODUCT_LONG}): load, then wheel-scroll to the end`,
        target: 'product',
        'nav→rows ms': round(r.navToRows),
        'data→rows ms': round(r.dataToRows),
        'nav→all rows ms': round(r.allAt),
        'frames p50 / p95 / max ms': `${round(r.p50)} / ${round(r.p95)} / ${round(r.max)}`,
        'frames > 50 ms': r.long,
        'rows in DOM': r.domRows,
        scrolled: `${r.requests} list requests`,
      });
      rows.push({
        case: `${LONG.toLocaleString('en')} rows, scrolled as the infinite list (for as many frames)`,
        target: 'antd Table (ceiling), virtual',
        'frames p50 / p95 / max ms': `${round(c.p50)} / ${round(c.p95)} / ${round(c.max)}`,
        'frames > 50 ms': c.long,
      });
    } catch (error) {
      rows.push({
        case: `${LONG.toLocaleString('en')} rows, infinite list`,
        target: 'product',
        note: error.message,
      });
    }
  } finally {
    await browser.close();
    await peers.close();
    await product?.cleanup();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measure());
}
