// The dashboard page kind through SchemaPage, against the in-memory server with the story dashboard's
// endpoint: figures and charts come from the aggregate the server computes over its rows, the list
// from the list API with the signed-in user's id; a failing card shows its retry and a refused card
// its quiet "no permission" while the others render; links the user's menu lacks are left out.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsAtom, type AppRoute } from '../../../runtime/core';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import {
  dashboardEndpoint,
  registerDashboardStorySource,
  STORY_DASHBOARD_ID,
} from '../../../runtime/antd/dashboard/dashboardStoryData';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { SCHEMA_ADMIN, schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from '../antd/schemaHarness';

const route = (path: string): AppRoute => ({
  path,
  name: path,
  component: 'x',
  hidden: false,
  meta: { title: path },
  pageKey: 'x',
});

function serverWithAggregates(change?: (server: MemoryServer) => void) {
  const server = schemaServer();
  const cases = server.tables.find((t) => t.basePath === '/biz/case')!;
  const status = Object.fromEntries(server.dicts.case_status!.map((d) => [d.value, d.text]));
  server.intercept = dashboardEndpoint(() => ({ rows: cases.rows, labels: { status } }));
  change?.(server);
  return { server, cases };
}

async function renderDashboard(server: MemoryServer) {
  registerDashboardStorySource();
  return renderSchema(<SchemaPage pageId={STORY_DASHBOARD_ID} params={{}} />, {
    server,
    prepare: (store) =>
      store.set(permissionsAtom, { menu: [], auth: [], allAuth: [], routes: [route('/caseManage/list')] }),
  });
}

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('dashboard page', () => {
  it(
    'shows the aggregate count and chart, a failing card with retry and a refused card, side by side',
    { timeout: 60_000 },
    async () => {
      const { server, cases } = serverWithAggregates();
      await renderDashboard(server);
      expect(await screen.findByRole('heading', { name: '工作概览' })).toBeTruthy();
      const count = card('工单总数');
      await waitFor(() => expect(within(count).getByText(String(cases.rows.length))).toBeTruthy());
      // The chart names itself after its card and loads echarts on its own.
      expect(await screen.findByRole('img', { name: '工单状态' }, { timeout: 20_000 })).toBeTruthy();
      const broken = card('坏掉的卡片');
      await waitFor(() => expect(within(broken).getByText('加载失败')).toBeTruthy());
      expect(within(broken).getByText('统计服务暂不可用')).toBeTruthy();
      await waitFor(() => expect(within(card('机密数字')).getByText('无权查看')).toBeTruthy());
      // Retry reads the failed source again, and only it.
      const before = server.log.filter((r) => r.path === '/story/broken').length;
      fireEvent.click(within(broken).getByRole('button', { name: /重\s*试/ }));
      await waitFor(() =>
        expect(server.log.filter((r) => r.path === '/story/broken').length).toBe(before + 1),
      );
      expect(within(card('工单总数')).getByText(String(cases.rows.length))).toBeTruthy();
    },
  );

  it('sends the list source its $expr params (the signed-in user) and lists what it answers', async () => {
    const { server, cases } = serverWithAggregates();
    // Give the signed-in user one open work order.
    const mine = cases.rows.find((row) => row.status === '1')!;
    mine.assignee = SCHEMA_ADMIN.id;
    await renderDashboard(server);
    const list = await waitFor(() => card('我的待办工单'));
    await waitFor(() => expect(within(list).getByText(String(mine.caseNo))).toBeTruthy());
    const request = server.log.find((r) => r.path === '/biz/case/list');
    expect(request?.params).toMatchObject({ assignee: SCHEMA_ADMIN.id, status: '0,1,2', pageSize: 5 });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['工单编号', '标题', '状态']);
    // Rows are links reachable by keyboard.
    expect(within(list).getAllByRole('link')[0]?.getAttribute('tabindex')).toBe('0');
  });

  it('changes its figures after a refresh when the data changed', async () => {
    const { server, cases } = serverWithAggregates();
    await renderDashboard(server);
    const count = String(cases.rows.length);
    await waitFor(() => expect(within(card('工单总数')).getByText(count)).toBeTruthy());
    cases.rows.push({ ...cases.rows[0]!, id: 'new-case', caseNo: 'CS-NEW' });
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(within(card('工单总数')).getByText(String(cases.rows.length))).toBeTruthy());
  });

  it('shows only the links whose menu path the user has', async () => {
    const { server } = serverWithAggregates();
    await renderDashboard(server);
    const links = await waitFor(() => card('快捷入口'));
    expect(within(links).getByRole('link', { name: '工单列表' }).getAttribute('href')).toBe(
      '/caseManage/list',
    );
    expect(within(links).queryByRole('link', { name: '用户管理' })).toBeNull();
  });
});
