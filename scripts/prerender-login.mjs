#!/usr/bin/env node
// Build step after `build:web` and `build:server` (issue 16, login LCP): the login page as it first
// paints, rendered by the built app itself in headless Chromium, written into
// dist/web/user-login.<locale>.html, which the server sends for /user/login (server/src/plugins/web.ts).
//
// Why: on a phone over slow 4G the page stayed blank until the entry script (134 KB) had arrived and
// run and the login route's chunks had followed it (LCP 5.1 s). With the page's markup and styles in
// the HTML it paints as soon as the HTML is in; the app then takes over (widgets/auth/UserLayout.tsx
// removes the copy when the live page mounts), and the login route's scripts are preloaded from the HTML
// instead of being discovered after the entry ran.
//
// The copy is inert (no focus, no input, hidden from assistive technology) and carries no ids or
// names, so it never answers for the live form. Without Chromium (CHROMIUM_PATH, /usr/bin/chromium) the
// step is skipped: the server then sends index.html, as before.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
/** `--web <dir>` / `--server <entry>`: another build's (the benches build into temp folders). */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : fallback;
};
const WEB = option('web', join(ROOT, 'dist/web'));
const SERVER = option('server', join(ROOT, 'dist/server/server/src/server.js'));
const LOCALES = ['zh-CN', 'en-US'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The file the server sends for /user/login in `locale` (kept in step with server/src/plugins/web.ts). */
const prerenderFile = (locale) => `user-login.${locale}.html`;

function say(message) {
  console.log(`prerender-login: ${message}`);
}

async function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

/** The built server on a throwaway data directory; resolves once it answers. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-login-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: WEB,
    LOG_LEVEL: 'warn',
  };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'APP_TITLE', 'PORT_FILE']) delete env[key];
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${url}/config.js`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** The copy of the live markup: no ids, names or autofocus, so nothing in it answers for the form. */
function inertCopy(html) {
  return html
    .replace(
      /\s(id|name|for|autofocus|aria-describedby|aria-labelledby|aria-controls)(="[^"]*")?(?=[\s>/])/g,
      '',
    )
    .replace(/<input\b/g, '<input readonly tabindex="-1"');
}

/** What the login page painted in `locale`: its markup, the styles antd injected, the scripts it loaded. */
async function capture(browser, url, locale, indexHtml) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => {
    localStorage.setItem('pro__LOCALE', JSON.stringify({ value, expire: null }));
  }, locale);
  const page = await context.newPage();
  await page.goto(`${url}/user/login`, { waitUntil: 'networkidle' });
  await page.waitForSelector('form[name="login"] button[type="submit"]');
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.evaluate(() => {
    const root = document.getElementById('root');
    const styles = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    const loaded = (extension) => [
      ...new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/assets/') && path.endsWith(extension)),
      ),
    ];
    const title = String(window.__APP_CONFIG__?.title ?? '');
    return { markup: root?.innerHTML ?? '', styles, title, scripts: loaded('.js'), sheets: loaded('.css') };
  });
  // What index.html names already loads without help.
  const named = (path) => indexHtml.includes(`"${path}"`);
  shot.scripts = shot.scripts.filter((path) => !named(path));
  shot.sheets = shot.sheets.filter((path) => !named(path));
  await context.close();
  if (!shot.markup.includes('<form')) throw new Error(`no login form rendered in ${locale}`);
  return shot;
}

function pageFor(indexHtml, locale, shot) {
  const preload = [
    ...shot.scripts.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`),
    ...shot.sheets.map((path) => `<link rel="preload" as="style" href="${path}">`),
  ].join('\n    ');
  // Escaping `</` keeps a style's text from closing its element early.
  const css = shot.styles.replace(/<\/(style)/gi, '<\\/$1');
  // The copy names the year it was built in (the copyright line); the server sends it only that year.
  // It also names the deployment (APP_TITLE) it shows: the server sends it only to the same one.
  const attr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const year =
    `<meta name="prerender-year" content="${new Date().getFullYear()}">` +
    `<meta name="prerender-title" content="${attr(shot.title)}">`;
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `    ${year}\n    ${preload}\n    <style data-prerender>${css}</style>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      // Fixed over the page until the live login page mounts and removes it (UserLayout).
      `<div id="prerender" inert aria-hidden="true" style="position:fixed;inset:0;z-index:1000;overflow:hidden">${inertCopy(shot.markup)}</div>\n    <div id="root"></div>`,
    );
}

function writeWithCopies(file, text) {
  const data = Buffer.from(text);
  writeFileSync(file, data);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

async function main() {
  if (!existsSync(join(WEB, 'index.html')) || !existsSync(SERVER)) {
    say('skipped: build the web app and the server first');
    return;
  }
  for (const locale of LOCALES)
    for (const suffix of ['', '.br', '.gz']) {
      const file = join(WEB, prerenderFile(locale) + suffix);
      if (existsSync(file)) unlinkSync(file);
    }
  if (!existsSync(CHROMIUM)) {
    say(`skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH); /user/login is served without it`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');
    for (const locale of LOCALES) {
      const shot = await capture(browser, server.url, locale, indexHtml);
      const html = pageFor(indexHtml, locale, shot);
      writeWithCopies(join(WEB, prerenderFile(locale)), html);
      say(
        `${prerenderFile(locale)}: ${Math.round(html.length / 1024)} KB, ${shot.scripts.length} scripts preloaded`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
