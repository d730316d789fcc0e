// Two versions of a record, field by field: the rows of the side-by-side comparison.

export type Json = Record<string, unknown>;

export interface FieldDiff {
  field: string;
  left: unknown;
  right: unknown;
  changed: boolean;
}

/** A version's content: an object, or the JSON text of one (sys_data_log keeps text); else empty. */
export function contentOf(value: unknown): Json {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    return {};
  }
}

const same = (a: unknown, b: unknown): boolean =>
  // An absent field and an empty one read the same to a person comparing versions.
  (a ?? '') === (b ?? '') || JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * Every field of either version, in the left version's order then the right's new ones, with
 * whether it changed.
 *
 * @example
 * diffRecords({ title: 'A', status: '1' }, { title: 'B', status: '1' });
 * // [{ field: 'title', left: 'A', right: 'B', changed: true }, { field: 'status', …, changed: false }]
 */
export function diffRecords(left: Json, right: Json): FieldDiff[] {
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => ({
    field,
    left: left[field],
    right: right[field],
    changed: !same(left[field], right[field]),
  }));
}

/** A value as the comparison shows it: text as is, anything else as JSON. */
export function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
