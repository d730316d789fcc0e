// The nodes of ApiTreeSelect: one GET of a tree endpoint, its nodes mapped to TreeSelect's shape.
import { useEffect, useState } from 'react';
import { ApiError, getAction } from '../../core';

export interface ApiTreeNode {
  value: string;
  title: string;
  children?: ApiTreeNode[];
}

interface Source {
  key?: unknown;
  value?: unknown;
  id?: unknown;
  title?: unknown;
  label?: unknown;
  name?: unknown;
  children?: unknown;
}

/**
 * Maps nodes of the shapes tree endpoints send (key/value/id, title/label/name, children).
 *
 * @example
 * toTreeNodes([{ key: 'a', title: 'A', children: [] }]); // [{ value: 'a', title: 'A' }]
 */
export function toTreeNodes(list: unknown): ApiTreeNode[] {
  if (!Array.isArray(list)) return [];
  return (list as Source[]).map((node) => {
    const children = toTreeNodes(node.children);
    return {
      value: String(node.value ?? node.key ?? node.id ?? ''),
      title: String(node.title ?? node.label ?? node.name ?? node.value ?? node.key ?? ''),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/**
 * The tree an endpoint answers, as it loads (each widget asks once, so a form shows fresh data).
 *
 * @example
 * const { nodes, loading, error } = useApiTree('/sys/permission/queryTreeList', 'treeList');
 */
export function useApiTree(api: string, resultPath?: string) {
  const [state, setState] = useState<{ nodes: ApiTreeNode[]; loading: boolean; error?: string }>({
    nodes: [],
    loading: true,
  });
  useEffect(() => {
    let current = true;
    getAction<unknown>(api)
      .then((envelope) => {
        if (!envelope.success) throw new ApiError(envelope);
        const result = envelope.result as Record<string, unknown> | unknown[] | null;
        const list = resultPath && result && !Array.isArray(result) ? result[resultPath] : result;
        if (current) setState({ nodes: toTreeNodes(list), loading: false });
      })
      .catch((err: unknown) => {
        if (current)
          setState({ nodes: [], loading: false, error: err instanceof Error ? err.message : String(err) });
      });
    return () => {
      current = false;
    };
  }, [api, resultPath]);
  return state;
}
