// The third-party sign-in providers an admin configures (sys_third_provider). The client secret is
// sealed at rest with the data-source key (services/data-source-secret.ts, its own purpose label) and
// never read back out: a read says only whether one is set; an edit without one keeps it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SysThirdProvider } from '../db/types-third.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Lang } from '../i18n/messages.js';
import { open, seal } from './data-source-secret.js';

/** The AES-GCM purpose label of provider secrets: a data-source password does not open as one. */
const SECRET_PURPOSE = 'sys_third_provider.client_secret';

export interface ProviderInput {
  code: string;
  name: string;
  nameEn?: string | null;
  issuer: string;
  authorizationEndpoint?: string | null;
  tokenEndpoint?: string | null;
  jwksUri?: string | null;
  clientId: string;
  /** Write only; empty or absent on an edit keeps the stored one. */
  clientSecret?: string | null;
  scopes?: string | null;
  claimUsername?: string | null;
  claimRealname?: string | null;
  claimEmail?: string | null;
  claimPhone?: string | null;
  claimAvatar?: string | null;
  defaultRole?: string | null;
  defaultDepart?: string | null;
  emailDomains?: string | null;
  firstLogin: 'bind' | 'create';
  enabled?: boolean;
  sortNo?: number;
}

/** What an admin reads: the row without its secret. */
export interface ProviderView extends Omit<ProviderInput, 'clientSecret'> {
  id: string;
  hasSecret: boolean;
  createTime: string | null;
  updateTime: string | null;
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** `openid` first, once, then the other scopes as entered. */
function normalScopes(scopes: string | null | undefined): string {
  const rest = (scopes ?? 'profile email').split(/\s+/).filter((s) => s && s !== 'openid');
  return ['openid', ...new Set(rest)].join(' ');
}

export function toView(row: SysThirdProvider): ProviderView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    issuer: row.issuer ?? '',
    authorizationEndpoint: row.authorization_endpoint,
    tokenEndpoint: row.token_endpoint,
    jwksUri: row.jwks_uri,
    clientId: row.client_id,
    hasSecret: row.client_secret !== null,
    scopes: row.scopes,
    claimUsername: row.claim_username,
    claimRealname: row.claim_realname,
    claimEmail: row.claim_email,
    claimPhone: row.claim_phone,
    claimAvatar: row.claim_avatar,
    defaultRole: row.default_role,
    defaultDepart: row.default_depart,
    emailDomains: row.email_domains,
    firstLogin: row.first_login === 'create' ? 'create' : 'bind',
    enabled: row.enabled === 1,
    sortNo: row.sort_no,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

function columns(input: ProviderInput) {
  return {
    code: input.code,
    name: input.name.trim(),
    name_en: blank(input.nameEn),
    issuer: input.issuer.trim(),
    authorization_endpoint: blank(input.authorizationEndpoint),
    token_endpoint: blank(input.tokenEndpoint),
    jwks_uri: blank(input.jwksUri),
    client_id: input.clientId.trim(),
    scopes: normalScopes(input.scopes),
    claim_username: blank(input.claimUsername),
    claim_realname: blank(input.claimRealname),
    claim_email: blank(input.claimEmail),
    claim_phone: blank(input.claimPhone),
    claim_avatar: blank(input.claimAvatar),
    default_role: blank(input.defaultRole),
    default_depart: blank(input.defaultDepart),
    email_domains: blank(input.emailDomains?.toLowerCase()),
    first_login: input.firstLogin,
    enabled: input.enabled === false ? 0 : 1,
    sort_no: input.sortNo ?? 0,
  };
}

export function listProviders(db: Kysely<Database>): Promise<SysThirdProvider[]> {
  return db.selectFrom('sys_third_provider').selectAll().orderBy('sort_no').orderBy('code').execute();
}

export function findProvider(db: Kysely<Database>, by: { id?: string; code?: string }) {
  let query = db.selectFrom('sys_third_provider').selectAll();
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.code !== undefined) query = query.where('code', '=', by.code);
  return query.executeTakeFirst();
}

/** The enabled providers for the login page: code and name in the caller's language. */
export async function publicProviders(db: Kysely<Database>, lang: Lang) {
  const rows = (await listProviders(db)).filter((row) => row.enabled === 1);
  return rows.map((row) => ({ code: row.code, name: (lang === 'en-US' && row.name_en) || row.name }));
}

export async function addProvider(
  db: Kysely<Database>,
  key: Buffer,
  input: ProviderInput,
  by: string,
): Promise<string> {
  const id = newId();
  const secret = blank(input.clientSecret);
  await db
    .insertInto('sys_third_provider')
    .values({
      id,
      ...columns(input),
      client_secret: secret ? seal(key, secret, SECRET_PURPOSE) : null,
      create_by: by,
      create_time: formatDateTime(),
    })
    .execute();
  return id;
}

/** Saves `input` over `row`; a changed code carries the users' links along. */
export async function editProvider(
  db: Kysely<Database>,
  key: Buffer,
  row: SysThirdProvider,
  input: ProviderInput,
  by: string,
): Promise<void> {
  const secret = blank(input.clientSecret);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sys_third_provider')
      .set({
        ...columns(input),
        ...(secret ? { client_secret: seal(key, secret, SECRET_PURPOSE) } : {}),
        update_by: by,
        update_time: formatDateTime(),
      })
      .where('id', '=', row.id)
      .execute();
    if (input.code !== row.code) {
      await trx
        .updateTable('sys_third_account')
        .set({ provider_code: input.code })
        .where('provider_code', '=', row.code)
        .execute();
    }
  });
}

/** Deletes the provider and its users' links to it (the accounts stay). */
export async function deleteProvider(db: Kysely<Database>, row: SysThirdProvider): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_third_account').where('provider_code', '=', row.code).execute();
    await trx.deleteFrom('sys_third_provider').where('id', '=', row.id).execute();
  });
}

/** The provider's client secret in clear, for the token request; undefined when none is set. */
export function providerSecret(key: Buffer, row: SysThirdProvider): string | undefined {
  return row.client_secret ? open(key, row.client_secret, SECRET_PURPOSE) : undefined;
}
