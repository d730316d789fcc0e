// Tree tables (`table.tree`): rows nest under the row their parent field names; rows whose parent is
// not on the page are roots.

type Row = Record<string, unknown>;

/**
 * Nests rows by a parent field into antd-style `children` arrays (new objects; the input is kept).
 *
 * @example
 * treeRows([{ id: 'a' }, { id: 'b', pid: 'a' }], 'id', 'pid'); // [{ id: 'a', children: [{ id: 'b', pid: 'a' }] }]
 */
export function treeRows<T extends Row>(rows: readonly T[], key: string, parentField: string): T[] {
  const nodes = new Map<unknown, T & { children?: T[] }>();
  rows.forEach((row) => nodes.set(row[key], { ...row }));
  const roots: T[] = [];
  for (const row of rows) {
    const node = nodes.get(row[key])!;
    const parent = row[parentField];
    const holder =
      parent !== null && parent !== undefined && parent !== row[key] ? nodes.get(parent) : undefined;
    if (holder) (holder.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
