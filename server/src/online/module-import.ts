// Importing a module bundle (module.ts): every document validated with the others of the bundle before
// anything is written, then one transaction writes them in order (model first) as new versions with the
// menu items; the registry, codes and live routes change only after it commits. All or nothing.
import { onlinePageUrl, parseJson } from '../../../runtime/schema/index.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { claimedName, type Translate } from './checks.js';
import { adoptCodes, insertMenuItem } from './menu.js';
import type { BundleFile, ModuleMenu, ModuleMenuItem } from './module.js';
import { prepareTogether } from './save-many.js';
import { SchemaRefused, type OnlineSchemas, type Prepared, type SaveOptions } from './service.js';
import type { StoredKind, StoredRow } from './store.js';

const MODEL_PATH = /^schemas\/models\/[A-Za-z0-9_.-]{1,100}\.json$/;
const PAGE_PATH = /^schemas\/pages\/[A-Za-z0-9_-]{1,100}\/[A-Za-z0-9_.-]{1,100}\.json$/;
const MENU_PATH = /^schemas\/menus\/[A-Za-z0-9_.-]{1,100}\.json$/;
const URL_PATTERN = /^(\/[a-zA-Z0-9_-]+)+$/;

interface Sorted {
  docs: { kind: StoredKind; file: BundleFile }[];
  menu?: BundleFile;
}

function refuse(file: string, message: string): never {
  throw new SchemaRefused([{ file, pointer: '', message }]);
}

function sortFiles(files: readonly BundleFile[], t: Translate): Sorted {
  const models: BundleFile[] = [];
  const pages: BundleFile[] = [];
  const menus: BundleFile[] = [];
  for (const file of files) {
    if (MODEL_PATH.test(file.path)) models.push(file);
    else if (PAGE_PATH.test(file.path)) pages.push(file);
    else if (MENU_PATH.test(file.path)) menus.push(file);
    else refuse(file.path, t('onlineBundlePath'));
  }
  if (models.length !== 1) refuse('schemas/models', t('onlineBundleModel'));
  if (menus.length > 1) refuse(menus[1]!.path, t('onlineBundleMenu', { reason: 'one menu file' }));
  return {
    docs: [
      { kind: 'model' as const, file: models[0]! },
      ...pages.map((file) => ({ kind: 'page' as const, file })),
    ],
    menu: menus[0],
  };
}

function text(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

function optional(value: unknown, max: number): boolean {
  return value === null || value === undefined || text(value, max);
}

/** The menu file read and checked against the bundle's pages and model codes. */
function readMenu(file: BundleFile, drafts: readonly Prepared[], t: Translate): ModuleMenuItem[] {
  const wrong = (reason: string): never => refuse(file.path, t('onlineBundleMenu', { reason }));
  const { value, issues } = parseJson(file.content, file.path);
  if (issues.length > 0) wrong(issues[0]!.message);
  const menu = value as Partial<ModuleMenu> | null;
  if (!menu || typeof menu !== 'object' || !Array.isArray(menu.items) || menu.items.length > 50)
    wrong('items: a list of at most 50');
  const pages = new Set(drafts.filter((d) => d.kind === 'page').map((d) => d.name));
  const codes = new Set(Object.values(drafts[0]!.model?.codes ?? {}));
  for (const code of Array.isArray(menu!.codes) ? menu!.codes : [])
    if (!codes.has(code)) refuse(file.path, t('onlineBundleCode', { code: String(code) }));
  return menu!.items!.map((item, i) => {
    const at = (field: string) => `items/${i}/${field}`;
    if (!item || typeof item !== 'object') return wrong(`items/${i}`);
    if (!pages.has(item.page)) wrong(at('page'));
    if (!text(item.name, 100)) wrong(at('name'));
    if (!optional(item.nameEn, 100)) wrong(at('nameEn'));
    if (!text(item.url, 200) || !URL_PATTERN.test(item.url)) wrong(at('url'));
    if (!optional(item.icon, 100)) wrong(at('icon'));
    if (!optional(item.parentUrl, 200)) wrong(at('parentUrl'));
    const sortNo =
      Number.isInteger(item.sortNo) && item.sortNo >= 0 && item.sortNo <= 100000 ? item.sortNo : 100;
    return { ...item, sortNo };
  });
}

/**
 * Imports a bundle's files as new versions of the stored documents of the same name (or new ones).
 * @returns the documents written, in order.
 *
 * @example
 * const rows = await importModule(online, bundle.files, 'admin', request.t, {});
 */
export async function importModule(
  online: OnlineSchemas,
  files: readonly BundleFile[],
  by: string,
  t: Translate,
  options: SaveOptions,
): Promise<StoredRow[]> {
  const { db } = online.ctx;
  const sorted = sortFiles(files, t);
  const stored = await online.ctx.rows();
  const now = formatDateTime();
  // Every document of the bundle is pending while each one is checked, so pages may open each other.
  const pending: StoredRow[] = [];
  for (const { kind, file } of sorted.docs) {
    const name = claimedName(kind, parseJson(file.content, file.path).value);
    if (name === undefined) await online.prepare(kind, file.content, undefined, t); // refused: names the problem
    const current = stored.find((r) => r.kind === kind && r.name === name);
    const fresh = { id: newId(), create_by: by, create_time: now, update_by: null, update_time: null };
    pending.push({ ...(current ?? fresh), kind, name: name!, content: file.content });
  }
  const drafts = await prepareTogether(
    online,
    pending,
    pending.map((own) => stored.find((r) => r.id === own.id)),
    t,
    options.confirmDataLoss,
  );
  const items = sorted.menu ? readMenu(sorted.menu, drafts, t) : [];
  const menus = db
    .selectFrom('sys_permission')
    .select(['id', 'component'])
    .where('menu_type', '<', 2)
    .where('del_flag', '=', 0);
  const wanted: { item: ModuleMenuItem; menuKey: string; parentId: string | null }[] = [];
  for (const item of items) {
    const menuKey = drafts.find((d) => d.name === item.page)!.set.pages.get(item.page)!.schema.menuKey;
    if (!menuKey) refuse(sorted.menu!.path, t('onlineNoMenuKey'));
    // Already in this deployment's menu (a module imported again): kept as the administrator left it.
    if (await menus.where('component', '=', menuKey).executeTakeFirst()) continue;
    const url = item.url || onlinePageUrl(item.page);
    if (await menus.where('url', '=', url).executeTakeFirst())
      refuse(sorted.menu!.path, t('onlineUrlTaken', { url }));
    const parent = item.parentUrl
      ? await menus.where('url', '=', item.parentUrl).executeTakeFirst()
      : undefined;
    wanted.push({ item: { ...item, url }, menuKey, parentId: parent?.id ?? null });
  }
  const written = await db.transaction().execute(async (trx) => {
    const rows: StoredRow[] = [];
    for (const [i, draft] of drafts.entries())
      rows.push(await online.write(trx, draft, by, options.note, t, pending[i]!.id));
    for (const { item, menuKey, parentId } of wanted)
      await insertMenuItem(trx, menuKey, { ...item, parentId }, by);
    return rows;
  });
  await online.install(drafts);
  const codes = Object.values(drafts[0]!.model?.codes ?? {});
  for (const { item } of wanted) {
    const id = (
      await db.selectFrom('sys_permission').select('id').where('url', '=', item.url).executeTakeFirst()
    )?.id;
    if (id) await adoptCodes(db, id, codes);
  }
  return written;
}
