// Department options for DeptTreeSelect: the whole tree from GET /sys/sysDepart/queryTreeList (api-
// contract §4.4). Where the server has no such route yet, the departments the signed-in user belongs
// to (GET /sys/user/getCurrentUserDeparts) are offered instead, nested by parent where known.
import { useEffect, useState } from 'react';
import { http, type ApiEnvelope } from '../../core';

export interface DepartNode {
  value: string;
  title: string;
  children?: DepartNode[];
}

interface TreeModel {
  key?: string;
  id?: string;
  value?: string;
  title?: string;
  departName?: string;
  children?: TreeModel[];
}

interface Depart {
  id: string;
  departName: string;
  parentId?: string | null;
}

function fromTree(nodes: readonly TreeModel[]): DepartNode[] {
  return nodes.map((node) => ({
    value: String(node.value ?? node.key ?? node.id ?? ''),
    title: String(node.title ?? node.departName ?? node.value ?? ''),
    ...(node.children?.length ? { children: fromTree(node.children) } : {}),
  }));
}

/**
 * Nests a flat department list by `parentId` (departments whose parent is not listed are roots).
 *
 * @example
 * nestDeparts([{ id: 'a', departName: 'A' }, { id: 'b', departName: 'B', parentId: 'a' }]);
 */
export function nestDeparts(list: readonly Depart[]): DepartNode[] {
  const nodes = new Map<string, DepartNode>(list.map((d) => [d.id, { value: d.id, title: d.departName }]));
  const roots: DepartNode[] = [];
  for (const depart of list) {
    const node = nodes.get(depart.id)!;
    const parent = depart.parentId ? nodes.get(depart.parentId) : undefined;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Where the tree came from: the department tree, or only the user's own departments. */
export type DepartSource = 'tree' | 'own';

async function loadDeparts(): Promise<{ nodes: DepartNode[]; source: DepartSource }> {
  try {
    // A missing route must not raise the "resource not found" notice: the fallback below answers.
    const tree = await http.get<unknown, ApiEnvelope<TreeModel[]>>('/sys/sysDepart/queryTreeList', {
      skipErrorHandler: true,
    });
    if (tree.success && Array.isArray(tree.result)) return { nodes: fromTree(tree.result), source: 'tree' };
  } catch {
    // Fall through to the user's own departments.
  }
  const own = await http.get<unknown, ApiEnvelope<{ list?: Depart[] }>>('/sys/user/getCurrentUserDeparts');
  if (!own.success) throw new Error(own.message);
  return { nodes: nestDeparts(own.result?.list ?? []), source: 'own' };
}

let shared: Promise<{ nodes: DepartNode[]; source: DepartSource }> | undefined;

/** Forgets the loaded departments; for tests. */
export function clearDepartTree(): void {
  shared = undefined;
}

/**
 * The department tree as it loads, with where it came from.
 *
 * @example
 * const { nodes, source, loading } = useDepartTree();
 */
export function useDepartTree() {
  const [state, setState] = useState<{
    nodes: DepartNode[];
    source?: DepartSource;
    loading: boolean;
    error?: string;
  }>({ nodes: [], loading: true });
  useEffect(() => {
    let current = true;
    shared ??= loadDeparts();
    shared.then(
      (result) => current && setState({ ...result, loading: false }),
      (err: unknown) => {
        shared = undefined;
        if (current)
          setState({ nodes: [], loading: false, error: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
