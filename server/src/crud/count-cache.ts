// Remembered `total`s of list queries. Counting the rows behind a filter is the one part of a list page
// whose cost grows with the table (half a million matching rows: ~50 ms on SQLite, more on
// PostgreSQL), while the page itself is an index scan of 20 rows. So counts that are large enough to be
// expensive are kept per model and reused until
//   - a write to that model through the model API in this process (`registry.evict(model)` calls
//     `registry.counts.invalidate(table)`), which makes the next list count again, or
//   - `ttlMs` has passed, which bounds how stale a total can be after writes this process does not see
//     (another server instance, a service writing the table directly).
// Small counts (below `minRows`) are never cached: they are cheap, and they are what a user who has
// just added a record looks at, so they are always exact. The trade-off is documented in
// server/src/crud/README.md.
interface Entry {
  total: number;
  until: number;
}

interface TableCounts {
  /** Bumped by every invalidation, so a count that was running during a write is not stored. */
  generation: number;
  entries: Map<string, Entry>;
}

export interface CountCacheOptions {
  /** Counts below this are not cached (default 10,000). */
  minRows: number;
  /** Longest a cached count is reused, in ms (default 10 s, as the session cache). */
  ttlMs: number;
  /** Distinct filters remembered per table; the oldest is dropped first (default 200). */
  maxPerTable: number;
}

export class CountCache {
  readonly options: CountCacheOptions;
  private readonly tables = new Map<string, TableCounts>();

  constructor(options: Partial<CountCacheOptions> = {}) {
    this.options = { minRows: 10_000, ttlMs: 10_000, maxPerTable: 200, ...options };
  }

  private table(name: string): TableCounts {
    let counts = this.tables.get(name);
    if (!counts) {
      counts = { generation: 0, entries: new Map() };
      this.tables.set(name, counts);
    }
    return counts;
  }

  /**
   * The total for `key` (the compiled WHERE and its values) on `table`, from memory when fresh,
   * otherwise from `count()`.
   *
   * @example
   * const total = await cache.total('biz_case', sqlAndParams, () => runCount());
   */
  async total(table: string, key: string, count: () => Promise<number>): Promise<number> {
    const counts = this.table(table);
    const now = Date.now();
    const hit = counts.entries.get(key);
    if (hit && hit.until > now) return hit.total;
    const generation = counts.generation;
    const total = await count();
    if (total >= this.options.minRows && counts.generation === generation) {
      counts.entries.delete(key);
      if (counts.entries.size >= this.options.maxPerTable) {
        const oldest = counts.entries.keys().next();
        if (!oldest.done) counts.entries.delete(oldest.value);
      }
      counts.entries.set(key, { total, until: now + this.options.ttlMs });
    } else if (hit) counts.entries.delete(key);
    return total;
  }

  /** Forgets every count of a table; counts running now are not stored. */
  invalidate(table: string): void {
    const counts = this.table(table);
    counts.generation += 1;
    counts.entries.clear();
  }
}

/**
 * The count cache of a registry (one per running app).
 *
 * @example
 * countCacheOf(app.models).options.minRows = 0;
 */
export function countCacheOf(holder: { readonly counts: CountCache }): CountCache {
  return holder.counts;
}
