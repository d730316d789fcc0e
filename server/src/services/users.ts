// sys_user queries used by sign-in and the self-service routes, and the user's JSON shape.
import type { Kysely } from 'kysely';
import { camelize } from '../lib/camel.js';
import { formatDateTime } from '../lib/time.js';
import type { Database, SysUser } from '../db/types.js';

/** Consecutive wrong passwords that lock an account, and for how long. */
export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MS = 10 * 60 * 1000;

/** A user that has not been deleted (frozen users are returned; callers check `status`). */
export function findUserByUsername(db: Kysely<Database>, username: string): Promise<SysUser | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('username', '=', username)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<SysUser | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

/**
 * Counts one wrong password. The increment happens in SQL (`count = count + 1`), so concurrent
 * attempts cannot lose updates; the attempt that reaches the limit locks the account and restarts the count.
 * @returns true when this failure locked the account.
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .updateTable('sys_user')
    .set((eb) => ({ login_fail_count: eb('login_fail_count', '+', 1) }))
    .where('id', '=', userId)
    .returning('login_fail_count')
    .executeTakeFirst();
  if (!row || row.login_fail_count < MAX_LOGIN_FAILURES) return false;
  await db
    .updateTable('sys_user')
    .set({ lock_until: now + LOCK_MS, login_fail_count: 0 })
    .where('id', '=', userId)
    .execute();
  return true;
}

export async function clearLoginFailures(db: Kysely<Database>, user: SysUser): Promise<void> {
  if (user.login_fail_count === 0 && user.lock_until === null) return;
  await db
    .updateTable('sys_user')
    .set({ login_fail_count: 0, lock_until: null })
    .where('id', '=', user.id)
    .execute();
}

export async function setOrgCode(db: Kysely<Database>, user: SysUser, orgCode: string): Promise<SysUser> {
  const update_time = formatDateTime();
  await db
    .updateTable('sys_user')
    .set({ org_code: orgCode, update_by: user.username, update_time })
    .where('id', '=', user.id)
    .execute();
  return { ...user, org_code: orgCode, update_by: user.username, update_time };
}

export async function setPasswordHash(db: Kysely<Database>, user: SysUser, hash: string): Promise<void> {
  await db
    .updateTable('sys_user')
    .set({ password: hash, update_by: user.username, update_time: formatDateTime() })
    .where('id', '=', user.id)
    .execute();
}

/** The user as JSON (`userInfo`): camelCase, without the password hash and the lockout bookkeeping. */
export function toUserInfo(user: SysUser) {
  return camelize(user, ['password', 'login_fail_count', 'lock_until'] as const);
}

export type UserInfo = ReturnType<typeof toUserInfo>;
