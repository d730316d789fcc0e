// Bundle bench: gzip bytes of the JS + CSS a browser loads for each route, read from Vite's manifest of a
// production build (dist/web), compared with the DESIGN.md budgets. Deterministic, so `--check` exits
// non-zero when a budget is exceeded.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const WEB = process.env.BUNDLE_DIR ?? 'dist/web';
/** The modules a console page and the sign-in page load first, as vite.config.ts chunks them. */
const CONSOLE_ROOTS = JSON.parse(
  readFileSync(new URL('../runtime/render/vite/consoleRoots.json', import.meta.url), 'utf8'),
);
const KB = 1024;

/**
 * Each route: the source modules (Vite manifest keys) whose chunks the browser loads on top of the entry,
 * and its budget. A key that is missing from the manifest fails the bench rather than shrinking a route.
 *
 * "shell + list page" is what opening the dictionary list (/isystem/dict) loads once signed in, the
 * same files Chromium fetches for it (see bench/README.md): the console layout and its header bell, the
 * schema page host, the schema files' loader, the list page renderer, and the JSON of the list page, of
 * the pages its actions open and of their models (the page bundle loads its references up front).
 * The route's modules are the roots the build puts in the console's first chunk (vite.config.ts).
 */
export const ROUTES = [
  { name: 'login', sources: CONSOLE_ROOTS.signIn, budgetBytes: 200 * KB },
  {
    name: 'shell + list page',
    sources: [
      ...CONSOLE_ROOTS.console,
      // The page files travel by family (runtime/render/vite/schemaFamilies.ts, whose table of families
      // is in the loader's chunk): dict.* and dictItem.* (list, modal, form, drawer).
      'virtual:schema-family/system/dict',
      'virtual:schema-family/system/dictItem',
      'schemas/models/sys_dict.json',
      'schemas/models/sys_dict_item.json',
    ],
    // Not imported, so not in the manifest: antd's prebuilt styles, which a cold console load links
    // before its first render (runtime/render/vite/antdStaticStyles.ts).
    linked: /^antd-console-[0-9a-f]+\.css$/,
    budgetBytes: 450 * KB,
  },
];

function loadManifest(web) {
  const path = join(web, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run "npm run build:web" first`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Files (JS and CSS) reached from a manifest key through static imports. */
function closure(manifest, key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, files, seen);
  return files;
}

function gzipBytes(web, file) {
  return gzipSync(readFileSync(join(web, file)), { level: 9 }).length;
}

/** Measures the build in `web` (BUNDLE_DIR, else dist/web). */
export function measureBundles(web = WEB) {
  const manifest = loadManifest(web);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  return ROUTES.map((route) => {
    const files = closure(manifest, entryKey);
    const missing = route.sources.filter((key) => !manifest[key]);
    if (missing.length) throw new Error(`route "${route.name}": no chunk for ${missing.join(', ')}`);
    for (const key of route.sources) closure(manifest, key, files);
    if (route.linked) {
      const linked = readdirSync(join(web, 'assets')).filter((f) => route.linked.test(f));
      if (linked.length !== 1) throw new Error(`route "${route.name}": no single file like ${route.linked}`);
      files.add(`assets/${linked[0]}`);
    }
    const chunks = [...files].map((file) => ({ file, gzipBytes: gzipBytes(web, file) }));
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    return {
      route: route.name,
      gzipBytes: total,
      budgetBytes: route.budgetBytes,
      ok: total <= route.budgetBytes,
      chunks,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = measureBundles();
  for (const r of results) {
    console.log(
      `${r.ok ? 'ok  ' : 'OVER'} ${r.route.padEnd(18)} ${(r.gzipBytes / KB).toFixed(1).padStart(7)} KB gzip ` +
        `(budget ${(r.budgetBytes / KB).toFixed(0)} KB)`,
    );
    for (const c of r.chunks) {
      console.log(`       ${(c.gzipBytes / KB).toFixed(1).padStart(7)} KB  ${c.file}`);
    }
  }
  if (process.argv.includes('--check') && results.some((r) => !r.ok)) process.exit(1);
}
