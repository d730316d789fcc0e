// A write's file fields (x-file) must name files our upload endpoint stored for this model — the
// stored-path shape (`<table>/<32 hex>.<ext>`, so nothing can point outside DATA_DIR/files or at another
// model's folder) and a sys_upload_file row — of a kind and size the field accepts, one unless
// `multiple`; https links only where `allowExternal` says so. Values the record already holds pass.
import { message } from '../i18n/messages.js';
import { acceptsExt, EXTERNAL_URL, filePaths, maxBytesOf, MODEL_FILE_PATH } from './model-files.js';
import type { FieldInfo } from './model.js';
import type { Scope } from './scope.js';
import type { FieldError, Row } from './types.js';

async function storedSizes(scope: Scope, paths: string[]) {
  const { model, registry } = scope;
  if (paths.length === 0) return new Map<string, number>();
  // sys_upload_file is the server's own table (db/types.ts), not a model's.
  const rows = await registry.db
    .selectFrom('sys_upload_file')
    .select(['path', 'size_bytes'])
    .where('biz', '=', model.table)
    .where('path', 'in', paths)
    .execute();
  return new Map(rows.map((r) => [r.path, Number(r.size_bytes)]));
}

async function checkField(
  scope: Scope,
  field: FieldInfo,
  value: unknown,
  current: Row | undefined,
): Promise<FieldError | undefined> {
  const { model, lang } = scope;
  const file = field.def['x-file']!;
  const name = field.name;
  const error = (key: Parameters<typeof message>[1], limit?: number) => ({
    field: name,
    message: message(lang, key, { field: name, ...(limit === undefined ? {} : { limit }) }),
  });
  const paths = filePaths(value);
  if (paths.length > 1 && !file.multiple) return error('crudFileCount');
  const held = new Set(filePaths(current?.[field.column]));
  const fresh = paths.filter((p) => !held.has(p));
  const uploads: { path: string; ext: string }[] = [];
  for (const path of fresh) {
    if (EXTERNAL_URL.test(path)) {
      if (!file.allowExternal) return error('crudFileExternal');
      continue;
    }
    const match = MODEL_FILE_PATH.exec(path);
    if (!match || match[1] !== model.table) return error('crudFileUnknown');
    uploads.push({ path, ext: match[3]! });
  }
  const sizes = await storedSizes(
    scope,
    uploads.map((u) => u.path),
  );
  for (const { path, ext } of uploads) {
    const size = sizes.get(path);
    if (size === undefined) return error('crudFileUnknown');
    if (!acceptsExt(field, ext)) return error('crudFileType');
    if (size > maxBytesOf(field)) return error('crudFileSize', maxBytesOf(field) / 1024 / 1024);
  }
  return undefined;
}

/**
 * The file-field errors of a write (values by property name; `current` is the stored row on edit).
 *
 * @example
 * const errors = await checkFiles(scope, { attachment: 'biz_case/….pdf' }, undefined);
 */
export async function checkFiles(scope: Scope, values: Row, current: Row | undefined): Promise<FieldError[]> {
  const { model } = scope;
  const errors: FieldError[] = [];
  for (const field of model.fields) {
    if (!field.stored || !field.def['x-file'] || !Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    const error = await checkField(scope, field, value, current);
    if (error) errors.push(error);
  }
  return errors;
}
