// A third-party sign-in through a provider an admin configured (OpenID Connect, authorization code with
// PKCE): startFlow sends the browser to the provider; finishFlow handles the provider's callback and
// always answers a redirect to our own login page, carrying either a one-time id (`oidc`: redeemed once
// within 60 s by GET /sys/thirdLogin/getLoginUser/{id}; `oidcBind`: a first sign-in to bind), or for a
// linking from the account settings `thirdBound`, or a refusal's message (`thirdError`). Refusals are
// written to the login log; no session is ever made here.
import type { Kysely } from 'kysely';
import type { ThirdLoginConfig } from '../config.js';
import type { Database } from '../db/types.js';
import type { SysThirdProvider } from '../db/types-third.js';
import { zh, type MessageKey } from '../i18n/messages.js';
import { writeLoginLog, type RequestOrigin } from './login-log.js';
import { createThirdUser, findLinkedUser, linkAccount } from './third-accounts.js';
import { emailAllowed, mapClaims, type MappedClaims } from './third-claims.js';
import { issueTicket, saveFlow, takeFlow } from './third-flows.js';
import {
  ProviderUnavailableError,
  TokenRefusedError,
  authorizationUrl,
  exchangeCode,
  providerConfig,
} from './third-oidc.js';
import { findProvider, providerSecret } from './third-providers.js';
import { findUserById } from './users.js';

export interface ThirdLoginDeps {
  db: Kysely<Database>;
  settings: ThirdLoginConfig;
  /** The sealing key of provider secrets. */
  key: Buffer;
  apiBase: string;
  scryptCost: number;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Our callback URL for a provider, registered at the provider as the client's redirect URI. */
export function callbackUrl(deps: ThirdLoginDeps, code: string): string {
  return `${deps.settings.publicUrl}${deps.apiBase}/sys/thirdLogin/${encodeURIComponent(code)}/callback`;
}

/**
 * Where the browser may be sent back to: `wanted` when it has the origin of an OIDC_CLIENT_URL (so the
 * one-time id never leaves our own site), the first OIDC_CLIENT_URL when none is asked for, else null.
 */
export function allowedRedirect(settings: ThirdLoginConfig, wanted: string | undefined): string | null {
  if (wanted === undefined || wanted === '') return settings.clientUrls[0]!;
  let url: URL;
  try {
    url = new URL(wanted);
  } catch {
    return null;
  }
  return settings.clientUrls.some((allowed) => new URL(allowed).origin === url.origin) ? url.href : null;
}

/** `base` with the query parameters set (replacing ones of the same name). */
export function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The authorization URL starting a sign-in (or, with `bindUserId`, a linking) at `provider`. */
export async function startFlow(
  deps: ThirdLoginDeps,
  provider: SysThirdProvider,
  redirectUrl: string,
  bindUserId: string | null,
): Promise<string> {
  const config = await providerConfig(provider, providerSecret(deps.key, provider), deps.settings);
  const { url, checks } = await authorizationUrl(config, callbackUrl(deps, provider.code), provider.scopes);
  await saveFlow(deps.db, checks.state, {
    provider_code: provider.code,
    nonce: checks.nonce,
    code_verifier: checks.codeVerifier,
    redirect_url: redirectUrl,
    bind_user_id: bindUserId,
  });
  return url;
}

export interface CallbackRequest {
  code: string;
  /** The callback's query string, without `?`. */
  rawQuery: string;
  origin: RequestOrigin;
  t: Translate;
}

/** Handles the provider's callback. @returns where to send the browser. */
export async function finishFlow(deps: ThirdLoginDeps, req: CallbackRequest): Promise<string> {
  const query = new URLSearchParams(req.rawQuery);
  let back = deps.settings.clientUrls[0]!;
  const refuse = async (key: MessageKey, account = '-', params: Record<string, string> = {}) => {
    await writeLoginLog(deps.db, {
      ...req.origin,
      account,
      content: `第三方用户: ${account},第三方登录(${req.code})失败：${zh(key, params)}`,
    });
    return withParams(back, { thirdError: req.t(key, params), thirdType: req.code });
  };

  const state = query.get('state');
  const flow = state ? await takeFlow(deps.db, state) : undefined;
  if (!flow || flow.provider_code !== req.code) return refuse('thirdStateInvalid');
  back = flow.redirect_url;
  const error = query.get('error');
  if (error) return refuse('thirdProviderRefused', '-', { error: error.slice(0, 100) });
  const provider = await findProvider(deps.db, { code: req.code });
  if (!provider || provider.enabled !== 1) return refuse('thirdProviderUnknown');

  let claims: MappedClaims;
  try {
    const config = await providerConfig(provider, providerSecret(deps.key, provider), deps.settings);
    const url = new URL(`${callbackUrl(deps, provider.code)}?${req.rawQuery}`);
    const verified = await exchangeCode(config, url, {
      state: state!,
      nonce: flow.nonce,
      codeVerifier: flow.code_verifier,
    });
    claims = mapClaims(provider, verified);
  } catch (err) {
    if (err instanceof TokenRefusedError) return refuse(err.reason);
    if (err instanceof ProviderUnavailableError) return refuse('thirdUnavailable');
    throw err;
  }
  // sys_third_account.subject holds 255 characters; OpenID Connect allows 255 ASCII characters.
  if (claims.subject.length > 255) return refuse('thirdTokenInvalid');
  const account = claims.email ?? claims.username ?? claims.subject;
  if (!emailAllowed(provider, claims)) {
    return refuse('thirdEmailDomain', account, { email: claims.email ?? '-' });
  }

  if (flow.bind_user_id) {
    // A signed-in user linking the provider from the account settings: no sign-in, no session.
    const user = await findUserById(deps.db, flow.bind_user_id);
    if (!user || user.status !== 1) return refuse('userFrozen', account);
    if (!(await linkAccount(deps.db, provider.code, claims, user.id)))
      return refuse('thirdAlreadyLinked', account);
    return withParams(back, { thirdBound: provider.code });
  }

  let user = await findLinkedUser(deps.db, provider.code, claims.subject);
  if (!user && provider.first_login === 'create' && claims.username) {
    const created = await createThirdUser(deps.db, provider, claims, claims.username, deps.scryptCost);
    if ('user' in created) user = created.user;
    else if (created.refusal === 'noRole') return refuse('thirdNoDefaultRole', account);
    // A taken username falls through to binding: that account's password must be confirmed.
  }
  if (!user) {
    const id = await issueTicket(deps.db, {
      kind: 'bind',
      provider_code: provider.code,
      subject: claims.subject,
      user_id: null,
      claims: JSON.stringify(claims),
    });
    // `thirdCreate`: the provider creates accounts (the preferred username was taken or missing), so the
    // page may offer a new account under another name beside binding an existing one.
    const create: Record<string, string> = provider.first_login === 'create' ? { thirdCreate: '1' } : {};
    return withParams(back, { oidcBind: id, thirdType: provider.code, ...create });
  }
  if (user.del_flag !== 0) return refuse('accountDeleted', user.username);
  if (user.status !== 1) return refuse('userFrozen', user.username);
  const id = await issueTicket(deps.db, {
    kind: 'login',
    provider_code: provider.code,
    subject: claims.subject,
    user_id: user.id,
    claims: null,
  });
  return withParams(back, { oidc: id, thirdType: provider.code });
}
