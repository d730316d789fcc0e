// Dictionary items as the CRUD needs them: membership checks on writes and `<field>_dictText` labels
// on reads, in both languages (en-US falls back to the Chinese text where an item has none). Loaded
// whole (a few hundred rows) and kept for a minute; writes through models that evict the `dict` cache,
// and GET /sys/dict/refleshCache, clear it at once. Another server instance may serve old labels for up
// to a minute.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';
import { itemText } from '../services/dicts.js';

const TTL_MS = 60_000;

/** code → value → text, one map per language. */
type Texts = Map<string, Map<string, string>>;
type ByLang = Record<Lang, Texts>;

export class DictCache {
  private byLang?: ByLang;
  private loadedAt = 0;
  private loading?: Promise<ByLang>;

  constructor(private readonly db: Kysely<Database>) {}

  /** Forgets everything; the next read reloads from the database. */
  clear(): void {
    this.byLang = undefined;
    this.loading = undefined;
  }

  /** Enabled items of every live dictionary in `lang`: code → value → text. */
  async all(lang: Lang = 'zh-CN'): Promise<Texts> {
    if (this.byLang && Date.now() - this.loadedAt < TTL_MS) return this.byLang[lang];
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return (await this.loading)[lang];
  }

  /** The texts of `lang` when they are loaded and fresh, without waiting (a list page's labels). */
  fresh(lang: Lang = 'zh-CN'): Texts | undefined {
    return this.byLang && Date.now() - this.loadedAt < TTL_MS ? this.byLang[lang] : undefined;
  }

  private async load(): Promise<ByLang> {
    const rows = await this.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en'])
      .where('d.del_flag', '=', 0)
      .where('i.status', '=', 1)
      .orderBy('i.sort_order')
      .execute();
    const byLang: ByLang = { 'zh-CN': new Map(), 'en-US': new Map() };
    for (const row of rows) {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        let items = byLang[lang].get(row.dict_code);
        if (!items) byLang[lang].set(row.dict_code, (items = new Map()));
        if (!items.has(row.item_value)) items.set(row.item_value, itemText(row, lang));
      }
    }
    this.byLang = byLang;
    this.loadedAt = Date.now();
    return byLang;
  }

  /** The items of one dictionary in `lang` (empty when it does not exist). */
  async items(code: string, lang: Lang = 'zh-CN'): Promise<ReadonlyMap<string, string>> {
    return (await this.all(lang)).get(code) ?? new Map();
  }
}
