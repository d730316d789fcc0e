// The calls of the report page kind and the designer (server/src/online/REPORTS.md), typed. Reads
// reject with an ApiError when the envelope says `success: false`; the HTTP client has already told the
// user about transport errors unless the call asked to stay quiet.
import type { CatalogModel, ReportColumnInfo } from '../../../schemas/api/reports';
import { ApiError, getAction, http, type ApiEnvelope } from '../../core';

export type { CatalogField, CatalogModel, ReportColumnInfo } from '../../../schemas/api/reports';

export type ChartType = 'bar' | 'line' | 'pie';
export interface ReportChartSpec {
  type: ChartType;
  x: string;
  y: string;
}

/** getRpColumns: what a report shows before its data. */
export interface ReportMeta {
  code: string;
  name: string;
  model: string;
  columns: ReportColumnInfo[];
  groupBy: string[];
  chart?: ReportChartSpec;
  /** Plain reports page; grouped ones answer every group at once. */
  paged: boolean;
  exportable: boolean;
}

/** getQueryInfo: one search-form field per filter the reader fills. */
export interface ReportQueryField {
  field: string;
  label: string;
  op: string;
  dict?: string;
  type: string;
  format?: string;
}

export type ReportRecord = Record<string, unknown>;
export interface ReportRows {
  records: ReportRecord[];
  total: number;
}

export const REPORT_API = '/online/cgreport/api';
export const REPORT_HEAD = '/online/cgreport/head';

async function read<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const envelope = await getAction<T>(url, params);
  if (!envelope.success) throw new ApiError(envelope);
  return envelope.result;
}

const path = (name: string, code: string) => `${REPORT_API}/${name}/${encodeURIComponent(code)}`;

/**
 * The columns and search form of a report.
 *
 * @example
 * const { meta, query } = await readReportMeta('caseStatusSummary');
 */
export async function readReportMeta(code: string) {
  const [meta, query] = await Promise.all([
    read<ReportMeta>(path('getRpColumns', code)),
    read<ReportQueryField[]>(path('getQueryInfo', code)),
  ]);
  return { meta, query };
}

/**
 * One page of a report's rows for the search values (already query parameters).
 *
 * @example
 * await readReportRows('caseStatusSummary', { priority: 'H', pageNo: 1, pageSize: 10 });
 */
export function readReportRows(code: string, params: Record<string, unknown>): Promise<ReportRows> {
  return read<ReportRows>(path('getData', code), params);
}

/** The export URL of a report (downFile adds the token). */
export const reportExportUrl = (code: string) => path('exportXls', code);

/** Models the caller may build reports over (or a data source's tables), each with its properties. */
export function readReportCatalog(dbSource?: string): Promise<CatalogModel[]> {
  return read<CatalogModel[]>(`${REPORT_HEAD}/models`, dbSource ? { dbSource } : undefined);
}

/** A draft's first rows, or the server's field errors (400) without a notification: they show inline. */
export type PreviewOutcome =
  | ({ ok: true; columns: ReportColumnInfo[] } & ReportRows)
  | { ok: false; errors: { field: string; message: string }[]; message: string };

/**
 * Runs a draft definition as the designer types it.
 *
 * @example
 * const outcome = await previewReport('biz_case', JSON.stringify(definition));
 */
export async function previewReport(
  model: string,
  definition: string,
  dbSource?: string,
): Promise<PreviewOutcome> {
  try {
    const envelope = await http.post<unknown, ApiEnvelope<{ columns: ReportColumnInfo[] } & ReportRows>>(
      `${REPORT_HEAD}/preview`,
      { model, definition, ...(dbSource ? { dbSource } : {}) },
      { quietStatuses: [400] },
    );
    if (!envelope.success) return { ok: false, errors: [], message: envelope.message };
    return { ok: true, ...envelope.result };
  } catch (error) {
    const data = (error as { response?: { data?: ApiEnvelope<{ errors?: [] } | null> } }).response?.data;
    if (!data) throw error;
    return { ok: false, errors: data.result?.errors ?? [], message: data.message };
  }
}
