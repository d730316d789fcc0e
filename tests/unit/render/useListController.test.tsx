import { act, renderHook, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, initI18n, localeAtom } from '../../../runtime/core';
import { useListController } from '../../../runtime/render/list/useListController';
import type { ListPageSchema, ModelSchema } from '../../../runtime/render/schemaLite';
import { memoryCrudAdapter, type MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { repoJson } from './formilyHelpers';

const page = repoJson<ListPageSchema>('schemas/pages/caseManage/case.list.json');
const model = repoJson<ModelSchema>('schemas/models/biz_case.json');
let server: MemoryServer;

const calls = (path: string) => server.log.filter((r) => r.path === path);

beforeEach(() => {
  initI18n('zh-CN');
  server = schemaServer();
  http.defaults.adapter = memoryCrudAdapter(server);
});

async function mount() {
  const hook = renderHook(() => useListController({ page, model, params: {} }));
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook;
}

describe('list controller', () => {
  it('loads the first page with the default sort and the page size of the schema', async () => {
    const { result } = await mount();
    expect(result.current.records).toHaveLength(10);
    expect(result.current.total).toBe(23);
    expect(calls('/biz/case/list')[0]?.params).toMatchObject({
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('asks for the same page again when the interface language changes (the server localises labels)', async () => {
    const { result } = await mount();
    act(() => result.current.changePage(2, 10));
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = calls('/biz/case/list').length;
    act(() => getDefaultStore().set(localeAtom, 'en-US'));
    await waitFor(() => expect(calls('/biz/case/list')).toHaveLength(before + 1));
    expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ pageNo: 2, pageSize: 10 });
    act(() => getDefaultStore().set(localeAtom, 'zh-CN'));
    await waitFor(() => expect(calls('/biz/case/list')).toHaveLength(before + 2));
  });

  it('searches with the operators of the search fields and goes back to page 1', async () => {
    const { result } = await mount();
    act(() => result.current.changePage(2, 10));
    await waitFor(() => expect(result.current.pageNo).toBe(2));
    act(() => result.current.search({ title: 'SSH', status: '0', caseNo: '' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.pageNo).toBe(1);
    expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ title: '*SSH*', status: '0', pageNo: 1 });
    expect(calls('/biz/case/list').at(-1)?.params).not.toHaveProperty('caseNo');
    expect(result.current.records.every((r) => String(r.title).includes('SSH'))).toBe(true);
  });

  it("sends the search fields' defaults with the first request and goes back to them on reset", async () => {
    const withDefault: ListPageSchema = {
      ...page,
      search: {
        fields: (page.search?.fields ?? []).map((f) => (f.field === 'status' ? { ...f, default: '1' } : f)),
      },
    };
    const { result } = renderHook(() => useListController({ page: withDefault, model, params: {} }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(calls('/biz/case/list')[0]?.params).toMatchObject({ status: '1' });
    act(() => result.current.search({ status: '0' }));
    await waitFor(() => expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ status: '0' }));
    act(() => result.current.reset());
    await waitFor(() => expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ status: '1' }));
  });

  it('sorts on the server by column and order, and back to the default sort', async () => {
    const { result } = await mount();
    act(() => result.current.changeSort('priority', 'asc'));
    await waitFor(() =>
      expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ column: 'priority', order: 'asc' }),
    );
    act(() => result.current.changeSort(undefined, undefined));
    await waitFor(() =>
      expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ column: 'createTime', order: 'desc' }),
    );
  });

  it('pages with a new size from page 1', async () => {
    const { result } = await mount();
    act(() => result.current.changePage(3, 10));
    await waitFor(() => expect(result.current.records).toHaveLength(3));
    act(() => result.current.changePage(3, 20));
    await waitFor(() =>
      expect(calls('/biz/case/list').at(-1)?.params).toMatchObject({ pageNo: 1, pageSize: 20 }),
    );
  });

  it('deletes the selection with deleteBatch ids=a,b and one record with delete id=', async () => {
    const { result } = await mount();
    const [a, b] = result.current.records.map((r) => String(r.id));
    act(() => result.current.select([a!, b!], result.current.records.slice(0, 2)));
    await act(() => result.current.remove(result.current.selectedKeys));
    expect(calls('/biz/case/deleteBatch')[0]?.params).toEqual({ ids: `${a},${b}` });
    expect(result.current.selectedKeys).toEqual([]);
    await waitFor(() => expect(result.current.total).toBe(21));
    const c = String(result.current.records[0]!.id);
    await act(() => result.current.remove([c]));
    expect(calls('/biz/case/delete')[0]?.params).toEqual({ id: c });
  });

  it('exports the current filters and sort, plus the selection', async () => {
    const { result } = await mount();
    act(() => result.current.search({ status: '1' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => void (await result.current.exportFile()));
    const { _t: _stamp, ...sent } = calls('/biz/case/exportXls')[0]!.params;
    expect(sent).toEqual({ status: '1', column: 'createTime', order: 'desc' });
    act(() => result.current.select(['x1', 'x2'], []));
    await act(async () => void (await result.current.exportFile()));
    expect(calls('/biz/case/exportXls')[1]?.params).toMatchObject({ status: '1', selections: 'x1,x2' });
  });

  it('reports a refused query as the error state', async () => {
    http.defaults.adapter = async (config) => ({
      data: { success: false, code: 400, message: '请注意，将要排序的列字段不存在：x', result: null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    const { result } = await mount();
    expect(result.current.error).toBe('请注意，将要排序的列字段不存在：x');
    expect(result.current.records).toEqual([]);
  });
});
