// Display filters of list and detail values (SPEC §9): thousands separators for numbers, dates as
// YYYY-MM-DD HH:mm:ss by default, and an ellipsis after 25 characters.
import dayjs from 'dayjs';
import { DEFAULT_ELLIPSIS } from '../schemaLite';

/** The default date format of lists and details. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * A number with thousands separators; the decimals are kept as they are. Non-numbers come back as text.
 *
 * @example
 * formatNumber(1234567.5); // '1,234,567.5'
 * formatNumber('-9876'); // '-9,876'
 */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, decimals = ''] = match;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`;
}

/**
 * Removes thousands separators typed or shown in a number input.
 *
 * @example
 * parseNumber('1,234.5'); // '1234.5'
 */
export function parseNumber(text: string | undefined): string {
  return (text ?? '').replace(/,/g, '');
}

/**
 * A date or datetime value in the given dayjs format; unparsable values come back as they are.
 *
 * @example
 * formatDate('2026-11-21T08:30:00', 'YYYY-MM-DD'); // '2026-11-21'
 */
export function formatDate(value: unknown, format = DATETIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value as string | number | Date);
  return date.isValid() ? date.format(format) : String(value);
}

/**
 * Cuts a text after `length` characters (default 25) with '...'; `truncated` tells whether it did.
 *
 * @example
 * ellipsis('a'.repeat(30)); // { text: 'aaaaaaaaaaaaaaaaaaaaaaaaa...', truncated: true }
 */
export function ellipsis(
  value: unknown,
  length: number = DEFAULT_ELLIPSIS,
): { text: string; truncated: boolean } {
  const text = value === null || value === undefined ? '' : String(value);
  const chars = [...text];
  if (chars.length <= length) return { text, truncated: false };
  return { text: `${chars.slice(0, length).join('')}...`, truncated: true };
}

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
