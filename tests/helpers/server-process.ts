// Starts the built product as a real child process, the way a user runs it, for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export interface StartedServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

export interface StartOptions {
  /** Command and arguments; default runs the built server directly. */
  command?: string[];
  env?: Record<string, string | undefined>;
  dataDir?: string;
  timeoutMs?: number;
  /** Working directory of the command (default: this checkout). */
  cwd?: string;
  /** The loopback port (default: a free one), for a test that must name the URL before the start. */
  port?: number;
}

export const BUILT_SERVER_ENTRY = 'dist/server/server/src/server.js';

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = 'console-e2e-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Spawns the server, waits until it prints its URL, and returns a handle that stops it with SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  const [cmd, ...args] = options.command ?? [process.execPath, BUILT_SERVER_ENTRY];
  // Vitest sets NODE_ENV=test; a build under it would ship React's development bundle.
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: undefined };
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, options.env);
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child: ChildProcess = spawn(cmd!, args, {
    cwd: options.cwd ?? process.cwd(),
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    if (out.includes(`:${port}`)) {
      try {
        const res = await fetch(`${url}/config.js`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`server did not start in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

// `npm start` runs node under npm: signal the whole process group so the server itself gets SIGTERM.
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
