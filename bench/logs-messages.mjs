// Log and message bench (issue 12: "log and message tables stay fast with a million rows").
//
//   npm ci --prefix bench/tools        # once: autocannon
//   node bench/logs-messages.mjs [--rows 1000000] [--seconds 5] [--connections 10] [--scrambled]
//     [--no-build] [--no-pg]
//
// For SQLite, then PostgreSQL when one is reachable (bench/pg-target.mjs): builds and starts dist/server
// on a fresh database, seeds `rows` sys_log rows and `rows` sys_message rows over the year before now
// (bench/logs-messages-seed.mjs; in time order as the server writes them, or `--scrambled`), signs in
// as admin and, for each list call of the system log and message pages (bench/logs-messages-cases.mjs:
// log type, one day and one month of create_time, page 1 and the last page, keyword searches, the
// message list by time), measures:
//   - server time: median and p99 of the server's own `responseTime` over sequential requests on one
//     connection (the first request of a filter also counts `total`; later ones may find it cached);
//   - req/s and p50/p99 from autocannon (10 connections, 2 s warm-up, `seconds` measured);
//   - straight on the database: the count behind `total` and the page (or deep page's keys) query,
//     with their plans; `ok` is false when the server's median passes 50 ms or the page query scans
//     the whole table or sorts every matching row.
// Last, the retention purge's DELETE (services/quartz-handlers.ts, PurgeOldLogs) timed once for the
// oldest month of logs.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { cannon, medianMs, sequential } from './api-load.mjs';
import { arg, flag } from './args.mjs';
import { openDirect } from './db-direct.mjs';
import { PURGE_BATCH, PURGE_SQL, caseSql, listCases } from './logs-messages-cases.mjs';
import { logGenerators, messageGenerators } from './logs-messages-seed.mjs';
import { postgresTarget } from './pg-target.mjs';
import { login, logSettled, rssMb, serverTimesMs, startServer, stop } from './server-run.mjs';
import { fillPostgres, fillSqlite } from './table-seed.mjs';

const SLOW_MS = 50;
const DAY_MS = 86_400_000;

/** A page plan that reads the whole table or sorts every matching row (not just ties). */
function scans(plan) {
  return plan.some(
    (step) =>
      /^SCAN (sys_log|sys_message)$/.test(step) ||
      step === 'USE TEMP B-TREE FOR ORDER BY' ||
      /Seq Scan on/.test(step),
  );
}

const shortPlan = (plan) => plan.filter((s) => !/^(Buffers|Planning|Execution)/.test(s)).join(' | ');

async function seed(dialect, db, rows, endEpoch, scrambled) {
  const fill = dialect === 'sqlite' ? fillSqlite : fillPostgres;
  const logs = await fill(db.raw, 'sys_log', rows, logGenerators(rows, dialect, endEpoch, scrambled));
  const messages = await fill(
    db.raw,
    'sys_message',
    rows,
    messageGenerators(rows, dialect, endEpoch, scrambled),
  );
  return { logs, messages };
}

async function measureCase(c, { server, headers, db, load, add }) {
  const url = (pageNo) =>
    `${server.base}${c.path}?${new URLSearchParams({ ...c.params, pageNo: String(pageNo) })}`;
  const first = await (await fetch(url(1), { headers })).json();
  if (!first.success) throw new Error(`${c.name}: ${JSON.stringify(first).slice(0, 300)}`);
  const pageNo = c.deep ? Math.max(1, Math.floor(first.result.total / 20)) : 1;
  const target = url(pageNo);
  if (c.deep && (await (await fetch(target, { headers })).json()).result.records.length !== 20)
    throw new Error(`${c.name}: page ${pageNo} is not full`);
  const mark = await logSettled(server.logFile);
  const seq = await sequential(target, headers, { count: 200, warmup: 5, maxSeconds: 10 });
  const times = await serverTimesMs(server.logFile, mark, `${c.path}?`);
  const at = (q) => +times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  const run = await cannon(target, headers, load);

  const sqlOf = caseSql(c, (pageNo - 1) * 20);
  const pageSql = c.deep ? sqlOf.keys : sqlOf.page;
  const countMs = await medianMs(() => db.all(sqlOf.count, c.values), 5);
  const pageMs = await medianMs(() => db.all(pageSql, c.values), 10);
  const plan = await db.plan(pageSql, c.values);
  const slow = at(0.5) > SLOW_MS || scans(plan);
  add(
    `${c.name}${c.deep ? ` (p.${pageNo})` : ''}: total ${first.result.total}`,
    `server ${at(0.5)} / p99 ${at(0.99)} ms; client p50 ${seq.p50} / p99 ${seq.p99} ms (n=${seq.n}); ` +
      `${load.connections} conn: ${run.rps} req/s, p50 ${run.p50} / p99 ${run.p99} ms` +
      `${run.non2xx + run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}`,
    `≤ ${SLOW_MS} ms`,
    !slow,
  );
  add(`  db: count ${countMs} ms, ${c.deep ? 'deep keys' : 'page'} ${pageMs} ms`, shortPlan(plan));
}

