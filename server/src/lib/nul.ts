// NUL characters: no text this product stores may hold one (PostgreSQL refuses them outright, so a NUL
// reaching a query would be a 500 there), so requests carrying one are refused naming the field.

/**
 * The path of the first string holding a NUL in a parsed value (`a.b[2]`), or undefined.
 *
 * @example
 * nulPath({ title: 'a\u0000b' }); // 'title'
 */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}
