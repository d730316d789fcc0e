// A dashboard for the stories and the unit test, over the in-memory server's work orders: a count and
// a chart from `{x-api}/aggregate` (grouped and labelled from the rows the server holds, the way
// schemas/api/dashboard.ts describes it), the signed-in user's open work orders, quick links, and two
// cards whose sources fail (a 500 and a 403) next to them.
import type { AggregatePoint, AggregateResult } from '../../../schemas/api/dashboard';
import type { MemoryEndpoint, MemoryRequest } from '../../core';
import { registerSchemaSource } from '../../render';
import type { DashboardPageSchema } from '../../render/schemaLite';

export const STORY_DASHBOARD_ID = 'story.dashboard';

const text = (key: string, zh: string, en: string) => ({ key, zh, en });
const TEXTS = [
  text('title', '工作概览', 'Overview'),
  text('count', '工单总数', 'Work orders'),
  text('byStatus', '工单状态', 'By status'),
  text('mine', '我的待办工单', 'My open work orders'),
  text('links', '快捷入口', 'Shortcuts'),
  text('linkCases', '工单列表', 'Work orders'),
  text('linkUsers', '用户管理', 'Users'),
  text('broken', '坏掉的卡片', 'Broken card'),
  text('secret', '机密数字', 'Secret figure'),
];
const t = (key: string) => ({ $t: `story.dashboard.${key}` });

export const STORY_DASHBOARD: DashboardPageSchema = {
  id: STORY_DASHBOARD_ID,
  kind: 'dashboard',
  title: t('title'),
  i18n: {
    'zh-CN': Object.fromEntries(TEXTS.map((x) => [`story.dashboard.${x.key}`, x.zh])),
    'en-US': Object.fromEntries(TEXTS.map((x) => [`story.dashboard.${x.key}`, x.en])),
  },
  cards: [
    {
      id: 'count',
      type: 'stat',
      title: t('count'),
      span: { sm: 8 },
      source: { aggregate: { model: 'biz_case' } },
    },
    { id: 'broken', type: 'stat', title: t('broken'), span: { sm: 8 }, source: { api: '/story/broken' } },
    { id: 'secret', type: 'stat', title: t('secret'), span: { sm: 8 }, source: { api: '/story/secret' } },
    {
      id: 'byStatus',
      type: 'chart',
      chart: 'bar',
      title: t('byStatus'),
      span: { lg: 12 },
      source: { aggregate: { model: 'biz_case', groupBy: 'status' } },
    },
    {
      id: 'mine',
      type: 'list',
      title: t('mine'),
      span: { lg: 12 },
      model: 'biz_case',
      columns: ['caseNo', 'title', 'status'],
      source: {
        api: '/biz/case/list',
        params: { assignee: { $expr: 'user.id' }, status: '0,1,2', pageSize: 5 },
      },
      rowLink: { path: '/caseManage/detail', params: { id: { $expr: 'record.id' } } },
    },
    {
      id: 'links',
      type: 'links',
      title: t('links'),
      links: [
        { path: '/caseManage/list', title: t('linkCases') },
        { path: '/isystem/user', title: t('linkUsers') },
      ],
    },
  ],
};

/**
 * Serves the story dashboard from a schema source of its own (its models from the repository's).
 *
 * @example
 * registerDashboardStorySource(); render(<SchemaPage pageId={STORY_DASHBOARD_ID} params={{}} />);
 */
export function registerDashboardStorySource(page: DashboardPageSchema = STORY_DASHBOARD): void {
  registerSchemaSource({
    name: 'story-dashboard',
    pages: () => [],
    loadPage: async (id) =>
      id === STORY_DASHBOARD_ID ? { path: 'schemas/pages/story/dashboard.json', value: page } : undefined,
    loadModel: async () => undefined,
  });
}

const envelope = (result: unknown, code = 200, message = '') => ({
  success: code === 200,
  code,
  message,
  result,
  timestamp: 0,
});

/** What the memory server holds, as the endpoint reads it. */
export interface AggregateRows {
  rows: Record<string, unknown>[];
  /** Labels of a field's values (dictionary texts). */
  labels: Record<string, Record<string, string>>;
}

const matches = (row: Record<string, unknown>, request: MemoryRequest) =>
  Object.entries(request.params).every(([field, value]) => {
    if (!(field in row)) return true;
    return String(value)
      .split(',')
      .includes(String(row[field] ?? ''));
  });

function aggregate(data: AggregateRows, request: MemoryRequest): AggregateResult {
  const rows = data.rows.filter((row) => matches(row, request));
  const groupBy = typeof request.params.groupBy === 'string' ? request.params.groupBy : undefined;
  if (!groupBy) return { points: [], total: rows.length };
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = String(row[groupBy] ?? '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const points: AggregatePoint[] = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ key, name: data.labels[groupBy]?.[key] ?? key, value }));
  return { points, total: rows.length };
}

/**
 * Answers `/biz/case/aggregate` from `read()` (the rows at the time of the request), `/story/broken`
 * with a failure and `/story/secret` with a refusal.
 *
 * @example
 * server.intercept = dashboardEndpoint(() => ({ rows: caseTable.rows, labels }));
 */
export function dashboardEndpoint(read: () => AggregateRows): MemoryEndpoint {
  return (request) => {
    if (request.path === '/biz/case/aggregate') return envelope(aggregate(read(), request));
    if (request.path === '/story/broken') return envelope(null, 500, '统计服务暂不可用');
    if (request.path === '/story/secret') return envelope(null, 403, '无权访问');
    return undefined;
  };
}
