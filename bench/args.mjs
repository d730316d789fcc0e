// Command-line options of the bench scripts: `--name value` and `--flag`; and the options the A/B
// benches share: the builds of `--builds`, and with `--pg` a PostgreSQL database of the run's own.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { seedPostgres, seedSqlite } from './api-seed.mjs';
import { postgresTarget } from './pg-target.mjs';

/** The value after `--name`, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

export const flag = (name) => process.argv.includes(`--${name}`);

/**
 * The builds of `--builds name=dist/ab/base/server,name2=dist/server` (default `this=dist/server`),
 * each as `{ name, dir, env }` with `dir` resolved from the working directory. A build may carry
 * environment settings after its folder, `+NAME:value` each, to price a setting of one build against
 * the same build without it: `info=dist/server,warn=dist/server+LOG_LEVEL:warn` (api-cpu.mjs puts them
 * in the server process's environment, api-inject.mjs in its app's configuration).
 */
export function buildsOption(fallback = 'this=dist/server') {
  return arg('builds', fallback)
    .split(',')
    .map((spec) => spec.split('='))
    .map(([name, value]) => {
      const [dir, ...settings] = value.split('+');
      return { name, dir: resolve(dir), env: Object.fromEntries(settings.map((s) => s.split(':'))) };
    });
}

/**
 * With `--pg`, a database of the run's own named after `prefix` (see pg-target.mjs: its `url` and
 * `drop`), and an error when no PostgreSQL server is reachable; without, null (SQLite).
 */
export function pgOption(prefix) {
  const pg = flag('pg') ? postgresTarget(prefix) : null;
  if (flag('pg') && !pg) throw new Error('no PostgreSQL server reachable');
  return pg;
}

/** Seeds `rows` cases into `pg`'s database (pgOption), or with none into the SQLite file of `dataDir`. */
export async function seedCases(pg, dataDir, rows) {
  const require = createRequire(import.meta.url);
  if (pg) await seedPostgres(require('pg'), pg.url, rows);
  else seedSqlite(require('better-sqlite3'), join(dataDir, 'app.db'), rows);
}
