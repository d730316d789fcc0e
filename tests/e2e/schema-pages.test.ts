// Acceptance of the schema runtime in Chromium against the real server, under its Content-Security-
// Policy (no unsafe-eval): dictionaries (add with two items, search, edit, export as a real .xlsx,
// delete) and work orders (add at /caseManage/add, then its detail), all rendered from schemas/.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { adminSession } from './support/session';
import { button, openedDialog, saveDialog, tableRow } from './support/ui';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

describe('schema pages in the browser', () => {
  it('manages a dictionary: add with two items, search, edit, export, delete', async () => {
    const code = `e2e_${stamp}`;
    await page.goto(`${baseUrl}/isystem/dict`);
    await page.locator('tr.ant-table-row').first().waitFor();

    // Add.
    await button(page, '新增').click();
    let dialog = await openedDialog(page, '字典');
    await dialog.getByLabel('字典名称', { exact: true }).fill(`端到端字典${stamp}`);
    await dialog.getByLabel('字典编码', { exact: true }).fill(code);
    await saveDialog(dialog);

    // Search it by code.
    await page.getByLabel('字典编码:').fill(code);
    await button(page, '查询').click();
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await tableRow(page, code).waitFor();

    // Two items in the items drawer.
    await tableRow(page, code).getByRole('button', { name: '字典配置' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '字典列表' });
    await drawer.waitFor();
    for (const [text, value] of [
      ['金牌', 'gold'],
      ['银牌', 'silver'],
    ]) {
      await button(drawer, '新增').click();
      dialog = await openedDialog(page, '字典项');
      await dialog.getByLabel('名称', { exact: true }).fill(text!);
      await dialog.getByLabel('数据值', { exact: true }).fill(value!);
      await saveDialog(dialog);
      await drawer.locator('tr.ant-table-row').filter({ hasText: text! }).waitFor();
    }
    await expect.poll(() => drawer.locator('tr.ant-table-row').count()).toBe(2);
    await saveScreenshot(page, 'schema-dict-items');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The dictionary serves its items to dictionary widgets.
    const items = await page.evaluate(async (c) => {
      const token =
        (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value ?? '';
      const res = await fetch(`/api/sys/dict/getDictItems/${c}`, { headers: { 'X-Access-Token': token } });
      return ((await res.json()) as { result: { value: string }[] }).result.map((i) => i.value);
    }, code);
    expect(items.sort()).toEqual(['gold', 'silver']);

    // Edit.
    await tableRow(page, code).getByRole('button', { name: '编辑' }).click();
    dialog = await openedDialog(page, '字典');
    const name = dialog.getByLabel('字典名称', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(`端到端字典${stamp}`);
    expect(await dialog.getByLabel('字典编码', { exact: true }).isDisabled()).toBe(true);
    await name.fill(`端到端字典${stamp}（已改）`);
    await saveDialog(dialog);
    await tableRow(page, `端到端字典${stamp}（已改）`).waitFor();

    // Export the searched rows as a real workbook.
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '导出').click()]);
    expect(download.suggestedFilename()).toBe('数据字典.xlsx');
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((r) => r.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toContain(code);

    // Delete.
    await tableRow(page, code).getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定删除吗?' });
    await confirm.waitFor();
    await button(confirm, '确定').click();
    await expect.poll(() => tableRow(page, code).count()).toBe(0);
    await saveScreenshot(page, 'schema-dict-list');
    expect(problems).toEqual([]);
  });

  it('adds a work order at /caseManage/add and opens its detail', async () => {
    const title = `端到端工单 ${stamp}`;
    await page.goto(`${baseUrl}/caseManage/list`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await button(page, '新建工单').click();
    await page.waitForURL(`${baseUrl}/caseManage/add`);
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('combobox', { name: '工单类型' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '故障' }).click();
    await page.getByLabel('客户', { exact: true }).fill('星河银行');
    await page.getByLabel('产品', { exact: true }).fill('对象存储 OSS');
    await page.getByLabel('联系邮箱', { exact: true }).fill('ops@example.com');
    await page.getByLabel('问题描述', { exact: true }).fill('上传大于 5 GB 的文件时返回 403，重试后仍失败。');
    await saveScreenshot(page, 'schema-case-add');
    await button(page, '提交').click();
    await page.waitForURL(`${baseUrl}/caseManage/list`);

    await page.getByLabel('标题:').fill(stamp);
    await button(page, '查询').click();
    await tableRow(page, title).waitFor();
    await tableRow(page, title).getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/caseManage\/detail\?id=[0-9a-f]{32}$/);
    for (const text of ['基本信息', '问题信息', '产品信息', title, '星河银行', '故障']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await saveScreenshot(page, 'schema-case-detail');
    expect(problems).toEqual([]);
  });
});
