// The schema runtime's one-to-many sub-tables and categories in Chromium against the real server: a
// work order edited with a product category (lazy category tree) and two contacts (sub-table), read
// back in its detail (related list), and the category tree page with a child added under a product line.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { adminSession } from './support/session';
import { button, OPEN_SELECT_DROPDOWN } from './support/ui';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

async function pickCategory(scope: Locator, label: string, branch: string, leaf: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const popup = page.locator(OPEN_SELECT_DROPDOWN);
  const node = popup.locator('.ant-select-tree-treenode').filter({ hasText: branch }).first();
  await node.locator('.ant-select-tree-switcher').click();
  await popup.locator('.ant-select-tree-title', { hasText: leaf }).first().click();
}

describe('sub-tables and categories in the browser', () => {
  it('edits a work order with a product category and contacts, shown in its detail', async () => {
    const title = `联系人工单 ${stamp}`;
    await page.goto(`${baseUrl}/caseManage/add`);
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('combobox', { name: '工单类型' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '咨询' }).click();
    await page.getByLabel('客户', { exact: true }).fill('星河银行');
    await page.getByLabel('产品', { exact: true }).fill('对象存储 OSS');
    await page.getByLabel('问题描述', { exact: true }).fill('跨区域复制的计费方式咨询。');
    await button(page, '提交').click();
    await page.waitForURL(`${baseUrl}/caseManage/list`);

    await page.getByLabel('标题:').fill(stamp);
    await button(page, '查询').click();
    const caseRow = page.locator('tr.ant-table-row').filter({ hasText: title });
    await caseRow.getByRole('button', { name: '编辑' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '编辑工单' }).last();
    await dialog.getByLabel('标题', { exact: true }).waitFor();
    await pickCategory(dialog, '产品分类', '存储', '对象存储 OSS');
    for (const [name, phone] of [
      ['陈立', '13800001111'],
      ['Maria Jensen', '+45 3311 2200'],
    ] as const) {
      await button(dialog, '添加一行').click();
      const cells = dialog.locator('tr.ant-table-row').last().locator('input:not([role])');
      await cells.nth(0).fill(name);
      await cells.nth(1).fill(phone);
    }
    await saveScreenshot(page, 'case-contacts-form');
    const saved = page.waitForResponse((r) => r.url().includes('/biz/case/edit'));
    await button(dialog, '保存').click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    await caseRow.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/caseManage\/detail\?id=[0-9a-f]{32}$/);
    for (const text of ['对象存储 OSS', '相关联系人', '陈立', 'Maria Jensen', '+45 3311 2200']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await saveScreenshot(page, 'case-contacts-detail');
    expect(problems).toEqual([]);
  });

  it('adds a category under a product line on the category tree page', async () => {
    const name = `归档存储 ${stamp}`;
    await page.goto(`${baseUrl}/isystem/category`);
    const storage = page.locator('tr.ant-table-row').filter({ hasText: 'A02' }).first();
    await storage.waitFor();
    await storage.getByRole('button', { name: '添加下级' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '分类' }).last();
    await dialog.getByLabel('分类名称', { exact: true }).fill(name);
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('分类名称:').fill(stamp);
    await button(page, '查询').click();
    await page
      .locator('tr.ant-table-row')
      .filter({ hasText: name })
      .filter({ hasText: /A02A\d\d/ })
      .waitFor();
    await saveScreenshot(page, 'category-tree');
    expect(problems).toEqual([]);
  });
});
