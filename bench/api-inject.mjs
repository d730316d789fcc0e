// Same-process A/B of the list's server CPU (issue 16, third pass). On a machine at load average 20+,
// even CPU time per request measured over sockets moved 2–4 × between rounds (a process that gets short
// slices runs with cold caches). Here every build's app and the query route (api-query.mjs) live in
// this one process on one seeded database, and are driven with Fastify's inject (the whole request
// pipeline: routing, hooks, auth, handler, serialization, the request log, without the socket) in
// alternating blocks of `block` requests, each block timed with process.cpuUsage(): neighbouring blocks
// of A and B run milliseconds apart, under the same load. The figure is the median over blocks of
// µs of CPU per request, and each build's ratio to the query route's, block pair by block pair.
//
//   node bench/api-inject.mjs [--rows 200000] [--blocks 40] [--block 200] [--pg] [--seed-text en|zh]
//                             [--builds base=dist/ab/base/server,this=dist/server]
//                             [--profile "this,query route"] [--heap "this,query route"]
//
// --profile: after the measured blocks, each named target alone serves `block` × 5 more requests under
// V8's sampling profiler, written to bench/results/inject-<name>.cpuprofile (open in Chrome's
// DevTools). One target per profile, since the targets share Fastify's code and a shared profile could
// not tell whose routing or serialization a sample was.
//
// --heap: the same, under V8's sampling heap profiler (one sample per 4 KB allocated), written to
// bench/results/inject-<name>.heapprofile: where the garbage the collector spends its time on comes from.
//
// Each build logs at info to its own file in the data directory, as the product logs by default. A
// build's settings (`--builds info=dist/server,warn=dist/server+LOG_LEVEL:warn`, args.mjs) go into
// its app's configuration.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildQueryRoute } from './api-query.mjs';
import { querySpec, unlabelled } from './api-refs.mjs';
import { arg, buildsOption, pgOption, seedCases } from './args.mjs';

const LIST = '/api/biz/case/list?status=4&column=createTime&order=desc&pageSize=20&pageNo=1';
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A build's app (dist/server of some commit) on `dataDir`, ready, with an admin token. */
async function productApp(distRoot, dataDir, databaseUrl, password, name, env = {}) {
  const { buildApp } = await import(pathToFileURL(join(distRoot, 'server/src/app.js')).href);
  const { loadConfig } = await import(pathToFileURL(join(distRoot, 'server/src/config.js')).href);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    SCRYPT_N: '16384',
    WEB_ROOT: join(dataDir, 'no-web'),
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // An asynchronous file destination, as the product's stdout is (server/src/lib/log-stream.ts).
  const stream = createRequire(import.meta.url)('pino').destination({
    dest: join(dataDir, `${name}.log`),
    sync: false,
  });
  const app = await buildApp({ ...config, logger: config.logger && { level: config.logger.level, stream } });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: { username: 'admin', password },
  });
  const token = login.json().result?.token;
  if (!token) throw new Error(`${name}: login ${login.body.slice(0, 200)}`);
  return { app, headers: { 'x-access-token': token } };
}

/** µs of process CPU per request over one block of `n` sequential injected requests. */
async function blockCpuUs({ app, url, headers }, n) {
  const before = process.cpuUsage();
  for (let i = 0; i < n; i += 1) {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / n;
}

/** The inspector's profilers: how each starts and stops, and the file kind it writes. */
const PROFILERS = {
  cpu: {
    what: 'CPU profile',
    ext: 'cpuprofile',
    start: async (session) => {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    },
    stop: 'Profiler.stop',
  },
  heap: {
    what: 'heap profile',
    ext: 'heapprofile',
    // Objects already collected stay in the samples: the garbage is the point.
    start: (session) =>
      session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      }),
    stop: 'HeapProfiler.stopSampling',
  },
};

/** A `kind` profile (PROFILERS) of `n` more requests to `target` alone, written under bench/results. */
async function profileTarget(target, n, kind) {
  const profiler = PROFILERS[kind];
  const session = new Session();
  session.connect();
  await profiler.start(session);
  await blockCpuUs(target, n);
  const { profile } = await session.post(profiler.stop);
  session.disconnect();
  const dir = resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `inject-${target.name.replace(/\W+/g, '-')}.${profiler.ext}`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${target.name}: ${profiler.what} of ${n} requests in ${file}`);
}

async function main() {
  const rows = Number(arg('rows', 200_000));
  const blocks = Number(arg('blocks', 40));
  const block = Number(arg('block', 200));
  const builds = buildsOption();
  const pg = pgOption('api16_inject');
  const dialect = pg ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'api16-inject-'));
  const password = randomBytes(12).toString('base64url');
  const apps = [];
  try {
    // The first build creates the tables; the cases go in before any request.
    const targets = [];
    for (const build of builds) {
      const { app, headers } = await productApp(build.dir, dataDir, pg?.url, password, build.name, build.env);
      apps.push(app);
      if (targets.length === 0) {
        await seedCases(pg, dataDir, rows);
      }
      targets.push({ name: build.name, app, url: LIST, headers });
    }
    const first = (await targets[0].app.inject({ url: LIST, headers: targets[0].headers })).json();
    const ref = buildQueryRoute(querySpec(dialect, dataDir, pg?.url, first));
    apps.push(ref);
    const refUrl = '/list?pageSize=20&pageNo=1';
    const refBody = (await ref.inject({ url: refUrl })).json();
    if (JSON.stringify(refBody.result.records) !== JSON.stringify(first.result.records.map(unlabelled)))
      throw new Error('query route: other rows than the product');
    targets.push({ name: 'query route', app: ref, url: refUrl, headers: {} });
    // Warm-up: every target until its code is optimised.
    for (const t of targets) await blockCpuUs(t, Number(arg('warmup', 1000)));
    const cpu = new Map(targets.map((t) => [t.name, []]));
    for (let b = 0; b < blocks; b += 1) {
      // The order rotates, so no target is always the one after the query route.
      for (let i = 0; i < targets.length; i += 1) {
        const t = targets[(i + b) % targets.length];
        cpu.get(t.name).push(await blockCpuUs(t, block));
      }
    }
    const q = cpu.get('query route');
    const out = targets.map((t) => {
      const us = cpu.get(t.name);
      const ratios = us.map((x, i) => q[i] / x);
      const vsFirst = us.map((x, i) => cpu.get(targets[0].name)[i] / x);
      return {
        server: t.name,
        'CPU µs/request, median of blocks': +median(us).toFixed(1),
        'p25–p75 of blocks': `${us.toSorted((a, b) => a - b)[Math.floor(blocks / 4)].toFixed(0)}–${us.toSorted((a, b) => a - b)[Math.floor((3 * blocks) / 4)].toFixed(0)}`,
        'query route CPU / this (median of block pairs)': +median(ratios).toFixed(3),
        [`${targets[0].name} CPU / this (median of block pairs)`]: +median(vsFirst).toFixed(3),
      };
    });
    console.log(
      `${dialect}, ${rows} cases, ${blocks} blocks × ${block} requests per target, in-process inject`,
    );
    console.table(out);
    for (const [option, kind] of [
      ['profile', 'cpu'],
      ['heap', 'heap'],
    ]) {
      const names = arg(option, '');
      for (const name of names ? names.split(',') : []) {
        const target = targets.find((t) => t.name === name);
        if (!target) throw new Error(`--${option}: no target named ${name}`);
        await profileTarget(target, block * 5, kind);
      }
    }
  } finally {
    for (const app of apps.reverse()) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    pg?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
