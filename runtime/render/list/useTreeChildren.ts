// The children a lazy tree list has loaded, and which rows are expanded. Both belong to one load of
// the roots (`generation`): roots loaded again (refresh, a write, paging, sorting) forget them.
import { useCallback, useMemo, useRef, useState } from 'react';
import { fetchList } from './listOperations';
import { mayHaveChildren, type LazyTree } from './lazyTree';
import type { ListParams } from './listQuery';

type Row = Record<string, unknown>;
type Key = string | number;

/** One row's children: loading, loaded, or failed. */
interface Entry {
  rows?: Row[];
  loading?: boolean;
}

/** The server's largest page; a row with more children is read in several pages. */
const CHILD_PAGE = 1000;

/** Every child of `parent`, in the list's sort (`base`: the fixed parameters and sort). */
async function loadChildren(url: string, base: ListParams, tree: LazyTree, parent: Key): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchList<Row>(url, {
      ...base,
      [tree.parentField]: parent,
      pageNo,
      pageSize: CHILD_PAGE,
    });
    rows.push(...page.records);
    if (page.records.length < CHILD_PAGE || rows.length >= page.total) return rows;
  }
}

export interface TreeChildrenOptions {
  tree: LazyTree | undefined;
  url: string;
  /** The fixed parameters and sort of the children's requests. */
  base: ListParams;
  rowKey: string;
  generation: string;
  roots: Row[];
}

/**
 * Lazy children of a tree list: `toggle` expands a row (loading its children the first time; rejects
 * with the load's error) or collapses it; `rows` are the roots with the loaded children nested (row
 * objects keep their identity while their children stay the same, so memoized cells do not render
 * again).
 *
 * @example
 * const tree = useTreeChildren({ tree, url, base, rowKey: 'id', generation, roots });
 * await tree.toggle('a1', true);
 */
export function useTreeChildren({ tree, url, base, rowKey, generation, roots }: TreeChildrenOptions) {
  const [state, setState] = useState<{ generation: string; entries: Map<Key, Entry>; expanded: Key[] }>({
    generation,
    entries: new Map(),
    expanded: [],
  });
  const current = useMemo(
    () =>
      state.generation === generation ? state : { generation, entries: new Map<Key, Entry>(), expanded: [] },
    [state, generation],
  );
  const live = useRef({ generation, url, base, tree, current });
  live.current = { generation, url, base, tree, current };

  const toggle = useCallback(async (key: Key, expand: boolean) => {
    const { generation: gen, url: u, base: b, tree: t } = live.current;
    const update = (change: (s: typeof state) => Partial<typeof state>) =>
      setState((prev) => {
        const s = prev.generation === gen ? prev : { generation: gen, entries: new Map(), expanded: [] };
        return s.generation === live.current.generation ? { ...s, ...change(s) } : prev;
      });
    const without = (keys: Key[]) => keys.filter((k) => k !== key);
    const entry = (s: typeof state, value: Entry | undefined) => {
      const entries = new Map(s.entries);
      if (value) entries.set(key, value);
      else entries.delete(key);
      return entries;
    };
    if (!expand || !t) return update((s) => ({ expanded: without(s.expanded) }));
    const loaded = Boolean(live.current.current.entries.get(key)?.rows);
    update((s) => {
      const expanded = [...without(s.expanded), key];
      return loaded ? { expanded } : { expanded, entries: entry(s, { loading: true }) };
    });
    if (loaded) return;
    try {
      const rows = await loadChildren(u, b, t, key);
      update((s) => ({ entries: entry(s, { rows }) }));
    } catch (err) {
      // Collapsed again, so that expanding it once more tries again.
      update((s) => ({ entries: entry(s, undefined), expanded: without(s.expanded) }));
      throw err;
    }
  }, []);

  const nodes = useRef(new WeakMap<Row, { entry: Entry | undefined; children?: Row[]; node: Row }>());
  const rows = useMemo(() => {
    if (!tree) return roots;
    const build = (row: Row): Row => {
      if (!mayHaveChildren(tree, row)) return row;
      const entry = current.entries.get(row[rowKey] as Key);
      const children = entry?.rows?.map(build);
      const cached = nodes.current.get(row);
      const same =
        cached?.children?.length === children?.length &&
        children?.every((c, i) => c === cached?.children?.[i]) !== false;
      if (cached && cached.entry === entry && same) return cached.node;
      // An empty array keeps the expand control (antd shows it for any `children` array); a row whose
      // children turned out to be none loses it.
      const node = children?.length === 0 ? row : { ...row, children: children ?? [] };
      nodes.current.set(row, { entry, children, node });
      return node;
    };
    return roots.map(build);
  }, [tree, roots, current.entries, rowKey]);

  const loadingKeys = useMemo(
    () => [...current.entries].filter(([, e]) => e.loading).map(([k]) => k),
    [current.entries],
  );
  return { rows, expandedKeys: current.expanded, loadingKeys, toggle };
}
