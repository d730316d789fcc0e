// The calls a list page makes besides listing (api-contract §2.4–2.6): delete one record, delete a
// batch, export the current filters or selection as .xlsx, and import a workbook.
import { ApiError, deleteAction, downFile, getAction, uploadAction, type ApiEnvelope } from '../../core';
import type { ListParams } from './listQuery';

/** A list response: the contract's page, or a plain array from endpoints that do not page. */
export interface ListPageResult<T> {
  records: T[];
  total: number;
  /** The endpoint answered every row at once (a plain array): the list pages and filters them itself. */
  all?: boolean;
}

/**
 * Reads a list envelope's result, accepting a page or a plain array.
 *
 * @example
 * pageOf({ records: [a], total: 1 }); // { records: [a], total: 1 }
 * pageOf([a, b]); // { records: [a, b], total: 2, all: true }
 */
export function pageOf<T>(result: unknown): ListPageResult<T> {
  if (Array.isArray(result)) return { records: result as T[], total: result.length, all: true };
  const page = (result ?? {}) as { records?: T[]; total?: number | string };
  const records = Array.isArray(page.records) ? page.records : [];
  return { records, total: Number(page.total ?? records.length) };
}

/**
 * GET a page of records; rejects with an ApiError when the server refuses the query.
 *
 * @example
 * const { records, total } = await fetchList('/sys/dict/list', { pageNo: 1, pageSize: 10 });
 */
export async function fetchList<T>(url: string, params: ListParams): Promise<ListPageResult<T>> {
  const envelope = await getAction<unknown>(url, params);
  if (!envelope.success) throw new ApiError(envelope);
  return pageOf<T>(envelope.result);
}

/** A delete action's own endpoint (a hand-written API): `?ids=a,b` when `batch`, else `?id=`. */
export interface DeleteEndpoint {
  url: string;
  batch: boolean;
}

/**
 * Deletes records: `DELETE <base>/delete?id=` for one, `DELETE <base>/deleteBatch?ids=a,b` for more,
 * or the action's own endpoint.
 *
 * @example
 * await deleteRecords('/sys/dict', ['a', 'b']); // DELETE /sys/dict/deleteBatch?ids=a,b
 * await deleteRecords('', ['r1'], { url: '/sys/permission/deletePermissionRule', batch: false });
 */
export async function deleteRecords(
  basePath: string,
  ids: readonly (string | number)[],
  endpoint?: DeleteEndpoint,
): Promise<ApiEnvelope> {
  const envelope = endpoint
    ? await deleteAction(endpoint.url, endpoint.batch ? { ids: ids.join(',') } : { id: ids[0] })
    : ids.length === 1
      ? await deleteAction(`${basePath}/delete`, { id: ids[0] })
      : await deleteAction(`${basePath}/deleteBatch`, { ids: ids.join(',') });
  if (!envelope.success) throw new ApiError(envelope);
  return envelope;
}

/**
 * Downloads `<base>/exportXls` with the given query (filters, sort and `selections`).
 *
 * @example
 * const blob = await exportRecords('/sys/dict', { dictName: '*性别*', selections: 'a,b' });
 */
export function exportRecords(basePath: string, query: ListParams): Promise<Blob> {
  return downFile(`${basePath}/exportXls`, query);
}

/** The import summary (contract §2.6) with the per-row errors the server lists. */
export interface ImportSummary {
  /** true when every row was imported. */
  allImported: boolean;
  /** Rows were written (all, or the valid ones when asked). */
  imported: boolean;
  message: string;
  totalCount?: number;
  successCount?: number;
  errorCount?: number;
  errors: { row?: number; message: string }[];
  /** The server's error log of the rows (an .xlsx under the API base), when it wrote one. */
  logUrl?: string;
}

const count = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

function rowErrors(result: Record<string, unknown>): ImportSummary['errors'] {
  const list = result.errors ?? result.errorList ?? result.rows;
  if (Array.isArray(list)) {
    return list.map((item) => {
      if (typeof item === 'string') return { message: item };
      const entry = (item ?? {}) as { row?: unknown; line?: unknown; message?: unknown; msg?: unknown };
      return { row: count(entry.row ?? entry.line), message: String(entry.message ?? entry.msg ?? '') };
    });
  }
  // Older servers put the per-line messages in `msg`, one per line.
  return typeof result.msg === 'string'
    ? result.msg
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((message) => ({ message }))
    : [];
}

/**
 * Reads an importExcel envelope: all rows imported (`success`, code 200), some with errors (code 201
 * with counts), or none because some rows are wrong (`success: false` with counts and row errors).
 *
 * @example
 * summaryOf({ success: true, code: 201, message: '文件导入成功，但有错误。', result: { totalCount: 3, errorCount: 1 } });
 */
export function summaryOf(envelope: ApiEnvelope<unknown>): ImportSummary {
  const result = (
    typeof envelope.result === 'object' && envelope.result !== null ? envelope.result : {}
  ) as Record<string, unknown>;
  const errors = rowErrors(result);
  const errorCount = count(result.errorCount) ?? (errors.length > 0 ? errors.length : undefined);
  const partial = Number(envelope.code) === 201 || (errorCount ?? 0) > 0;
  return {
    allImported: envelope.success && !partial,
    imported: envelope.success,
    message: envelope.message,
    totalCount: count(result.totalCount),
    successCount: count(result.successCount),
    errorCount,
    errors,
    ...(typeof result.fileUrl === 'string' && result.fileUrl !== '' ? { logUrl: result.fileUrl } : {}),
  };
}

/**
 * Uploads a workbook to `<base>/importExcel` (multipart `file`); `validOnly` asks the server to import
 * the valid rows of a file that has errors. Resolves with the summary, including refusals.
 *
 * @example
 * const summary = await importRecords('/sys/dict', file);
 * if (!summary.allImported) showRows(summary.errors);
 */
export async function importRecords(basePath: string, file: File, validOnly = false): Promise<ImportSummary> {
  const form = new FormData();
  form.append('file', file);
  if (validOnly) form.append('importValid', 'true');
  const url = validOnly ? `${basePath}/importExcel?importValid=true` : `${basePath}/importExcel`;
  try {
    // A 400 is the server's answer about the file (bad rows, no rows): the import dialog shows it.
    return summaryOf(await uploadAction(url, form, { quietStatuses: [400] }));
  } catch (err) {
    const data = (err as { response?: { data?: unknown } }).response?.data;
    if (typeof data !== 'object' || data === null || !('success' in data)) throw err;
    const envelope = data as ApiEnvelope;
    const result = envelope.result as { totalCount?: unknown } | null | undefined;
    // Without row counts the refusal concerns the file itself; its message is the whole story.
    if (result?.totalCount === undefined) throw new Error(envelope.message);
    return summaryOf(envelope);
  }
}