async function measurePurge(db, end, add) {
  // Keep 335 days: the oldest ~month of the seeded year goes, in batches as the job deletes it; the
  // longest statement is how long other writes may wait for the lock.
  const days = 335;
  const cutoff = new Date(end.getTime() - days * DAY_MS).toISOString().slice(0, 19).replace('T', ' ');
  const plan = await db.plan(PURGE_SQL, [cutoff]);
  const started = performance.now();
  let deleted = 0;
  let longest = 0;
  for (;;) {
    const at = performance.now();
    const n = await db.run(PURGE_SQL, [cutoff]);
    longest = Math.max(longest, performance.now() - at);
    deleted += n;
    if (n < PURGE_BATCH) break;
  }
  const ms = +(performance.now() - started).toFixed(1);
  add(
    `purge: delete logs older than ${days} days (${deleted} rows, batches of ${PURGE_BATCH})`,
    `${ms} ms in all, longest statement ${longest.toFixed(1)} ms; ${shortPlan(plan)}`,
  );
}

async function measureDialect({ dialect, databaseUrl, rows, distRoot, seconds, connections }) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-logs-${dialect}-`));
  const password = randomBytes(12).toString('base64url');
  const out = [];
  const add = (metric, value, budget = '', ok = '') => out.push({ db: dialect, metric, value, budget, ok });
  const env = { LOGIN_CAPTCHA: 'off' };
  let server;
  let db;
  try {
    // First start creates the tables; the rows go in while it is stopped; the measured start is the second.
    server = await startServer(distRoot, dataDir, databaseUrl, password, env);
    await stop(server.child);
    db = await openDirect(dialect, dataDir, databaseUrl);
    const end = new Date();
    const seeded = await seed(dialect, db, rows, Math.floor(end.getTime() / 1000), flag('scrambled'));
    for (const [table, s] of Object.entries(seeded)) {
      add(
        `seed ${rows.toLocaleString('en')} ${table} (insert + index build)`,
        `${s.seconds.toFixed(1)} s (${s.insertSeconds.toFixed(1)} + ${s.indexSeconds.toFixed(1)}); indexes ${s.indexes.join(', ')}`,
      );
    }
    server = await startServer(distRoot, dataDir, databaseUrl, password, env);
    const headers = { 'x-access-token': await login(server.base, password) };
    const load = { connections, seconds, warmup: 2 };
    for (const c of listCases(end)) {
      console.error(`${dialect}: ${c.name}`);
      await measureCase(c, { server, headers, db, load, add });
    }
    add('server RSS after the runs (MB)', rssMb(server.child.pid));
    await measurePurge(db, end, add);
    return out;
  } finally {
    if (server) await stop(server.child);
    if (db) await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the bench on SQLite and, when reachable, PostgreSQL; returns rows for console.table. */
export async function measure({
  rows = Number(arg('rows', 1_000_000)),
  seconds = Number(arg('seconds', 5)),
  connections = Number(arg('connections', 10)),
  distRoot = resolve(arg('dist', 'dist/server')),
} = {}) {
  if (!flag('no-build')) execSync('npm run build:server', { stdio: 'inherit' });
  const common = { rows, distRoot, seconds, connections };
  const out = await measureDialect({ dialect: 'sqlite', ...common });
  const pg = flag('no-pg') ? null : postgresTarget('bench_logs');
  if (!pg) {
    out.push({
      db: 'postgres',
      metric: 'skipped: no PostgreSQL server reachable',
      value: '',
      budget: '',
      ok: '',
    });
    return out;
  }
  try {
    out.push(...(await measureDialect({ dialect: 'postgres', databaseUrl: pg.url, ...common })));
  } finally {
    pg.drop();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measure();
  console.table(rows);
  process.exit(rows.every((r) => r.ok !== false) ? 0 : 1);
}
