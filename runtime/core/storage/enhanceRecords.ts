import { ENHANCE_MAX } from '../constants';
import { ENHANCE_PRE } from './keys';
import { ls } from './localStore';

/** A table enhancement record (SPEC §3): what it is for is named by its `code`. */
export interface EnhanceRecord {
  code: string;
  [field: string]: unknown;
}

function isRecord(value: unknown): value is EnhanceRecord {
  return typeof value === 'object' && value !== null && typeof (value as EnhanceRecord).code === 'string';
}

/**
 * The table enhancement records kept per code in local storage under `enhance_<code>` (SPEC §3, §9): a
 * list of at most 16 (ENHANCE_MAX), newest last, the oldest dropped when a 17th arrives.
 *
 * @example
 * enhanceRecords.add({ code: 'biz_case', js: 'onlChange() {…}' });
 * enhanceRecords.list('biz_case'); // [{ code: 'biz_case', js: … }]
 */
export const enhanceRecords = {
  /** The records kept for `code`, oldest first; [] when none (or the stored value is unreadable). */
  list(code: string): EnhanceRecord[] {
    const stored = ls.get<unknown>(ENHANCE_PRE + code);
    return Array.isArray(stored) ? stored.filter(isRecord) : [];
  },
  /** Appends a record under its own code, keeping the newest ENHANCE_MAX; returns the kept list. */
  add(record: EnhanceRecord): EnhanceRecord[] {
    const kept = [...enhanceRecords.list(record.code), record].slice(-ENHANCE_MAX);
    ls.set(ENHANCE_PRE + record.code, kept);
    return kept;
  },
  /** Forgets the records of one code. */
  clear(code: string): void {
    ls.remove(ENHANCE_PRE + code);
  },
};
