// API bench (DESIGN.md "Budgets": an authenticated 20-row list of a 1,000,000-row table answers in a
// median ≤ 3 ms of server time and at ≥ 50 % of a bare Fastify route's throughput in the same run; issue
// 16: at ≥ 75 % of a route running the same page query).
//
//   npm ci --prefix bench/tools        # once: autocannon
//   node bench/api.mjs [--rows 1000000] [--seconds 10] [--connections 10] [--no-build] [--no-pg]
//                      [--ab <dist/server of another build> [--ab-schemas <its schemas folder>]]
//                      [--seed-text en|zh]   # the cases' free texts (api-seed.mjs; default English)
//
// For SQLite, then PostgreSQL when one is reachable (a database of its own, created on the server of
// TEST_DATABASE_URL or else postgres@127.0.0.1:5432, and dropped after): builds and starts dist/server on a fresh data
// directory with the product's defaults (log level info, helmet, sessions), seeds `rows` cases straight
// into the database, signs in as admin, and measures GET /api/biz/case/list (permission biz:case:list)
// with a filter and a sort on indexed fields (status=4, the closed half of the cases, newest first),
// page 1 and page 10,000, against two references in their own processes (bench/api-refs.mjs): a bare
// Fastify route returning the same body (the framework ceiling), and a minimal Fastify route running the
// product's own page query through the same driver (the query ceiling, api-query.mjs). Figures:
//   - server time: the server's own `responseTime` of each list request (Fastify's request log), from a
//     one-connection sequential run; `seq p50` is the same run seen by the client (adds loopback + parse);
//   - req/s and p50/p99 from autocannon (10 connections, 3 s warm-up, 10 s measured), the ratios to the
//     bare route and to the query route (each the mean of a run before and after the product runs), and
//     the server's RSS after the runs;
//   - server CPU time per request (api-cpu.mjs: /proc, interleaved rounds) of page 1 and of the query
//     route, and their ratio, round by round: the goal's figure when requests/s are noise;
//   - with `--ab <dist>`, a second build (e.g. main's, `npm run build:server` into another folder) served
//     from the same database at the same time, its page 1 measured interleaved with this build's;
//   - deep pages: page 10,000 on its first visit right after page 1, read again and again (from its
//     offset anchor, crud/offset-anchors.ts), the 100 pages before it, each read for the first time,
//     and page 10,000 of five other queries (status × direction), each visited a second after its
//     page 1 had started the stride walk (crud/anchor-strides.ts);
//   - straight on the database (api-db.mjs): the `count(*)` behind `total`, the page query alone, the
//     deep page as a single `select *`, and the deep page's keys step by offset and from an anchor, with
//     their plans.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuRounds, roundRatios } from './api-cpu.mjs';
import { queryCosts } from './api-db.mjs';
import { cannon, sequential } from './api-load.mjs';
import { startBare, startQuery, unlabelled } from './api-refs.mjs';
import { seedPostgres, seedSqlite } from './api-seed.mjs';
import { arg, flag } from './args.mjs';
import { postgresTarget } from './pg-target.mjs';
import { login, logSettled, rssMb, serverTimeMs, startServer, stop } from './server-run.mjs';

const BUDGET_MS = 3;
const BUDGET_RATIO = 0.5;
const QUERY_RATIO = 0.75;
const require = createRequire(import.meta.url);

