// Uploading one file (multipart, SPEC §7) and reading where the server stored it.
import { uploadAction } from '../../core';

/** The default upload endpoint (api-contract §4.11). */
export const UPLOAD_URL = '/sys/common/upload';

/**
 * Posts a file as multipart `file` (plus `biz`, the folder) and resolves with its stored path: the
 * envelope's `result` when it is a string, else its `message` (where JeecgBoot puts it).
 *
 * @example
 * const path = await uploadFile(file, { biz: 'biz_case' }); // 'biz_case/3f…9a.pdf'
 */
export async function uploadFile(
  file: File,
  { url = UPLOAD_URL, biz }: { url?: string; biz?: string },
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  if (biz) form.append('biz', biz);
  const envelope = await uploadAction<unknown>(url, form);
  if (!envelope.success) throw new Error(envelope.message);
  const path = typeof envelope.result === 'string' && envelope.result ? envelope.result : envelope.message;
  if (!path) throw new Error('no path');
  return path;
}

/**
 * The stored paths of an upload field's value (a path, comma-joined paths, or a list).
 *
 * @example
 * pathsOf('a/1.pdf,a/2.pdf'); // ['a/1.pdf', 'a/2.pdf']
 */
export function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Whether a file fits the field's `accept` list (MIME types, `type/*` or extensions).
 *
 * @example
 * accepts(file, 'image/*,.pdf');
 */
export function accepts(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return file.type.startsWith(rule.slice(0, -1));
      return file.type === rule;
    });
}
