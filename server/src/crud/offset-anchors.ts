// Remembered positions of deep list pages. Skipping `offset` rows costs a walk over that many index
// entries even when the index alone answers (page 10,000 of a 500,000-row filter: ~6 ms on SQLite,
// ~25 ms on PostgreSQL), while a seek to a known sort key costs nothing. So when a deep page has been
// read, the sort key of its first row is kept for that query (filters, values and order), and a later
// page at or past that offset seeks to the key and skips only the remainder (deep-page.ts).
//
// Kept, like the count cache (count-cache.ts), until
//   - a write to the model through the model API in this process (`registry.evict(model)`), or
//   - `ttlMs` has passed, which bounds how long rows written by others (another instance, a service
//     writing the table directly) can shift a page: until then a page may show the rows it would have
//     shown before those writes, the same staleness a cached `total` has.
/** The sort key (values of the order's columns, primary key last) of the row at `offset`. */
export interface Anchor {
  offset: number;
  key: readonly unknown[];
}

interface Entry {
  /** Sorted by offset. */
  anchors: Anchor[];
  until: number;
}

interface TableAnchors {
  /** Bumped by every invalidation, so a page read during a write does not leave an anchor. */
  generation: number;
  entries: Map<string, Entry>;
}

export interface OffsetAnchorOptions {
  /** Longest an anchor is used, in ms (default 10 s, as the count cache). */
  ttlMs: number;
  /** Distinct queries remembered per table; the oldest is dropped first (default 200). */
  maxPerTable: number;
  /** Anchors per query; the lowest offset is dropped first (default 64). */
  maxPerQuery: number;
}

export class OffsetAnchors {
  readonly options: OffsetAnchorOptions;
  private readonly tables = new Map<string, TableAnchors>();

  constructor(options: Partial<OffsetAnchorOptions> = {}) {
    this.options = { ttlMs: 10_000, maxPerTable: 200, maxPerQuery: 64, ...options };
  }

  private table(name: string): TableAnchors {
    let anchors = this.tables.get(name);
    if (!anchors) this.tables.set(name, (anchors = { generation: 0, entries: new Map() }));
    return anchors;
  }

  /** The generation to pass to `remember` for a read starting now. */
  generation(table: string): number {
    return this.table(table).generation;
  }

  /**
   * The fresh anchor of `query` nearest at or before `offset`.
   *
   * @example
   * const anchor = anchors.nearest('biz_case', key, 199_980); // { offset: 199_960, key: [...] }
   */
  nearest(table: string, query: string, offset: number): Anchor | undefined {
    const entries = this.table(table).entries;
    const entry = entries.get(query);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      entries.delete(query);
      return undefined;
    }
    let best: Anchor | undefined;
    for (const anchor of entry.anchors) {
      if (anchor.offset > offset) break;
      best = anchor;
    }
    return best;
  }

  /** Keeps `anchor` for `query` unless the table was written since `generation`. */
  remember(table: string, query: string, generation: number, anchor: Anchor): void {
    const counts = this.table(table);
    if (counts.generation !== generation) return;
    let entry = counts.entries.get(query);
    if (!entry || entry.until <= Date.now()) {
      if (entry) counts.entries.delete(query);
      if (counts.entries.size >= this.options.maxPerTable) {
        const oldest = counts.entries.keys().next();
        if (!oldest.done) counts.entries.delete(oldest.value);
      }
      // The lifetime runs from the first anchor: rows written by others shift every anchor alike.
      entry = { anchors: [], until: Date.now() + this.options.ttlMs };
      counts.entries.set(query, entry);
    }
    const { anchors } = entry;
    const at = anchors.findIndex((a) => a.offset >= anchor.offset);
    if (at >= 0 && anchors[at]!.offset === anchor.offset) return;
    anchors.splice(at < 0 ? anchors.length : at, 0, anchor);
    if (anchors.length > this.options.maxPerQuery) anchors.shift();
  }

  /** Forgets every anchor of a table; pages read now leave none. */
  invalidate(table: string): void {
    const anchors = this.table(table);
    anchors.generation += 1;
    anchors.entries.clear();
  }
}
