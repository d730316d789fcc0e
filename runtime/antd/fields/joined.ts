// Multiple-value pickers whose value is one comma-joined string (JeecgBoot's `selectedroles: "a,b"`)
// rather than a list: the widget works on the list and hands back the same form it was given.

/**
 * The list of a value that may be comma-joined; a trailing comma (`id1,id2,`, the contract's form) or
 * spaces give no empty id.
 *
 * @example
 * splitJoined('a, b,'); // ['a', 'b']
 */
export function splitJoined(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return items.map((id) => id.trim()).filter(Boolean);
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
