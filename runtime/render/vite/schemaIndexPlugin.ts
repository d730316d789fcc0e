// Build-time index of the repository's page schemas: id, menu key, kind and model of every file under
// schemas/pages, as the virtual module `virtual:schema-index`. The client registers menu keys at start
// from this small table while each page's JSON stays its own lazy chunk (a glob importing only
// `menuKey` fails on pages that have none). Dropping a page file in and rebuilding is all it takes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { FAMILIES_ID, FAMILY_PREFIX, familiesModule, familyModule } from './schemaFamilies.js';

const VIRTUAL_ID = 'virtual:schema-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * A page file as the index lists it: only pages the client must find without loading them, i.e. those
 * with a menu key and list pages (online forms find the list page of their model).
 */
export interface SchemaIndexEntry {
  /** The id the file must declare: `<area>.<file name>`. */
  id: string;
  menuKey?: string;
  kind?: string;
  /** The model of a list page. */
  model?: string;
}

function jsonFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Reads every page file under `<root>/schemas/pages` and lists those with a menu key and the list
 * pages (a file that does not parse is left out: the server refuses to start on it anyway).
 *
 * @example
 * buildSchemaIndex(process.cwd()); // [{ id: 'system.dict.list', menuKey: 'system/DictList', kind: 'list', model: 'sys_dict' }, …]
 */
export function buildSchemaIndex(root: string): SchemaIndexEntry[] {
  const pagesDir = join(root, 'schemas', 'pages');
  return jsonFiles(pagesDir).flatMap((path) => {
    const file = relative(root, path).split(sep).join('/');
    const match = /pages\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) return [];
    const entry: SchemaIndexEntry = { id: `${match[1]}.${match[2]}` };
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch {
      // A file that does not parse is not listed; opening it by id reports where it broke.
      return [];
    }
    const menuKey = text(doc.menuKey);
    if (menuKey) entry.menuKey = menuKey;
    if (doc.kind === 'list') {
      entry.kind = 'list';
      const model = text(doc.model);
      if (model) entry.model = model;
    }
    return entry.menuKey || entry.kind ? [entry] : [];
  });
}

/**
 * The Vite plugin serving `virtual:schema-index`; add it to the app's, the unit tests' and Storybook's
 * Vite configuration.
 *
 * @example
 * export default defineConfig({ plugins: [react(), schemaIndexPlugin()] });
 */
export function schemaIndexPlugin(): Plugin {
  let root = process.cwd();
  let server: ViteDevServer | undefined;
  // Model files too: the families' closures list the models their pages reach.
  const isSchemaFile = (file: string) => /[\\/]schemas[\\/](pages|models)[\\/].+\.json$/.test(file);
  const invalidate = (file: string) => {
    if (!server || !isSchemaFile(file)) return;
    for (const mod of server.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith('\0virtual:schema-')) server.moduleGraph.invalidateModule(mod);
    }
  };
  return {
    name: 'schema-index',
    configResolved(config) {
      root = config.root;
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.on('add', invalidate);
      dev.watcher.on('unlink', invalidate);
      dev.watcher.on('change', invalidate);
    },
    resolveId(source) {
      const ours = source === VIRTUAL_ID || source === FAMILIES_ID || source.startsWith(FAMILY_PREFIX);
      return ours ? `\0${source}` : undefined;
    },
    load(id) {
      if (id === `\0${FAMILIES_ID}`) return familiesModule(root);
      if (id.startsWith(`\0${FAMILY_PREFIX}`)) {
        const family = familyModule(root, id.slice(FAMILY_PREFIX.length + 1));
        for (const path of family.files) this.addWatchFile(path);
        return family.code;
      }
      if (id !== RESOLVED_ID) return undefined;
      const entries = buildSchemaIndex(root);
      for (const path of jsonFiles(join(root, 'schemas', 'pages'))) this.addWatchFile(path);
      return `export default ${JSON.stringify(entries)};`;
    },
  };
}
