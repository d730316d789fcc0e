// Category nodes for CategoryTree: the roots under a category code, children loaded as a node opens
// (GET <api>/loadTreeRoot, <api>/loadTreeChildren, api-contract §4.8), and the name of a stored value
// that is not loaded yet (<api>/loadDictItem).
import { useCallback, useEffect, useState } from 'react';
import { getAction } from '../../core';

/** One category as antd's TreeSelect takes it in simple mode (`pId` links to the parent). */
export interface CategoryNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

interface TreeSelectModel {
  key: string;
  title: string;
  value: string;
  isLeaf: boolean;
  parentId: string;
}

/** The default base path of the category API. */
export const CATEGORY_API = '/sys/category';

async function load<T>(url: string, params: Record<string, unknown>): Promise<T> {
  const envelope = await getAction<T>(url, params);
  if (!envelope.success) throw new Error(envelope.message);
  return envelope.result;
}

const toNode = (node: TreeSelectModel): CategoryNode => ({
  id: node.key,
  pId: node.parentId,
  value: node.value,
  title: node.title,
  isLeaf: node.isLeaf,
});

/**
 * The loaded categories, a loader for one node's children, and the stored value's name.
 *
 * @example
 * const { nodes, loadChildren, valueLabel } = useCategoryTree({ pcode: 'A02', value });
 */
export function useCategoryTree({
  api = CATEGORY_API,
  pcode = '0',
  value,
}: {
  api?: string;
  pcode?: string;
  value?: string;
}) {
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [valueLabel, setValueLabel] = useState<string>();

  useEffect(() => {
    let current = true;
    setLoading(true);
    load<TreeSelectModel[]>(`${api}/loadTreeRoot`, { async: true, pcode })
      .then((roots) => current && (setNodes(roots.map(toNode)), setError(undefined)))
      .catch((err: unknown) => current && setError(err instanceof Error ? err.message : String(err)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, pcode]);

  const known = value !== undefined && nodes.some((n) => n.value === value);
  useEffect(() => {
    if (!value || known) return;
    let current = true;
    load<string[]>(`${api}/loadDictItem`, { ids: value })
      .then((names) => current && setValueLabel(names[0]))
      .catch(() => current && setValueLabel(undefined));
    return () => {
      current = false;
    };
  }, [api, value, known]);

  const loadChildren = useCallback(
    async (pid: string) => {
      const children = (await load<TreeSelectModel[]>(`${api}/loadTreeChildren`, { pid })).map(toNode);
      setNodes((prev) => [...prev, ...children.filter((c) => !prev.some((p) => p.id === c.id))]);
    },
    [api],
  );

  return { nodes, loading, error, loadChildren, valueLabel: known ? undefined : valueLabel };
}
