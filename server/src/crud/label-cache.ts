// Reference labels (`<field>_dictText` of `x-ref` properties, labels.ts) remembered across requests.
// A list page reads them in one query per reference column; on the case list that is three queries
// beside the page's one, and on PostgreSQL three more round trips to the database. The labels do not
// depend on who asks (they are read through the whole-table scope), so they are kept per referenced
// table, label column and key for the batch of requests of about one second: until
//   - a write to the referenced model through the model API in this process (`registry.evict`), or
//   - `ttlMs` (1 s) has passed, which bounds how long a label changed elsewhere shows its old text: by
//     another instance, or by hand-written services that write users and departments directly
//     (services/user-admin.ts, services/depart-admin-import.ts) and do not evict. A second is what a
//     request that started just before the write would show anyway; under load (hundreds of list
//     requests a second) nearly every page still finds its labels here.
interface Labels {
  labels: Map<string, string>;
  until: number;
}

interface TableLabels {
  /** Bumped by every invalidation, so labels read during a write are not stored. */
  generation: number;
  /** One map per key column and label column. */
  shapes: Map<string, Labels>;
}

export interface LabelCacheOptions {
  /** Longest a label is used, in ms (default 1 s). */
  ttlMs: number;
  /** Labels kept per table and shape; past it the map starts over (default 10,000). */
  maxPerShape: number;
}

export class LabelCache {
  readonly options: LabelCacheOptions;
  private readonly tables = new Map<string, TableLabels>();

  constructor(options: Partial<LabelCacheOptions> = {}) {
    this.options = { ttlMs: 1_000, maxPerShape: 10_000, ...options };
  }

  private table(name: string): TableLabels {
    let table = this.tables.get(name);
    if (!table) this.tables.set(name, (table = { generation: 0, shapes: new Map() }));
    return table;
  }

  /**
   * Every remembered label of a shape while they are fresh, for callers that only read it; else
   * undefined.
   *
   * @example
   * cache.fresh('sys_user', 'id\0realname')?.get('u1'); // '张三'
   */
  fresh(table: string, shape: string): ReadonlyMap<string, string> | undefined {
    const held = this.tables.get(table)?.shapes.get(shape);
    return held && held.until > Date.now() ? held.labels : undefined;
  }

  /**
   * The remembered labels of `keys`, the keys still to read, and the generation to store them with.
   *
   * @example
   * const { found, missing, generation } = cache.lookup('sys_user', 'id\0realname', ['u1', 'u2']);
   */
  lookup(table: string, shape: string, keys: readonly string[]) {
    const entry = this.table(table);
    const held = entry.shapes.get(shape);
    const fresh = held && held.until > Date.now() ? held.labels : undefined;
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const key of keys) {
      const label = fresh?.get(key);
      if (label === undefined) missing.push(key);
      else found.set(key, label);
    }
    return { found, missing, generation: entry.generation };
  }

  /** Keeps labels read since `generation` unless the table was written meanwhile. */
  store(table: string, shape: string, generation: number, labels: Iterable<[string, string]>): void {
    const entry = this.table(table);
    if (entry.generation !== generation) return;
    let held = entry.shapes.get(shape);
    const now = Date.now();
    if (!held || held.until <= now || held.labels.size >= this.options.maxPerShape) {
      // The lifetime runs from the first label of a map: each label is at most `ttlMs` old.
      held = { labels: new Map(), until: now + this.options.ttlMs };
      entry.shapes.set(shape, held);
    }
    for (const [key, label] of labels) held.labels.set(key, label);
  }

  /** Forgets every label of a table; labels being read now are not stored. */
  invalidate(table: string): void {
    const entry = this.table(table);
    entry.generation += 1;
    entry.shapes.clear();
  }
}
