// What a client may name: file names, folder paths and categories are checked here, never trusted.
// A name is only ever shown and sent back in Content-Disposition; the bytes live under a key of ours
// (keys.ts), so a name cannot reach the disk or the bucket.
import { FILE_CATEGORIES, type FileCategory } from '../../../schemas/api/files.js';

export const NAME_MAX = 200;
export const FOLDER_SEGMENT_MAX = 64;
export const FOLDER_MAX = 255;
export const FOLDER_DEPTH_MAX = 10;

/** Control characters, and the bidirectional overrides that make 'gpj.exe' display as 'exe.jpg'. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether a display name may be stored: 1-200 characters, no '/', '\\', '..', NUL or control
 * characters, not blank.
 *
 * @example
 * isSafeName('报告 2026.pdf'); // true
 * isSafeName('../etc/passwd'); // false
 */
export function isSafeName(name: string): boolean {
  return (
    name.length >= 1 &&
    name.length <= NAME_MAX &&
    name.trim() !== '' &&
    !name.includes('/') &&
    !name.includes('\\') &&
    !name.includes('..') &&
    !UNSAFE.test(name)
  );
}

/** One folder segment: 1-64 characters, none of the name's forbidden ones, no ':' '*' '?' '"' '<' '>' '|'. */
function isSafeSegment(segment: string): boolean {
  return (
    segment.length <= FOLDER_SEGMENT_MAX &&
    segment.trim() === segment &&
    isSafeName(segment) &&
    segment !== '.' &&
    !/[:*?"<>|]/.test(segment)
  );
}

/**
 * Whether a folder path may be stored: '' (the root) or segments joined by '/', at most 10 deep and
 * 255 characters.
 *
 * @example
 * isSafeFolder('2026/Q4'); // true
 * isSafeFolder('a//b'); // false
 */
export function isSafeFolder(folder: string): boolean {
  if (folder === '') return true;
  if (folder.length > FOLDER_MAX) return false;
  const segments = folder.split('/');
  return segments.length <= FOLDER_DEPTH_MAX && segments.every(isSafeSegment);
}

/** A folder and every folder above it: 'a/b/c' → ['a', 'a/b', 'a/b/c']. */
export function folderAndAncestors(folder: string): string[] {
  if (folder === '') return [];
  const segments = folder.split('/');
  return segments.map((_, i) => segments.slice(0, i + 1).join('/'));
}

/**
 * The lower-case extension of a name ('' without one): the text after the last '.', 1-16 letters or
 * digits.
 *
 * @example
 * extOf('backup.TAR.GZ'); // 'gz'
 */
export function extOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,16})$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

export function isCategory(value: unknown): value is FileCategory {
  return typeof value === 'string' && Object.hasOwn(FILE_CATEGORIES, value);
}

/** Extensions of programs and scripts, refused by every category (even those accepting any type). */
export const EXECUTABLE_EXTS: ReadonlySet<string> = new Set([
  'exe',
  'dll',
  'com',
  'scr',
  'msi',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'sh',
]);

/**
 * Whether `category` takes files with this extension: one of its `accept` list, or for a category
 * accepting any type, anything but a program.
 *
 * @example
 * acceptsExt('document', 'pdf'); // true
 * acceptsExt('general', 'exe'); // false
 */
export function acceptsExt(category: FileCategory, ext: string): boolean {
  if (EXECUTABLE_EXTS.has(ext)) return false;
  const accept: readonly string[] | null = FILE_CATEGORIES[category].accept;
  return accept === null || accept.includes(ext);
}

/** What a 415 names where any type but programs is accepted. */
export function anyButPrograms(lang: 'zh-CN' | 'en-US'): string {
  return lang === 'en-US' ? 'any type except programs' : '除可执行程序外的任意类型';
}

/** What the 415 names: the category's accepted extensions, or 'any type but programs'. */
export function acceptedText(category: FileCategory, lang: 'zh-CN' | 'en-US'): string {
  const accept: readonly string[] | null = FILE_CATEGORIES[category].accept;
  return accept ? accept.map((e) => `.${e}`).join(', ') : anyButPrograms(lang);
}

/** The category's size limit in bytes. */
export function maxBytesOf(category: FileCategory): number {
  return FILE_CATEGORIES[category].maxMB * 1024 * 1024;
}
