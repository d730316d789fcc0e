// Storage keys are ours: `<category>/<yyyy>/<mm>/<32 hex>` for stored files, and
// `oss/<yyyy>/<mm>/<32 hex>/<checked name>` for objects uploaded through the object-storage list.
// Nothing a client sends becomes part of a key except that checked name.
import { randomBytes } from 'node:crypto';
import type { FileCategory } from '../../../schemas/api/files.js';
import { isSafeName } from './names.js';

const pad = (n: number) => String(n).padStart(2, '0');
const month = (now: Date) => `${now.getFullYear()}/${pad(now.getMonth() + 1)}`;

/**
 * A fresh key for a stored file.
 *
 * @example
 * newFileKey('general'); // 'general/2026/11/3f…9a'
 */
export function newFileKey(category: FileCategory, now = new Date()): string {
  return `${category}/${month(now)}/${randomBytes(16).toString('hex')}`;
}

/** A fresh key for an object uploaded through the object-storage list, ending in its checked name. */
export function newOssKey(name: string, now = new Date()): string {
  return `oss/${month(now)}/${randomBytes(16).toString('hex')}/${name}`;
}

/** A key segment: what names allow, and never '.' (a key maps to a path on the local disk). */
const isSafeSegment = (segment: string) =>
  segment !== '.' && !segment.startsWith('.') && isSafeName(segment) && Buffer.byteLength(segment) <= 240;

/**
 * Whether an object key may be read or deleted through the object-storage routes (and mapped to a
 * path under the local store): 1-1024 characters of safe segments, no '..', no leading '/'.
 *
 * @example
 * isSafeKey('general/2026/11/3f…9a'); // true
 * isSafeKey('../app.db'); // false
 */
export function isSafeKey(key: string): boolean {
  return key.length >= 1 && key.length <= 1024 && key.split('/').every(isSafeSegment);
}

/**
 * Whether a listing prefix is safe: '' or safe segments, optionally ending in '/'.
 *
 * @example
 * isSafePrefix('general/2026/'); // true
 */
export function isSafePrefix(prefix: string): boolean {
  if (prefix === '') return true;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return trimmed !== '' && isSafeKey(trimmed);
}
