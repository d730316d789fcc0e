import { screen } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, type MenuItem } from '../../../runtime/core';
import { consoleRoutes } from '../../../runtime/app/consoleRoutes';
import { renderSchema } from './schemaHarness';

const MENU: MenuItem[] = [
  {
    id: 'case',
    path: '/caseManage',
    name: 'caseManage',
    component: 'layouts/RouteView',
    meta: { title: '工单管理' },
    children: [
      {
        id: 'list',
        path: '/caseManage/list',
        name: 'caseList',
        component: 'caseManage/CaseList',
        meta: { title: '工单列表' },
      },
      {
        id: 'add',
        path: '/caseManage/add',
        name: 'caseAdd',
        component: 'caseManage/CaseAdd',
        hidden: true,
        meta: { title: '新建工单' },
      },
      {
        id: 'detail',
        path: '/caseManage/detail',
        name: 'caseDetail',
        component: 'caseManage/CaseDetail',
        hidden: true,
        meta: { title: '工单详情' },
      },
    ],
  },
  {
    id: 'dict',
    path: '/isystem/dict',
    name: 'dict',
    component: 'system/DictList',
    meta: { title: '数据字典' },
  },
  {
    id: 'online',
    path: '/online/cgformList/sys_position',
    name: 'onlinePosition',
    component: 'modules/online/cgform/auto/OnlineAutoList',
    meta: { title: '职务（在线表单）' },
  },
  {
    id: 'online2',
    path: '/online/cgformList/sys_data_log',
    name: 'onlineLog',
    component: 'modules/online/cgform/auto/OnlineAutoList',
    meta: { title: '数据日志（在线表单）' },
  },
];

function App() {
  return <Routes>{consoleRoutes(buildMenuRoutes(MENU))}</Routes>;
}

describe('schema pages on menu routes', () => {
  it('renders the case add page at /caseManage/add', async () => {
    await renderSchema(<App />, { route: '/caseManage/add' });
    expect(await screen.findByText('新建工单')).toBeTruthy();
    expect(await screen.findByText('问题信息')).toBeTruthy();
  });

  it('renders the case detail page at /caseManage/detail?id=…', async () => {
    await renderSchema(<App />, { route: '/caseManage/detail?id=c0000000000000000000000000000002' });
    expect(await screen.findByText('工单详情')).toBeTruthy();
    expect(await screen.findByText('CS202611200002')).toBeTruthy();
  });

  it('renders the dictionary list for the system/DictList menu component', async () => {
    await renderSchema(<App />, { route: '/isystem/dict' });
    expect(await screen.findByText('工单状态')).toBeTruthy();
  });

  it('renders the list page of the model an online form names', async () => {
    await renderSchema(<App />, { route: '/online/cgformList/sys_position' });
    expect(await screen.findByText('技术支持工程师')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
  });

  it("renders a model's built-in list when it has no list page", async () => {
    await renderSchema(<App />, { route: '/online/cgformList/sys_data_log' });
    expect((await screen.findAllByText('数据ID')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('biz_case')).length).toBe(2);
  });

  it('navigates from the list to the detail route with the record id', async () => {
    await renderSchema(<App />, { route: '/caseManage/list' });
    (await screen.findAllByRole('button', { name: '详情' }))[0]!.click();
    expect(await screen.findByText('工单详情')).toBeTruthy();
    // The first row is the newest work order.
    expect(screen.getByTestId('location').textContent).toMatch(/^\/caseManage\/detail\?id=c0{29}21$/);
  }, 90_000);
});
