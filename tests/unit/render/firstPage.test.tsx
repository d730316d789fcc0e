import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, initI18n } from '../../../runtime/core';
import { prefetchListPage } from '../../../runtime/render/list/firstPage';
import { useListController } from '../../../runtime/render/list/useListController';
import type { PageBundle } from '../../../runtime/render/schema/loadPageBundle';
import type { ListPageSchema, ModelSchema } from '../../../runtime/render/schemaLite';
import { memoryCrudAdapter, type MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { repoJson } from './formilyHelpers';

const page = repoJson<ListPageSchema>('schemas/pages/caseManage/case.list.json');
const model = repoJson<ModelSchema>('schemas/models/biz_case.json');
let server: MemoryServer;

const calls = () => server.log.filter((r) => r.path === '/biz/case/list');

function bundleOf(list: ListPageSchema): PageBundle {
  return {
    page: list,
    file: 'schemas/pages/caseManage/case.list.json',
    pages: new Map([[list.id, { file: 'case.list.json', schema: list }]]),
    models: new Map([['biz_case', { file: 'schemas/models/biz_case.json', schema: model }]]),
  };
}

async function mount(list: ListPageSchema = page) {
  const hook = renderHook(() => useListController({ page: list, model, params: {} }));
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook;
}

beforeEach(() => {
  initI18n('zh-CN');
  server = schemaServer();
  http.defaults.adapter = memoryCrudAdapter(server);
});

describe('the first page of a list, asked for before the list renders', () => {
  it('is the request the list would make, and the list adopts it instead of asking again', async () => {
    prefetchListPage(bundleOf(page), {});
    const { result } = await mount();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.params).toMatchObject({
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
    expect(result.current.records).toHaveLength(10);
    expect(result.current.total).toBe(23);
  });

  it('is adopted once: the same list opened again asks for its rows anew', async () => {
    prefetchListPage(bundleOf(page), {});
    (await mount()).unmount();
    await mount();
    expect(calls()).toHaveLength(2);
  });

  it('is not adopted by a list whose first query differs (its search defaults here)', async () => {
    prefetchListPage(bundleOf(page), {});
    const withDefault: ListPageSchema = {
      ...page,
      search: {
        fields: (page.search?.fields ?? []).map((f) => (f.field === 'status' ? { ...f, default: '1' } : f)),
      },
    };
    await mount(withDefault);
    expect(calls()).toHaveLength(2);
    expect(calls()[1]?.params).toMatchObject({ status: '1' });
  });
});
