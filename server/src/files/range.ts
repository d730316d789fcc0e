// The HTTP Range header (RFC 9110 §14) for downloads: one range of bytes. Several ranges, or a header
// we cannot read, are ignored (the whole file is sent, as the RFC allows); a range wholly past the end
// is unsatisfiable (416).
import type { ByteRange } from './backend.js';

export type RangeAsk = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * @example
 * parseRange('bytes=0-99', 1000); // { kind: 'part', range: { start: 0, end: 99 } }
 * parseRange('bytes=-100', 1000); // { kind: 'part', range: { start: 900, end: 999 } }
 * parseRange('bytes=2000-', 1000); // { kind: 'unsatisfiable' }
 */
export function parseRange(header: string | undefined, size: number): RangeAsk {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}
