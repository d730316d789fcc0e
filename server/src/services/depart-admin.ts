// Adding, editing and moving departments (api-contract §4.4 add/edit). The server owns id, org_code and
// org_type; a move gives the department a code under its new parent and rewrites the codes of its
// subtree (and the users whose current department is in it) in the same transaction.
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Database, SysDepart } from '../db/types.js';
import { nextOrgCode, orgTypeOf, withCodeRetry } from './depart-admin-codes.js';
import { OP, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';

export interface DepartBody {
  id?: string;
  parentId?: string | null;
  departName?: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder?: number | null;
  description?: string | null;
  orgCategory?: string;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status?: string;
}

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

function columnsOf(body: DepartBody) {
  const cols = {
    depart_name: body.departName?.trim(),
    depart_name_en: blank(body.departNameEn),
    depart_name_abbr: blank(body.departNameAbbr),
    depart_order: body.departOrder === null ? 0 : body.departOrder,
    description: blank(body.description),
    org_category: body.orgCategory,
    mobile: blank(body.mobile),
    fax: blank(body.fax),
    address: blank(body.address),
    memo: blank(body.memo),
    status: body.status,
  };
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined)) as Partial<typeof cols>;
}

async function liveDepart(tx: Kysely<Database>, id: string) {
  return tx
    .selectFrom('sys_depart')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
}

async function parentOf(tx: Kysely<Database>, ctx: AdminContext, parentId: string | null | undefined) {
  if (!parentId) return undefined;
  const parent = await liveDepart(tx, parentId);
  if (!parent) throw refuse(ctx, 'departNotFound', 'parentId');
  return parent;
}

export async function addDepart(ctx: AdminContext, body: DepartBody): Promise<SysDepart> {
  return withCodeRetry(ctx, async (tx) => {
    const parent = await parentOf(tx, ctx, body.parentId);
    const orgCode = await nextOrgCode(tx, ctx, parent?.org_code ?? '');
    const id = newId();
    await tx
      .insertInto('sys_depart')
      .values({
        ...columnsOf(body),
        id,
        depart_name: body.departName!.trim(),
        parent_id: parent?.id ?? null,
        org_code: orgCode,
        org_type: orgTypeOf(orgCode),
        del_flag: '0',
        create_by: ctx.actor.username,
        create_time: formatDateTime(),
      })
      .execute();
    await writeOpLog(tx, ctx, OP.add, `添加部门：${body.departName} (${orgCode})`);
    return (await liveDepart(tx, id))!;
  });
}

/** Gives the subtree of `depart` the prefix `code` (its new place), users' current codes included. */
async function recode(tx: Kysely<Database>, depart: SysDepart, code: string) {
  const old = depart.org_code;
  const subtree = await tx
    .selectFrom('sys_depart')
    .select(['id', 'org_code'])
    .where('org_code', 'like', `${old}%`)
    .execute();
  for (const row of subtree) {
    const next = code + row.org_code.slice(old.length);
    await tx
      .updateTable('sys_depart')
      .set({ org_code: next, org_type: orgTypeOf(next) })
      .where('id', '=', row.id)
      .execute();
    await tx.updateTable('sys_user').set({ org_code: next }).where('org_code', '=', row.org_code).execute();
  }
}

/** Edits a department; false when there is none. A parent at or below the node is refused. */
export async function editDepart(ctx: AdminContext, body: DepartBody & { id: string }): Promise<boolean> {
  return withCodeRetry(ctx, async (tx) => {
    const depart = await liveDepart(tx, body.id);
    if (!depart) return false;
    const cols = columnsOf(body);
    let parentId = depart.parent_id;
    if (body.parentId !== undefined && (body.parentId || null) !== (depart.parent_id || null)) {
      const parent = await parentOf(tx, ctx, body.parentId);
      if (parent && (parent.id === depart.id || parent.org_code.startsWith(depart.org_code)))
        throw refuse(ctx, 'departParentCycle', 'parentId');
      await recode(tx, depart, await nextOrgCode(tx, ctx, parent?.org_code ?? ''));
      parentId = parent?.id ?? null;
    }
    await tx
      .updateTable('sys_depart')
      .set({ ...cols, parent_id: parentId, update_by: ctx.actor.username, update_time: formatDateTime() })
      .where('id', '=', depart.id)
      .execute();
    await writeOpLog(tx, ctx, OP.edit, `编辑部门：${cols.depart_name ?? depart.depart_name}`);
    return true;
  });
}
