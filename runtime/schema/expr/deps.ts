// Static dependency extraction: which paths under each root an expression reads, so Formily reactions
// can watch exactly the fields a `visibleWhen` depends on.
import type { ExprRoot, Node } from './parser.js';

/** A read path: its root and the static property chain below it (`values.contact.phone`). */
export interface ExprPath {
  root: ExprRoot;
  /** Property names after the root; a computed key ends the chain. Empty: the whole root. */
  path: string[];
}

interface Chain extends ExprPath {
  /** False once a computed key was met: later properties no longer narrow the dependency. */
  open: boolean;
}

function chainOf(node: Node): Chain | null {
  if (node.type === 'root') return { root: node.name, path: [], open: true };
  if (node.type !== 'member') return null;
  const base = chainOf(node.object);
  if (!base || !base.open) return base;
  const key = node.property;
  if (key.type === 'literal' && (typeof key.value === 'string' || typeof key.value === 'number')) {
    return { root: base.root, path: [...base.path, String(key.value)], open: true };
  }
  return { ...base, open: false };
}

function children(node: Node): Node[] {
  switch (node.type) {
    case 'array':
      return node.items;
    case 'member':
      return [node.object, node.property];
    case 'unary':
      return [node.arg];
    case 'binary':
    case 'logical':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.then, node.otherwise];
    default:
      return [];
  }
}

/**
 * Every path the expression reads, deduplicated, in order of appearance.
 *
 * @example
 * readPaths(parseExpr("values.a == 1 && record.b.c")); // [{root:'values',path:['a']},{root:'record',path:['b','c']}]
 */
export function readPaths(node: Node): ExprPath[] {
  const out = new Map<string, ExprPath>();
  const visit = (n: Node): void => {
    const chain = chainOf(n);
    if (chain) {
      const key = [chain.root, ...chain.path].join('\u0000');
      if (!out.has(key)) out.set(key, { root: chain.root, path: chain.path });
      // Computed keys inside the chain (`values[values.key]`) read their own paths.
      for (let m: Node = n; m.type === 'member'; m = m.object) {
        if (m.property.type !== 'literal') visit(m.property);
      }
      return;
    }
    children(n).forEach(visit);
  };
  visit(node);
  return [...out.values()];
}
