// The six dashboards (schemas/pages/dashboard/*.json, the dashboard page kind) in Chromium against the
// real server: each opens from its menu path with its cards (none is the "not available" page), the
// Analysis work-order count is the count the list API reports, the task and chart pages draw charts
// from the aggregate, and a work order added through the API shows in the figures after a refresh.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { api, signIn } from './support/api';
import { button } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now().toString(36);

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

const DASHBOARDS = [
  { path: '/dashboard/analysis', title: '首页', card: '工单总数' },
  { path: '/dashboard/monitor', title: '监控页', card: '运行时长' },
  { path: '/dashboard/workplace', title: '工作台', card: '快捷入口' },
  { path: '/dashboard/task', title: '任务', card: '未完成工单' },
  { path: '/dashboard/chart', title: '图表', card: '饼图：优先级' },
  { path: '/dashboard/bdc', title: '大数据', card: '合作伙伴' },
];

let page: Page;
adminSession((admin) => ({ page } = admin));
let token: string;

beforeAll(async () => {
  token = await signIn(baseUrl, 'admin', adminPassword);
});

const card = (title: string): Locator =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

async function figure(title: string): Promise<number> {
  const value = card(title).locator('.ant-statistic-content-value');
  await value.waitFor();
  return Number((await value.textContent())?.replace(/[^\d.]/g, ''));
}

async function caseTotal(): Promise<number> {
  const listed = await api<Envelope<{ total: number }>>(baseUrl, '/biz/case/list?pageSize=1', token);
  expect(listed.body.success, listed.body.message).toBe(true);
  return listed.body.result.total;
}

describe('dashboards in the browser', () => {
  it('opens each of the six dashboards with its cards, none of them "not available"', async () => {
    for (const dashboard of DASHBOARDS) {
      await page.goto(`${baseUrl}${dashboard.path}`);
      await page.getByRole('heading', { name: dashboard.title, exact: true }).waitFor();
      await card(dashboard.card).waitFor();
      expect(await page.getByText('页面暂未开放').count(), dashboard.path).toBe(0);
      // Every card settles (no skeleton left) and, but for the monitoring API, none failed.
      await page.locator('.ant-card[aria-busy="true"]').first().waitFor({ state: 'detached' });
      if (dashboard.path !== '/dashboard/monitor')
        expect(await page.getByText('加载失败').count(), dashboard.path).toBe(0);
      await saveScreenshot(page, `dashboard-${dashboard.path.split('/').pop()}`);
    }
  });

  it('shows the real work-order count and charts of the seeded cases', async () => {
    await page.goto(`${baseUrl}/dashboard/analysis`);
    expect(await figure('工单总数')).toBe(await caseTotal());
    await card('工单状态').getByRole('img', { name: '工单状态' }).locator('svg').waitFor();
    await page.goto(`${baseUrl}/dashboard/task`);
    await card('各处理人的未完成工单（按创建至今天数）').locator('svg').first().waitFor();
  });

  it('counts a work order added through the API after a refresh', async () => {
    await page.goto(`${baseUrl}/dashboard/analysis`);
    const before = await figure('工单总数');
    const added = await api<Envelope<unknown>>(baseUrl, '/biz/case/add', token, {
      method: 'POST',
      body: JSON.stringify({
        title: `看板新工单 ${stamp}`,
        customerName: '云上客户',
        product: '云服务器',
        caseType: '1',
        priority: 'H',
        status: '0',
        description: '看板刷新后应计入新工单',
      }),
    });
    expect(added.body.success, added.body.message).toBe(true);
    await button(page, '刷新').click();
    await expect.poll(() => figure('工单总数')).toBe(before + 1);
    expect(await caseTotal()).toBe(before + 1);
  });
});
