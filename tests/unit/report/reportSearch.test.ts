// A report's search form: the query info becomes the list SearchForm's page and model (labels,
// dictionaries, the date formats the pickers need) with only `in` and `between` keeping their shape, so
// getData receives plain values without the list's operator prefixes.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildSearchParams } from '../../../runtime/render/list/listQuery';
import { reportSearchForm } from '../../../runtime/antd/report/reportSearch';
import type { ReportQueryField } from '../../../runtime/antd/report/reportApi';

const QUERY: ReportQueryField[] = [
  { field: 'priority', label: '优先级', op: 'eq', dict: 'priority', type: 'string' },
  { field: 'status', label: '状态', op: 'in', dict: 'case_status', type: 'string' },
  { field: 'createTime', label: '创建时间', op: 'between', type: 'string', format: 'datetime' },
  { field: 'dueDate', label: '截止日期', op: 'ge', type: 'string', format: 'date' },
  { field: 'title', label: '标题', op: 'like', type: 'string', format: 'email' },
  { field: 'score', label: '评分', op: 'gt', type: 'number' },
  { field: 'tags', label: '标签', op: 'ne', type: 'array' },
];

describe('reportSearchForm', () => {
  const { page, model, specs } = reportSearchForm('caseSummary', QUERY);

  it('keeps `in` and `between`, and searches every other operator as a plain value', () => {
    expect(page.search?.fields.map((f) => [f.field, f.op])).toEqual([
      ['priority', 'eq'],
      ['status', 'in'],
      ['createTime', 'between'],
      ['dueDate', 'eq'],
      ['title', 'eq'],
      ['score', 'eq'],
      ['tags', 'eq'],
    ]);
    expect(specs.map((s) => s.op)).toEqual(page.search?.fields.map((f) => f.op));
  });

  it('labels each field with the report’s label and names its dictionary', () => {
    expect(page.search?.fields.map((f) => f.label)).toEqual(QUERY.map((q) => q.label));
    expect(model.properties.priority?.['x-label']).toBe('优先级');
    expect(model.properties.priority?.['x-dict']).toBe('priority');
    expect(model.properties.status?.['x-dict']).toBe('case_status');
    expect(model.properties.title).not.toHaveProperty('x-dict');
  });

  it('keeps the date formats the pickers need and drops the others', () => {
    expect(model.properties.createTime?.format).toBe('datetime');
    expect(model.properties.dueDate?.format).toBe('date');
    expect(model.properties.title).not.toHaveProperty('format');
  });

  it('searches a list property as text and keeps numbers numeric', () => {
    expect(model.properties.tags?.type).toBe('string');
    expect(model.properties.score?.type).toBe('number');
  });

  it('is a list page over its own model, one model per report', () => {
    expect(page.kind).toBe('list');
    expect(page.model).toBe(model.$id);
    expect(model.$id).toBe('urn:lowcode:model:report_caseSummary');
    expect(reportSearchForm('other', QUERY).model.$id).not.toBe(model.$id);
  });

  it('turns the values into getData’s parameters without list operator prefixes', () => {
    const params = buildSearchParams(specs, {
      priority: 'H',
      status: ['0', '1'],
      createTime: [dayjs('2026-11-01 08:00:00'), dayjs('2026-11-30 18:00:00')],
      dueDate: dayjs('2026-12-01 10:00:00'),
      title: 'disk',
      score: 3,
      tags: '',
    });
    expect(params).toEqual({
      priority: 'H',
      status: '0,1',
      createTime_begin: '2026-11-01 08:00:00',
      createTime_end: '2026-11-30 18:00:00',
      dueDate: '2026-12-01',
      title: 'disk',
      score: '3',
    });
  });
});
