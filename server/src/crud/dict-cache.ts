// Dictionary items as the CRUD needs them: membership checks on writes and `<field>_dictText` labels
// on reads. Loaded whole (a few hundred rows) and kept for a minute; writes through models that evict
// the `dict` cache, and GET /sys/dict/refleshCache, clear it at once. Another server instance may serve
// old labels for up to a minute.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const TTL_MS = 60_000;

export class DictCache {
  private byCode?: Map<string, Map<string, string>>;
  private loadedAt = 0;
  private loading?: Promise<Map<string, Map<string, string>>>;

  constructor(private readonly db: Kysely<Database>) {}

  /** Forgets everything; the next read reloads from the database. */
  clear(): void {
    this.byCode = undefined;
    this.loading = undefined;
  }

  /** Enabled items of every live dictionary: code → value → text. */
  async all(): Promise<Map<string, Map<string, string>>> {
    if (this.byCode && Date.now() - this.loadedAt < TTL_MS) return this.byCode;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<Map<string, Map<string, string>>> {
    const rows = await this.db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code', 'i.item_value', 'i.item_text'])
      .where('d.del_flag', '=', 0)
      .where('i.status', '=', 1)
      .orderBy('i.sort_order')
      .execute();
    const byCode = new Map<string, Map<string, string>>();
    for (const row of rows) {
      let items = byCode.get(row.dict_code);
      if (!items) byCode.set(row.dict_code, (items = new Map()));
      if (!items.has(row.item_value)) items.set(row.item_value, row.item_text);
    }
    this.byCode = byCode;
    this.loadedAt = Date.now();
    return byCode;
  }

  /** The items of one dictionary (empty when it does not exist). */
  async items(code: string): Promise<ReadonlyMap<string, string>> {
    return (await this.all()).get(code) ?? new Map();
  }
}
