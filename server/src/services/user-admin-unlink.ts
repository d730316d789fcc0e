// Role and department links an administrator adds or removes from the role and department screens
// (addSysUserRole, deleteUserRole(Batch), editSysDepartWithUser, deleteUserInDepart(Batch)).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { OP, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';
import { requireAnAdmin } from './user-admin-guards.js';
import { addMissingUserLinks, checkUsers } from './user-admin-links.js';

async function roleExists(tx: Kysely<Database>, ctx: AdminContext, roleId: string) {
  const role = await tx.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw refuse(ctx, 'userUnknownRoles', 'roleId');
}

async function departOf(tx: Kysely<Database>, ctx: AdminContext, departId: string) {
  const depart = await tx
    .selectFrom('sys_depart')
    .select(['id', 'org_code'])
    .where('id', '=', departId)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (!depart) throw refuse(ctx, 'userUnknownDeparts', 'depId');
  return depart;
}

export async function linkRoleUsers(ctx: AdminContext, roleId: string, userIds: string[]) {
  await ctx.db.transaction().execute(async (tx) => {
    await roleExists(tx, ctx, roleId);
    await checkUsers(tx, ctx, userIds, 'userIdList');
    await addMissingUserLinks(tx, 'role', roleId, userIds);
    await writeOpLog(tx, ctx, OP.add, `角色${roleId}添加用户：${userIds.join(',')}`);
  });
}

export async function unlinkRoleUsers(ctx: AdminContext, roleId: string, userIds: string[]) {
  await ctx.db.transaction().execute(async (tx) => {
    await roleExists(tx, ctx, roleId);
    await tx
      .deleteFrom('sys_user_role')
      .where('role_id', '=', roleId)
      .where('user_id', 'in', userIds)
      .execute();
    await requireAnAdmin(tx, ctx, 'userIds');
    await writeOpLog(tx, ctx, OP.remove, `角色${roleId}移除用户：${userIds.join(',')}`);
  });
}

export async function linkDepartUsers(ctx: AdminContext, departId: string, userIds: string[]) {
  await ctx.db.transaction().execute(async (tx) => {
    const depart = await departOf(tx, ctx, departId);
    await checkUsers(tx, ctx, userIds, 'userIdList');
    await addMissingUserLinks(tx, 'depart', departId, userIds);
    // A user who had no department gets this one as the current one.
    await tx
      .updateTable('sys_user')
      .set({ org_code: depart.org_code })
      .where('id', 'in', userIds)
      .where('org_code', 'is', null)
      .execute();
    await writeOpLog(tx, ctx, OP.add, `部门${departId}添加用户：${userIds.join(',')}`);
  });
}

/** Removes users from a department; one whose current department it was falls back to another. */
export async function unlinkDepartUsers(ctx: AdminContext, departId: string, userIds: string[]) {
  await ctx.db.transaction().execute(async (tx) => {
    const depart = await departOf(tx, ctx, departId);
    await tx
      .deleteFrom('sys_user_depart')
      .where('dep_id', '=', departId)
      .where('user_id', 'in', userIds)
      .execute();
    const affected = await tx
      .selectFrom('sys_user')
      .select('id')
      .where('id', 'in', userIds)
      .where('org_code', '=', depart.org_code)
      .execute();
    for (const { id } of affected) {
      const next = await tx
        .selectFrom('sys_user_depart as ud')
        .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
        .select('d.org_code')
        .where('ud.user_id', '=', id)
        .orderBy('d.org_code')
        .executeTakeFirst();
      await tx
        .updateTable('sys_user')
        .set({ org_code: next?.org_code ?? null })
        .where('id', '=', id)
        .execute();
    }
    await writeOpLog(tx, ctx, OP.remove, `部门${departId}移除用户：${userIds.join(',')}`);
  });
}
