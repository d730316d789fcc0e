// "Expand all" / "Collapse all" of a tree list whose rows are all loaded (`table.tree.expandAll`): the
// expanded row keys are held here so the toolbar can set them all at once. Rows nest in `children`,
// as treeRows makes them or as a hand-written API sends them (JeecgBoot's menu tree).
import { useCallback, useMemo, useState } from 'react';

type Row = Record<string, unknown>;
type Key = string | number;

/**
 * The keys of every row that has children, at any depth.
 *
 * @example
 * parentKeys([{ id: 'a', children: [{ id: 'b', children: [{ id: 'c' }] }] }], 'id'); // ['a', 'b']
 */
export function parentKeys(rows: readonly Row[], rowKey: string): Key[] {
  const out: Key[] = [];
  const walk = (list: readonly Row[]) => {
    for (const row of list) {
      const children = row.children;
      if (Array.isArray(children) && children.length > 0) {
        out.push(row[rowKey] as Key);
        walk(children as Row[]);
      }
    }
  };
  walk(rows);
  return out;
}

/**
 * The expanded keys of a tree list and the two toolbar commands; undefined when the page asks for none.
 *
 * @example
 * const tree = useExpandAll(list.records, list.rowKey, page.table?.tree?.expandAll === true);
 * tree?.expandAll();
 */
export function useExpandAll(records: readonly Row[], rowKey: string, enabled: boolean) {
  const [expandedKeys, setExpandedKeys] = useState<readonly Key[]>([]);
  const expandAll = useCallback(() => setExpandedKeys(parentKeys(records, rowKey)), [records, rowKey]);
  const collapseAll = useCallback(() => setExpandedKeys([]), []);
  return useMemo(
    () => (enabled ? { expandedKeys, setExpandedKeys, expandAll, collapseAll } : undefined),
    [enabled, expandedKeys, expandAll, collapseAll],
  );
}

/** What `useExpandAll` returns when enabled. */
export type ExpandAll = NonNullable<ReturnType<typeof useExpandAll>>;
