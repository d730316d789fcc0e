// A designer write (save, rollback, import) and its refusals, read without the shared error notification:
// the designer shows the issues (400) or the data-losing changes (409) itself and asks for a confirmation.
// Kept apart from ../api.ts, which uses it, so neither imports the other.
import { http, type ApiEnvelope } from '../../../runtime/core';

/** One problem as the server sends it (the same shape as ../api.ts SchemaIssue). */
export interface RefusalIssue {
  file: string;
  pointer: string;
  message: string;
  text: string;
}

/** A table change a save would make that could lose data (server/src/online/data-loss.ts). */
export interface DataLoss {
  field: string;
  column: string;
  change: 'removed' | 'typeNarrowed' | 'maxLengthLowered';
  from: string;
  to: string;
}

/** What the caller adds to a save: a note for its version, the data-losing fields accepted. */
export interface SaveExtras {
  note?: string;
  confirmDataLoss?: string[];
}

/** A write: done, refused with issues (400), or waiting for the data-losing fields to be confirmed (409). */
export type WriteOutcome<T> =
  | { ok: true; result: T; message: string }
  | { ok: false; message: string; issues: RefusalIssue[]; dataLoss: DataLoss[] };

interface RefusalBody {
  message?: string;
  result?: { issues?: RefusalIssue[]; dataLoss?: DataLoss[] } | null;
}

/**
 * Sends a designer write and reads a 400/409 refusal into issues and data losses; other errors throw.
 *
 * @example
 * const outcome = await designerWrite<StoredSchema>('put', '/online/schema/edit', { id, content });
 */
export async function designerWrite<T>(
  method: 'post' | 'put',
  url: string,
  body: unknown,
): Promise<WriteOutcome<T>> {
  try {
    const envelope = await http[method]<unknown, ApiEnvelope<T>>(url, body, { skipErrorHandler: true });
    return { ok: true, result: envelope.result, message: envelope.message };
  } catch (err) {
    const data = (err as { response?: { data?: RefusalBody } }).response?.data;
    const { issues, dataLoss } = data?.result ?? {};
    if (!issues && !dataLoss) throw err;
    return { ok: false, message: data?.message ?? '', issues: issues ?? [], dataLoss: dataLoss ?? [] };
  }
}
