// How stored files' facts read in lists: sizes in binary units, digests cut short, extensions.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A size in bytes as people read it (1024-based, one decimal below 10 units).
 *
 * @example
 * formatBytes(1_258_291); // '1.2 MB'
 * formatBytes(512); // '512 B'
 */
export function formatBytes(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const bytes = Number(value);
  if (!Number.isFinite(bytes) || bytes < 0) return String(value);
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || size >= 10 ? 0 : 1;
  return `${size.toFixed(digits)} ${UNITS[unit]}`;
}

/** Characters of a digest a list shows: enough to tell files apart at a glance. */
export const SHORT_HASH_LENGTH = 12;

/**
 * The first characters of a hex digest.
 *
 * @example
 * shortHash('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'); // '9f86d081884c'
 */
export function shortHash(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, SHORT_HASH_LENGTH) : '';
}

/**
 * A file name's extension, lower case, without the dot ('' when there is none).
 *
 * @example
 * extOf('Report.PDF'); // 'pdf'
 */
export function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The file name a download's Content-Disposition gives (RFC 6266 `filename*` first), or undefined.
 *
 * @example
 * fileNameFromDisposition("attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf"); // '报告.pdf'
 */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const star = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]!).trim() : '';
  return name || undefined;
}
