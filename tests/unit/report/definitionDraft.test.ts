// The designer's draft rules: what a definition text parses to, what a draft writes back (no empty
// lists; in a grouped report no column the server would refuse), the names sort and the chart may use,
// fresh aggregate names, and how a typed fixed value becomes the filter's value and back.
import { describe, expect, it } from 'vitest';
import type { CatalogField } from '../../../runtime/antd/report/reportApi';
import {
  draftText,
  EMPTY_DRAFT,
  fixedValue,
  freshAlias,
  outputNames,
  parseDraft,
  valueText,
  type Draft,
} from '../../../runtime/antd/report/designer/definitionDraft';

const field = (name: string, numeric = false): CatalogField => ({
  name,
  label: name,
  type: numeric ? 'number' : 'string',
  numeric,
  text: !numeric,
});

describe('parseDraft', () => {
  it('reads an empty or blank text as the empty draft', () => {
    expect(parseDraft(undefined)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('  \n ')).toEqual(EMPTY_DRAFT);
  });

  it('refuses text that is not JSON, or JSON that is not an object', () => {
    expect(parseDraft('{"columns": [')).toBeUndefined();
    expect(parseDraft('[]')).toBeUndefined();
    expect(parseDraft('"text"')).toBeUndefined();
    expect(parseDraft('null')).toBeUndefined();
    expect(parseDraft('42')).toBeUndefined();
  });

  it('keeps only objects in the lists and strings in groupBy; the chart and limit when well typed', () => {
    const draft = parseDraft(
      JSON.stringify({
        columns: [{ field: 'title' }, 'caseNo', null, [1]],
        filters: 'status',
        groupBy: ['status', 3, 'priority'],
        aggregates: [{ fn: 'count', as: 'cnt' }],
        sort: [{ field: 'cnt', order: 'desc' }],
        chart: { type: 'bar', x: 'status', y: 'cnt' },
        limit: 50,
      }),
    );
    expect(draft).toEqual({
      columns: [{ field: 'title' }],
      filters: [],
      groupBy: ['status', 'priority'],
      aggregates: [{ fn: 'count', as: 'cnt' }],
      sort: [{ field: 'cnt', order: 'desc' }],
      chart: { type: 'bar', x: 'status', y: 'cnt' },
      limit: 50,
    });
  });

  it('leaves out a chart that is not an object and a limit that is not a number', () => {
    const draft = parseDraft('{"chart": "bar", "limit": "100"}');
    expect(draft).toEqual(EMPTY_DRAFT);
    expect(draft).not.toHaveProperty('chart');
    expect(draft).not.toHaveProperty('limit');
  });
});

describe('draftText', () => {
  it('writes `{}` for the empty draft and leaves empty lists out', () => {
    expect(JSON.parse(draftText(EMPTY_DRAFT))).toEqual({});
    const text = draftText({ ...EMPTY_DRAFT, columns: [{ field: 'title' }], limit: 10 });
    expect(JSON.parse(text)).toEqual({ columns: [{ field: 'title' }], limit: 10 });
    expect(text).not.toContain('filters');
    expect(text).not.toContain('groupBy');
  });

  it('in a grouped report keeps only the columns that label group fields', () => {
    const draft: Draft = {
      ...EMPTY_DRAFT,
      columns: [{ field: 'title' }, { field: 'status', label: '状态' }],
      groupBy: ['status'],
      aggregates: [{ fn: 'count', as: 'cnt' }],
    };
    expect(JSON.parse(draftText(draft))).toEqual({
      columns: [{ field: 'status', label: '状态' }],
      groupBy: ['status'],
      aggregates: [{ fn: 'count', as: 'cnt' }],
    });
  });

  it('counts aggregates alone as grouped: every column goes', () => {
    const draft: Draft = {
      ...EMPTY_DRAFT,
      columns: [{ field: 'title' }],
      aggregates: [{ fn: 'count', as: 'n' }],
    };
    expect(JSON.parse(draftText(draft))).toEqual({ aggregates: [{ fn: 'count', as: 'n' }] });
  });

  it('round-trips through parseDraft', () => {
    const draft: Draft = {
      columns: [{ field: 'status' }],
      filters: [{ field: 'priority', op: 'in', value: ['H', 'M'] }],
      groupBy: ['status'],
      aggregates: [{ fn: 'avg', field: 'score', as: 'avgScore', label: '平均分' }],
      sort: [{ field: 'avgScore', order: 'desc' }],
      chart: { type: 'line', x: 'status', y: 'avgScore' },
      limit: 100,
    };
    expect(parseDraft(draftText(draft))).toEqual(draft);
  });
});

