// A PostgreSQL database of one bench run's own, on the server of TEST_DATABASE_URL (else
// postgres@127.0.0.1:5432), created with psql and dropped after.
import { execSync } from 'node:child_process';

/** Creates `${prefix}_${pid}`; returns its URL and `drop`, or null when no server is reachable. */
export function postgresTarget(prefix) {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `${prefix}_${process.pid}`;
  const admin = (sql) => execSync(`psql "${server.href}" -v ON_ERROR_STOP=1 -qc "${sql}"`, { stdio: 'pipe' });
  try {
    admin(`create database ${name}`);
  } catch {
    return null;
  }
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name}`) };
}
