// Starts the product once for the browser suites exactly as the README says: `npm start`
// (build web app and server, then serve both on one port) on a temporary data directory.
import type { TestProject } from 'vitest/node';
import { startServer, type StartedServer } from '../helpers/server-process';

export const E2E_ADMIN_PASSWORD = 'E2e-admin-Passw0rd!';

let server: StartedServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer({
    command: ['npm', 'start', '--silent'],
    // Every browser suite signs in from 127.0.0.1; the per-address login limit would otherwise trip.
    // Nor does it ask for the login captcha: suites try a wrong password and then sign in from that same
    // address. new-user.test.ts runs the default (after-failure) on a server of its own.
    env: {
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_CAPTCHA: 'off',
      // Suites sign admin in from many browser contexts; the cap of 10 sessions would end live ones.
      SESSION_MAX_PER_USER: '1000',
    },
    timeoutMs: 300_000,
  });
  project.provide('baseUrl', server.url);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  project.provide('firstStartOutput', server.output());
  // Suites that need an account besides admin write it into this server's database (e2e/support/users.ts).
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  const code = await server?.stop();
  if (code !== 0 && code !== null)
    throw new Error(`server exited with ${code} on SIGTERM:\n${server?.output()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    firstStartOutput: string;
    dataDir: string;
  }
}
