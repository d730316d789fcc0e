// Makes sure every code a generated route demands exists as a button permission, and that a page
// schema's `menu` has its menu item, so a module added as files is reachable after a restart. Only
// missing rows are inserted, and grants only for rows inserted now: an administrator's later changes
// to who holds a code are never undone.
import type { Kysely } from 'kysely';
import { resolveText, type PageSchema, type SchemaDoc } from '../../../runtime/schema/index.js';
import { PERMISSION_DEFAULTS, buttonId, menuId, roleId } from '../db/seed/rows.js';
import type { Database } from '../db/types.js';
import { stableId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { labelOf, operationsOf, type CompiledModel, type ModelCodes } from './model.js';

const TITLES: Record<keyof ModelCodes, [string, string]> = {
  list: ['查询', 'View'],
  add: ['添加', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
};

/**
 * The codes a model's routes check, by action.
 *
 * @example
 * requiredCodes(caseModel)[0]; // ['list', 'biz:case:list']
 */
export function requiredCodes(model: CompiledModel): [keyof ModelCodes, string][] {
  if (!model.codes) return [];
  // Hand routes (x-api.handRoutes) check the same codes as the operations they replace.
  const ops = new Set([...operationsOf(model), ...(model.schema['x-api']?.handRoutes ?? [])]);
  const out: [keyof ModelCodes, string][] = [];
  if (model.readPermission !== 'authenticated' && (ops.has('list') || ops.has('queryById')))
    out.push(['list', model.codes.list]);
  if (ops.has('add')) out.push(['add', model.codes.add]);
  if (ops.has('edit')) out.push(['edit', model.codes.edit]);
  if (ops.has('delete') || ops.has('deleteBatch')) out.push(['delete', model.codes.delete]);
  if (ops.has('exportXls')) out.push(['export', model.codes.export]);
  if (ops.has('importExcel')) out.push(['import', model.codes.import]);
  return out;
}

interface ButtonCode {
  code: string;
  name: string;
  nameEn: string;
  /** Granted to the roles that open the list's menu item too (the list code). */
  withMenu: boolean;
}

/**
 * The button rows a model needs: its routes' codes, then the codes its fields demand (x-permission,
 * x-writePermission).
 */
function buttonCodes(model: CompiledModel): ButtonCode[] {
  const out = requiredCodes(model).map(([action, code]) => ({
    code,
    name: TITLES[action][0],
    nameEn: TITLES[action][1],
    withMenu: action === 'list',
  }));
  for (const field of model.fields) {
    for (const code of [field.permission, field.writePermission]) {
      if (!code || out.some((b) => b.code === code)) continue;
      out.push({
        code,
        name: `字段：${labelOf(model, field, 'zh-CN')}`,
        nameEn: `Field: ${labelOf(model, field, 'en-US')}`,
        withMenu: false,
      });
    }
  }
  return out;
}

async function grant(db: Kysely<Database>, permissionId: string, roleIds: Iterable<string>): Promise<void> {
  const rows = [...new Set(roleIds)].map((role) => ({
    id: stableId(`grant:${role}:${permissionId}`),
    role_id: role,
    permission_id: permissionId,
    operate_date: formatDateTime(),
  }));
  if (rows.length > 0)
    await db
      .insertInto('sys_role_permission')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

async function menuIdOf(
  db: Kysely<Database>,
  where: { component?: string; url?: string },
): Promise<string | undefined> {
  let query = db
    .selectFrom('sys_permission')
    .select('id')
    .where('menu_type', '<', 2)
    .where('del_flag', '=', 0);
  if (where.component) query = query.where('component', '=', where.component);
  if (where.url) query = query.where('url', '=', where.url);
  return (await query.executeTakeFirst())?.id;
}

async function roleIds(db: Kysely<Database>, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', 'in', [...codes])
    .execute();
  return rows.map((r) => r.id);
}

async function ensureMenu(
  db: Kysely<Database>,
  doc: SchemaDoc<PageSchema>,
  models: ReadonlyMap<string, CompiledModel>,
): Promise<void> {
  const page = doc.schema;
  if (!page.menu || !page.menuKey || (await menuIdOf(db, { component: page.menuKey }))) return;
  const parentId = page.menu.parent ? await menuIdOf(db, { url: page.menu.parent }) : undefined;
  const texts = [page.i18n, page.model ? models.get(page.model)?.schema['x-i18n'] : undefined];
  const id = menuId(page.menu.path);
  const now = formatDateTime();
  await db
    .insertInto('sys_permission')
    .values({
      ...PERMISSION_DEFAULTS,
      id,
      parent_id: parentId ?? null,
      name: resolveText(page.title, 'zh-CN', ...texts),
      name_en: resolveText(page.title, 'en-US', ...texts),
      url: page.menu.path,
      component: page.menuKey,
      menu_type: parentId ? 1 : 0,
      sort_no: page.menu.sortNo ?? 100,
      icon: page.menu.icon ?? null,
      hidden: page.menu.hidden ? 1 : 0,
      create_by: 'admin',
      create_time: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (parentId)
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', parentId).execute();
  await grant(db, id, [roleId('admin'), ...(await roleIds(db, page.menu.roles ?? []))]);
}

async function ensureButtons(
  db: Kysely<Database>,
  model: CompiledModel,
  pages: ReadonlyMap<string, SchemaDoc<PageSchema>>,
): Promise<void> {
  const wanted = buttonCodes(model);
  if (wanted.length === 0) return;
  const existing = new Set(
    (
      await db
        .selectFrom('sys_permission')
        .select('perms')
        .where('menu_type', '=', 2)
        .where(
          'perms',
          'in',
          wanted.map((b) => b.code),
        )
        .execute()
    ).map((r) => r.perms),
  );
  const missing = wanted.filter((b) => !existing.has(b.code));
  if (missing.length === 0) return;
  const listPage = [...pages.values()].find(
    (p) => p.schema.kind === 'list' && p.schema.model === model.name && p.schema.menuKey,
  );
  const parentId = listPage?.schema.menuKey
    ? await menuIdOf(db, { component: listPage.schema.menuKey })
    : undefined;
  // Roles that can open the list's menu item may list its records; everything else starts as admin only.
  const menuRoles = parentId
    ? (
        await db
          .selectFrom('sys_role_permission')
          .select('role_id')
          .where('permission_id', '=', parentId)
          .execute()
      ).map((r) => r.role_id)
    : [];
  const now = formatDateTime();
  for (const { code, name, nameEn, withMenu } of missing) {
    const id = buttonId(code);
    const inserted = await db
      .insertInto('sys_permission')
      .values({
        ...PERMISSION_DEFAULTS,
        id,
        parent_id: parentId ?? null,
        name,
        name_en: nameEn,
        menu_type: 2,
        perms: code,
        is_route: 0,
        create_by: 'admin',
        create_time: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    await grant(db, id, withMenu ? [roleId('admin'), ...menuRoles] : [roleId('admin')]);
  }
  if (parentId)
    await db.updateTable('sys_permission').set({ is_leaf: 0 }).where('id', '=', parentId).execute();
}

/**
 * Inserts missing menu items (pages with `menu`) and button codes (models with `x-api`).
 *
 * @example
 * await syncPermissions(app.db, models, pages);
 */
export async function syncPermissions(
  db: Kysely<Database>,
  models: ReadonlyMap<string, CompiledModel>,
  pages: ReadonlyMap<string, SchemaDoc<PageSchema>>,
): Promise<void> {
  for (const doc of pages.values()) await ensureMenu(db, doc, models);
  for (const model of models.values()) await ensureButtons(db, model, pages);
}
