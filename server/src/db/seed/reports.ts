// The online report a fresh database starts with (server/src/online/REPORTS.md): work orders counted
// by status with a bar chart, the example; an administrator puts it on the menu (addToMenu).

export const REPORT_SEED = [
  {
    code: 'caseStatusSummary',
    name: '工单状态统计',
    model: 'biz_case',
    description: 'Work orders by status',
    definition: JSON.stringify({
      groupBy: ['status'],
      aggregates: [{ fn: 'count', as: 'cnt', label: '工单数' }],
      sort: [{ field: 'status', order: 'asc' }],
      filters: [{ field: 'priority', op: 'eq' }],
      chart: { type: 'bar', x: 'status', y: 'cnt' },
    }),
  },
] as const;
