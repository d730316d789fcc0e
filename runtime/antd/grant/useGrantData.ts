// Loads a grant page's two reads at once: the tree of menus and buttons (`tree.api` → { treeList,
// ids }) and the ids the holder has now (`load.api` → string[]), both with the page's computed params.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, getAction } from '../../core';
import type { GrantPageSchema } from '../../render/schemaLite';
import { evaluateParams } from '../../render/actions/evaluate';
import type { GrantNode } from './grantState';

export type GrantData =
  | { status: 'loading' }
  | { status: 'ready'; tree: GrantNode[]; held: string[] }
  | { status: 'error'; error: unknown };

async function read<T>(url: string, params: Record<string, unknown>): Promise<T> {
  const envelope = await getAction<T>(url, params);
  if (!envelope.success) throw new ApiError(envelope);
  return envelope.result;
}

/**
 * The tree and the held ids, with `retry`.
 *
 * @example
 * const { data, retry } = useGrantData(page, { roleId });
 */
export function useGrantData(page: GrantPageSchema, params: Record<string, unknown>) {
  const [data, setData] = useState<GrantData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setData({ status: 'loading' });
    const scope = { params };
    Promise.all([
      read<{ treeList?: GrantNode[] } | GrantNode[]>(page.tree.api, evaluateParams(page.tree.params, scope)),
      read<string[] | null>(page.load.api, evaluateParams(page.load.params, scope)),
    ])
      .then(([tree, held]) => {
        if (!current) return;
        const nodes = Array.isArray(tree) ? tree : (tree?.treeList ?? []);
        setData({ status: 'ready', tree: nodes, held: (held ?? []).map(String) });
      })
      .catch((error: unknown) => current && setData({ status: 'error', error }));
    return () => {
      current = false;
    };
  }, [page, params, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, retry };
}
