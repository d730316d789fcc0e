// Online reports in Chromium against the real server (schemas/pages/online/*.json, the report page kind
// and the ReportDesigner widget): an administrator designs a report of work orders grouped by status
// with a count, a priority search field and a pie chart, sees the live preview while choosing, saves
// it, adds it to the menu, opens it from the side menu (table, chart, search) and exports it to .xlsx.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { readExport } from './support/excel';
import { button, choose, dialogTitled, tableRow } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const code = `e2e_${stamp}`;
const name = `工单状态报表 ${stamp}`;
const STATUSES = /新建|处理中|待客户反馈|已解决|已关闭/;

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

/** The counts in a report table's second column. */
async function counts(scope: Locator): Promise<number[]> {
  const cells = await scope.locator('tr.ant-table-row td:nth-child(2)').allTextContents();
  return cells.map(Number);
}

describe('online reports in the browser', () => {
  it('designs a report with live preview, adds it to the menu, shows table and chart, searches and exports', async () => {
    await page.goto(`${baseUrl}/isystem/onlineReport`);
    await tableRow(page, 'caseStatusSummary').waitFor();
    await button(page, '新增').click();
    const form = dialogTitled(page, '报表设计');
    await form.getByLabel('报表名称', { exact: true }).fill(name);
    await form.getByLabel('报表编码', { exact: true }).fill(code);
    await form.getByText('请先选择数据模型').waitFor();
    await choose(page, form, '模型 / 表', '工单 (biz_case)');

    // Nothing chosen yet: the preview already answers, with the server's reason naming the path.
    const preview = form.getByRole('region', { name: '实时预览' });
    await preview.getByText('预览失败').waitFor();
    await choose(page, form, '分组字段', '状态 (status)');
    await button(form, '添加 统计').click();
    await form.getByLabel('标题 1', { exact: true }).fill('工单数');
    await button(form, '添加 条件').click();
    await choose(page, form, '条件字段 1', '优先级 (priority)');
    await choose(page, form, '图表类型', '饼图');
    await preview.locator('tr.ant-table-row').filter({ hasText: STATUSES }).first().waitFor();
    await preview.getByRole('img', { name: '工单数' }).locator('svg').waitFor();
    expect(await preview.locator('thead').textContent()).toMatch(/状态.*工单数/);
    await saveScreenshot(page, 'report-designer');
    await button(form, '保存').click();
    await form.waitFor({ state: 'detached' });

    const row = tableRow(page, code);
    await row.getByRole('button', { name: /更\s*多/ }).hover();
    await page.getByRole('menuitem', { name: '添加到菜单' }).click();
    const menuForm = dialogTitled(page, '添加到菜单');
    expect(await menuForm.getByLabel('菜单名称', { exact: true }).inputValue()).toBe(name);
    await button(menuForm, '保存').click();
    await page.locator('.ant-message').getByText('已添加到菜单').waitFor();

    // The side menu is read again: the new item is there without reloading the page.
    await page.getByRole('menuitem', { name }).click();
    await page.waitForURL(`${baseUrl}/online/cgreport/${code}`);
    const table = page.locator('.ant-table:visible').last();
    await table.locator('tr.ant-table-row').filter({ hasText: STATUSES }).first().waitFor();
    await page.getByRole('img', { name: '工单数' }).locator('svg').waitFor();
    await page.getByText(/^共 \d+ 组$/).waitFor();
    const all = (await counts(table)).reduce((a, b) => a + b, 0);
    expect(all).toBeGreaterThan(0);
    await saveScreenshot(page, 'report-page');

    await choose(page, page.getByRole('search'), '优先级', '高');
    await button(page, '查询').click();
    await expect
      .poll(async () => (await counts(table)).reduce((a, b) => a + b, 0), { timeout: 10_000 })
      .toBeLessThan(all);

    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '导出').click()]);
    expect(download.suggestedFilename()).toBe(`${name}.xlsx`);
    const { header, rows } = await readExport(download);
    expect(header).toEqual(expect.arrayContaining(['状态', '工单数']));
    expect(rows.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
