// Options of a remote select: rows of any list endpoint (a page `{ records }` or a plain array, a tree
// with `children`) turned into value/label nodes by the field names a schema gives.
import { http, type ApiEnvelope } from '../../core';

/** Where a remote select's options come from and how its rows read. */
export interface RemoteSource {
  /** A list endpoint below the API base, e.g. `/sys/role/queryall`. */
  url: string;
  /** Fixed query parameters (e.g. a large `pageSize`). */
  params?: Record<string, string | number>;
  /** The row property stored as the value; default `id`. */
  valueField?: string;
  /** The row property shown; default `name`. */
  labelField?: string;
  /** A second property shown in brackets after the label (a username after a real name). */
  descField?: string;
}

/** One choice; tree endpoints keep their children. */
export interface RemoteOption {
  value: string;
  label: string;
  children?: RemoteOption[];
}

type Row = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function toOption(row: Row, source: RemoteSource): RemoteOption {
  const value = text(row[source.valueField ?? 'id']);
  const main = text(row[source.labelField ?? 'name']) || value;
  const desc = source.descField ? text(row[source.descField]) : '';
  const children = Array.isArray(row.children)
    ? (row.children as Row[]).map((child) => toOption(child, source))
    : [];
  return {
    value,
    label: desc && desc !== main ? `${main} (${desc})` : main,
    ...(children.length ? { children } : {}),
  };
}

/**
 * The options an endpoint's answer gives.
 *
 * @example
 * toOptions({ records: [{ id: 'r1', roleName: '管理员' }] }, { url, labelField: 'roleName' });
 * // [{ value: 'r1', label: '管理员' }]
 */
export function toOptions(result: unknown, source: RemoteSource): RemoteOption[] {
  const rows: Row[] = Array.isArray(result)
    ? (result as Row[])
    : Array.isArray((result as { records?: unknown } | null)?.records)
      ? (result as { records: Row[] }).records
      : [];
  return rows.map((row) => toOption(row, source));
}

/**
 * Loads the options of a source; a refusal or failure rejects (the widget says the list is missing
 * rather than offering made-up choices).
 *
 * @example
 * const options = await loadRemoteOptions({ url: '/sys/role/queryall', labelField: 'roleName' });
 */
export async function loadRemoteOptions(source: RemoteSource): Promise<RemoteOption[]> {
  const envelope = await http.get<unknown, ApiEnvelope<unknown>>(source.url, {
    params: source.params,
    skipErrorHandler: true,
  });
  if (!envelope.success) throw new Error(envelope.message);
  return toOptions(envelope.result, source);
}
