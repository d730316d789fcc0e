// The data log page (schemas/pages/system/dataLog.list.json) and the `records.compare` action it names:
// two selected versions side by side, read through /sys/dataLog/queryCompareList, changed fields
// highlighted; fewer or more than two selected rows explain what to pick. Also the log list's columns
// that depend on the searched log type (Column.visibleWhen).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { shownColumns } from '../../../runtime/antd/list/useTableColumns';
import { SCHEMA_PERMISSIONS, schemaServer } from '../../../stories/fixtures/schemaData';
import { contentOf, diffRecords } from '../../../widgets/record-compare/diffRecords';
import { register } from '../../../widgets/record-compare/register';
import { renderSchema } from '../antd/schemaHarness';

describe('diffRecords', () => {
  it('lists every field of both versions and marks the changed ones', () => {
    expect(diffRecords({ a: 1, b: 'x', c: null }, { a: 2, b: 'x', d: [1] })).toEqual([
      { field: 'a', left: 1, right: 2, changed: true },
      { field: 'b', left: 'x', right: 'x', changed: false },
      // Absent and empty read the same.
      { field: 'c', left: null, right: undefined, changed: false },
      { field: 'd', left: undefined, right: [1], changed: true },
    ]);
    expect(contentOf('{"a":1}')).toEqual({ a: 1 });
    expect(contentOf('not json')).toEqual({});
  });
});

describe('column visibleWhen', () => {
  it('shows a column only while its condition over the search values holds', () => {
    const columns = [
      { field: 'logContent' },
      { field: 'costTime', visibleWhen: { $expr: "!(values.logType in [1, '1'])" } },
    ];
    expect(shownColumns(columns, [], {}).map((c) => c.field)).toEqual(['logContent', 'costTime']);
    expect(shownColumns(columns, [], { logType: '1' }).map((c) => c.field)).toEqual(['logContent']);
    expect(shownColumns(columns, ['logContent'], { logType: 2 }).map((c) => c.field)).toEqual(['costTime']);
  });
});

describe('data log page', () => {
  const render = async () => {
    const server = schemaServer();
    const logs = server.tables.find((t) => t.table === 'sys_data_log')!.rows;
    server.intercept = ({ path, params }) =>
      path === '/sys/dataLog/queryCompareList'
        ? {
            success: true,
            code: 200,
            message: '',
            result: [params.dataId1, params.dataId2].map((id) => logs.find((r) => r.id === id)),
          }
        : undefined;
    register();
    const rendered = await renderSchema(<SchemaPage pageId="system.dataLog.list" params={{}} />, {
      server,
      codes: [...SCHEMA_PERMISSIONS, 'dataLog:export'],
    });
    // The first page of a run loads the runtime's chunks; a loaded machine needs more than the default.
    await screen.findAllByText('zhangwei', {}, { timeout: 60_000 });
    return { ...rendered, server };
  };

  it('compares the two selected versions with the changed fields highlighted', async () => {
    const { server } = await render();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByRole('button', { name: /数据比较/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(dialog.textContent).toContain('共 1 处不同'), { timeout: 10_000 });
    const compare = server.log.filter((r) => r.path === '/sys/dataLog/queryCompareList').at(-1);
    expect(compare?.params).toMatchObject({ dataId1: expect.any(String), dataId2: expect.any(String) });
    // The fixture's versions differ in priority only (M → H); the newer one was selected first.
    expect(dialog.textContent).toContain('版本 2');
    const changed = dialog.querySelectorAll('tr[data-changed="true"]');
    expect([...changed].map((tr) => tr.querySelector('td')?.textContent)).toEqual(['priority']);
    // Only the differences, on request.
    fireEvent.click(within(dialog).getByRole('switch'));
    await waitFor(() => expect(dialog.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
  }, 120_000);

  it('asks for two versions when one is selected', async () => {
    await render();
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    fireEvent.click(screen.getByRole('button', { name: /数据比较/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('请选择同一条记录的两个版本进行对比')).toBeTruthy();
  }, 120_000);
});
