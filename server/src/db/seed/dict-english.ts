// English texts of the seeded dictionaries for databases created before they existed (migration
// 2026-11-27T0200_dict_english adds the empty columns; the frozen migration cannot import the seed,
// which keeps growing). Runs at every start and touches only rows without an English text whose code,
// value and Chinese text still equal the seed's: an item an admin renamed keeps its own text (its
// English is the admin's to write), and on an up-to-date database it is one read and no write.
// An admin who clears the English text of an unchanged seeded item gets the seed's back at restart.
import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { DICT_SEED } from './dicts.js';

/** @returns how many dictionary and item rows got an English text. */
export async function fillSeedEnglish(db: Kysely<Database>): Promise<number> {
  const seeds = new Map(DICT_SEED.map((d) => [d.code, d]));
  let filled = 0;
  const dicts = await db
    .selectFrom('sys_dict')
    .select(['id', 'dict_code', 'dict_name'])
    .where((eb) => eb.or([eb('dict_name_en', 'is', null), eb('dict_name_en', '=', '')]))
    .execute();
  for (const dict of dicts) {
    const seed = seeds.get(dict.dict_code);
    if (!seed || seed.name !== dict.dict_name) continue;
    await db.updateTable('sys_dict').set({ dict_name_en: seed.nameEn }).where('id', '=', dict.id).execute();
    filled += 1;
  }
  const items = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['i.id', 'd.dict_code', 'i.item_value', 'i.item_text'])
    .where((eb) => eb.or([eb('i.item_text_en', 'is', null), eb('i.item_text_en', '=', '')]))
    .execute();
  for (const item of items) {
    const seed = seeds.get(item.dict_code)?.items.find(([value]) => value === item.item_value);
    if (!seed || seed[1] !== item.item_text) continue;
    await db.updateTable('sys_dict_item').set({ item_text_en: seed[2] }).where('id', '=', item.id).execute();
    filled += 1;
  }
  return filled;
}
