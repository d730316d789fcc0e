// Acceptance of the designer's visual builder in Chromium against the real server: an admin builds a
// "customer visit" module without typing JSON (the new module dialog: name, labels, fields with a
// dictionary, a date, a reference, searched fields), saves its four documents, adds its list to the
// menu, adds a record through the drafted form, finds it listed, and searches it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { addField, addVisitFields, openNewModule, saveModule } from './support/designer';
import { button, dialogTitled, signInPage, tableRow } from './support/ui';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
  page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500 && res.url().includes('/api/')) problems.push(`${res.status()} ${res.url()}`);
  });
  await signInPage(page, baseUrl, 'admin', adminPassword);
});

afterAll(async () => {
  await browser?.close();
});

describe('designer fields builder', () => {
  it('builds a module by choosing fields, then adds and searches its records', async () => {
    const dialog = await openNewModule(page, baseUrl, {
      model: 'online_visit',
      label: '客户拜访',
      labelEn: 'Customer visits',
    });

    // A reserved field name is refused as it is typed, naming the field.
    await addField(page, dialog, { name: 'order', zh: '顺序', en: 'Order' });
    await dialog.getByText('字段“order”：是列表查询参数，请换一个名称').waitFor();
    await dialog.getByRole('button', { name: '删除' }).last().click();

    await addVisitFields(page, dialog);
    await saveScreenshot(page, 'designer-fields-1-dialog');
    await saveModule(page, dialog);
    for (const name of ['online_visit', 'online.visit.form', 'online.visit.modal', 'online.visit.list'])
      await page.locator('.ant-list-item').filter({ hasText: name }).first().waitFor();

    // The stored list page into the menu.
    await page.locator('.ant-list-item').filter({ hasText: 'online.visit.list' }).click();
    await button(page, '加入菜单').click();
    const menu = page.locator('.ant-modal').filter({ hasText: '加入菜单' });
    await menu.getByLabel('菜单名称').fill('客户拜访');
    await button(menu, '确定').click();
    await page.locator('.ant-message').getByText('已加入菜单').waitFor();
    await page.locator('.ant-menu').getByText('客户拜访', { exact: true }).click();
    await page.locator('.ant-table').waitFor();

    // Records through the drafted form, listed, then found by the searched subject.
    for (const title of ['季度回访', '首次拜访']) {
      await button(page, '新增').click();
      const form = dialogTitled(page, '客户拜访');
      await form.getByLabel('主题').fill(title);
      await button(form, '保存').click();
      await form.waitFor({ state: 'detached' });
      await tableRow(page, title).waitFor();
    }
    const search = page.locator('form').filter({ hasText: '主题' }).first();
    await search.getByLabel('主题').fill('季度');
    await button(page, '查询').click();
    await tableRow(page, '首次拜访').waitFor({ state: 'detached' });
    await tableRow(page, '季度回访').waitFor();
    await saveScreenshot(page, 'designer-fields-2-module');
    expect(problems).toEqual([]);
  });
});
