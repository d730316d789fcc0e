// Files of model fields (x-file): what the upload endpoint stores for a model (`biz` = its table) and how
// a stored path looks. A name is ours (32 random hex digits) with the extension the content shows — by
// its magic bytes, or for the Office/zip and text kinds by the client's extension checked against the
// content — so a stored path can neither traverse folders nor pose as another type.
import { fileTypeOf } from './file-types.js';
import type { CompiledModel, FieldInfo } from './model.js';

export { detectFile, FILE_TYPES, fileTypeOf, type FileExt } from './file-types.js';

/** A model file's stored path: `<table>/<32 hex>.<ext>`, relative to DATA_DIR/files. */
export const MODEL_FILE_PATH =
  /^([a-z][a-z0-9_]{0,62})\/([0-9a-f]{32})\.(png|jpg|gif|webp|pdf|zip|docx|xlsx|pptx|txt|csv)$/;
/** https URLs a field with x-file.allowExternal may hold instead. */
export const EXTERNAL_URL = /^https:\/\/[^\s,]{1,2000}$/;

const DEFAULT_MAX_MB = 10;
/** No model file may exceed this, whatever its schema says. */
export const MODEL_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The x-file fields of a model.
 *
 * @example
 * fileFields(caseModel).map((f) => f.name); // ['attachment']
 */
export function fileFields(model: CompiledModel): FieldInfo[] {
  return model.fields.filter((f) => f.stored && f.def['x-file']);
}

/**
 * A field's size limit in bytes (x-file.maxSizeMB, default 10 MB, never above 50 MB).
 *
 * @example
 * maxBytesOf(attachmentField); // 10485760
 */
export function maxBytesOf(field: FieldInfo): number {
  return Math.min((field.def['x-file']?.maxSizeMB ?? DEFAULT_MAX_MB) * 1024 * 1024, MODEL_FILE_MAX_BYTES);
}

/**
 * Whether a stored file's extension fits a field's x-file (`accept` of MIME types, `type/*` or
 * extensions; `image: true` wants an image).
 *
 * @example
 * acceptsExt(attachmentField, 'pdf'); // true when accept is absent or lists .pdf or application/pdf
 */
export function acceptsExt(field: FieldInfo, ext: string): boolean {
  const file = field.def['x-file'];
  const type = fileTypeOf(ext);
  if (!file || !type) return false;
  if (file.image && !type.image) return false;
  if (!file.accept) return true;
  return file.accept.some((rule) => {
    if (rule.startsWith('.')) return rule.slice(1) === ext || (rule === '.jpeg' && ext === 'jpg');
    if (rule.endsWith('/*')) return type.contentType.startsWith(rule.slice(0, -1));
    return type.contentType === rule;
  });
}

/**
 * The paths a file field's value holds (a path, comma-joined paths, or a list).
 *
 * @example
 * filePaths('biz_case/a.pdf,biz_case/b.pdf'); // ['biz_case/a.pdf', 'biz_case/b.pdf']
 */
export function filePaths(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((v) => String(v).trim()).filter((v) => v !== '');
}

/**
 * How GET /sys/common/static serves a stored model file: its type, and inline for images only (other
 * kinds download, so nothing uploaded can run in our origin).
 *
 * @example
 * staticFileOf('biz_case/3f…9a.pdf'); // { contentType: 'application/pdf', inline: false, name: '3f…9a.pdf' }
 */
export function staticFileOf(path: string): { contentType: string; inline: boolean; name: string } | null {
  const match = MODEL_FILE_PATH.exec(path);
  const type = match ? fileTypeOf(match[3]!) : undefined;
  return match && type
    ? { contentType: type.contentType, inline: type.image, name: `${match[2]}.${match[3]}` }
    : null;
}
