// Shared by the browser benches (render, login-dashboard): builds the real web app and server into temp
// folders (never dist/, which the e2e suite owns), starts the server on a fresh SQLite directory, signs in
// through the API and launches Debian's Chromium through playwright-core.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

/** The repository root (bench/..). */
/** The value after `--name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/**
 * A copy of the client sources with some schema files replaced, so a bench page can exist without
 * touching the repository (the client indexes <root>/schemas at build time). `files` maps repository
 * paths to new contents.
 */
export function stageApp(files = {}) {
  const dir = tempDir('bench-app-');
  for (const p of ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.base.json']) {
    cpSync(join(ROOT, p), join(dir, p));
  }
  for (const p of ['runtime', 'widgets', 'schemas']) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

/**
 * `vite build` of the app at `root` (the repository or a staged copy) into `outDir`; `extraArgs` go to
 * vite (`['--minify', 'false']` keeps function names readable in a CPU profile).
 */
export function buildWeb(outDir, root = ROOT, extraArgs = []) {
  const args = [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extraArgs];
  execFileSync(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

/** The server compiled into `outDir` (it resolves its packages through a node_modules link). */
export function buildServer(outDir = tempDir('bench-server-')) {
  execFileSync(process.execPath, [TSC, '-p', 'server/tsconfig.build.json', '--outDir', outDir], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
  if (!existsSync(join(outDir, 'node_modules'))) {
    symlinkSync(join(ROOT, 'node_modules'), join(outDir, 'node_modules'), 'dir');
  }
  return outDir;
}

/** Starts the built server on a fresh data directory; resolves once it listens. */
export async function startServer({ serverDir, webRoot, schemasDir, adminPassword, env = {} }) {
  const dataDir = tempDir('bench-data-');
  const port = await freePort();
  const child = spawn(process.execPath, [join(serverDir, 'server/src/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      SCRYPT_N: '16384',
      LOGIN_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      WEB_ROOT: webRoot,
      ...(schemasDir ? { SCHEMAS_DIR: schemasDir } : {}),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    const up = await fetch(`${base}/config.js`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(200);
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((res) => child.once('exit', res));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, base, dataDir, stop, output: () => out };
}

/** One API call with the envelope unwrapped; throws on `success: false`. */
export async function api(base, method, path, token, payload) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const body = await res.json();
  if (!body.success) throw new Error(`${method} ${path}: ${res.status} ${body.message}`);
  return body.result;
}

/** Signs `admin` in through the API; resolves with the login result (token, userInfo, dictionaries). */
export function signIn(base, password) {
  return api(base, 'POST', '/sys/login', undefined, { username: 'admin', password });
}

/**
 * What the client stores after signing in (runtime/core/session acceptLogin: `ls` entries with the
 * `pro__` prefix and a 7-day expiry), as a script that runs before the app in every new document.
 */
export function sessionInitScript(login) {
  const expire = Date.now() + 604_800_000;
  const entries = {
    'pro__Access-Token': login.token,
    pro__Login_Username: login.userInfo?.username,
    pro__Login_Userinfo: login.userInfo,
    pro__UI_CACHE_DB_DICT_DATA: login.sysAllDictItems ?? {},
  };
  const json = JSON.stringify(
    Object.fromEntries(Object.entries(entries).map(([k, value]) => [k, JSON.stringify({ value, expire })])),
  );
  return `(() => { const e = ${json}; for (const k of Object.keys(e)) localStorage.setItem(k, e[k]); })();`;
}

/** Headless Chromium with the flags of tests/helpers/browser.ts. */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The Chromium version string ("Chromium 1xx.0…") without starting a page. */
export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** Median of numbers. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
