// Pure helpers of the split page's tree: the API's nodes as antd Tree data, keys, lookups and the
// browser-side filter. Kept apart from React so they are tested directly.
import type { ReactNode } from 'react';

/** One node as the tree API answers it (`children` nests). */
export type TreeRecord = Record<string, unknown> & { children?: TreeRecord[] | null };

/** antd Tree's node with the API's record kept for the right pane and actions. */
export interface ViewNode {
  key: string;
  title: ReactNode;
  record: TreeRecord;
  children?: ViewNode[];
  isLeaf?: boolean;
}

export interface NodeFields {
  keyField: string;
  labelField: string;
}

/**
 * The API's nodes as antd Tree data.
 *
 * @example
 * toViewNodes([{ key: 'a', title: 'A' }], { keyField: 'key', labelField: 'title' });
 */
export function toViewNodes(records: readonly TreeRecord[], fields: NodeFields): ViewNode[] {
  return records.map((record) => {
    const children = Array.isArray(record.children) ? toViewNodes(record.children, fields) : [];
    return {
      key: String(record[fields.keyField] ?? ''),
      title: String(record[fields.labelField] ?? ''),
      record,
      children: children.length > 0 ? children : undefined,
      isLeaf: children.length === 0,
    };
  });
}

/** Every key of the tree, depth first. */
export function allKeys(nodes: readonly ViewNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** Keys of the nodes that have children (what "expand all" opens). */
export function parentKeys(nodes: readonly ViewNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.key, ...parentKeys(node.children)] : []));
}

/** The node with this key, or undefined. */
export function findNode(nodes: readonly ViewNode[], key: string): ViewNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The nodes whose name contains `text` (case-insensitive), with their ancestors so each stays in
 * place; a matching node keeps its whole subtree.
 *
 * @example
 * filterNodes(nodes, '支持'); // the 支持 departments and the path to them
 */
export function filterNodes(nodes: readonly ViewNode[], text: string): ViewNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (String(node.title).toLowerCase().includes(needle)) return [node];
    const children = filterNodes(node.children ?? [], needle);
    return children.length > 0 ? [{ ...node, children, isLeaf: false }] : [];
  });
}
