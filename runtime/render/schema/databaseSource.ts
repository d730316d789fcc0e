// Schemas stored in the database by the online designer, as a schema source after the repository's.
// The server's catalog (GET /online/schema/catalog) lists them for any signed-in user; it is fetched
// when permissions load (sign-in, page reload) and again after the designer saves. The designer's
// unsaved drafts overlay the catalog so its live preview renders them through the normal renderers.
import { getAction, getCoreStore, permissionsAtom } from '../../core';
import { clearPageBundles } from './loadPageBundle';
import {
  notifySchemaSourcesChanged,
  registerSchemaSource,
  type PageSchemaSource,
  type SchemaPageInfo,
} from './sources';

export const SCHEMA_CATALOG_URL = '/online/schema/catalog';

interface CatalogPage {
  id: string;
  menuKey: string | null;
  kind: string;
  model: string | null;
  schema: unknown;
}

/** `result` of the catalog endpoint. */
export interface SchemaCatalog {
  models: { name: string; schema: unknown }[];
  pages: CatalogPage[];
}

/** Unsaved documents the designer previews, by page id and model name. */
export interface SchemaDrafts {
  pages: Record<string, unknown>;
  models: Record<string, unknown>;
}

let catalog: SchemaCatalog = { models: [], pages: [] };
let drafts: SchemaDrafts = { pages: {}, models: {} };

const pagePath = (id: string) => `online:pages/${id}.json`;
const modelPath = (name: string) => `online:models/${name}.json`;

/**
 * The source over the stored schemas (drafts first, then the last catalog fetched).
 *
 * @example
 * registerSchemaSource(databaseSource());
 */
export function databaseSource(): PageSchemaSource {
  return {
    name: 'database',
    pages: (): SchemaPageInfo[] => {
      watchSignIn();
      return catalog.pages.map((p) => ({
        id: p.id,
        kind: p.kind,
        ...(p.menuKey ? { menuKey: p.menuKey } : {}),
        ...(p.model ? { model: p.model } : {}),
      }));
    },
    loadPage: async (id) => {
      if (Object.hasOwn(drafts.pages, id)) return { path: pagePath(id), value: drafts.pages[id] };
      const page = catalog.pages.find((p) => p.id === id);
      return page ? { path: pagePath(id), value: page.schema } : undefined;
    },
    loadModel: async (name) => {
      if (Object.hasOwn(drafts.models, name)) return { path: modelPath(name), value: drafts.models[name] };
      const model = catalog.models.find((m) => m.name === name);
      return model ? { path: modelPath(name), value: model.schema } : undefined;
    },
  };
}

/**
 * Sets the designer's drafts (null clears them) and drops cached page bundles so they render anew.
 *
 * @example
 * setSchemaDrafts({ pages: { 'online.book.list': draft }, models: {} });
 */
export function setSchemaDrafts(next: SchemaDrafts | null): void {
  drafts = next ?? { pages: {}, models: {} };
  clearPageBundles();
}

/**
 * Fetches the catalog again and tells the resolver; a route that rendered before its page was known
 * renders again.
 *
 * @example
 * await refreshDatabaseSchemas(); // after the designer saved
 */
export async function refreshDatabaseSchemas(): Promise<void> {
  const { success, result } = await getAction<SchemaCatalog>(SCHEMA_CATALOG_URL);
  if (!success || !result) return;
  const next = { models: result.models ?? [], pages: result.pages ?? [] };
  // The same catalog again (on a reload with nothing stored: empty, as before it came) changes no
  // page: re-rendering every route and dropping the bundles a cold load has started would only redo
  // that work while the first page waits (bench/README.md, seventeenth pass).
  if (JSON.stringify(next) === JSON.stringify(catalog)) return;
  catalog = next;
  clearPageBundles();
  notifySchemaSourcesChanged();
  const store = getCoreStore();
  const permissions = store.get(permissionsAtom);
  // A new object re-renders the routes, so a stored page opened by a reload finds its loader now.
  if (permissions) store.set(permissionsAtom, { ...permissions });
}

let registered = false;
let watched: ReturnType<typeof getCoreStore> | undefined;

/** Fetches the catalog whenever a user's permissions load in the current core store. */
function watchSignIn(): void {
  const store = getCoreStore();
  if (watched === store) return;
  watched = store;
  let signedIn = store.get(permissionsAtom) !== null;
  const fetchCatalog = () => void refreshDatabaseSchemas().catch(() => undefined);
  store.sub(permissionsAtom, () => {
    const now = store.get(permissionsAtom) !== null;
    if (now && !signedIn) fetchCatalog();
    if (!now) catalog = { models: [], pages: [] };
    signedIn = now;
  });
  if (signedIn) fetchCatalog();
}

/**
 * Registers the database source and fetches its catalog whenever a user's permissions load.
 *
 * @example
 * registerDatabaseSchemas(); // in runtime/app/registerWidgets.ts
 */
export function registerDatabaseSchemas(): void {
  // A test or story may swap the core store after start; the source then watches the new one.
  watchSignIn();
  if (registered) return;
  registered = true;
  registerSchemaSource(databaseSource());
}
