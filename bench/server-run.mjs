// Running dist/server for a bench: a free port, a fresh data directory's server started with the
// product's defaults and its output in a log file (as a deployment's would be), an admin sign-in, and
// the server's own request times read back from that log. Shared by the API and the log/message benches.
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The Node options `npm start` runs the server with (package.json's start script), so a bench
 * measures the server as it is run; the references get the same, so a ratio prices our code only.
 */
export const NODE_FLAGS = (() => {
  const start = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/server\//.exec(start);
  if (!flags) throw new Error(`package.json's start script does not run dist/server: ${start}`);
  return flags[1].trim().split(' ').filter(Boolean);
})();

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer().once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return +(Number(kb) / 1024).toFixed(1);
}

/** CPU milliseconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts a process whose output goes to a file (as a deployment's log would), waits for `ready`. */
export async function startProcess(args, env, logFile, ready) {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const deadline = Date.now() + 120_000;
  while (!readFileSync(logFile, 'utf8').includes(ready)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${args[0]} did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    await sleep(100);
  }
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

/** dist/server on `dataDir` (and `databaseUrl` when given) with the product's defaults; `extraEnv` adds to them. */
export async function startServer(distRoot, dataDir, databaseUrl, adminPassword, extraEnv = {}) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
    SCRYPT_N: '16384',
    WEB_ROOT: join(dataDir, 'no-web'),
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  delete process.env.LOG_LEVEL; // the product's default level
  const logFile = join(dataDir, `server-${port}.log`);
  const child = await startProcess(
    [...NODE_FLAGS, join(distRoot, 'server/src/server.js')],
    env,
    logFile,
    `:${port}/`,
  );
  return { child, base: `http://127.0.0.1:${port}`, logFile };
}

/**
 * The server's own `responseTime`s (ms, sorted) of requests to `path` logged after byte `from`. The
 * request log has one line per request holding `req` and `responseTime` (lib/request-log.ts); builds
 * before it wrote two joined by `reqId` (an `--ab` build may be one), so both forms are read.
 */
export async function serverTimesMs(logFile, from, path) {
  await logSettled(logFile);
  const times = [];
  const reqUrls = new Map();
  for (const line of readFileSync(logFile, 'utf8').slice(from).split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.req?.url) reqUrls.set(entry.reqId, entry.req.url);
    if (entry.responseTime !== undefined && reqUrls.get(entry.reqId)?.startsWith(path)) {
      times.push(entry.responseTime);
    }
  }
  return times.sort((a, b) => a - b);
}

/**
 * The log file's length once the server has written what it logged: it writes its log asynchronously
 * (server/src/lib/log-stream.ts), so a request's line can land a moment after its answer. Waits until
 * the length holds for 50 ms (at most 2 s).
 */
export async function logSettled(logFile) {
  const deadline = Date.now() + 2000;
  let length = statSync(logFile).size;
  for (;;) {
    await sleep(50);
    const now = statSync(logFile).size;
    if (now === length || Date.now() > deadline) return readFileSync(logFile, 'utf8').length;
    length = now;
  }
}

/** The server's own median responseTime (ms) of requests to `path` logged after byte `from`. */
export async function serverTimeMs(logFile, from, path) {
  const times = await serverTimesMs(logFile, from, path);
  if (times.length === 0) return NaN;
  return +times[Math.floor(times.length / 2)].toFixed(3);
}

/** Signs in as admin through the API; returns the access token. */
export async function login(base, password) {
  const res = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login: ${body.message}`);
  return body.result.token;
}
