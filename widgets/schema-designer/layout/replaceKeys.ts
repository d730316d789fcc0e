/**
 * The document with some top-level properties replaced, in their places so the JSON tab's text moves
 * only where something changed: an undefined value removes the property, a new one goes last, and
 * every other property stays the same object.
 *
 * @example
 * replaceKeys({ a: 1, b: 2, c: 3 }, { b: undefined, d: 4 }); // { a: 1, c: 3, d: 4 }
 */
export function replaceKeys<T extends object>(doc: T, values: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    const next = Object.hasOwn(values, key) ? values[key] : value;
    if (next !== undefined) out[key] = next;
  }
  for (const [key, value] of Object.entries(values))
    if (!Object.hasOwn(out, key) && !Object.hasOwn(doc, key) && value !== undefined) out[key] = value;
  return out as T;
}
