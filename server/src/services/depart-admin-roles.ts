// Department roles (api-contract §4.5 /sys/sysDepartRole): roles defined inside one department, and which
// of them a user holds. Codes are unique within a department; deleting a role takes its members and
// grants with it (the schema cascades).
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../crud/store.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Database } from '../db/types.js';
import { OP, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';
import { checkUsers } from './user-admin-links.js';

export interface DepartRoleBody {
  id?: string;
  departId?: string;
  roleName?: string;
  roleCode?: string;
  description?: string | null;
}

async function guardCode<T>(ctx: AdminContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(ctx, 'userTaken', 'roleCode');
    throw err;
  }
}

export async function addDepartRole(ctx: AdminContext, body: DepartRoleBody): Promise<string> {
  const id = newId();
  await guardCode(ctx, () =>
    ctx.db.transaction().execute(async (tx) => {
      const depart = await tx
        .selectFrom('sys_depart')
        .select('id')
        .where('id', '=', body.departId!)
        .where('del_flag', '=', '0')
        .executeTakeFirst();
      if (!depart) throw refuse(ctx, 'departNotFound', 'departId');
      await tx
        .insertInto('sys_depart_role')
        .values({
          id,
          depart_id: depart.id,
          role_name: body.roleName!.trim(),
          role_code: body.roleCode!.trim(),
          description: body.description || null,
          create_by: ctx.actor.username,
          create_time: formatDateTime(),
        })
        .execute();
      await writeOpLog(tx, ctx, OP.add, `添加部门角色：${body.roleCode}`);
    }),
  );
  return id;
}

/** Edits a department role (its department stays); false when there is none. */
export async function editDepartRole(ctx: AdminContext, body: DepartRoleBody & { id: string }) {
  return guardCode(ctx, () =>
    ctx.db.transaction().execute(async (tx) => {
      const set = Object.fromEntries(
        Object.entries({
          role_name: body.roleName?.trim(),
          role_code: body.roleCode?.trim(),
          description: body.description === undefined ? undefined : body.description || null,
        }).filter(([, v]) => v !== undefined),
      );
      const res = await tx
        .updateTable('sys_depart_role')
        .set({ ...set, update_by: ctx.actor.username, update_time: formatDateTime() })
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return false;
      await writeOpLog(tx, ctx, OP.edit, `编辑部门角色：${body.id}`);
      return true;
    }),
  );
}

export async function deleteDepartRoles(ctx: AdminContext, ids: string[], field: string) {
  await ctx.db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('sys_depart_role').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw refuse(ctx, 'departRoleNotFound', field);
    await tx.deleteFrom('sys_depart_role_permission').where('role_id', 'in', ids).execute();
    await tx.deleteFrom('sys_depart_role_user').where('drole_id', 'in', ids).execute();
    await tx.deleteFrom('sys_depart_role').where('id', 'in', ids).execute();
    await writeOpLog(tx, ctx, OP.remove, `删除部门角色：${ids.join(',')}`);
  });
}

async function checkRoles(tx: Kysely<Database>, ctx: AdminContext, ids: string[], field: string) {
  if (ids.length === 0) return;
  const found = await tx.selectFrom('sys_depart_role').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw refuse(ctx, 'departRoleNotFound', field);
}

/** deptRoleUserAdd: the user loses `oldRoleIds` and gains `newRoleIds`, in one transaction. */
export async function setUserDepartRoles(
  ctx: AdminContext,
  userId: string,
  newRoleIds: string[],
  oldRoleIds: string[],
) {
  await ctx.db.transaction().execute(async (tx) => {
    await checkUsers(tx, ctx, [userId], 'userId', false);
    await checkRoles(tx, ctx, newRoleIds, 'newRoleId');
    await checkRoles(tx, ctx, oldRoleIds, 'oldRoleId');
    const drop = [...new Set([...oldRoleIds, ...newRoleIds])];
    if (drop.length > 0)
      await tx
        .deleteFrom('sys_depart_role_user')
        .where('user_id', '=', userId)
        .where('drole_id', 'in', drop)
        .execute();
    if (newRoleIds.length > 0)
      await tx
        .insertInto('sys_depart_role_user')
        .values(newRoleIds.map((drole_id) => ({ id: newId(), user_id: userId, drole_id })))
        .execute();
    await writeOpLog(tx, ctx, OP.edit, `设置用户部门角色：${userId}`);
  });
}
