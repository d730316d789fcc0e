// The checks of a provider an admin saves that a JSON schema cannot make: URLs, the endpoints entered
// together, the code not taken, the default role and department existing. Each refusal names its field.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { MessageKey } from '../i18n/messages.js';
import type { ProviderInput } from './third-providers.js';

export interface InputRefusal {
  key: MessageKey;
  params?: Record<string, string>;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const URL_FIELDS = ['issuer', 'authorizationEndpoint', 'tokenEndpoint', 'jwksUri'] as const;

/** Codes whose callback path (/sys/thirdLogin/{code}/callback) another GET route would answer. */
const RESERVED_CODES = new Set(['render', 'oauth2', 'getLoginUser', 'providers', 'bindings']);

/** @returns the first problem of `input`, or null; `exceptId` is the provider being edited. */
export async function checkProviderInput(
  db: Kysely<Database>,
  input: ProviderInput,
  exceptId?: string,
): Promise<InputRefusal | null> {
  for (const field of URL_FIELDS) {
    const value = input[field]?.trim();
    if (value && !isHttpUrl(value)) return { key: 'thirdProviderUrl', params: { field } };
  }
  const endpoints = [input.authorizationEndpoint, input.tokenEndpoint, input.jwksUri].filter((v) =>
    v?.trim(),
  );
  if (endpoints.length !== 0 && endpoints.length !== 3) return { key: 'thirdProviderEndpoints' };

  if (RESERVED_CODES.has(input.code)) return { key: 'thirdProviderCodeTaken' };
  let taken = db.selectFrom('sys_third_provider').select('id').where('code', '=', input.code);
  if (exceptId) taken = taken.where('id', '!=', exceptId);
  if (await taken.executeTakeFirst()) return { key: 'thirdProviderCodeTaken' };

  const role = input.defaultRole?.trim();
  if (input.firstLogin === 'create' && !role) return { key: 'thirdProviderRoleRequired' };
  if (role) {
    const found = await db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', role)
      .executeTakeFirst();
    if (!found) return { key: 'thirdProviderRole' };
  }
  const depart = input.defaultDepart?.trim();
  if (depart) {
    const found = await db
      .selectFrom('sys_depart')
      .select('id')
      .where('org_code', '=', depart)
      .executeTakeFirst();
    if (!found) return { key: 'thirdProviderDepart' };
  }
  return null;
}
