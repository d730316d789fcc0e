import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  exportParams,
  fixedParams,
  searchParams,
  sortParams,
} from '../../../runtime/render/list/listQuery';

describe('list query building (api-contract §2.3)', () => {
  it('gives each operator its value shape', () => {
    expect(searchParams({ field: 'title', op: 'like' }, ' disk ')).toEqual({ title: '*disk*' });
    expect(searchParams({ field: 'title', op: 'leftLike' }, 'disk')).toEqual({ title: '*disk' });
    expect(searchParams({ field: 'title', op: 'rightLike' }, 'disk')).toEqual({ title: 'disk*' });
    expect(searchParams({ field: 'status', op: 'in' }, ['1', '2'])).toEqual({ status: '1,2' });
    expect(searchParams({ field: 'status' }, '1')).toEqual({ status: '1' });
    expect(searchParams({ field: 'status', op: 'ne' }, '4')).toEqual({ status: '!4' });
    expect(searchParams({ field: 'sortOrder', op: 'gt' }, 3)).toEqual({ sortOrder: '> 3' });
    expect(searchParams({ field: 'sortOrder', op: 'ge' }, 3)).toEqual({ sortOrder: '>= 3' });
    expect(searchParams({ field: 'sortOrder', op: 'lt' }, 3)).toEqual({ sortOrder: '< 3' });
    expect(searchParams({ field: 'sortOrder', op: 'le' }, 3)).toEqual({ sortOrder: '<= 3' });
    expect(searchParams({ field: 'amount', op: 'between' }, ['10', '20'])).toEqual({
      amount_begin: '10',
      amount_end: '20',
    });
  });

  it('turns a day range on a datetime field into the whole days, and formats date fields as dates', () => {
    const range = [dayjs('2026-11-01T15:20:00'), dayjs('2026-11-03T09:00:00')];
    expect(
      searchParams(
        { field: 'createTime', op: 'between', def: { type: 'string', format: 'datetime' }, dateOnly: true },
        range,
      ),
    ).toEqual({ createTime_begin: '2026-11-01 00:00:00', createTime_end: '2026-11-03 23:59:59' });
    expect(
      searchParams({ field: 'expectedDate', op: 'between', def: { type: 'string', format: 'date' } }, [
        range[0],
        null,
      ]),
    ).toEqual({
      expectedDate_begin: '2026-11-01',
    });
  });

  it('leaves empty values out', () => {
    expect(searchParams({ field: 'title', op: 'like' }, '  ')).toEqual({});
    expect(searchParams({ field: 'status', op: 'in' }, [])).toEqual({});
    expect(searchParams({ field: 'createTime', op: 'between' }, [null, undefined])).toEqual({});
    expect(fixedParams({ dictId: 'a1', missing: null, empty: '' })).toEqual({ dictId: 'a1' });
  });

  it('sorts by column and order, joining default sorts of one direction', () => {
    expect(sortParams([{ field: 'createTime', order: 'desc' }])).toEqual({
      column: 'createTime',
      order: 'desc',
    });
    expect(
      sortParams([
        { field: 'priority', order: 'asc' },
        { field: 'caseNo', order: 'asc' },
        { field: 'title', order: 'desc' },
      ]),
    ).toEqual({ column: 'priority,caseNo', order: 'asc' });
    expect(sortParams(undefined)).toEqual({});
  });

  it('builds the whole query, and the export query keeps filters, drops paging and adds selections', () => {
    const query = buildListQuery({
      fixed: { dictId: 'd1' },
      specs: [{ field: 'itemText', op: 'like' }],
      values: { itemText: '高' },
      sort: [{ field: 'sortOrder', order: 'asc' }],
      pageNo: 2,
      pageSize: 20,
    });
    expect(query).toEqual({
      dictId: 'd1',
      itemText: '*高*',
      column: 'sortOrder',
      order: 'asc',
      pageNo: 2,
      pageSize: 20,
    });
    expect(exportParams(query, [])).toEqual({
      dictId: 'd1',
      itemText: '*高*',
      column: 'sortOrder',
      order: 'asc',
    });
    expect(exportParams(query, ['a', 'b'])).toMatchObject({ selections: 'a,b', itemText: '*高*' });
  });
});
