// Signing in with a CAS service ticket (GET /cas/client/validateLogin). The ticket is only ever checked
// for a service URL on the CAS_SERVICE_URL list; the CAS server's answer names a user, who must already
// have an account here in a state that may sign in (the same rules as a password login); then the
// shared success path (services/login-result.ts) makes the session and the login result, and the
// ticket's hash is kept with the session for single logout. Every refusal is written to the login log.
import type { Kysely } from 'kysely';
import type { CasConfig } from '../config.js';
import { fail, type HttpError } from '../lib/envelope.js';
import { zh, type MessageKey } from '../i18n/messages.js';
import type { Database, SysUser } from '../db/types.js';
import { CasUnavailableError, validateTicket } from './cas-client.js';
import { rememberCasSession } from './cas-sessions.js';
import { createCasUser } from './cas-users.js';
import { writeLoginLog } from './login-log.js';
import { completeLogin, type LoginOrigin, type LoginResult } from './login-result.js';
import type { SessionStore } from './sessions.js';

export interface CasLoginDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  cas: CasConfig;
  /** How long the session (and so the ticket's record for single logout) can live. */
  sessionTtlMs: number;
  /** scrypt cost of the unusable password of accounts created for CAS users. */
  scryptCost: number;
}

export interface CasLoginRequest extends LoginOrigin {
  ticket: string;
  service: string;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

/** What may be a username here: sys_user.username is 100 characters; no blanks or control characters. */
const ACCOUNT_NAME = /^[^\s\p{Cc}]{1,100}$/u;

/** The account of a CAS user, deleted ones included, so a deleted account is told apart from none. */
function findAnyUser(db: Kysely<Database>, username: string): Promise<SysUser | undefined> {
  return db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function casLogin(deps: CasLoginDeps, req: CasLoginRequest): Promise<LoginResult> {
  const { t } = req;
  // Bad input, not a sign-in attempt: the service is checked before the CAS server is asked anything.
  if (!deps.cas.serviceUrls.includes(req.service)) throw fail(t('casServiceNotAllowed'), 400, 400);

  const refuse = async (
    key: MessageKey,
    account: string,
    params: Record<string, string> = {},
    status = 200,
  ): Promise<HttpError> => {
    await writeLoginLog(deps.db, {
      content: `CAS用户: ${account},CAS登录失败：${zh(key, params)}`,
      account,
      ip: req.ip,
      requestUrl: req.requestUrl,
      method: req.method,
      userAgent: req.userAgent,
    });
    return fail(t(key, params), status === 200 ? 500 : status, status);
  };

  let answer;
  try {
    answer = await validateTicket(deps.cas, req.ticket, req.service);
  } catch (error) {
    if (!(error instanceof CasUnavailableError)) throw error;
    // An upstream outage, not the caller's fault: 503, so monitoring sees it and the client shows it.
    throw await refuse('casUnavailable', '-', {}, 503);
  }
  if (!answer.ok) throw await refuse('casTicketInvalid', '-', { code: answer.code });

  const username = deps.cas.usernameAttribute ? answer.attributes[deps.cas.usernameAttribute] : answer.user;
  // A username that cannot be an account name here (too long, blanks, control characters) is unknown.
  if (!username || !ACCOUNT_NAME.test(username)) throw await refuse('casUserUnknown', answer.user);
  let user = await findAnyUser(deps.db, username);
  if (!user && deps.cas.createUsers) {
    user = await createCasUser(deps.db, deps.cas, username, answer.attributes, deps.scryptCost);
  }
  if (!user) throw await refuse('casUserUnknown', username);
  if (user.del_flag !== 0) throw await refuse('accountDeleted', username);
  if (user.status !== 1) throw await refuse('userFrozen', username);

  const result = await completeLogin(deps, user, { ...req, provider: 'CAS' });
  await rememberCasSession(deps.db, req.ticket, result.token, deps.sessionTtlMs);
  return result;
}
