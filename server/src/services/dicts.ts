// Dictionary options as the client reads them: {value, text, title, label} (api-contract §4.6), in the
// caller's language: en-US reads item_text_en and falls back to the Chinese item_text when it is empty.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';

export interface DictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** Plain dictionary codes only: the table-dict syntax (`table,text,code`) is never accepted. */
export const DICT_CODE_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

function itemsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en'])
    .where('d.del_flag', '=', 0)
    .where('i.status', '=', 1)
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .orderBy('i.item_value');
}

const option = (value: string, text: string): DictOption => ({ value, text, title: text, label: text });

/** An item's text in `lang`: the English text when asked for and present, else the Chinese one. */
export function itemText(row: { item_text: string; item_text_en: string | null }, lang: Lang): string {
  return lang === 'en-US' && row.item_text_en ? row.item_text_en : row.item_text;
}

/** Every dictionary's enabled items, keyed by code (login's `sysAllDictItems`). */
export async function allDictItems(
  db: Kysely<Database>,
  lang: Lang = 'zh-CN',
): Promise<Record<string, DictOption[]>> {
  const rows = await itemsQuery(db).execute();
  const byCode: Record<string, DictOption[]> = {};
  for (const row of rows) (byCode[row.dict_code] ??= []).push(option(row.item_value, itemText(row, lang)));
  return byCode;
}

/** One dictionary's enabled items, or null when no such dictionary exists. */
export async function dictItems(
  db: Kysely<Database>,
  code: string,
  lang: Lang = 'zh-CN',
): Promise<DictOption[] | null> {
  const dict = await db
    .selectFrom('sys_dict')
    .select('id')
    .where('dict_code', '=', code)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!dict) return null;
  const rows = await itemsQuery(db).where('d.id', '=', dict.id).execute();
  return rows.map((row) => option(row.item_value, itemText(row, lang)));
}

/**
 * A dictionary's enabled items whose text or value contains `keyword` (any case), at most `limit`; an
 * unknown dictionary has none (JeecgBoot's JSearchSelect over a plain dictionary).
 *
 * @example
 * await searchDictItems(db, 'priority', '高', 10); // [{ value: 'H', text: '高', … }]
 */
export async function searchDictItems(
  db: Kysely<Database>,
  code: string,
  keyword: string,
  limit: number,
  lang: Lang = 'zh-CN',
): Promise<DictOption[]> {
  const needle = keyword.toLowerCase();
  const items = (await dictItems(db, code, lang)) ?? [];
  return items
    .filter((i) => !needle || i.text.toLowerCase().includes(needle) || i.value.toLowerCase().includes(needle))
    .slice(0, limit);
}

/**
 * The texts of `keys` in a dictionary, in the keys' order; a key that is no item is left out, or kept
 * as itself when `keepMissing`. An unknown dictionary answers no texts.
 *
 * @example
 * await dictLabels(db, 'priority', ['H', 'X'], true); // ['高', 'X']
 */
export async function dictLabels(
  db: Kysely<Database>,
  code: string,
  keys: string[],
  keepMissing: boolean,
  lang: Lang = 'zh-CN',
): Promise<string[]> {
  const items = await dictItems(db, code, lang);
  if (!items) return [];
  const texts = new Map(items.map((i) => [i.value, i.text]));
  return keys.flatMap((key) => (texts.has(key) ? [texts.get(key)!] : keepMissing ? [key] : []));
}

/**
 * Whether another item of the dictionary already holds `value` (`exceptId`: the item being edited).
 *
 * @example
 * await itemValueTaken(db, dictId, '1', ''); // true
 */
export async function itemValueTaken(
  db: Kysely<Database>,
  dictId: string,
  value: string,
  exceptId: string,
): Promise<boolean> {
  let query = db
    .selectFrom('sys_dict_item')
    .select('id')
    .where('dict_id', '=', dictId)
    .where('item_value', '=', value);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
