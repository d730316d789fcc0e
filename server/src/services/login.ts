// The sign-in decision (POST /sys/login). Order matters: the address rate limit and the account lock
// are checked before any password is hashed, unknown users still cost one hash (so timing does not
// reveal which accounts exist), and every outcome is written to the login log.
import type { Kysely } from 'kysely';
import { fail, type HttpError } from '../lib/envelope.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import type { SlidingWindowLimiter } from '../lib/sliding-window.js';
import { zh, type MessageKey } from '../i18n/messages.js';
import type { Database, SysUser } from '../db/types.js';
import { toDepartJson, userDeparts } from './departs.js';
import { allDictItems, type DictOption } from './dicts.js';
import { writeLoginLog } from './login-log.js';
import type { SessionStore } from './sessions.js';
import {
  clearLoginFailures,
  findUserByUsername,
  recordLoginFailure,
  setOrgCode,
  toUserInfo,
  type UserInfo,
} from './users.js';

export interface LoginDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  limiter: SlidingWindowLimiter;
  scryptCost: number;
}

export interface LoginRequest {
  username: string;
  password: string;
  ip: string;
  userAgent?: string;
  requestUrl: string;
  method: string;
  /** Translates a message key into the caller's language. */
  t: (key: MessageKey) => string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: ReturnType<typeof toDepartJson>[];
  /** 0 no department, 1 exactly one, 2 several (the client then offers /sys/selectDepart). */
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: Record<string, DictOption[]>;
}

const dummyHashes = new Map<number, Promise<string>>();
// A hash to verify against when the user does not exist, at the same cost as real ones.
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(`no-such-user-${Math.random()}`, cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

export async function login(deps: LoginDeps, req: LoginRequest): Promise<LoginResult> {
  const { t } = req;
  const wait = deps.limiter.take(req.ip);
  if (wait > 0) {
    throw fail(t('tooManyAttempts'), 429, 429, { 'retry-after': String(Math.ceil(wait / 1000)) });
  }
  const log = (content: string, user?: SysUser) =>
    writeLoginLog(deps.db, {
      content: `用户名: ${req.username},${content}`,
      account: req.username,
      realname: user?.realname ?? null,
      ip: req.ip,
      requestUrl: req.requestUrl,
      method: req.method,
    });
  const refuse = async (key: MessageKey, user?: SysUser): Promise<HttpError> => {
    await log(`登录失败：${zh(key)}`, user);
    return fail(t(key));
  };

  const user = await findUserByUsername(deps.db, req.username);
  if (user?.lock_until != null && user.lock_until > Date.now()) throw await refuse('accountLocked', user);

  const matches = await verifyPassword(req.password, user?.password ?? (await dummyHash(deps.scryptCost)));
  if (!user) throw await refuse('badCredentials');
  if (!matches) {
    const locked = await recordLoginFailure(deps.db, user.id);
    throw await refuse(locked ? 'accountLocked' : 'badCredentials', user);
  }
  // Checked only after the password matched, so the account state is not revealed to guessers.
  if (user.status !== 1) throw await refuse('userFrozen', user);

  await clearLoginFailures(deps.db, user);
  const departs = await userDeparts(deps.db, user.id);
  const { multiDepart, orgCode } = chooseDepartment(
    user.org_code,
    departs.map((d) => d.org_code),
  );
  const current = orgCode && orgCode !== user.org_code ? await setOrgCode(deps.db, user, orgCode) : user;
  const token = await deps.sessions.create(user.id, { ip: req.ip, userAgent: req.userAgent });
  await log('登录成功！', user);
  return {
    token,
    userInfo: toUserInfo(current),
    departs: departs.map(toDepartJson),
    multi_depart: multiDepart,
    sysAllDictItems: await allDictItems(deps.db),
  };
}

/**
 * The current department after login: the only one, or for several the stored one if it is still
 * among them, else the first (api-contract §3.3 `multi_depart`).
 */
export function chooseDepartment(
  current: string | null,
  orgCodes: readonly string[],
): { multiDepart: 0 | 1 | 2; orgCode: string | null } {
  if (orgCodes.length === 0) return { multiDepart: 0, orgCode: current };
  if (orgCodes.length === 1) return { multiDepart: 1, orgCode: orgCodes[0]! };
  return { multiDepart: 2, orgCode: current && orgCodes.includes(current) ? current : orgCodes[0]! };
}
