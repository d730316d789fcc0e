// `x-storedFiles` properties: comma-joined ids of files the stored-file service (server/src/files/)
// holds, all of one category. A write may name only files of that category (ids the record already
// holds pass, so a file deleted from its list since does not block an edit), at most `max` of them;
// reads add `<field>_files` — what a page needs to offer the download and prove it: name, size,
// SHA-256, download count — and the names as `<field>_dictText` (lists, exports).
import type { StoredFileRef } from '../../../schemas/api/files.js';
import { message } from '../i18n/messages.js';
import { filePaths } from './model-files.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { Scope } from './scope.js';
import type { FieldError, Row } from './types.js';

/** Default `x-storedFiles.max`. */
export const STORED_FILES_MAX = 10;
const ID = /^[0-9a-f]{32}$/;
// The stored-file service's model (schemas/models/sys_file.json); it has no soft delete: a deleted
// file's row is gone.
const FILE_MODEL = 'sys_file';

const storedFileFields = new WeakMap<CompiledModel, readonly FieldInfo[]>();

/** The model's `x-storedFiles` properties, found once per model: every list page asks. */
function fieldsOf(scope: Scope): readonly FieldInfo[] {
  let fields = storedFileFields.get(scope.model);
  if (!fields) {
    fields = scope.model.fields.filter((f) => f.stored && f.def['x-storedFiles']);
    storedFileFields.set(scope.model, fields);
  }
  return fields;
}

/** The files of `category` among `ids`, by id (deleted rows are gone from sys_file: deletes remove them). */
async function filesById(scope: Scope, category: string, ids: readonly string[]) {
  const found = new Map<string, StoredFileRef>();
  const files = scope.registry.models.get(FILE_MODEL);
  if (ids.length === 0 || !files) return found;
  const col = (name: string) => files.byName.get(name)!.column;
  const rows = await Scope.system(scope.registry, files)
    .storedRows()
    .select([
      `${col('id')} as id`,
      `${col('name')} as name`,
      `${col('sizeBytes')} as size`,
      `${col('sha256')} as sha256`,
      `${col('downloadCount')} as downloads`,
    ])
    .where(col('category'), '=', category)
    .where(col('id'), 'in', [...ids])
    .execute();
  for (const row of rows) {
    found.set(String(row.id), {
      id: String(row.id),
      name: String(row.name),
      sizeBytes: Number(row.size),
      sha256: String(row.sha256),
      downloadCount: Number(row.downloads ?? 0),
    });
  }
  return found;
}

async function checkField(scope: Scope, field: FieldInfo, value: unknown, current: Row | undefined) {
  const spec = field.def['x-storedFiles']!;
  const error = (key: 'crudStoredFilesCount' | 'crudStoredFilesCategory', limit = 0): FieldError => ({
    field: field.name,
    message: message(scope.lang, key, { field: field.name, limit, category: spec.category }),
  });
  const ids = filePaths(value);
  const max = spec.max ?? STORED_FILES_MAX;
  if (ids.length > max) return { error: error('crudStoredFilesCount', max) };
  if (new Set(ids).size !== ids.length || ids.some((id) => !ID.test(id)))
    return { error: error('crudStoredFilesCategory') };
  const held = new Set(filePaths(current?.[field.column]));
  const fresh = ids.filter((id) => !held.has(id));
  const found = await filesById(scope, spec.category, fresh);
  if (fresh.some((id) => !found.has(id))) return { error: error('crudStoredFilesCategory') };
  return { value: ids.length === 0 ? null : ids.join(',') };
}

/**
 * Checks the `x-storedFiles` values of a write (by property name; `current` is the stored row on
 * edit) and normalises the good ones in place (`a, b` → `a,b`, empty → null).
 *
 * @example
 * const errors = await checkStoredFiles(scope, { files: 'f1,f2' }, undefined);
 */
export async function checkStoredFiles(scope: Scope, values: Row, current: Row | undefined) {
  const errors: FieldError[] = [];
  for (const field of fieldsOf(scope)) {
    const value = values[field.name];
    if (!Object.hasOwn(values, field.name) || value === null || value === undefined) continue;
    const checked = await checkField(scope, field, value, current);
    if (checked.error) errors.push(checked.error);
    else values[field.name] = checked.value;
  }
  return errors;
}

/**
 * Adds `<field>_files` and `<field>_dictText` (the names) to each record for `x-storedFiles`
 * properties, in the order the ids are stored; ids of files deleted since are left out.
 *
 * @example
 * await addStoredFiles(scope, records); // records[0].files_files[0].sha256
 */
export function addStoredFiles(scope: Scope, records: Row[]): Promise<void> | undefined {
  const fields = fieldsOf(scope);
  // Nothing to wait for on a model without stored files (most of them): no promise.
  return fields.length === 0 ? undefined : addFiles(scope, fields, records);
}

async function addFiles(scope: Scope, fields: readonly FieldInfo[], records: Row[]): Promise<void> {
  for (const field of fields) {
    if (scope.hidden.has(field.name)) continue;
    const ids = [...new Set(records.flatMap((r) => filePaths(r[field.name])))];
    const found = await filesById(scope, field.def['x-storedFiles']!.category, ids);
    for (const record of records) {
      const files = filePaths(record[field.name]).flatMap((id) => found.get(id) ?? []);
      record[`${field.name}_files`] = files;
      record[`${field.name}_dictText`] = files.length === 0 ? null : files.map((f) => f.name).join(',');
    }
  }
}
