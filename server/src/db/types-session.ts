// Tables of the session-flows migration (2026-11-22T0600_session_flows), part of the `Database` type.
import type { Generated, Selectable } from 'kysely';

export interface SysCaptchaTable {
  /** sha-256 of the client's check key. */
  key_hash: string;
  /** sha-256 of key and lower-cased code. */
  code_hash: string;
  expires_at: number;
}

export interface SysLoginChallengeTable {
  /** sha-256 of 'account:<lower-case username>' or 'address:<ip>'. */
  challenge_hash: string;
  /** Epoch ms until which sign-in from there asks for the captcha. */
  until_at: number;
}

export interface SysSmsCodeTable {
  id: string;
  mobile: string;
  /** smsmode: '0' login, '1' register or new phone, '2' forgot password. */
  purpose: string;
  code_hash: string;
  user_id: string | null;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  ip: string | null;
}

export interface SysResetTicketTable {
  ticket_hash: string;
  user_id: string;
  expires_at: number;
}

export interface SysUploadFileTable {
  id: string;
  biz: string;
  /** Relative to DATA_DIR/files, e.g. 'avatar/<32 hex>.png'. */
  path: string;
  owner_id: string;
  content_type: string;
  size_bytes: number;
  create_time: string;
  /** The name the file had when uploaded (model files; null for avatars and older files). */
  original_name: string | null;
}

export interface SysUserPreferenceTable {
  user_id: string;
  landing_page: string | null;
  language: string | null;
  notify_notice: Generated<number>;
  notify_system: Generated<number>;
  notify_email: Generated<number>;
  update_time: string | null;
}

/** Failed sign-ins of one account from one address (services/login-failures.ts). */
export interface SysLoginFailureTable {
  /** sha-256 of 'pair:<lower-case username>|<address>'. */
  pair_hash: string;
  /** Consecutive failures of the pair within the window. */
  failures: number;
  /** Epoch ms until which the pair's attempts are refused; null when not locked. */
  lock_until: number | null;
  updated_at: number;
}

/** A session started from a CAS service ticket (services/cas-sessions.ts), for single logout. */
export interface SysCasTicketTable {
  /** sha-256 of the service ticket. */
  ticket_hash: string;
  /** sha-256 of the session's token (sys_session.token_hash). */
  token_hash: string;
  expires_at: number;
}

export interface SessionFlowTables {
  sys_cas_ticket: SysCasTicketTable;
  sys_captcha: SysCaptchaTable;
  sys_login_failure: SysLoginFailureTable;
  sys_login_challenge: SysLoginChallengeTable;
  sys_sms_code: SysSmsCodeTable;
  sys_reset_ticket: SysResetTicketTable;
  sys_upload_file: SysUploadFileTable;
  sys_user_preference: SysUserPreferenceTable;
}

export type SysSmsCode = Selectable<SysSmsCodeTable>;
export type SysUserPreference = Selectable<SysUserPreferenceTable>;
