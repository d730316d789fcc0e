// The names files had when they were uploaded (sys_upload_file.original_name): looked up by stored
// path for the file links of lists, forms and detail pages, and sent as a download's file name.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Paths one lookup answers for: a page of records with a few file fields each. */
export const MAX_NAMED_PATHS = 100;
/** Characters of one request's comma-joined paths (a URL stays well within Node's 16 KB of headers). */
export const MAX_NAMED_QUERY = 12_000;
/** Characters of one stored path asked for (longer ones name no stored file and are not looked up). */
export const STORED_PATH_MAX = 300;

/**
 * The uploaded name of each of `paths` that has one, by path (files stored before names were kept,
 * avatars and unknown paths are left out). Only the first MAX_NAMED_PATHS distinct paths are looked up.
 *
 * @example
 * await uploadedNames(db, ['biz_case/3f…9a.pdf']); // { 'biz_case/3f…9a.pdf': '合同.pdf' }
 */
export async function uploadedNames(
  db: Kysely<Database>,
  paths: readonly string[],
): Promise<Record<string, string>> {
  const unique = [...new Set(paths)].slice(0, MAX_NAMED_PATHS);
  if (unique.length === 0) return {};
  const rows = await db
    .selectFrom('sys_upload_file')
    .select(['path', 'original_name'])
    .where('path', 'in', unique)
    .where('original_name', 'is not', null)
    .execute();
  const names: Record<string, string> = {};
  for (const row of rows) if (row.original_name) names[row.path] = row.original_name;
  return names;
}

/** RFC 5987's attr-char: what encodeURIComponent leaves besides it is escaped too. */
const encodeAttr = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header naming the download `name` (any language, RFC 6266's `filename*`),
 * with `fallback` (ASCII, the stored name) for clients that read only `filename`.
 *
 * @example
 * contentDisposition('attachment', '合同.pdf', '3f…9a.pdf');
 * // `attachment; filename="3f…9a.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf`
 */
export function contentDisposition(
  kind: 'inline' | 'attachment',
  name: string | undefined,
  fallback: string,
) {
  const base = `${kind}; filename="${fallback}"`;
  return name ? `${base}; filename*=UTF-8''${encodeAttr(name)}` : base;
}
