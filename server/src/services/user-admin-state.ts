// A user's life cycle: freeze and unfreeze, delete into the recycle bin, restore, purge, and an
// administrator's password reset. Each runs in one transaction with its operation log and returns the
// ids whose sessions the route must end (sessions and sockets live outside the database transaction).
import { hashPassword } from '../lib/password.js';
import { formatDateTime } from '../lib/time.js';
import { OP, refuse, writeOpLog, type AdminContext } from './user-admin-context.js';
import { refuseSelfOrLastAdmin } from './user-admin-guards.js';
import { checkUsers } from './user-admin-links.js';

/** The log line's reason part, first so a long id list cannot cut it off (the log keeps 1000 chars). */
const because = (reason?: string | null) => (reason?.trim() ? `（原因：${reason.trim()}）` : '');

/** Freezes (2) or unfreezes (1) live users; returns the frozen ids. */
export async function setUserStatus(
  ctx: AdminContext,
  ids: string[],
  status: 1 | 2,
  reason?: string | null,
): Promise<string[]> {
  return ctx.db.transaction().execute(async (tx) => {
    await checkUsers(tx, ctx, ids, 'ids', false);
    if (status === 2) await refuseSelfOrLastAdmin(tx, ctx, ids, 'ids');
    await tx
      .updateTable('sys_user')
      .set({ status, update_by: ctx.actor.username, update_time: formatDateTime() })
      .where('id', 'in', ids)
      .execute();
    await writeOpLog(
      tx,
      ctx,
      OP.edit,
      `${status === 2 ? '冻结' : '解冻'}用户${because(reason)}：${ids.join(',')}`,
    );
    return status === 2 ? ids : [];
  });
}

/** Moves live users to the recycle bin (del_flag 1); returns their ids. */
export async function recycleUsers(ctx: AdminContext, ids: string[], field: string): Promise<string[]> {
  return ctx.db.transaction().execute(async (tx) => {
    await checkUsers(tx, ctx, ids, field, false);
    await refuseSelfOrLastAdmin(tx, ctx, ids, field);
    await tx
      .updateTable('sys_user')
      .set({ del_flag: 1, update_by: ctx.actor.username, update_time: formatDateTime() })
      .where('id', 'in', ids)
      .execute();
    await writeOpLog(tx, ctx, OP.remove, `删除用户（回收站）：${ids.join(',')}`);
    return ids;
  });
}

/** Restores users from the recycle bin. */
export async function restoreUsers(ctx: AdminContext, ids: string[], reason?: string | null): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    await checkUsers(tx, ctx, ids, 'userIds', true);
    await tx
      .updateTable('sys_user')
      .set({ del_flag: 0, update_by: ctx.actor.username, update_time: formatDateTime() })
      .where('id', 'in', ids)
      .execute();
    await writeOpLog(tx, ctx, OP.edit, `还原用户${because(reason)}：${ids.join(',')}`);
  });
}

/**
 * Deletes users in the recycle bin for good, with their role and department links and sessions (the
 * other tables that point at a user cascade in the schema).
 */
export async function purgeUsers(ctx: AdminContext, ids: string[], reason?: string | null): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    await checkUsers(tx, ctx, ids, 'userIds', true);
    await tx.deleteFrom('sys_user_role').where('user_id', 'in', ids).execute();
    await tx.deleteFrom('sys_user_depart').where('user_id', 'in', ids).execute();
    await tx.deleteFrom('sys_session').where('user_id', 'in', ids).execute();
    await tx.deleteFrom('sys_user').where('id', 'in', ids).where('del_flag', '=', 1).execute();
    await writeOpLog(tx, ctx, OP.remove, `彻底删除用户${because(reason)}：${ids.join(',')}`);
  });
}

/** An administrator sets a user's password (no old password); returns the user's id. */
export async function resetPassword(
  ctx: AdminContext,
  username: string,
  password: string,
  scryptCost: number,
): Promise<string> {
  const hash = await hashPassword(password, scryptCost);
  return ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!user) throw refuse(ctx, 'userNotFound', 'username');
    await tx
      .updateTable('sys_user')
      .set({ password: hash, update_by: ctx.actor.username, update_time: formatDateTime() })
      .where('id', '=', user.id)
      .execute();
    await writeOpLog(tx, ctx, OP.edit, `重置用户密码：${username}`);
    return user.id;
  });
}
