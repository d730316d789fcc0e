// Reports for the stories and the unit test: a grouped report with a bar chart and a plain paged one
// over a dozen work orders, answered by an in-memory endpoint the way server/src/online/REPORTS.md
// describes the api routes (columns, search form, rows with `<field>_dictText`, export), and a report
// page served from a schema source of its own.
import type { MemoryEndpoint } from '../../core';
import { registerSchemaSource } from '../../render';
import type { ReportPageSchema } from '../../render/schemaLite';
import type { ReportMeta, ReportQueryField, ReportRecord } from './reportApi';

export const STORY_REPORT_ID = 'story.report';

export const STORY_REPORT_PAGE: ReportPageSchema = {
  id: STORY_REPORT_ID,
  kind: 'report',
  title: { $t: 'story.report.title', default: '报表' },
  i18n: {
    'zh-CN': { 'story.report.title': '报表' },
    'en-US': { 'story.report.title': 'Report' },
  },
};

/**
 * Serves the story's report page (its report named by the `code` param) from a schema source of its own.
 *
 * @example
 * registerReportStorySource(); render(<SchemaPage pageId={STORY_REPORT_ID} params={{ code: 'caseStatusSummary' }} />);
 */
export function registerReportStorySource(page: ReportPageSchema = STORY_REPORT_PAGE): void {
  registerSchemaSource({
    name: 'story-report',
    pages: () => [],
    loadPage: async (id) =>
      id === STORY_REPORT_ID ? { path: 'schemas/pages/story/report.json', value: page } : undefined,
    loadModel: async () => undefined,
  });
}

const LABELS: Record<string, Record<string, string>> = {
  priority: { H: '高', M: '中', L: '低' },
  status: { '0': '新建', '1': '处理中', '2': '待客户反馈', '3': '已解决', '4': '已关闭' },
};

const SCORES = [5, 4, 3, 4, 2, 5, 3, 4, 5, 1, 4, 3];

/**
 * The work orders the reports read: priority cycles H M L, status 0–4, one per day from 2026-11-01;
 * the scores make averages that need rounding (4.67 for 新建).
 */
export const STORY_CASES: ReportRecord[] = Array.from({ length: 12 }, (_, i) => ({
  caseNo: `CS2026110${String(i + 1).padStart(2, '0')}`,
  title: ['实例无法登录', '存储桶跨域', '数据库连接超时', '健康检查异常'][i % 4],
  priority: ['H', 'M', 'L'][i % 3],
  status: String(i % 5),
  score: SCORES[i],
  createTime: `2026-11-${String(i + 1).padStart(2, '0')} 09:00:00`,
}));

interface StoryReport {
  meta: ReportMeta;
  query: ReportQueryField[];
}

/** Work orders per status, with the average score; searched by priority. */
export const STATUS_SUMMARY: StoryReport = {
  meta: {
    code: 'caseStatusSummary',
    name: '工单状态统计',
    model: 'biz_case',
    columns: [
      { field: 'status', label: '状态', dict: 'case_status', dictText: true, type: 'string' },
      { field: 'cnt', label: '数量', dictText: false, aggregate: 'count', type: 'integer' },
      { field: 'avgScore', label: '平均评分', dictText: false, aggregate: 'avg', type: 'number' },
    ],
    groupBy: ['status'],
    chart: { type: 'bar', x: 'status', y: 'cnt' },
    paged: false,
    exportable: true,
  },
  query: [{ field: 'priority', label: '优先级', op: 'eq', dict: 'priority', type: 'string' }],
};

/** Every work order, paged; searched by status (a list) and creation time (a range). */
export const CASE_DETAIL: StoryReport = {
  meta: {
    code: 'caseDetail',
    name: '工单明细',
    model: 'biz_case',
    columns: [
      { field: 'caseNo', label: '工单编号', dictText: false, type: 'string' },
      { field: 'title', label: '标题', dictText: false, type: 'string' },
      { field: 'priority', label: '优先级', dict: 'priority', dictText: true, type: 'string' },
      { field: 'status', label: '状态', dict: 'case_status', dictText: true, type: 'string' },
      { field: 'createTime', label: '创建时间', dictText: false, type: 'string' },
    ],
    groupBy: [],
    paged: true,
    exportable: false,
  },
  query: [
    { field: 'status', label: '状态', op: 'in', dict: 'case_status', type: 'string' },
    { field: 'createTime', label: '创建时间', op: 'between', type: 'string', format: 'datetime' },
  ],
};

export const STORY_REPORTS: Record<string, StoryReport> = {
  [STATUS_SUMMARY.meta.code]: STATUS_SUMMARY,
  [CASE_DETAIL.meta.code]: CASE_DETAIL,
};

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

/**
 * A row with the `<field>_dictText` labels the server adds for its dictionary fields.
 *
 * @example
 * labelled({ status: '1' }).status_dictText; // '处理中'
 */
export const labelled = (row: ReportRecord): ReportRecord => ({
  ...row,
  ...Object.fromEntries(
    Object.entries(LABELS).map(([field, labels]) => [
      `${field}_dictText`,
      labels[String(row[field])] ?? null,
    ]),
  ),
});

/** The rows matching the search-form parameters of getData (eq, comma list, `_begin` / `_end`). */
function searched(params: Record<string, unknown>): ReportRecord[] {
  const text = (key: string) => (params[key] === undefined ? '' : String(params[key]));
  return STORY_CASES.filter(
    (row) =>
      (!text('priority') || row.priority === text('priority')) &&
      (!text('status') || text('status').split(',').includes(String(row.status))) &&
      (!text('createTime_begin') || String(row.createTime) >= text('createTime_begin')) &&
      (!text('createTime_end') || String(row.createTime) <= text('createTime_end')),
  );
}

function grouped(rows: ReportRecord[]): ReportRecord[] {
  const groups = new Map<string, ReportRecord[]>();
  for (const row of rows) groups.set(String(row.status), [...(groups.get(String(row.status)) ?? []), row]);
  return [...groups.entries()]
    .map(([status, members]) =>
      labelled({
        status,
        cnt: members.length,
        avgScore: members.reduce((sum, r) => sum + Number(r.score), 0) / members.length,
      }),
    )
    .sort((a, b) => Number(b.cnt) - Number(a.cnt));
}

function data(report: StoryReport, params: Record<string, unknown>) {
  const rows = searched(params);
  if (!report.meta.paged) {
    const groups = grouped(rows);
    return { records: groups, total: groups.length };
  }
  const pageNo = Number(params.pageNo ?? 1);
  const pageSize = Number(params.pageSize ?? 10);
  const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(labelled);
  return { records: page, total: rows.length };
}

/**
 * The report api routes over STORY_REPORTS; other paths are left to the next endpoint.
 *
 * @example
 * server.intercept = reportEndpoint;
 */
export const reportEndpoint: MemoryEndpoint = ({ path, params }) => {
  const route = /^\/online\/cgreport\/api\/(getRpColumns|getQueryInfo|getData|exportXls)\/([^/]+)$/.exec(
    path,
  );
  if (!route) return undefined;
  const report = STORY_REPORTS[decodeURIComponent(route[2]!)];
  if (!report) return { success: false, code: 404, message: '报表不存在', result: null, timestamp: 0 };
  switch (route[1]) {
    case 'getRpColumns':
      return ok(report.meta);
    case 'getQueryInfo':
      return ok(report.query);
    case 'getData':
      return ok(data(report, params));
    default:
      return new Blob(['PK fake xlsx'], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
  }
};
