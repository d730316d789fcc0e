// Server CPU time per request (issue 16): the figure of the API bench that survives a loaded machine.
// Requests per second on a shared 2-core VM swing 2–3 × between runs of the same build, because the
// server gets whatever CPU the other work leaves it. The CPU time the server spends per answered request
// does not depend on how much CPU it was given, so when the server is CPU-bound, the ratio of two
// servers' CPU per request is the ratio of their throughput on an idle machine.
//
// `cpuRounds` measures several servers in interleaved rounds (the order rotates each round, so none is
// always first): per server and round, a one-second unmeasured warm-up, then autocannon for `seconds`,
// reading the server's CPU time (user + system, /proc/<pid>/stat) before and after and dividing by the
// requests it answered. The median over rounds is the figure; req/s are reported beside it.
//
// Standalone, an A/B tool: one seeded database, every build given and the query route served from it.
//
//   node bench/api-cpu.mjs [--rows 200000] [--rounds 6] [--seconds 5] [--connections 10] [--pg]
//                          [--builds name=dist/ab/base/server,name2=dist/server] [--schemas folder]
//
// A build may carry settings (args.mjs): `--builds info=dist/server,warn=dist/server+LOG_LEVEL:warn`
// prices the request log, `…,off=dist/server+METRICS:off` the metrics.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cannon } from './api-load.mjs';
import { startQuery, unlabelled } from './api-refs.mjs';
import { arg, buildsOption, pgOption, seedCases } from './args.mjs';
import { cpuMs, login, startServer, stop } from './server-run.mjs';

const median = (xs) => {
  const s = xs.toSorted((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Interleaved rounds over `targets` ({ name, url, headers, pid }).
 * @returns {Map<string, { cpuUs: number[], rps: number[], cpuMedian: number, rpsMedian: number }>}
 */
export async function cpuRounds(targets, { rounds = 4, seconds = 5, connections = 10 } = {}) {
  const out = new Map(targets.map((t) => [t.name, { cpuUs: [], rps: [] }]));
  for (let round = 0; round < rounds; round += 1) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const t of order) {
      await cannon(t.url, t.headers, { connections, seconds: 1, warmup: 0 });
      const before = cpuMs(t.pid);
      const r = await cannon(t.url, t.headers, { connections, seconds, warmup: 0 });
      const used = cpuMs(t.pid) - before;
      if (r.non2xx + r.errors > 0) throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const figures = out.get(t.name);
      figures.cpuUs.push(Math.round((used * 1000) / r.total));
      figures.rps.push(r.rps);
    }
  }
  for (const figures of out.values()) {
    figures.cpuMedian = median(figures.cpuUs);
    figures.rpsMedian = median(figures.rps);
  }
  return out;
}

/**
 * `reference`'s figure over `name`'s, per round (the two measured seconds apart, so under the same
 * load), and their median: the ratio that survives the load changing between rounds.
 */
export function roundRatios(results, name, reference, figure = 'cpuUs') {
  const a = results.get(name)[figure];
  const b = results.get(reference)[figure];
  const per = figure === 'cpuUs' ? a.map((x, i) => b[i] / x) : a.map((x, i) => x / b[i]);
  return { rounds: per.map((r) => +r.toFixed(2)), median: +median(per).toFixed(2) };
}

/** Rows for console.table: each server's rounds and medians, and its ratios to `reference`'s. */
export function cpuTable(results, reference) {
  return [...results.keys()].map((name) => {
    const f = results.get(name);
    const cpu = roundRatios(results, name, reference);
    const rps = roundRatios(results, name, reference, 'rps');
    return {
      server: name,
      'CPU µs/req': `${f.cpuMedian} (${f.cpuUs.join(' ')})`,
      'req/s': `${f.rpsMedian} (${f.rps.join(' ')})`,
      [`${reference} CPU / this`]: `${cpu.median} (${cpu.rounds.join(' ')})`,
      [`req/s / ${reference}`]: `${rps.median} (${rps.rounds.join(' ')})`,
    };
  });
}

const LIST = '/api/biz/case/list?status=4&column=createTime&order=desc&pageSize=20&pageNo=1';

async function main() {
  const rows = Number(arg('rows', 200_000));
  const options = {
    rounds: Number(arg('rounds', 6)),
    seconds: Number(arg('seconds', 5)),
    connections: Number(arg('connections', 10)),
  };
  const builds = buildsOption();
  const schemas = arg('schemas', '');
  const extraEnv = schemas ? { SCHEMAS_DIR: resolve(schemas) } : {};
  const pg = pgOption('api16_cpu');
  const dialect = pg ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'api16-cpu-'));
  const password = randomBytes(12).toString('base64url');
  const children = [];
  try {
    await stop((await startServer(builds[0].dir, dataDir, pg?.url, password, extraEnv)).child);
    await seedCases(pg, dataDir, rows);
    const targets = [];
    let first;
    for (const build of builds) {
      const server = await startServer(build.dir, dataDir, pg?.url, password, { ...extraEnv, ...build.env });
      children.push(server.child);
      const headers = { 'x-access-token': await login(server.base, password) };
      const body = await (await fetch(`${server.base}${LIST}`, { headers })).json();
      if (!body.success || body.result.records.length !== 20)
        throw new Error(`${build.name}: ${JSON.stringify(body).slice(0, 300)}`);
      first ??= body;
      targets.push({ name: build.name, url: `${server.base}${LIST}`, headers, pid: server.child.pid });
    }
    const ref = await startQuery(dialect, dataDir, pg?.url, first);
    children.push(ref.child);
    const refBody = await (await fetch(`${ref.url}?pageSize=20&pageNo=1`)).json();
    if (JSON.stringify(refBody.result.records) !== JSON.stringify(first.result.records.map(unlabelled)))
      throw new Error('query route: other rows than the product');
    targets.push({
      name: 'query route',
      url: `${ref.url}?pageSize=20&pageNo=1`,
      headers: {},
      pid: ref.child.pid,
    });
    const results = await cpuRounds(targets, options);
    console.log(`${dialect}, ${rows} cases, ${options.rounds} rounds × ${options.seconds} s`);
    console.table(cpuTable(results, 'query route'));
  } finally {
    for (const child of children.reverse()) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    pg?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
