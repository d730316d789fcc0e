// Request parameters as the operation log keeps them: secrets removed by key name (at any depth), long
// strings and big collections cut, and the whole JSON bounded, so a log row never holds a password, a
// token or a megabyte upload, and writing it costs the same whatever the request carried.

/** Keys whose values are never logged (compared lower-cased, without `_` and `-`). */
const SECRET_KEY =
  /(password|passwd|pwd|token|secret|captcha|smscode|checkkey|apikey|accesskey|privatekey|credential|authorization|cookie)/;
const MASK = '******';
const MAX_DEPTH = 4;
const MAX_KEYS = 50;
const MAX_STRING = 200;
/** Bound of the stored JSON, in characters (the column is text; the bound keeps rows small). */
export const MAX_PARAM_CHARS = 2000;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[_-]/g, ''));
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' || typeof value === 'boolean'
      ? value
      : value === null
        ? null
        : undefined;
  }
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_KEYS).map((v) => clean(v, depth + 1));
    return value.length > MAX_KEYS ? [...items, `…(${value.length})`] : items;
  }
  const out: Record<string, unknown> = {};
  let n = 0;
  // for…in stops after MAX_KEYS without listing every key of a huge object first.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (n++ >= MAX_KEYS) {
      out['…'] = '…';
      break;
    }
    out[key] = isSecretKey(key) ? MASK : clean((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}

/**
 * The JSON of a request's query and body with secrets masked, at most MAX_PARAM_CHARS long; null
 * when there is nothing to keep.
 *
 * @example
 * redactParams({ username: 'a', password: 'x' }); // '{"username":"a","password":"******"}'
 */
export function redactParams(value: unknown): string | null {
  const cleaned = clean(value, 0);
  if (cleaned === undefined || cleaned === null) return null;
  if (typeof cleaned === 'object' && Object.keys(cleaned).length === 0) return null;
  const text = JSON.stringify(cleaned);
  return text.length > MAX_PARAM_CHARS ? `${text.slice(0, MAX_PARAM_CHARS - 1)}…` : text;
}
