// The designer's local history (SPEC §3 "table enhancement record", kept under `enhance_<code>`): each
// time an edited document is saved from this browser, its text is recorded under the document's name,
// at most ENHANCE_MAX (16) per name, as JeecgBoot's designer keeps the drafts of its JS enhancements. An
// edit the server refused, or one overwritten since, can be brought back into the editor from here.
import { enhanceRecords, type EnhanceRecord } from '../../runtime/core';
import type { StoredKind } from './api';

/** One saved draft: the document's text, its kind and when it was saved (ms). */
export interface DraftRecord extends EnhanceRecord {
  str: string;
  type: StoredKind;
  date: number;
}

function isDraftRecord(record: EnhanceRecord): record is DraftRecord {
  return typeof record.str === 'string' && typeof record.date === 'number';
}

/** The records' code for a document: its name, or one shared code while the name is unknown. */
export function historyCode(name: string | null | undefined): string {
  return `designer:${name ?? 'draft'}`;
}

/**
 * Records `text` as a draft of `name`, newest last; the oldest beyond 16 are dropped.
 *
 * @example
 * recordDraft('biz_visit', 'model', text);
 */
export function recordDraft(
  name: string | null | undefined,
  type: StoredKind,
  text: string,
  now = Date.now(),
) {
  enhanceRecords.add({ code: historyCode(name), str: text, type, date: now });
}

/** The drafts recorded for `name`, newest first. */
export function draftsOf(name: string | null | undefined): DraftRecord[] {
  return enhanceRecords.list(historyCode(name)).filter(isDraftRecord).reverse();
}

/** Forgets the drafts of `name`. */
export function clearDrafts(name: string | null | undefined): void {
  enhanceRecords.clear(historyCode(name));
}
