// The report designer's server for the stories and the unit test: the catalog of models
// (/online/cgreport/head/models) and a preview that checks names the way the server does (400 naming
// each definition path) and groups, aggregates, sorts and limits the story work orders. Fixed filters
// are not applied: the preview only shows that the designer sends them.
import type { MemoryEndpoint } from '../../../core';
import { REPORT_HEAD, type CatalogModel, type ReportColumnInfo, type ReportRecord } from '../reportApi';
import { labelled, STORY_CASES } from '../reportStoryData';
import { parseDraft, type Draft, type DraftAggregate } from './definitionDraft';

export const STORY_CATALOG: CatalogModel[] = [
  {
    name: 'biz_case',
    label: '工单',
    fields: [
      { name: 'caseNo', label: '工单编号', type: 'string', numeric: false, text: true },
      { name: 'title', label: '标题', type: 'string', numeric: false, text: true },
      { name: 'priority', label: '优先级', type: 'string', numeric: false, text: true, dict: 'priority' },
      { name: 'status', label: '状态', type: 'string', numeric: false, text: true, dict: 'case_status' },
      { name: 'score', label: '评分', type: 'integer', numeric: true, text: false },
      {
        name: 'createTime',
        label: '创建时间',
        type: 'string',
        numeric: false,
        text: false,
        format: 'datetime',
      },
    ],
  },
];

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });

/**
 * A refused preview: the server's 400 with one message per definition path.
 *
 * @example
 * server.intercept = ({ path }) => (path.endsWith('/preview') ? refusedPreview(errors) : undefined);
 */
export const refusedPreview = (errors: { field: string; message: string }[]) => ({
  success: false,
  code: 400,
  message: '报表定义有误',
  result: { errors },
  timestamp: 0,
});

function problems(draft: Draft, model: CatalogModel): { field: string; message: string }[] {
  const names = new Set(model.fields.map((f) => f.name));
  const unknown = (path: string, name: string | undefined) =>
    name !== undefined && !names.has(name)
      ? [{ field: path, message: `${path}：${name} 不是可用的属性` }]
      : [];
  const grouped = draft.groupBy.length > 0 || draft.aggregates.length > 0;
  return [
    ...(!grouped && draft.columns.length === 0
      ? [{ field: 'definition.columns', message: 'definition.columns：请至少选择一个显示字段' }]
      : []),
    ...draft.columns.flatMap((c, i) => unknown(`definition.columns[${i}].field`, c.field)),
    ...draft.groupBy.flatMap((g, i) => unknown(`definition.groupBy[${i}]`, g)),
    ...draft.aggregates.flatMap((a, i) => [
      ...unknown(`definition.aggregates[${i}].field`, a.field),
      ...(names.has(a.as)
        ? [
            {
              field: `definition.aggregates[${i}].as`,
              message: `definition.aggregates[${i}].as：${a.as} 与属性重名`,
            },
          ]
        : []),
    ]),
  ];
}

function aggregate(a: DraftAggregate, rows: ReportRecord[]): number {
  if (a.fn === 'count') return a.field ? rows.filter((r) => r[a.field!] != null).length : rows.length;
  const values = rows.map((r) => Number(r[a.field ?? '']));
  if (a.fn === 'sum') return values.reduce((s, v) => s + v, 0);
  if (a.fn === 'avg') return values.reduce((s, v) => s + v, 0) / values.length;
  return a.fn === 'min' ? Math.min(...values) : Math.max(...values);
}

function run(draft: Draft, model: CatalogModel) {
  const info = (field: string, label?: string): ReportColumnInfo => {
    const def = model.fields.find((f) => f.name === field);
    const dict = def?.dict;
    return {
      field,
      label: label ?? def?.label ?? field,
      type: def?.type ?? 'string',
      dictText: !!dict,
      ...(dict ? { dict } : {}),
    };
  };
  let columns: ReportColumnInfo[];
  let records: ReportRecord[];
  if (draft.groupBy.length > 0 || draft.aggregates.length > 0) {
    const groups = new Map<string, ReportRecord[]>();
    for (const row of STORY_CASES) {
      const key = JSON.stringify(draft.groupBy.map((g) => row[g]));
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    columns = [
      ...draft.groupBy.map((g) => info(g, draft.columns.find((c) => c.field === g)?.label)),
      ...draft.aggregates.map((a) => ({
        field: a.as,
        label: a.label ?? a.as,
        type: 'number',
        dictText: false,
        aggregate: a.fn,
      })),
    ];
    records = [...groups.values()].map((rows) =>
      labelled({
        ...Object.fromEntries(draft.groupBy.map((g) => [g, rows[0]![g]])),
        ...Object.fromEntries(draft.aggregates.map((a) => [a.as, aggregate(a, rows)])),
      }),
    );
  } else {
    columns = draft.columns.map((c) => info(c.field, c.label));
    records = STORY_CASES.map(labelled);
  }
  const sort = draft.sort[0];
  if (sort) {
    const sign = sort.order === 'desc' ? -1 : 1;
    const compare = (a: unknown, b: unknown) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    records.sort((a, b) => sign * compare(a[sort.field], b[sort.field]));
  }
  records = records.slice(0, Math.min(draft.limit ?? 100, 100));
  return { columns, records, total: records.length };
}

/**
 * The designer's routes: the catalog, and the preview of a draft `{ model, definition }`.
 *
 * @example
 * server.intercept = designerEndpoint;
 */
export const designerEndpoint: MemoryEndpoint = ({ method, path, body }) => {
  if (method === 'GET' && path === `${REPORT_HEAD}/models`) return ok(STORY_CATALOG);
  if (method !== 'POST' || path !== `${REPORT_HEAD}/preview`) return undefined;
  const model = STORY_CATALOG.find((m) => m.name === body.model);
  if (!model) return refusedPreview([{ field: 'model', message: `model：${String(body.model)} 不可读` }]);
  const draft = parseDraft(String(body.definition ?? ''));
  if (!draft) return refusedPreview([{ field: 'definition', message: 'definition：不是 JSON 对象' }]);
  const errors = problems(draft, model);
  return errors.length > 0 ? refusedPreview(errors) : ok(run(draft, model));
};
