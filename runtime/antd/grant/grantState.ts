// The state of a permission tree (api-contract §4.3) kept as one set of granted ids, and what the
// checkable tree shows for it. Plain functions (no React), so the rules are tested on their own:
// with linkage (JeecgBoot's 父子关联) checking a node grants its subtree and its ancestors (a button
// is useless without its menu), unchecking it drops its subtree and every ancestor left with nothing
// granted below; without linkage a click changes that node only.

/** A node of `queryTreeList`'s `treeList`. */
export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
  [field: string]: unknown;
}

/** Where each node sits. */
export interface GrantIndex {
  parent: Map<string, string | undefined>;
  children: Map<string, string[]>;
  /** Every key in tree order. */
  order: string[];
  /** Keys of nodes with children (what "expand all" opens). */
  parents: string[];
}

/**
 * Indexes a tree.
 *
 * @example
 * indexTree([{ key: 'a', title: 'A', children: [{ key: 'b', title: 'B' }] }]).parents; // ['a']
 */
export function indexTree(nodes: readonly GrantNode[]): GrantIndex {
  const index: GrantIndex = { parent: new Map(), children: new Map(), order: [], parents: [] };
  const walk = (list: readonly GrantNode[], parent: string | undefined) => {
    for (const node of list) {
      const key = String(node.key);
      index.parent.set(key, parent);
      index.order.push(key);
      const kids = node.children ?? [];
      index.children.set(
        key,
        kids.map((k) => String(k.key)),
      );
      if (kids.length > 0) index.parents.push(key);
      walk(kids, key);
    }
  };
  walk(nodes, undefined);
  return index;
}

function descendants(index: GrantIndex, key: string): string[] {
  const out: string[] = [];
  const stack = [...(index.children.get(key) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

function ancestors(index: GrantIndex, key: string): string[] {
  const out: string[] = [];
  for (let p = index.parent.get(key); p !== undefined; p = index.parent.get(p)) out.push(p);
  return out;
}

/**
 * The granted set after a click on `key` (`on`: it was checked).
 *
 * @example
 * toggleGrant(new Set(), 'button', true, true, index); // Set { 'button', 'menu', 'system' }
 */
export function toggleGrant(
  granted: ReadonlySet<string>,
  key: string,
  on: boolean,
  linkage: boolean,
  index: GrantIndex,
): Set<string> {
  const next = new Set(granted);
  if (!linkage) {
    if (on) next.add(key);
    else next.delete(key);
    return next;
  }
  const subtree = [key, ...descendants(index, key)];
  if (on) {
    [...subtree, ...ancestors(index, key)].forEach((k) => next.add(k));
    return next;
  }
  subtree.forEach((k) => next.delete(k));
  for (const up of ancestors(index, key)) {
    if (descendants(index, up).some((k) => next.has(k))) break;
    next.delete(up);
  }
  return next;
}

/**
 * What the tree shows: checked keys, and half-checked parents (some but not all of the subtree
 * granted with linkage; an ungranted parent above granted nodes without it).
 *
 * @example
 * displayOf(new Set(['menu', 'button']), true, index); // { checked: ['button'], halfChecked: ['menu'] }
 */
export function displayOf(
  granted: ReadonlySet<string>,
  linkage: boolean,
  index: GrantIndex,
): { checked: string[]; halfChecked: string[] } {
  const full = new Map<string, boolean>();
  const below = new Map<string, boolean>();
  // Children come after their parent in `order`, so walking it backwards sees them first.
  for (const key of [...index.order].reverse()) {
    const kids = index.children.get(key) ?? [];
    below.set(
      key,
      kids.some((k) => granted.has(k) || below.get(k)),
    );
    full.set(key, granted.has(key) && kids.every((k) => full.get(k)));
  }
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of index.order) {
    if (linkage ? full.get(key) : granted.has(key)) checked.push(key);
    else if (linkage ? granted.has(key) || below.get(key) : below.get(key)) halfChecked.push(key);
  }
  return { checked, halfChecked };
}

/**
 * The save's body fields: every id now granted and every id held when loaded, in tree order (ids
 * not in the tree keep their place at the end), and whether anything changed.
 *
 * @example
 * grantDiff(new Set(['a', 'b']), ['a'], index); // { ids: ['a', 'b'], lastIds: ['a'], changed: true }
 */
export function grantDiff(granted: ReadonlySet<string>, held: readonly string[], index: GrantIndex) {
  const inOrder = (set: ReadonlySet<string>) => [
    ...index.order.filter((k) => set.has(k)),
    ...[...set].filter((k) => !index.parent.has(k)),
  ];
  const last = new Set(held);
  const changed = last.size !== granted.size || [...granted].some((k) => !last.has(k));
  return { ids: inOrder(granted), lastIds: inOrder(last), changed };
}

/**
 * The nodes whose title contains `text` (case-insensitive) with their subtrees and ancestors, and
 * the ancestors to open so every match shows.
 *
 * @example
 * filterTree(tree, '用户'); // { nodes: [{ key: 'system', children: [{ key: 'user', … }] }], expand: ['system'] }
 */
export function filterTree(nodes: readonly GrantNode[], text: string) {
  const needle = text.trim().toLowerCase();
  const expand: string[] = [];
  if (!needle) return { nodes: [...nodes], expand };
  const walk = (list: readonly GrantNode[]): GrantNode[] =>
    list.flatMap((node) => {
      if (String(node.title).toLowerCase().includes(needle)) return [node];
      const kids = walk(node.children ?? []);
      if (kids.length === 0) return [];
      expand.push(String(node.key));
      return [{ ...node, children: kids }];
    });
  const kept = walk(nodes);
  return { nodes: kept, expand };
}
