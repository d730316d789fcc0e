// An infinite list (`table.infinite`): pages appended as the table scrolls near its end, a new first
// page on search, "loaded N of M" in both languages, and a retry after a failed page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { getSchemaSources, registerSchemaSource } from '../../../runtime/render/schema/sources';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const PAGE = {
  id: 'test.infinite.list',
  kind: 'list',
  title: 'Infinite list',
  model: 'biz_case',
  dataSource: { pageSize: 50 },
  search: { fields: [{ field: 'title', op: 'like' }] },
  columns: [{ field: 'caseNo', width: 160 }, { field: 'title' }],
  table: { infinite: true, selection: 'checkbox' },
};

beforeAll(() =>
  registerSchemaSource({
    name: 'test-infinite-page',
    pages: () => [],
    loadPage: async (id) => (id === PAGE.id ? { path: 'test:infinite', value: PAGE } : undefined),
    loadModel: async () => undefined,
  }),
);

afterAll(() => {
  const sources = getSchemaSources() as unknown as { name: string }[];
  const at = sources.findIndex((source) => source.name === 'test-infinite-page');
  if (at >= 0) (sources as unknown[]).splice(at, 1);
});

/** The in-memory server with 120 work orders, 30 of them titled 乙 (and `failPage` refused). */
function server(failPage?: number) {
  const s = schemaServer();
  const table = s.tables.find((t) => t.table === 'biz_case')!;
  const [first] = table.rows;
  table.rows = Array.from({ length: 120 }, (_, i) => ({
    ...first,
    id: `case-${i}`,
    caseNo: `CS2026${String(i).padStart(6, '0')}`,
    title: i % 4 === 0 ? `乙 工单 ${i}` : `甲 工单 ${i}`,
  }));
  let failed = false;
  s.intercept = ({ path, params }) => {
    if (path !== '/biz/case/list' || Number(params.pageNo) !== failPage || failed) return undefined;
    failed = true;
    return { success: false, code: 500, message: '数据库忙', result: null, timestamp: 0 };
  };
  return s;
}

const pages = (s: { log: { path: string; params: Record<string, unknown> }[] }) =>
  s.log.filter((r) => r.path === '/biz/case/list').map((r) => r.params);

/** Scrolls the virtual table's body (jsdom has no layout, so any scroll is near the end). */
const scroll = (container: HTMLElement) =>
  fireEvent.scroll(container.querySelector('.ant-table-tbody-virtual-holder')!);

describe('infinite list', () => {
  it('appends the next page when the table scrolls near its end, until the total', async () => {
    const s = server();
    const { container } = await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    expect(await screen.findByText('已加载 50 / 共 120 条')).toBeTruthy();
    expect(container.querySelector('.ant-pagination')).toBeNull();
    expect(container.querySelector('.ant-table-tbody-virtual')).toBeTruthy();
    scroll(container);
    expect(await screen.findByText('已加载 100 / 共 120 条')).toBeTruthy();
    expect(pages(s).at(-1)).toMatchObject({ pageNo: 2, pageSize: 50 });
    scroll(container);
    expect(await screen.findByText('已加载 120 / 共 120 条')).toBeTruthy();
    scroll(container);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages(s).map((p) => p.pageNo)).toEqual([1, 2, 3]);
  });

  it('starts again from the first page on a search', async () => {
    const s = server();
    const { container } = await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    await screen.findByText('已加载 50 / 共 120 条');
    scroll(container);
    await screen.findByText('已加载 100 / 共 120 条');
    fireEvent.change(screen.getByLabelText('标题:'), { target: { value: '乙' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('已加载 30 / 共 30 条')).toBeTruthy();
    expect(pages(s).at(-1)).toMatchObject({ pageNo: 1, pageSize: 50, title: '*乙*' });
  });

  it('speaks English', async () => {
    await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: server(), locale: 'en-US' });
    expect(await screen.findByText('Loaded 50 of 120')).toBeTruthy();
  });

  it('shows a failed page with a retry that loads it', async () => {
    const s = server(2);
    const { container } = await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    await screen.findByText('已加载 50 / 共 120 条');
    scroll(container);
    expect(await screen.findByText('数据库忙')).toBeTruthy();
    expect(screen.getByText('已加载 50 / 共 120 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('已加载 100 / 共 120 条')).toBeTruthy();
    expect(screen.queryByText('数据库忙')).toBeNull();
  });

  it('keeps the selection while pages are appended', async () => {
    const { container } = await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, {
      server: server(),
    });
    await screen.findByText('已加载 50 / 共 120 条');
    const box = () => container.querySelector<HTMLInputElement>('.ant-table-row .ant-checkbox-input')!;
    fireEvent.click(box());
    await waitFor(() => expect(box().checked).toBe(true));
    scroll(container);
    await screen.findByText('已加载 100 / 共 120 条');
    expect(box().checked).toBe(true);
  });
});
