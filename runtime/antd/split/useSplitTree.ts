// The split page's tree state: loading the tree from its API, the search (the server's, or a filter
// of the loaded tree), expansion and the selected node. A reload keeps the selection and the expanded
// nodes that still exist, so an action on the selected node leaves the user where they were.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAction } from '../../core';
import { evaluateParams } from '../../render/actions/evaluate';
import type { SplitTree } from '../../render/schemaLite';
import {
  allKeys,
  filterNodes,
  findNode,
  parentKeys,
  toViewNodes,
  type TreeRecord,
  type ViewNode,
} from './treeNodes';

type Load =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; nodes: ViewNode[]; notice?: string };

// The node above the API's nodes; its record is what tab params and actions see.
function rootNode(key: string, title: string, children: ViewNode[]): ViewNode {
  return { key, title, record: { key, title }, children, isLeaf: children.length === 0 };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchNodes(
  url: string,
  params: Record<string, unknown>,
  fields: Parameters<typeof toViewNodes>[1],
) {
  const envelope = await getAction<TreeRecord[] | null>(url, params);
  if (!envelope.success) throw new Error(envelope.message);
  return toViewNodes(Array.isArray(envelope.result) ? envelope.result : [], fields);
}

/**
 * The tree of a split page and what the user did with it.
 *
 * @example
 * const tree = useSplitTree(page.tree); tree.select('d1'); tree.reload();
 */
export function useSplitTree(
  tree: SplitTree,
  page: { params?: Record<string, unknown>; rootTitle?: string } = {},
) {
  // The query of the tree API, kept as text so a new params object with the same values loads nothing.
  const query = JSON.stringify(evaluateParams(tree.params, { params: page.params ?? {} }));
  const rootKey = tree.root ? (tree.root.key ?? '') : undefined;
  const { rootTitle } = page;
  const fields = useMemo(
    () => ({ keyField: tree.keyField ?? 'key', labelField: tree.labelField ?? 'title' }),
    [tree.keyField, tree.labelField],
  );
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Load | undefined>();
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  // A root node (全部 / All) starts selected, so the right pane shows something at once.
  const [selectedKey, setSelectedKey] = useState<string | undefined>(rootKey);
  // `defaultExpandAll` opens the first tree that loads; later loads keep what the user opened.
  const opened = useRef(false);
  const selection = useRef<string>();
  selection.current = selectedKey;

  useEffect(() => {
    let live = true;
    setLoad((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    fetchNodes(tree.api, JSON.parse(query) as Record<string, unknown>, fields).then(
      (loaded) => {
        const nodes = rootKey === undefined ? loaded : [rootNode(rootKey, rootTitle ?? '', loaded)];
        if (!live) return;
        setLoad({ status: 'ready', nodes });
        const existing = new Set(allKeys(nodes));
        const first = !opened.current;
        opened.current = true;
        // The selected node opens when it gained children (a child was just added under it).
        const grown = selection.current !== undefined && findNode(nodes, selection.current)?.children;
        setExpandedKeys((prev) =>
          first && tree.defaultExpandAll
            ? parentKeys(nodes)
            : [
                ...prev.filter((k) => existing.has(k)),
                ...(grown && !prev.includes(selection.current!) ? [selection.current!] : []),
              ],
        );
        setSelectedKey((prev) =>
          prev !== undefined && existing.has(prev)
            ? prev
            : first && tree.selectFirst
              ? nodes[0]?.key
              : undefined,
        );
      },
      (error: unknown) => live && setLoad({ status: 'error', error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [tree.api, tree.defaultExpandAll, tree.selectFirst, fields, attempt, query, rootKey, rootTitle]);

  // Server search: the answer replaces the tree while the box holds text.
  useEffect(() => {
    const text = search.trim();
    if (!tree.searchApi || !text) return setFound(undefined);
    let live = true;
    setFound({ status: 'loading' });
    fetchNodes(tree.searchApi, { [tree.searchParam ?? 'keyWord']: text }, fields).then(
      (nodes) => live && setFound({ status: 'ready', nodes }),
      // "Nothing found" comes back as a refusal with a message: shown as the empty tree's text.
      (error: unknown) => live && setFound({ status: 'ready', nodes: [], notice: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [search, tree.searchApi, tree.searchParam, fields, attempt]);

  const nodes = useMemo(() => (load.status === 'ready' ? load.nodes : []), [load]);
  const filtering = search.trim() !== '';
  const view: Load = useMemo(() => {
    if (!filtering) return load;
    if (found) return found;
    return load.status === 'ready' ? { status: 'ready', nodes: filterNodes(load.nodes, search) } : load;
  }, [filtering, found, load, search]);
  const shown = useMemo(() => (view.status === 'ready' ? view.nodes : []), [view]);

  const selected = useMemo(
    () =>
      selectedKey === undefined ? undefined : (findNode(nodes, selectedKey) ?? findNode(shown, selectedKey)),
    [nodes, shown, selectedKey],
  );

  return {
    view,
    /** While searching every hit is shown opened. */
    expandedKeys: filtering ? parentKeys(shown) : expandedKeys,
    setExpandedKeys,
    expandAll: useCallback(() => setExpandedKeys(parentKeys(nodes)), [nodes]),
    collapseAll: useCallback(() => setExpandedKeys([]), []),
    search,
    setSearch,
    selectedKey: selected?.key,
    /** The selected node's record: the right pane's and the actions' `record`. */
    record: selected?.record,
    select: setSelectedKey,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}

/** What `useSplitTree` returns. */
export type SplitTreeState = ReturnType<typeof useSplitTree>;
