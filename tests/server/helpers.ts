// Test apps on real databases: a fresh SQLite file per app, and a fresh PostgreSQL database per app
// when TEST_DATABASE_URL is set (created through that connection, dropped on close).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { loadConfig, type AppConfig } from '../../server/src/config.js';
import type { Dialect } from '../../server/src/db/connect.js';
import { departId, roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { hashPassword } from '../../server/src/lib/password.js';
import type { Envelope } from '../../server/src/lib/envelope.js';

const PG_URL = process.env.TEST_DATABASE_URL;

/** Dialects every server suite runs on. */
export const DIALECTS: Dialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const ADMIN_PASSWORD = 'Test-admin-Passw0rd';
export const TEST_SCRYPT_COST = 16384;

const cleanups = new WeakMap<FastifyInstance, () => Promise<void>>();

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A built (not yet listening) app on a fresh database of `dialect`; close it with closeTestApp. */
export async function buildTestApp(
  dialect: Dialect,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-server-test-'));
  const pgDb = dialect === 'postgres' ? await createPgDatabase() : undefined;
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir }),
    databaseUrl: pgDb?.url,
    adminPassword: ADMIN_PASSWORD,
    scryptCost: TEST_SCRYPT_COST,
    webRoot: join(dataDir, 'no-web-build'),
    logger: false,
    // Suites try wrong passwords and then sign in; the captcha suites switch it on themselves.
    loginCaptcha: 'off',
    // Suites sign the same users in many times; session-limits.test.ts tests the cap itself.
    sessionMaxPerUser: 1000,
    ...overrides,
  };
  const app = await buildApp(config).catch(async (err: unknown) => {
    await pgDb?.drop();
    throw err;
  });
  cleanups.set(app, async () => {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** Closes the app, then drops its database or removes its data directory. */
export async function closeTestApp(app: FastifyInstance | undefined): Promise<void> {
  if (!app) return;
  await app.close();
  await cleanups.get(app)?.();
}

export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json<Envelope<T>>();
}

export interface LoginOptions {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** POST /api/sys/login, from a fresh client address unless one is given (see nextAddress). */
export function login(app: FastifyInstance, username: string, password: string, options: LoginOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: { username, password },
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.headers,
  });
}

/** Logs in and returns the token, failing the test when login does not succeed. */
export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress?: string,
) {
  const res = await login(app, username, password, { remoteAddress });
  const env = body<{ token: string }>(res);
  if (!env.success) throw new Error(`login as ${username} failed: ${env.message}`);
  return env.result.token;
}

/** GET with the token header. */
export function authGet(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
}

export interface NewUser {
  username: string;
  password: string;
  roleCode?: 'admin' | 'staff' | 'partner';
  orgCodes?: string[];
  status?: number;
}

/** Inserts a user with a role and departments straight into the database. */
export async function createUser(app: FastifyInstance, user: NewUser): Promise<string> {
  const id = newId();
  await app.db
    .insertInto('sys_user')
    .values({
      id,
      username: user.username,
      realname: user.username,
      password: await hashPassword(user.password, app.config.scryptCost),
      status: user.status ?? 1,
      del_flag: 0,
    })
    .execute();
  if (user.roleCode) {
    await app.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: id, role_id: roleId(user.roleCode) })
      .execute();
  }
  for (const orgCode of user.orgCodes ?? []) {
    await app.db
      .insertInto('sys_user_depart')
      .values({ id: newId(), user_id: id, dep_id: departId(orgCode) })
      .execute();
  }
  return id;
}

/** A distinct client address per call, so tests do not share the login rate limit. */
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}
