// The sign-in decision (POST /sys/login). Order matters: the address rate limit and the captcha are
// checked before any password is hashed; then every attempt costs one hash, an unknown user, a wrong
// password and a locked-out account and address alike (services/login-failures.ts), so neither the
// answer nor its time tells them apart; and every outcome is written to the login log. Under
// LOGIN_CAPTCHA=after-failure every refusal flags the account and the address, so the next attempt
// from either must pass an image captcha.
import type { Kysely } from 'kysely';
import type { LoginCaptchaMode } from '../config.js';
import { fail, type HttpError } from '../lib/envelope.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import type { SlidingWindowLimiter } from '../lib/sliding-window.js';
import { zh, type Lang, type MessageKey } from '../i18n/messages.js';
import type { Database, SysUser } from '../db/types.js';
import { captchaRequired, clearChallenge, consumeCaptcha, recordChallenge } from './captcha.js';
import { writeLoginLog } from './login-log.js';
import { completeLogin, type LoginResult } from './login-result.js';
import type { SessionStore } from './sessions.js';
import {
  PAIR_MAX_FAILURES,
  clearPairFailures,
  failureDelayMs,
  pairLocked,
  recordPairFailure,
} from './login-failures.js';
import { findUserByUsername } from './users.js';

export { chooseDepartment, type LoginResult } from './login-result.js';

/** The `code` of captcha refusals (api-contract §1.3). */
export const CAPTCHA_CODE = 412;

export interface LoginDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  limiter: SlidingWindowLimiter;
  scryptCost: number;
  captchaMode: LoginCaptchaMode;
}

export interface LoginRequest {
  username: string;
  password: string;
  /** The captcha text and the key its image was issued for. */
  captcha?: string;
  checkKey?: string;
  ip: string;
  userAgent?: string;
  requestUrl: string;
  method: string;
  /** The caller's language, for the login result's dictionaries. */
  lang?: Lang;
  /** How the sign-in came about when not a plain password login (a third-party binding), for the log. */
  provider?: string;
  /** Translates a message key into the caller's language. */
  t: (key: MessageKey) => string;
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
  const subject = { username: req.username, ip: req.ip };
  const log = (content: string, user?: SysUser) =>
    writeLoginLog(deps.db, {
      content: `用户名: ${req.username},${content}`,
      account: req.username,
      realname: user?.realname ?? null,
      ip: req.ip,
      requestUrl: req.requestUrl,
      method: req.method,
      userAgent: req.userAgent,
    });
  const refuse = async (key: MessageKey, user?: SysUser, code = 500, logKey = key): Promise<HttpError> => {
    await log(`登录失败：${zh(logKey)}`, user);
    if (deps.captchaMode === 'after-failure') await recordChallenge(deps.db, subject);
    return fail(t(key), code);
  };

  if (await captchaRequired(deps.db, deps.captchaMode, subject)) {
    if (!req.captcha || !req.checkKey) throw await refuse('captchaRequired', undefined, CAPTCHA_CODE);
    if (!(await consumeCaptcha(deps.db, req.checkKey, req.captcha))) {
      throw await refuse('captchaWrong', undefined, CAPTCHA_CODE);
    }
  }

  const user = await findUserByUsername(deps.db, req.username);
  const locked = await pairLocked(deps.db, subject);
  const matches = await verifyPassword(req.password, user?.password ?? (await dummyHash(deps.scryptCost)));
  if (!user || !matches || locked) {
    const failures = locked ? PAIR_MAX_FAILURES : await recordPairFailure(deps.db, subject);
    await new Promise((resolve) => setTimeout(resolve, failureDelayMs(failures)));
    const logKey = locked || failures === PAIR_MAX_FAILURES ? 'loginPairLocked' : 'badCredentials';
    throw await refuse('badCredentials', user, 500, logKey);
  }
  // Checked only after the password matched, so the account state is not revealed to guessers.
  if (user.status !== 1) throw await refuse('userFrozen', user);

  if (deps.captchaMode === 'after-failure') await clearChallenge(deps.db, subject);
  await clearPairFailures(deps.db, subject);
  return completeLogin(deps, user, req);
}
