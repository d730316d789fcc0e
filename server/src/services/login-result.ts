// What every successful sign-in does, whichever way the user proved who they are (password, SMS code):
// reset the failure count, pick the current department, start a session, log it, and build the contract's
// login result {token, userInfo, departs, multi_depart, sysAllDictItems} plus the user's role codes.
import type { Kysely } from 'kysely';
import type { Database, SysUser } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';
import { toDepartJson, userDeparts } from './departs.js';
import { allDictItems, type DictOption } from './dicts.js';
import { writeLoginLog } from './login-log.js';
import { getPreferences } from './preferences.js';
import { userRoles } from './profile.js';
import type { SessionStore } from './sessions.js';
import { clearLoginFailures, setOrgCode, toUserInfo, type UserInfo } from './users.js';

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: ReturnType<typeof toDepartJson>[];
  /** 0 no department, 1 exactly one, 2 several (the client then offers /sys/selectDepart). */
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: Record<string, DictOption[]>;
  /** The user's role codes, kept by the client under USER_ROLE (SPEC §3). */
  roles: string[];
  /** The user's own landing page and language (GET /sys/user/preferences), applied by the login page. */
  preferences: { landingPage: string | null; language: string | null };
}

/** Where a sign-in came from, for the session row and the login log. */
export interface LoginOrigin {
  ip: string;
  userAgent?: string;
  requestUrl: string;
  method: string;
  /** The caller's language, for `sysAllDictItems` (zh-CN when absent). */
  lang?: Lang;
  /** How the user proved who they are when it was not a password or SMS code (`CAS`), for the login log. */
  provider?: string;
}

/**
 * The current department after login: the only one, or for several the stored one if it is still
 * among them, else the first (api-contract §3.3 `multi_depart`).
 *
 * @example
 * chooseDepartment(null, ['A01', 'A02']); // { multiDepart: 2, orgCode: 'A01' }
 */
export function chooseDepartment(
  current: string | null,
  orgCodes: readonly string[],
): { multiDepart: 0 | 1 | 2; orgCode: string | null } {
  if (orgCodes.length === 0) return { multiDepart: 0, orgCode: current };
  if (orgCodes.length === 1) return { multiDepart: 1, orgCode: orgCodes[0]! };
  return { multiDepart: 2, orgCode: current && orgCodes.includes(current) ? current : orgCodes[0]! };
}

/**
 * Signs `user` in (the caller has verified the credentials and the account state) and returns the
 * login result with a new token.
 *
 * @example
 * return ok(await completeLogin({ db, sessions }, user, origin), request.t('loginOk'));
 */
export async function completeLogin(
  deps: { db: Kysely<Database>; sessions: SessionStore },
  user: SysUser,
  origin: LoginOrigin,
): Promise<LoginResult> {
  await clearLoginFailures(deps.db, user);
  const departs = await userDeparts(deps.db, user.id);
  const { multiDepart, orgCode } = chooseDepartment(
    user.org_code,
    departs.map((d) => d.org_code),
  );
  const current = orgCode && orgCode !== user.org_code ? await setOrgCode(deps.db, user, orgCode) : user;
  const token = await deps.sessions.create(user.id, { ip: origin.ip, userAgent: origin.userAgent });
  await writeLoginLog(deps.db, {
    content: `用户名: ${user.username},${origin.provider ?? ''}登录成功！`,
    account: user.username,
    realname: user.realname,
    ip: origin.ip,
    requestUrl: origin.requestUrl,
    method: origin.method,
    userAgent: origin.userAgent,
  });
  return {
    token,
    userInfo: toUserInfo(current),
    departs: departs.map(toDepartJson),
    multi_depart: multiDepart,
    sysAllDictItems: await allDictItems(deps.db, origin.lang),
    roles: await roleCodes(deps.db, user.id),
    preferences: await landingPreferences(deps.db, user.id),
  };
}

async function roleCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  return (await userRoles(db, userId)).map((row) => row.roleCode);
}

async function landingPreferences(db: Kysely<Database>, userId: string): Promise<LoginResult['preferences']> {
  const { landingPage, language } = await getPreferences(db, userId);
  return { landingPage, language };
}
