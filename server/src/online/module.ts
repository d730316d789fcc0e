// A module as files in the repository's layout, so a module built in one deployment is committed and
// shipped to another: `schemas/models/<name>.json`, `schemas/pages/<area>/<rest>.json` for every stored
// page of the model and the stored pages those open, and `schemas/menus/<name>.json` (menu.ts format
// in README.md: the menu items of those pages and the model's permission codes).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { OnlineContext } from './context.js';
import type { StoredRow } from './store.js';

export const BUNDLE_FORMAT = 'lowcode-online-module';

export interface BundleFile {
  path: string;
  content: string;
}

export interface ModuleBundle {
  format: typeof BUNDLE_FORMAT;
  version: 1;
  model: string;
  files: BundleFile[];
}

/** One menu item of the module: the page it opens, where it sits (its parent's url) and its labels. */
export interface ModuleMenuItem {
  page: string;
  name: string;
  nameEn: string | null;
  url: string;
  icon: string | null;
  sortNo: number;
  parentUrl: string | null;
}

/** The `schemas/menus/<model>.json` file. */
export interface ModuleMenu {
  model: string;
  items: ModuleMenuItem[];
  /** The model's button codes (recreated from its `x-api`; listed so a review sees them). */
  codes: string[];
}

/**
 * A page's file in the repository layout: its id's first segment is the folder.
 *
 * @example
 * pageFilePath('online.book.list'); // 'schemas/pages/online/book.list.json'
 */
export function pageFilePath(id: string): string {
  const dot = id.indexOf('.');
  return dot > 0
    ? `schemas/pages/${id.slice(0, dot)}/${id.slice(dot + 1)}.json`
    : `schemas/pages/online/${id}.json`;
}

/** Every string anywhere in a JSON value (page ids a page opens are strings in its actions and links). */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function parsed(row: StoredRow): Record<string, unknown> {
  try {
    return JSON.parse(row.content) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The stored pages of a model and, transitively, the stored pages they open (a modal's form…).
 *
 * @example
 * modulePages(rows, 'online_book').map((r) => r.name); // ['online.book.list', 'online.book.form']
 */
export function modulePages(rows: readonly StoredRow[], model: string): StoredRow[] {
  const pages = rows.filter((r) => r.kind === 'page');
  const picked = new Map(pages.filter((r) => parsed(r).model === model).map((r) => [r.name, r]));
  for (let grew = true; grew;) {
    grew = false;
    const named = new Set<string>();
    for (const row of picked.values()) strings(parsed(row), named);
    for (const row of pages)
      if (!picked.has(row.name) && named.has(row.name)) {
        picked.set(row.name, row);
        grew = true;
      }
  }
  return [...picked.values()];
}

/**
 * The module of a stored model as a bundle of files, or undefined when no stored model has that name.
 *
 * @example
 * const bundle = await exportModule(ctx, 'online_book');
 */
export async function exportModule(ctx: OnlineContext, model: string): Promise<ModuleBundle | undefined> {
  const rows = await ctx.rows();
  const modelRow = rows.find((r) => r.kind === 'model' && r.name === model);
  if (!modelRow) return undefined;
  const pages = modulePages(rows, model);
  const menu: ModuleMenu = {
    model,
    items: await menuItems(ctx.db, pages),
    codes: Object.values(ctx.registry.models.get(model)?.codes ?? {}),
  };
  return {
    format: BUNDLE_FORMAT,
    version: 1,
    model,
    files: [
      { path: `schemas/models/${model}.json`, content: modelRow.content },
      ...pages.map((p) => ({ path: pageFilePath(p.name), content: p.content })),
      { path: `schemas/menus/${model}.json`, content: `${JSON.stringify(menu, null, 2)}\n` },
    ],
  };
}

async function menuItems(db: Kysely<Database>, pages: readonly StoredRow[]): Promise<ModuleMenuItem[]> {
  const items: ModuleMenuItem[] = [];
  for (const page of pages) {
    const menuKey = parsed(page).menuKey;
    if (typeof menuKey !== 'string') continue;
    const rows = await db
      .selectFrom('sys_permission as p')
      .leftJoin('sys_permission as parent', 'parent.id', 'p.parent_id')
      .select(['p.name', 'p.name_en', 'p.url', 'p.icon', 'p.sort_no', 'parent.url as parent_url'])
      .where('p.component', '=', menuKey)
      .where('p.menu_type', '<', 2)
      .where('p.del_flag', '=', 0)
      .orderBy('p.id')
      .execute();
    for (const r of rows)
      if (r.url)
        items.push({
          page: page.name,
          name: r.name,
          nameEn: r.name_en,
          url: r.url,
          icon: r.icon,
          sortNo: Number(r.sort_no ?? 100),
          parentUrl: r.parent_url ?? null,
        });
  }
  return items;
}
