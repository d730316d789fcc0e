// What the online designer needs from the running server: the database, the live model registry, the
// repository's schema sources, and what belongs to the system (built-in names, seeded codes, fixed routes).
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.js';
import { MENU_SEED, type MenuSeed } from '../db/seed/menus.js';
import type { Database } from '../db/types.js';
import type { SchemaSources } from '../crud/load.js';
import type { ModelRegistry } from '../crud/registry.js';
import type { SchemaSet } from '../../../runtime/schema/index.js';
import { allStored, type StoredRow } from './store.js';

export interface OnlineContext {
  db: Kysely<Database>;
  dialect: Dialect;
  registry: ModelRegistry;
  repo: SchemaSources;
  repoModelNames: ReadonlySet<string>;
  repoPageIds: ReadonlySet<string>;
  repoMenuKeys: ReadonlySet<string>;
  /** Button codes and menu components of the seeded menu tree. */
  seededCodes: ReadonlySet<string>;
  seededComponents: ReadonlySet<string>;
  /** Whether a fixed route answers `<apiBase><url>` for any method. */
  hasRoute(url: string): boolean;
  dictCodes(): Promise<string[]>;
  rows(): Promise<StoredRow[]>;
}

function walk(items: readonly MenuSeed[], codes: Set<string>, components: Set<string>): void {
  for (const item of items) {
    if (item.component !== 'layouts/RouteView') components.add(item.component);
    for (const button of item.buttons ?? []) codes.add(button.perms);
    walk(item.children ?? [], codes, components);
  }
}

/**
 * The designer's view of a server that has loaded `repoSet` from `repo`.
 *
 * @example
 * const ctx = onlineContext({ db, dialect, registry, repo, repoSet, hasRoute });
 */
export function onlineContext(input: {
  db: Kysely<Database>;
  dialect: Dialect;
  registry: ModelRegistry;
  repo: SchemaSources;
  repoSet: SchemaSet;
  hasRoute: (url: string) => boolean;
}): OnlineContext {
  const seededCodes = new Set<string>();
  const seededComponents = new Set<string>();
  walk(MENU_SEED, seededCodes, seededComponents);
  const { db, repoSet } = input;
  return {
    ...input,
    repoModelNames: new Set(repoSet.models.keys()),
    repoPageIds: new Set(repoSet.pages.keys()),
    repoMenuKeys: new Set(
      [...repoSet.pages.values()].flatMap((p) => (p.schema.menuKey ? [p.schema.menuKey] : [])),
    ),
    seededCodes,
    seededComponents,
    dictCodes: async () =>
      (await db.selectFrom('sys_dict').select('dict_code').where('del_flag', '=', 0).execute()).map(
        (d) => d.dict_code,
      ),
    rows: () => allStored(db),
  };
}
