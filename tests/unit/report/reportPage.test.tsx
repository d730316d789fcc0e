// The report page kind through SchemaPage (the built-in online.report.view, the report's code as a
// param), the in-memory server answering the report api from reportStoryData: the report's name, its
// columns and dictionary labels, the group count or paging, export only when allowed, a failed read
// with a retry that works, and the search values sent as getData's plain parameters.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { CASE_DETAIL, reportEndpoint, STATUS_SUMMARY } from '../../../runtime/antd/report/reportStoryData';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from '../antd/schemaHarness';

const DATA = '/online/cgreport/api/getData/';

async function renderReport(code: string, change?: (server: MemoryServer) => void) {
  const server = schemaServer();
  server.intercept = reportEndpoint;
  change?.(server);
  return renderSchema(<SchemaPage pageId="online.report.view" params={{ code }} />, { server });
}

const dataRequests = (server: MemoryServer, code: string) =>
  server.log.filter((r) => r.path === `${DATA}${code}`);
/** A getData request's parameters without the HTTP client's cache-buster. */
const lastSearch = (server: MemoryServer, code: string) => {
  const { _t, ...params } = dataRequests(server, code).at(-1)?.params ?? {};
  return params;
};
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('report page', () => {
  // The first render loads the report kind's chunk and echarts, which takes a while on a busy machine.
  it(
    'shows a grouped report: its name, columns, labels, rounded averages, the group count and export',
    {
      timeout: 60_000,
    },
    async () => {
      const { server } = await renderReport(STATUS_SUMMARY.meta.code);
      expect(await screen.findByRole('heading', { name: '工单状态统计' })).toBeTruthy();
      expect(await screen.findByText('新建')).toBeTruthy();
      expect(headers()).toEqual(['状态', '数量', '平均评分']);
      const first = within(bodyRows()[0] as HTMLElement);
      expect(first.getByText('新建')).toBeTruthy();
      expect(first.getByText('3')).toBeTruthy();
      expect(first.getByText('4.67')).toBeTruthy();
      expect(screen.getByText('处理中')).toBeTruthy();
      expect(screen.getByText('已关闭')).toBeTruthy();
      expect(screen.getByText('共 5 组')).toBeTruthy();
      // The chart the definition asks for (named after its y column) and the export button.
      expect(await screen.findByRole('img', { name: '数量' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
      // Grouped reports answer every group at once: no paging parameters.
      expect(dataRequests(server, STATUS_SUMMARY.meta.code)[0]?.params).not.toHaveProperty('pageNo');
    },
  );

  it('pages a plain report on the server and offers no export when the reader may not export', async () => {
    const { server } = await renderReport(CASE_DETAIL.meta.code);
    expect(await screen.findByRole('heading', { name: '工单明细' })).toBeTruthy();
    expect(await screen.findByText('CS202611001')).toBeTruthy();
    expect(headers()).toEqual(['工单编号', '标题', '优先级', '状态', '创建时间']);
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByText('高')).toBeTruthy();
    expect(first.getByText('新建')).toBeTruthy();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(screen.queryByText(/共 \d+ 组/)).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('img', { name: '数量' })).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('CS202611011')).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);
    expect(lastSearch(server, CASE_DETAIL.meta.code)).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('shows a failed read with the server message, and 重试 reads again', async () => {
    let failing = true;
    const { server } = await renderReport(STATUS_SUMMARY.meta.code, (s) => {
      s.intercept = (request) =>
        failing && request.path.startsWith(DATA)
          ? { success: false, code: 500, message: '报表数据读取失败', result: null, timestamp: 0 }
          : reportEndpoint(request);
    });
    expect(await screen.findByText('报表读取失败')).toBeTruthy();
    expect(screen.getByText('报表数据读取失败')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('新建')).toBeTruthy();
    expect(screen.queryByText('报表读取失败')).toBeNull();
    expect(screen.getByText('共 5 组')).toBeTruthy();
    expect(dataRequests(server, STATUS_SUMMARY.meta.code)).toHaveLength(2);
  });

  it('sends the search value as a plain parameter and shows the groups it leaves', async () => {
    const { server } = await renderReport(STATUS_SUMMARY.meta.code);
    expect(await screen.findByText('共 5 组')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('优先级:'));
    fireEvent.click(await screen.findByText('高', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 4 组')).toBeTruthy();
    expect(screen.queryByText('待客户反馈')).toBeNull();
    expect(lastSearch(server, STATUS_SUMMARY.meta.code)).toEqual({ priority: 'H' });
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(await screen.findByText('共 5 组')).toBeTruthy();
    expect(lastSearch(server, STATUS_SUMMARY.meta.code)).toEqual({});
  });

  it('says so when no report code is given', async () => {
    await renderSchema(<SchemaPage pageId="online.report.view" params={{}} />, { server: schemaServer() });
    expect(await screen.findByText('没有指定报表编码')).toBeTruthy();
  });
});
