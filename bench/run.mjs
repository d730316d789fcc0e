// `npm run bench [-- name…]`: runs the benches (all, or the named ones), prints a table and writes
// bench/results/latest.json with the machine, versions and date. A run of some benches replaces only
// their results there: the others' stay, each with the date and commit of the run that measured it.
import { existsSync, writeFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import os, { tmpdir } from 'node:os';
import { measureBundles } from './bundle.mjs';
import { measureWebsocketBroadcast } from './websocket-broadcast.mjs';
import { chromiumVersion } from './render-app.mjs';

// The load generator and the render bench's peer live in folders of their own so the product does not
// depend on them; they are installed from their lock files the first time a bench needs them.
const BENCH_DEPS = {
  api: [{ dir: 'bench/tools', probe: 'autocannon', flags: '' }],
  'logs-messages': [{ dir: 'bench/tools', probe: 'autocannon', flags: '' }],
  'api-metrics': [{ dir: 'bench/tools', probe: 'autocannon', flags: '' }],
  render: [{ dir: 'bench/peers', probe: 'amis', flags: '--legacy-peer-deps' }],
};

function ensureDeps(name) {
  for (const { dir, probe, flags } of BENCH_DEPS[name] ?? []) {
    if (existsSync(join(dir, 'node_modules', probe, 'package.json'))) continue;
    console.log(`installing ${dir} (npm ci) for the ${name} bench`);
    execSync(`npm ci --prefix ${dir} --no-audit --no-fund ${flags}`, { stdio: 'inherit' });
  }
}

const BENCHES = {
  // A build of its own in a temp folder: dist/ belongs to the e2e suite (`npm test` checks dist/web).
  bundle: async () => {
    const web = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
    execSync(`npx vite build --logLevel warn --outDir ${web}`, { stdio: 'inherit' });
    const rows = measureBundles(web);
    rmSync(web, { recursive: true, force: true });
    return rows;
  },
  'websocket-broadcast': async () => {
    execSync('npm run build:server', { stdio: 'inherit' });
    return measureWebsocketBroadcast();
  },
  // Each of these modules exports `measure()`, which builds what it needs and returns table rows.
  api: async () => (await import('./api.mjs')).measure(),
  'logs-messages': async () => (await import('./logs-messages.mjs')).measure(),
  'api-metrics': async () => (await import('./api-metrics.mjs')).measure(),
  render: async () => (await import('./render.mjs')).measure(),
  'login-dashboard': async () => (await import('./login-dashboard.mjs')).measure(),
  fuzz: async () => (await import('./fuzz.mjs')).measure(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(BENCHES);
const unknown = names.filter((n) => !BENCHES[n]);
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(BENCHES).join(', ')})`);
  process.exit(2);
}

const results = {};
for (const name of names) {
  console.log(`\n== ${name}`);
  ensureDeps(name);
  results[name] = await BENCHES[name]();
  // Benches that return their own table rows (no `route`) are printed as they are.
  const rows = results[name];
  console.table(
    rows[0]?.route === undefined
      ? rows
      : rows.map((r) => ({
          route: r.route,
          'gzip KB': (r.gzipBytes / 1024).toFixed(1),
          budget: r.budgetBytes / 1024,
          ok: r.ok,
        })),
  );
}

/** The installed version of a package (under `dir`), or null when it is not installed. */
function versionOf(name, dir = '.') {
  try {
    return JSON.parse(readFileSync(`${dir}/node_modules/${name}/package.json`, 'utf8')).version;
  } catch {
    return null;
  }
}

/** The commit measured (`+` when the working tree had changes), or null outside a git checkout. */
function commitMeasured() {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim();
    return dirty ? `${head}+` : head;
  } catch {
    return null;
  }
}

const LATEST = 'bench/results/latest.json';

/**
 * The results and runs of the last file, for the benches not run now (a file written before `runs` was
 * kept dates all its benches with its own date).
 */
function earlierRuns() {
  let last;
  try {
    last = JSON.parse(readFileSync(LATEST, 'utf8'));
  } catch {
    return { results: {}, runs: {} };
  }
  const results = {};
  const runs = {};
  for (const [name, rows] of Object.entries(last?.results ?? {})) {
    if (names.includes(name) || !BENCHES[name]) continue;
    results[name] = rows;
    runs[name] = last.runs?.[name] ?? { date: last.date ?? null, commit: null };
  }
  return { results, runs };
}

mkdirSync('bench/results', { recursive: true });
const now = new Date().toISOString();
const earlier = earlierRuns();
const commit = commitMeasured();
const record = {
  date: now,
  // Which run measured each bench's results (this one for the benches it ran).
  runs: { ...earlier.runs, ...Object.fromEntries(names.map((name) => [name, { date: now, commit }])) },
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
  },
  versions: {
    node: process.version,
    chromium: chromiumVersion(),
    vite: versionOf('vite'),
    react: versionOf('react'),
    antd: versionOf('antd'),
    '@formily/core': versionOf('@formily/core'),
    fastify: versionOf('fastify'),
    // The render bench's peer, installed only under bench/peers.
    amis: versionOf('amis', 'bench/peers'),
  },
  results: { ...earlier.results, ...results },
};
writeFileSync(LATEST, JSON.stringify(record, null, 2));
const kept = Object.keys(earlier.results);
console.log(`\nwrote ${LATEST}${kept.length ? ` (kept from earlier runs: ${kept.join(', ')})` : ''}`);
