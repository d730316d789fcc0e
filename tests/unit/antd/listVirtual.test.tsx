import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import {
  AUTO_VIRTUAL_ROWS,
  virtualScrollX,
  virtualThreshold,
  withVirtualWidths,
} from '../../../runtime/antd/list/virtualRows';
import type { Column, ModelSchema } from '../../../runtime/render/schemaLite';
import { repoJson } from '../render/formilyHelpers';
import { getSchemaSources, registerSchemaSource } from '../../../runtime/render/schema/sources';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const LONG_PAGE = {
  id: 'test.long.list',
  kind: 'list',
  title: 'Long list',
  model: 'biz_case',
  table: { selection: 'checkbox' },
  dataSource: { pageSize: 300, pageSizeOptions: [300] },
  columns: [
    { field: 'caseNo', width: 160 },
    { field: 'title' },
    { field: 'status', display: 'dictTag' },
    { field: 'createTime' },
  ],
};

/** A source holding one page that shows `pageSize` work orders per page. */
function longPageSource(pageSize: number) {
  registerSchemaSource({
    name: 'test-long-page',
    pages: () => [],
    loadPage: async (id) =>
      id === LONG_PAGE.id
        ? {
            path: 'test:long',
            value: { ...LONG_PAGE, dataSource: { pageSize, pageSizeOptions: [pageSize] } },
          }
        : undefined,
    loadModel: async () => undefined,
  });
}

/** The in-memory server with `count` work orders. */
function serverWithCases(count: number) {
  const server = schemaServer();
  const table = server.tables.find((t) => t.table === 'biz_case')!;
  const [first] = table.rows;
  table.rows = Array.from({ length: count }, (_, i) => ({
    ...first,
    id: `case-${i}`,
    caseNo: `CS2026${String(i).padStart(6, '0')}`,
  }));
  return server;
}

afterEach(() => {
  const sources = getSchemaSources() as unknown as { name: string }[];
  const at = sources.findIndex((s) => s.name === 'test-long-page');
  if (at >= 0) (sources as unknown[]).splice(at, 1);
});

describe('list page virtual rows', () => {
  it('renders only the rows in view once a page holds AUTO_VIRTUAL_ROWS rows', async () => {
    longPageSource(300);
    const { container } = await renderSchema(<SchemaPage pageId={LONG_PAGE.id} params={{}} />, {
      server: serverWithCases(260),
    });
    expect(await screen.findByText('共 260 条')).toBeTruthy();
    expect(container.querySelector('.ant-table-tbody-virtual')).toBeTruthy();
    expect(container.querySelectorAll('.ant-table-row').length).toBeLessThan(260);
  });

  it('keeps a plain table below the threshold', async () => {
    longPageSource(300);
    const { container } = await renderSchema(<SchemaPage pageId={LONG_PAGE.id} params={{}} />, {
      server: serverWithCases(AUTO_VIRTUAL_ROWS - 1),
    });
    expect(await screen.findByText(`共 ${AUTO_VIRTUAL_ROWS - 1} 条`)).toBeTruthy();
    expect(container.querySelector('.ant-table-tbody-virtual')).toBeNull();
    expect(container.querySelectorAll('tr.ant-table-row')).toHaveLength(AUTO_VIRTUAL_ROWS - 1);
  });

  it('takes the threshold from the schema, and leaves tree rows plain unless asked', () => {
    expect(virtualThreshold(undefined)).toBe(AUTO_VIRTUAL_ROWS);
    expect(virtualThreshold({ virtual: {} })).toBe(100);
    expect(virtualThreshold({ virtual: { threshold: 60 } })).toBe(60);
    expect(virtualThreshold({ tree: { parentField: 'pid' } })).toBe(Infinity);
    expect(virtualThreshold({ tree: { parentField: 'pid' }, virtual: { threshold: 500 } })).toBe(500);
  });

  it('keeps a date and time on one line and the selection column narrow in a virtual table', async () => {
    // antd's virtual table shares its width among the columns without one: 140 px wrapped the date in
    // two (every row grew) and gave the checkboxes as much.
    longPageSource(300);
    const { container } = await renderSchema(<SchemaPage pageId={LONG_PAGE.id} params={{}} />, {
      server: serverWithCases(260),
    });
    expect(await screen.findByText('共 260 条')).toBeTruthy();
    const cols = [...container.querySelectorAll('.ant-table-header col')].map(
      (col) => (col as HTMLElement).style.width,
    );
    // selection, caseNo, title, status, createTime (then antd's scrollbar column)
    expect(cols.slice(0, 5)).toEqual(['32px', '160px', expect.any(String), expect.any(String), '176px']);
  });

  it('gives a date column without a width its own width, and leaves the others as the page has them', () => {
    const model = repoJson<ModelSchema>('schemas/models/biz_case.json');
    const page: Column[] = [
      { field: 'createTime' },
      { field: 'expectedDate' },
      { field: 'title' },
      { field: 'updateTime', width: 200 },
    ];
    const columns = [
      { key: 'createTime' },
      { key: 'expectedDate' },
      { key: 'title' },
      { key: 'updateTime', width: 200 },
    ];
    expect(withVirtualWidths(columns, page, model).map((c) => c.width)).toEqual([176, 120, undefined, 200]);
  });

  it('gives antd a numeric width: the columns, 150 for one without a width, and the selection column', () => {
    expect(virtualScrollX([{ width: 160 }, {}, { width: '20%' }], false)).toBe(460);
    expect(virtualScrollX([{ width: 160 }], true)).toBe(192);
  });
});
