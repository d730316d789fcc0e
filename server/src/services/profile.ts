// The signed-in user's own record (GET/PUT /sys/user/profile): base information, with phone and email
// kept unique, a new phone proven by an SMS code sent to it (the phone is how a password is reset, so a
// stolen session must not be able to redirect it), and the avatar limited to the user's own uploads.
import type { Kysely } from 'kysely';
import type { Database, SysUser } from '../db/types.js';
import { fail } from '../lib/envelope.js';
import { formatDateTime } from '../lib/time.js';
import type { MessageKey } from '../i18n/messages.js';
import { emailTaken, phoneTaken } from './accounts.js';
import { toDepartJson, userDeparts } from './departs.js';
import { isOwnedUpload, removeOwnedUpload } from './files.js';
import { toUserInfo } from './users.js';
import { checkSmsCode, consumeSmsCode } from './verification-codes.js';

/** The fields a user may change on their own record ('' or null clears an optional one). */
export interface ProfileInput {
  realname?: string;
  email?: string | null;
  phone?: string | null;
  /** The smsmode '1' code sent to a new phone. */
  smscode?: string;
  sex?: number | null;
  birthday?: string | null;
  avatar?: string | null;
}

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The user's record with role names and departments, for the account pages.
 *
 * @example
 * return ok(await loadProfile(app.db, currentUser(request).id));
 */
export async function loadProfile(db: Kysely<Database>, user: SysUser) {
  const roles = await userRoles(db, user.id);
  const departs = await userDeparts(db, user.id);
  return { ...toUserInfo(user), roles, departs: departs.map(toDepartJson) };
}

/**
 * The user's roles (code and name), by code.
 *
 * @example
 * (await userRoles(db, user.id)).map((r) => r.roleCode); // ['admin']
 */
export function userRoles(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
    .select(['r.role_code as roleCode', 'r.role_name as roleName'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.role_code')
    .execute();
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** A real calendar date between 1900-01-01 and today. */
export function validBirthday(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && value <= formatDateTime(today).slice(0, 10);
}

/**
 * Applies `input` to the user's own record after checking it. @returns the updated row.
 *
 * @example
 * const user = await updateProfile({ db, dataDir }, row, request.body, request.t);
 */
export async function updateProfile(
  deps: { db: Kysely<Database>; dataDir: string },
  user: SysUser,
  input: ProfileInput,
  t: Translate,
): Promise<SysUser> {
  const { db } = deps;
  const invalid = (field: string) => fail(t('fieldInvalid', { field }), 400, 400);
  if (input.realname !== undefined && input.realname.trim() === '') {
    throw fail(t('fieldRequired', { field: 'realname' }), 400, 400);
  }
  const typedEmail = blankToNull(input.email);
  const email = typedEmail ? typedEmail.toLowerCase() : typedEmail;
  const phone = blankToNull(input.phone);
  const birthday = blankToNull(input.birthday);
  const avatar = blankToNull(input.avatar);
  if (birthday && !validBirthday(birthday)) throw invalid('birthday');
  if (avatar && avatar !== user.avatar && !(await isOwnedUpload(db, user.id, avatar, 'avatar'))) {
    throw invalid('avatar');
  }
  if (email && email !== user.email && (await emailTaken(db, email, user.id))) throw fail(t('emailTaken'));

  let phoneCode: Awaited<ReturnType<typeof checkSmsCode>> | undefined;
  if (phone && phone !== user.phone) {
    if (await phoneTaken(db, phone, user.id)) throw fail(t('phoneTaken'));
    if (!input.smscode) throw fail(t('phoneCodeNeeded'), 400, 400);
    phoneCode = await checkSmsCode(db, phone, '1', input.smscode);
    if (phoneCode.status === 'expired') throw fail(t('phoneCodeExpired'));
    if (phoneCode.status === 'mismatch') throw fail(t('phoneCodeWrong'));
    if (!(await consumeSmsCode(db, phoneCode.row))) throw fail(t('phoneCodeExpired'));
  }

  const changes = {
    ...(input.realname !== undefined ? { realname: input.realname.trim() } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(phone !== undefined ? { phone } : {}),
    ...(input.sex !== undefined ? { sex: input.sex } : {}),
    ...(birthday !== undefined ? { birthday } : {}),
    ...(avatar !== undefined ? { avatar } : {}),
    update_by: user.username,
    update_time: formatDateTime(),
  };
  await db.updateTable('sys_user').set(changes).where('id', '=', user.id).execute();
  if (avatar !== undefined && avatar !== user.avatar && user.avatar) {
    await removeOwnedUpload(db, deps.dataDir, user.id, user.avatar);
  }
  return { ...user, ...changes };
}
