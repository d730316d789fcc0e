// The browser's second half of a third-party sign-in, after the callback sent it back with a one-time id:
// - redeemLogin: an `oidc` id for the login result of POST /sys/login (once, within 60 s);
// - bindByPassword / bindByPhone / createFromBinding: an `oidcBind` id (a first sign-in) for a link to
//   an existing account (its password, with the password login's limits, lockout and delays; or its
//   phone and SMS code) or to a new account when the provider creates accounts; then the login result.
// Account state is checked again on redemption (frozen or deleted in between). Refusals are logged.
import type { Kysely } from 'kysely';
import { fail, type HttpError } from '../lib/envelope.js';
import { zh, type MessageKey } from '../i18n/messages.js';
import type { Database, SysUser } from '../db/types.js';
import { login, type LoginDeps } from './login.js';
import { writeLoginLog } from './login-log.js';
import { completeLogin, type LoginOrigin, type LoginResult } from './login-result.js';
import type { SessionStore } from './sessions.js';
import { createThirdUser, linkAccount } from './third-accounts.js';
import type { MappedClaims } from './third-claims.js';
import { peekBindTicket, takeTicket, type TicketRecord } from './third-flows.js';
import type { Translate } from './third-login.js';
import { findProvider } from './third-providers.js';
import { findUserById } from './users.js';

export interface RedeemRequest extends LoginOrigin {
  t: Translate;
}

/** The login log's name for a provider's sign-ins: "用户名: ann,第三方(keycloak)登录成功！". */
const providerLabel = (code: string) => `第三方(${code})`;

/** A refusal written to the login log, as the error to throw. */
async function refusal(
  db: Kysely<Database>,
  req: RedeemRequest,
  key: MessageKey,
  account = '-',
  code = '-',
): Promise<HttpError> {
  await writeLoginLog(db, {
    ...req,
    account,
    content: `第三方用户: ${account},${providerLabel(code)}登录失败：${zh(key)}`,
  });
  return fail(req.t(key));
}

/** Refuses a frozen or deleted account; findUserById already leaves deleted ones out. */
async function usableUser(
  db: Kysely<Database>,
  req: RedeemRequest,
  userId: string | null,
  code: string,
): Promise<SysUser> {
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw await refusal(db, req, 'accountDeleted', userId ?? '-', code);
  if (user.status !== 1) throw await refusal(db, req, 'userFrozen', user.username, code);
  return user;
}

export async function redeemLogin(
  deps: { db: Kysely<Database>; sessions: SessionStore },
  id: string,
  thirdType: string | undefined,
  req: RedeemRequest,
): Promise<LoginResult> {
  const ticket = await takeTicket(deps.db, id, 'login');
  if (!ticket || (thirdType !== undefined && ticket.provider_code !== thirdType)) {
    throw await refusal(deps.db, req, 'thirdTicketInvalid', '-', thirdType);
  }
  const user = await usableUser(deps.db, req, ticket.user_id, ticket.provider_code);
  return completeLogin(deps, user, { ...req, provider: providerLabel(ticket.provider_code) });
}

/** The binding behind a bind id, not yet used up. */
export async function openBinding(
  db: Kysely<Database>,
  bindId: string,
  req: RedeemRequest,
): Promise<{ ticket: TicketRecord; claims: MappedClaims }> {
  const ticket = await peekBindTicket(db, bindId);
  if (!ticket?.claims) throw await refusal(db, req, 'thirdTicketInvalid');
  return { ticket, claims: JSON.parse(ticket.claims) as MappedClaims };
}

/** Uses the bind id up and links its subject to `user`; refused when another request got there first. */
async function finishBinding(
  deps: { db: Kysely<Database>; sessions: SessionStore },
  bindId: string,
  user: SysUser,
  req: RedeemRequest,
): Promise<void> {
  const ticket = await takeTicket(deps.db, bindId, 'bind');
  if (!ticket?.claims) throw await refusal(deps.db, req, 'thirdTicketInvalid', user.username);
  const claims = JSON.parse(ticket.claims) as MappedClaims;
  if (!(await linkAccount(deps.db, ticket.provider_code, claims, user.id))) {
    throw await refusal(deps.db, req, 'thirdAlreadyLinked', user.username, ticket.provider_code);
  }
}

export interface PasswordBinding {
  bindId: string;
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

/** Confirms an existing account's password (the rules of POST /sys/login), links it, signs it in. */
export async function bindByPassword(
  deps: LoginDeps,
  body: PasswordBinding,
  req: RedeemRequest,
): Promise<LoginResult> {
  const { ticket } = await openBinding(deps.db, body.bindId, req);
  const provider = providerLabel(ticket.provider_code);
  // The session is only made once the link is: check the password first, through login()'s refusals.
  const result = await login(deps, { ...req, ...body, provider, t: (key) => req.t(key) });
  const user = await findUserById(deps.db, result.userInfo.id);
  try {
    await finishBinding(deps, body.bindId, user!, req);
  } catch (error) {
    await deps.sessions.revoke(result.token);
    throw error;
  }
  return result;
}

/** Links the binding to `user`, who proved to be its holder some other way, and signs it in. */
export async function bindToUser(
  deps: { db: Kysely<Database>; sessions: SessionStore },
  bindId: string,
  user: SysUser,
  req: RedeemRequest,
): Promise<LoginResult> {
  const { ticket } = await openBinding(deps.db, bindId, req);
  if (user.status !== 1) throw await refusal(deps.db, req, 'userFrozen', user.username, ticket.provider_code);
  await finishBinding(deps, bindId, user, req);
  return completeLogin(deps, user, { ...req, provider: providerLabel(ticket.provider_code) });
}

/** Creates the account of a first sign-in, when the provider creates accounts, and signs it in. */
export async function createFromBinding(
  deps: { db: Kysely<Database>; sessions: SessionStore; scryptCost: number },
  bindId: string,
  username: string | undefined,
  req: RedeemRequest,
): Promise<LoginResult> {
  const { ticket, claims } = await openBinding(deps.db, bindId, req);
  const provider = await findProvider(deps.db, { code: ticket.provider_code });
  if (!provider || provider.enabled !== 1 || provider.first_login !== 'create') {
    throw await refusal(deps.db, req, 'thirdCreateNotAllowed', claims.subject, ticket.provider_code);
  }
  const name = username ?? claims.username;
  if (!name) throw fail(req.t('thirdUsernameRequired'), 400, 400);
  const created = await createThirdUser(deps.db, provider, claims, name, deps.scryptCost);
  if ('refusal' in created) {
    const key = created.refusal === 'noRole' ? 'thirdNoDefaultRole' : 'usernameTaken';
    throw await refusal(deps.db, req, key, name, ticket.provider_code);
  }
  // The account and its link exist now; the bind id is spent.
  await takeTicket(deps.db, bindId, 'bind');
  return completeLogin(deps, created.user, { ...req, provider: providerLabel(ticket.provider_code) });
}
