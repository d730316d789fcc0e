// Tables of the third-party sign-in migration (2026-12-01T0100_third_login), part of the `Database` type.
import type { Generated, Selectable } from 'kysely';

/** An OpenID Connect / OAuth 2.0 provider an admin configured (services/third-providers.ts). */
export interface SysThirdProviderTable {
  id: string;
  /** Short name in URLs (/sys/thirdLogin/render/{code}). */
  code: string;
  name: string;
  name_en: string | null;
  /** Issuer identifier for discovery; when null the three endpoints below are used. */
  issuer: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  jwks_uri: string | null;
  client_id: string;
  /** Sealed (services/data-source-secret.ts); never leaves the server. */
  client_secret: string | null;
  /** Space-separated, always with `openid`. */
  scopes: string;
  claim_username: string | null;
  claim_realname: string | null;
  claim_email: string | null;
  claim_phone: string | null;
  claim_avatar: string | null;
  /** Role code and department org code of accounts created on first sign-in. */
  default_role: string | null;
  default_depart: string | null;
  /** Comma-separated e-mail domains allowed to sign in; null: any. */
  email_domains: string | null;
  /** 'bind' (confirm an existing account's password) or 'create' (make an account). */
  first_login: string;
  enabled: Generated<number>;
  sort_no: Generated<number>;
  create_by: string | null;
  create_time: string | null;
  update_by: string | null;
  update_time: string | null;
}

/** A provider subject linked to a local user. */
export interface SysThirdAccountTable {
  id: string;
  provider_code: string;
  subject: string;
  user_id: string;
  realname: string | null;
  avatar: string | null;
  create_time: string | null;
}

/** An authorization request in flight, found by the sha-256 of its `state`; single use. */
export interface SysThirdLoginFlowTable {
  state_hash: string;
  provider_code: string;
  nonce: string;
  code_verifier: string;
  redirect_url: string;
  bind_user_id: string | null;
  expires_at: number;
}

/** A one-time id handed to the browser, found by its sha-256; single use. */
export interface SysThirdLoginTicketTable {
  ticket_hash: string;
  kind: 'login' | 'bind';
  provider_code: string;
  subject: string;
  user_id: string | null;
  claims: string | null;
  expires_at: number;
}

export interface ThirdLoginTables {
  sys_third_provider: SysThirdProviderTable;
  sys_third_account: SysThirdAccountTable;
  sys_third_login_flow: SysThirdLoginFlowTable;
  sys_third_login_ticket: SysThirdLoginTicketTable;
}

export type SysThirdProvider = Selectable<SysThirdProviderTable>;
export type SysThirdAccount = Selectable<SysThirdAccountTable>;
