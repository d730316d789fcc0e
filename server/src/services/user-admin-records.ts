// Users as the admin screens read them (api-contract §4.1 list): the row in camelCase without secrets,
// `<field>_dictText` labels, `orgCodeTxt` (names of the user's departments) and `departIds_dictText`
// (names of the departments a superior manages).
import type { Kysely } from 'kysely';
import { camelize } from '../lib/camel.js';
import type { DictCache } from '../crud/dict-cache.js';
import type { Database, SysUser } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';

/** Columns that never leave the server or are login bookkeeping. */
const SECRET = ['password', 'login_fail_count', 'lock_until'] as const;
const DICT_FIELDS = [
  ['sex', 'sex'],
  ['status', 'user_status'],
  ['delFlag', 'del_flag'],
] as const;
const CHUNK = 500;

export type UserRecord = Record<string, unknown> & { id: string; username: string };

export function toUserRecord(row: SysUser): UserRecord {
  return camelize(row, SECRET) as UserRecord;
}

const split = (value: string | null) => (value ?? '').split(',').filter(Boolean);

/** Department names of each user (by membership), in org-code order. */
async function departNamesOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('sys_user_depart as ud')
      .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
      .select(['ud.user_id', 'd.depart_name'])
      .where('ud.user_id', 'in', userIds.slice(i, i + CHUNK))
      .orderBy('d.org_code')
      .execute();
    for (const r of rows) names.set(r.user_id, [...(names.get(r.user_id) ?? []), r.depart_name]);
  }
  return names;
}

/** Records with their labels; one query per kind of label, whatever the page size. */
export async function labelUsers(
  db: Kysely<Database>,
  dicts: DictCache,
  rows: SysUser[],
  lang: Lang = 'zh-CN',
): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const all = await dicts.all(lang);
  const departNames = await departNamesOf(
    db,
    rows.map((r) => r.id),
  );
  const headed = [...new Set(rows.flatMap((r) => split(r.depart_ids)))];
  const headNames = new Map<string, string>();
  for (let i = 0; i < headed.length; i += CHUNK) {
    const found = await db
      .selectFrom('sys_depart')
      .select(['id', 'depart_name'])
      .where('id', 'in', headed.slice(i, i + CHUNK))
      .execute();
    for (const d of found) headNames.set(d.id, d.depart_name);
  }
  return rows.map((row) => {
    const record = toUserRecord(row);
    for (const [field, dict] of DICT_FIELDS) {
      const value = record[field];
      if (value !== null && value !== undefined)
        record[`${field}_dictText`] = all.get(dict)?.get(String(value)) ?? String(value);
    }
    record.orgCodeTxt = (departNames.get(row.id) ?? []).join(',');
    record.departIds_dictText = split(row.depart_ids)
      .map((id) => headNames.get(id) ?? id)
      .join(',');
    return record;
  });
}
