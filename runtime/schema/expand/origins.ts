// Where a part of an expanded page came from in the author's document, so an issue the semantic pass
// finds in the expanded page points at what the author wrote (and can fix), not at a generated value.

/** One expanded subtree and the author's pointer it came from. */
export interface Origin {
  /** Pointer into the expanded page, e.g. `/actions/3`. */
  expanded: string;
  /** Pointer into the author's document, e.g. `/standardActions` or `/actions/0`. */
  author: string;
  /**
   * The keys the author wrote at `author` (an action merged over a standard one): pointers below them
   * keep their path, pointers below a generated key stop at `author`. Undefined: the whole subtree
   * is the author's (same shape), or none of it is (`whole: false`).
   */
  keys?: readonly string[];
  /** False when the subtree was generated: every pointer below it maps to `author` itself. */
  whole?: boolean;
}

const below = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/**
 * The author's pointer for a pointer into the expanded page (the longest matching origin wins; a
 * pointer no origin covers is the author's own).
 *
 * @example
 * authorPointer([{ expanded: '/actions/0', author: '/standardActions', whole: false }], '/actions/0/target');
 * // '/standardActions'
 */
export function authorPointer(origins: readonly Origin[], pointer: string): string {
  let best: Origin | undefined;
  for (const origin of origins)
    if (below(pointer, origin.expanded) && (!best || origin.expanded.length > best.expanded.length))
      best = origin;
  if (!best) return pointer;
  const rest = pointer.slice(best.expanded.length);
  if (best.whole === false) return best.author;
  if (best.keys) {
    const key = rest.split('/')[1];
    return key !== undefined && best.keys.includes(key) ? best.author + rest : best.author;
  }
  return best.author + rest;
}
