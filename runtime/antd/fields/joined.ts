// Multiple-value pickers whose value is one comma-joined string (JeecgBoot's `selectedroles: "a,b"`)
// rather than a list: the widget works on the list and hands back the same form it was given.

/**
 * The list of a value that may be comma-joined.
 *
 * @example
 * splitJoined('a,b,'); // ['a', 'b']
 */
export function splitJoined(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(',').filter(Boolean) : [];
}

/**
 * The picked list back in the value's form: joined when `joined`, a list otherwise.
 *
 * @example
 * joinPicked(['a', 'b'], true); // 'a,b'
 */
export function joinPicked(values: string[], joined: boolean | undefined): string | string[] {
  return joined ? values.join(',') : values;
}
