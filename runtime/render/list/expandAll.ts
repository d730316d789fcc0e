// "Expand all" of a tree list whose rows are all loaded (`table.tree.expandAll`): the keys to expand.
// Rows nest in `children`, as treeRows makes them or as a hand-written API sends them (JeecgBoot's
// menu tree).
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
