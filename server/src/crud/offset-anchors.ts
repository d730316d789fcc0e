// Remembered positions of deep list pages. Skipping `offset` rows costs a walk over that many index
// entries even when the index alone answers (page 10,000 of a 500,000-row filter: ~6 ms on SQLite,
// ~25 ms on PostgreSQL), while a seek to a known sort key costs nothing. So when a deep page has been
// read, the sort key of its first row is kept for that query (filters, values and order), and a later
// page at or past that offset seeks to the key and skips only the remainder (deep-page.ts).
// Besides the pages read, a query with many rows gets stride anchors (anchor-strides.ts): one walk in
// the background, at most one at a time and one per table per `walkIntervalMs`, remembers the key
// every `stride` rows, so a deep page read for the first time skips at most a stride.
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
  /** A stride walk was started for this entry (it is not started again while the entry lives). */
  walked: boolean;
}

interface TableAnchors {
  /** Bumped by every invalidation, so a page read during a write does not leave an anchor. */
  generation: number;
  entries: Map<string, Entry>;
  /** When the last stride walk of the table started (ms). */
  lastWalk: number;
}

export interface OffsetAnchorOptions {
  /** Longest an anchor is used, in ms (default 10 s, as the count cache). */
  ttlMs: number;
  /** Distinct queries remembered per table; the oldest is dropped first (default 200). */
  maxPerTable: number;
  /** Anchors per query; the lowest offset is dropped first (default 64 + `maxStrides`). */
  maxPerQuery: number;
  /** Queries with fewer rows get no stride walk (default 5,000: walking them by offset is cheap). */
  strideMinRows: number;
  /** Fewest rows between stride anchors (default 1,000). */
  minStride: number;
  /** Most stride anchors per query (default 128): the stride grows with the rows up to `maxStride`. */
  maxStrides: number;
  /** Most rows between stride anchors (default 20,000): a walk covers at most maxStrides × this. */
  maxStride: number;
  /** Shortest time between two stride walks of one table, in ms (default 1 s): bounds their cost when writes keep clearing the anchors. */
  walkIntervalMs: number;
}

export class OffsetAnchors {
  readonly options: OffsetAnchorOptions;
  private readonly tables = new Map<string, TableAnchors>();
  /** Stride walks running (at most one). */
  private walking = 0;

  constructor(options: Partial<OffsetAnchorOptions> = {}) {
    const maxStrides = options.maxStrides ?? 128;
    this.options = {
      ttlMs: 10_000,
      maxPerTable: 200,
      maxPerQuery: 64 + maxStrides,
      strideMinRows: 5_000,
      minStride: 1_000,
      maxStrides,
      maxStride: 20_000,
      walkIntervalMs: 1_000,
      ...options,
    };
  }

  private table(name: string): TableAnchors {
    let anchors = this.tables.get(name);
    if (!anchors)
      this.tables.set(name, (anchors = { generation: 0, entries: new Map(), lastWalk: -Infinity }));
    return anchors;
  }

  /** The fresh entry of `query`, or a new empty one (dropping the table's oldest when full). */
  private entry(counts: TableAnchors, query: string, now: number): Entry {
    let entry = counts.entries.get(query);
    if (!entry || entry.until <= now) {
      if (entry) counts.entries.delete(query);
      if (counts.entries.size >= this.options.maxPerTable) {
        const oldest = counts.entries.keys().next();
        if (!oldest.done) counts.entries.delete(oldest.value);
      }
      // The lifetime runs from the first anchor: rows written by others shift every anchor alike.
      entry = { anchors: [], until: now + this.options.ttlMs, walked: false };
      counts.entries.set(query, entry);
    }
    return entry;
  }

  /** Rows between stride anchors for a query of `total` rows; undefined when it gets no walk. */
  strideFor(total: number): number | undefined {
    const { strideMinRows, minStride, maxStride, maxStrides } = this.options;
    if (total < strideMinRows) return undefined;
    return Math.min(maxStride, Math.max(minStride, Math.ceil(total / maxStrides)));
  }

  /**
   * Whether a stride walk of `query` may start now; if so it is counted as running until `endWalk`.
   * No: one is running, this query's anchors were walked since the table was last written, the table
   * was walked less than `walkIntervalMs` ago, or it was written since `generation`.
   */
  claimWalk(table: string, query: string, generation: number): boolean {
    const counts = this.table(table);
    const now = Date.now();
    if (this.walking > 0 || counts.generation !== generation) return false;
    if (counts.lastWalk + this.options.walkIntervalMs > now) return false;
    const entry = this.entry(counts, query, now);
    if (entry.walked) return false;
    entry.walked = true;
    counts.lastWalk = now;
    this.walking += 1;
    return true;
  }

  /** Stride walks running now (0 or 1). */
  get walks(): number {
    return this.walking;
  }

  /** Ends a walk `claimWalk` allowed. */
  endWalk(): void {
    this.walking -= 1;
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
    // The last anchor at or before `offset` (anchors are sorted by offset).
    const { anchors } = entry;
    let low = 0;
    let high = anchors.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (anchors[mid]!.offset <= offset) low = mid + 1;
      else high = mid;
    }
    return anchors[low - 1];
  }

  /** Keeps `anchor` for `query` unless the table was written since `generation`; false if it was. */
  remember(table: string, query: string, generation: number, anchor: Anchor): boolean {
    const counts = this.table(table);
    if (counts.generation !== generation) return false;
    const { anchors } = this.entry(counts, query, Date.now());
    const at = anchors.findIndex((a) => a.offset >= anchor.offset);
    if (at >= 0 && anchors[at]!.offset === anchor.offset) return true;
    anchors.splice(at < 0 ? anchors.length : at, 0, anchor);
    if (anchors.length > this.options.maxPerQuery) anchors.shift();
    return true;
  }

  /** Forgets every anchor of a table; pages read now leave none. */
  invalidate(table: string): void {
    const anchors = this.table(table);
    anchors.generation += 1;
    anchors.entries.clear();
  }
}