async function measureDialect({ dialect, databaseUrl, rows, distRoot, abRoot, seconds, connections }) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-api-${dialect}-`));
  const password = randomBytes(12).toString('base64url');
  const out = [];
  const add = (metric, value, budget = '', ok = '') => out.push({ db: dialect, metric, value, budget, ok });
  const children = [];
  try {
    // First start creates the tables; the cases go in while it is stopped; the measured start is the second.
    await stop((await startServer(distRoot, dataDir, databaseUrl, password)).child);
    const seed =
      dialect === 'sqlite'
        ? seedSqlite(require('better-sqlite3'), join(dataDir, 'app.db'), rows)
        : await seedPostgres(require('pg'), databaseUrl, rows);
    add(`seed ${rows.toLocaleString('en')} cases (s)`, +seed.seconds.toFixed(1));
    add(
      '  of which insert / index build (s)',
      `${seed.insertSeconds.toFixed(1)} / ${seed.indexSeconds.toFixed(1)}`,
    );
    const server = await startServer(distRoot, dataDir, databaseUrl, password);
    children.push(server.child);
    const headers = { 'x-access-token': await login(server.base, password) };
    const listPath = '/api/biz/case/list';
    const query = 'status=4&column=createTime&order=desc&pageSize=20';
    const page1 = `${server.base}${listPath}?${query}&pageNo=1`;
    const first = await (await fetch(page1, { headers })).json();
    if (!first.success || first.result.records.length !== 20)
      throw new Error(`list: ${JSON.stringify(first).slice(0, 300)}`);
    // Page 10,000 with a million rows; the last full page on a smaller --rows run.
    const deepNo = Math.min(10_000, Math.floor(first.result.total / 20));
    const deep = `${server.base}${listPath}?${query}&pageNo=${deepNo}`;
    // The deep page's first visit, right after page 1 (whose read starts the stride walk,
    // crud/anchor-strides.ts), and again once the walk has had a second.
    let mark = await logSettled(server.logFile);
    const deepBody = await (await fetch(deep, { headers })).json();
    const serverFirst = await serverTimeMs(server.logFile, mark, `${listPath}?`);
    if (deepBody.result.records.length !== 20)
      throw new Error(`deep page is empty (total ${deepBody.result.total})`);
    add('matching rows (total)', first.result.total);
    const bare = await startBare(dataDir, first);
    children.push(bare.child);
    const ref = await startQuery(dialect, dataDir, databaseUrl, first);
    children.push(ref.child);
    const refPage1 = `${ref.url}?pageSize=20&pageNo=1`;
    // The query route must answer the product's rows, or the comparison means nothing.
    const refBody = await (await fetch(refPage1)).json();
    if (JSON.stringify(refBody.result.records) !== JSON.stringify(first.result.records.map(unlabelled)))
      throw new Error(`query route: other rows than the product's\n${ref.sql}`);
    add("query route: the product's page SQL", ref.sql.replace(/"([a-z_]+)", /g, '$1,').slice(0, 160));
    // --ab: another build on the same database, measured in the same rounds.
    let other;
    if (abRoot) {
      // Its own schemas (--ab-schemas) when this build's model vocabulary is newer than its meta-schema.
      const abSchemas = arg('ab-schemas', '');
      const b = await startServer(
        abRoot,
        dataDir,
        databaseUrl,
        password,
        abSchemas ? { SCHEMAS_DIR: resolve(abSchemas) } : {},
      );
      children.push(b.child);
      other = {
        pid: b.child.pid,
        url: `${b.base}${listPath}?${query}&pageNo=1`,
        headers: { 'x-access-token': await login(b.base, password) },
      };
    }

    // Server time: sequential requests, one connection, read back from the server's request log.
    mark = await logSettled(server.logFile);
    const seq1 = await sequential(page1, headers);
    const server1 = await serverTimeMs(server.logFile, mark, `${listPath}?`);
    mark = await logSettled(server.logFile);
    const seqDeep = await sequential(deep, headers, { count: 200, warmup: 5 });
    const serverDeep = await serverTimeMs(server.logFile, mark, `${listPath}?`);
    // Deep pages no earlier page's anchor serves (crud/offset-anchors.ts): walking back from the deep one.
    mark = await logSettled(server.logFile);
    for (let k = 1; k <= 100; k += 1) {
      const res = await fetch(`${server.base}${listPath}?${query}&pageNo=${deepNo - k}`, { headers });
      await res.arrayBuffer();
    }
    const serverCold = await serverTimeMs(server.logFile, mark, `${listPath}?`);
    // First visits of the deep page of queries no page was read of, each a second after its page 1
    // (a person's click; page 1 starts the stride walk): other statuses and the other direction.
    const visits = [];
    for (const shape of [
      'status=4&column=createTime&order=asc',
      'status=3&column=createTime&order=desc',
      'status=3&column=createTime&order=asc',
      'status=1&column=createTime&order=desc',
      'status=1&column=createTime&order=asc',
    ]) {
      const url = `${server.base}${listPath}?${shape}&pageSize=20`;
      const { result } = await (await fetch(`${url}&pageNo=1`, { headers })).json();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      mark = await logSettled(server.logFile);
      await (
        await fetch(`${url}&pageNo=${Math.min(deepNo, Math.floor(result.total / 20))}`, { headers })
      ).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      visits.push(await serverTimeMs(server.logFile, mark, `${listPath}?`));
    }
    const seqBare = await sequential(bare.url, {});
    const seqRef = await sequential(refPage1, {});
    add('list p.1: server time median (ms)', server1, BUDGET_MS, server1 <= BUDGET_MS);
    add('list p.1: one-connection latency p50 / p99 (ms)', `${seq1.p50} / ${seq1.p99} (n=${seq1.n})`);
    add(`list p.${deepNo}: server time (ms), first visit right after page 1`, serverFirst);
    add(`list p.${deepNo}: server time median (ms), the page read before (anchored)`, serverDeep);
    add(
      `list p.≤${deepNo} of 5 other queries, first visit 1 s after their page 1: server time (ms)`,
      `median ${visits.toSorted((a, b) => a - b)[2]}, max ${Math.max(...visits)} (${visits.join(', ')})`,
    );
    add(`list p.${deepNo - 100}–${deepNo - 1}: server time median (ms), each page first read`, serverCold);
    add(
      `list p.${deepNo}: one-connection latency p50 / p99 (ms)`,
      `${seqDeep.p50} / ${seqDeep.p99} (n=${seqDeep.n})`,
    );
    add(
      'bare route: one-connection latency p50 / p99 (ms)',
      `${seqBare.p50} / ${seqBare.p99} (n=${seqBare.n})`,
    );
    add(
      'query route: one-connection latency p50 / p99 (ms)',
      `${seqRef.p50} / ${seqRef.p99} (n=${seqRef.n})`,
    );

    // Throughput: the references, the product's page 1 (and the other build's), the deep page, the
    // references again in reverse order, so drift in the machine's load falls on both sides.
    const load = { connections, seconds };
    const bare1 = await cannon(bare.url, {}, load);
    const ref1 = await cannon(refPage1, {}, load);
    const list = await cannon(page1, headers, load);
    const ab = other ? [await cannon(other.url, other.headers, load)] : [];
    const deepLoad = await cannon(deep, headers, { ...load, seconds: Math.min(seconds, 5) });
    if (other) {
      ab.push(await cannon(other.url, other.headers, load));
      list.again = await cannon(page1, headers, load);
    }
    const ref2 = await cannon(refPage1, {}, load);
    const bare2 = await cannon(bare.url, {}, load);
    const bareRps = (bare1.rps + bare2.rps) / 2;
    const refRps = (ref1.rps + ref2.rps) / 2;
    const listRps = list.again ? (list.rps + list.again.rps) / 2 : list.rps;
    const ratio = +(listRps / bareRps).toFixed(2);
    const refRatio = +(listRps / refRps).toFixed(2);
    const fmt = (r) =>
      `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx + r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;
    add(
      `bare route (${connections} conn, ${bare1.bytes} B body)`,
      `${fmt(bare1)} / again ${bare2.rps} req/s`,
    );
    add(`query route (${ref1.bytes} B body)`, `${fmt(ref1)} / again ${ref2.rps} req/s`);
    add(
      `list p.1 (${list.bytes} B body)`,
      `${fmt(list)}${list.again ? ` / again ${list.again.rps} req/s` : ''}`,
    );
    add('list p.1 / bare throughput', ratio, BUDGET_RATIO, ratio >= BUDGET_RATIO && list.non2xx === 0);
    add(
      'list p.1 / query route throughput',
      refRatio,
      QUERY_RATIO,
      refRatio >= QUERY_RATIO && list.non2xx === 0,
    );
    // Server CPU per request (api-cpu.mjs), the figure that survives a loaded machine: the product's
    // page 1 and the query route (and the --ab build) in interleaved rounds.
    const cpuTargets = [
      { name: 'list', url: page1, headers, pid: server.child.pid },
      { name: 'query', url: refPage1, headers: {}, pid: ref.child.pid },
      ...(other ? [{ name: 'ab', url: other.url, headers: other.headers, pid: other.pid }] : []),
    ];
    const cpu = await cpuRounds(cpuTargets, { rounds: 4, seconds: Math.min(seconds, 5), connections });
    const cpuRatio = roundRatios(cpu, 'list', 'query');
    add(
      'server CPU per request (µs): list p.1 / query route, median of 4 rounds',
      `${cpu.get('list').cpuMedian} / ${cpu.get('query').cpuMedian} (rounds ${cpu.get('list').cpuUs.join(' ')} / ${cpu.get('query').cpuUs.join(' ')})`,
    );
    add(
      'query route CPU / list p.1 CPU, median of same-round pairs',
      cpuRatio.median,
      QUERY_RATIO,
      cpuRatio.median >= QUERY_RATIO,
    );
    if (other)
      add(
        '--ab build CPU / this build CPU, median of same-round pairs',
        roundRatios(cpu, 'list', 'ab').median,
      );
    if (other) {
      const abRps = (ab[0].rps + ab[1].rps) / 2;
      add(`--ab build: list p.1 (${ab[0].bytes} B body)`, `${fmt(ab[0])} / again ${ab[1].rps} req/s`);
      add('--ab build: list p.1 / query route', +(abRps / refRps).toFixed(2));
      add('this build / --ab build throughput', +(listRps / abRps).toFixed(2));
    }
    add(`list p.${deepNo}`, fmt(deepLoad));
    add(`list p.${deepNo} / bare throughput`, +(deepLoad.rps / bareRps).toFixed(3));
    add('server RSS after the runs (MB)', rssMb(server.child.pid));

    const costs = await queryCosts(dialect, dataDir, databaseUrl, (deepNo - 1) * 20);
    add('db: count(*) for total, median (ms)', costs.count);
    add('db: page 1 query alone, median (ms)', costs.page1);
    add('db: deep page as one select * (what the product no longer does), median (ms)', costs.deep);
    add(`db: deep page's keys step by offset, median (ms)`, costs.keys);
    add(`db: deep page's keys step by offset, plan`, costs.keysPlan);
    add(`db: deep page's keys step from an anchor, median (ms)`, costs.anchored);
    add(`db: deep page's keys step from an anchor, plan`, costs.anchoredPlan);
    return out;
  } finally {
    for (const child of children.reverse()) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the bench on SQLite and, when reachable, PostgreSQL; returns rows for console.table. */
export async function measure({
  rows = Number(arg('rows', 1_000_000)),
  seconds = Number(arg('seconds', 10)),
  connections = Number(arg('connections', 10)),
  distRoot = resolve(arg('dist', 'dist/server')),
  abRoot = arg('ab', '') ? resolve(arg('ab', '')) : undefined,
} = {}) {
  if (!flag('no-build')) execSync('npm run build:server', { stdio: 'inherit' });
  const common = { rows, distRoot, abRoot, seconds, connections };
  const out = await measureDialect({ dialect: 'sqlite', ...common });
  const pg = flag('no-pg') ? null : postgresTarget('bench_api');
  if (pg) {
    try {
      out.push(...(await measureDialect({ dialect: 'postgres', databaseUrl: pg.url, ...common })));
    } finally {
      pg.drop();
    }
  } else {
    out.push({
      db: 'postgres',
      metric: 'skipped: no PostgreSQL server reachable',
      value: '',
      budget: '',
      ok: '',
    });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measure();
  console.table(rows);
  process.exit(rows.every((r) => r.ok !== false) ? 0 : 1);
}
