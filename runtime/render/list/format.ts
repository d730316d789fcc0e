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
