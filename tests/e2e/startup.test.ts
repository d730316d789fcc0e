// The two commands a new user runs: first start seeds and prints credentials once, a second start reuses
// the data, SIGTERM closes gracefully, and DATABASE_URL runs the same product on PostgreSQL.
import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { startServer, tempDataDir } from '../helpers/server-process';

const PASSWORD_LINE = /sign in as "admin" with password: (\S+)/;

async function apiLogin(baseUrl: string, username: string, password: string) {
  const res = await fetch(`${baseUrl}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await res.json()) as {
    success: boolean;
    code: number;
    message: string;
    result?: { token: string };
  };
}

describe('npm start', () => {
  it('printed the URL and the chosen admin password on the first start, and serves the web app', async () => {
    const baseUrl = inject('baseUrl');
    const output = inject('firstStartOutput');
    expect(output).toMatch(/http:\/\/localhost:\d+\//);
    expect(output).toContain(inject('adminPassword'));
    const html = await (await fetch(`${baseUrl}/user/login`)).text();
    expect(html).toContain('<div id="root">');
    const config = await (await fetch(`${baseUrl}/config.js`)).text();
    expect(config).toContain('"apiBase":"/api"');
  });

  it('generates an admin password once, and a second start reuses the data', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir, env: { ADMIN_PASSWORD: '' } });
    const password = PASSWORD_LINE.exec(first.output())?.[1];
    expect(password, first.output()).toBeTruthy();
    expect((await apiLogin(first.url, 'admin', password!)).code).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await startServer({ dataDir, env: { ADMIN_PASSWORD: '' } });
    try {
      expect(second.output()).not.toMatch(PASSWORD_LINE);
      const login = await apiLogin(second.url, 'admin', password!);
      expect(login.code).toBe(200);
      expect(login.result?.token).toBeTruthy();
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('runs on PostgreSQL when DATABASE_URL is set', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `e2e_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const server = await startServer({
        env: { DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'Pg-admin-Passw0rd' },
      });
      try {
        const login = await apiLogin(server.url, 'admin', 'Pg-admin-Passw0rd');
        expect(login.code).toBe(200);
        const perms = await fetch(`${server.url}/api/sys/permission/getUserPermissionByToken`, {
          headers: { 'X-Access-Token': login.result!.token },
        });
        expect(((await perms.json()) as { result: { menu: unknown[] } }).result.menu.length).toBeGreaterThan(
          5,
        );
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