describe('outputNames', () => {
  it('names the group fields then the aggregates of a grouped report', () => {
    const draft: Draft = {
      ...EMPTY_DRAFT,
      columns: [{ field: 'title' }],
      groupBy: ['status', 'priority'],
      aggregates: [
        { fn: 'count', as: 'cnt' },
        { fn: 'sum', field: 'score', as: 'total' },
      ],
    };
    expect(outputNames(draft)).toEqual(['status', 'priority', 'cnt', 'total']);
  });

  it('names the columns of a plain report', () => {
    expect(outputNames({ ...EMPTY_DRAFT, columns: [{ field: 'caseNo' }, { field: 'title' }] })).toEqual([
      'caseNo',
      'title',
    ]);
    expect(outputNames(EMPTY_DRAFT)).toEqual([]);
  });
});

describe('freshAlias', () => {
  it('names a count `cnt`, other functions by their name', () => {
    expect(freshAlias(EMPTY_DRAFT, 'count', [])).toBe('cnt');
    expect(freshAlias(EMPTY_DRAFT, 'avg', [])).toBe('avg');
  });

  it('numbers the name past those taken', () => {
    const draft: Draft = {
      ...EMPTY_DRAFT,
      aggregates: [
        { fn: 'count', as: 'cnt' },
        { fn: 'count', field: 'status', as: 'cnt2' },
      ],
    };
    expect(freshAlias({ ...EMPTY_DRAFT, aggregates: [draft.aggregates[0]!] }, 'count', [])).toBe('cnt2');
    expect(freshAlias(draft, 'count', [])).toBe('cnt3');
  });

  it('avoids the names of the model’s properties', () => {
    expect(freshAlias(EMPTY_DRAFT, 'sum', [field('sum', true)])).toBe('sum2');
    expect(freshAlias(EMPTY_DRAFT, 'count', [field('cnt'), field('cnt2')])).toBe('cnt3');
  });
});

describe('fixedValue', () => {
  it('reads nothing typed as no fixed value (a search-form field)', () => {
    expect(fixedValue('eq', '', false)).toBeUndefined();
    expect(fixedValue('in', '   ', true)).toBeUndefined();
  });

  it('splits `in` and `between` at commas, trimming each item', () => {
    expect(fixedValue('in', '0, 1 ,2', false)).toEqual(['0', '1', '2']);
    expect(fixedValue('between', '2026-01-01,2026-02-01', false)).toEqual(['2026-01-01', '2026-02-01']);
  });

  it('keeps other operators’ commas in one value', () => {
    expect(fixedValue('like', 'a,b', false)).toBe('a,b');
  });

  it('turns numbers into numbers on numeric fields only', () => {
    expect(fixedValue('gt', ' 5 ', true)).toBe(5);
    expect(fixedValue('gt', '5', false)).toBe('5');
    expect(fixedValue('between', '1, 2.5', true)).toEqual([1, 2.5]);
    // Text that is not a number stays text, for the server to refuse with its path.
    expect(fixedValue('eq', 'abc', true)).toBe('abc');
    expect(fixedValue('in', '1,,2', true)).toEqual([1, '', 2]);
  });
});

describe('valueText', () => {
  it('shows a value as the filter input holds it', () => {
    expect(valueText(undefined)).toBe('');
    expect(valueText('H')).toBe('H');
    expect(valueText(5)).toBe('5');
    expect(valueText(['0', 1])).toBe('0,1');
  });

  it('is what fixedValue reads back', () => {
    expect(fixedValue('in', valueText(['0', '1']), false)).toEqual(['0', '1']);
  });
});
