// Acceptance of the online schema designer in Chromium against the real server: an admin writes a model
// and its form and list pages as JSON, sees a live validation message for a broken draft, fixes it, sees
// the live preview, saves, adds the list page to the menu, opens the new menu entry, adds a record,
// sees it listed and deletes it — all without restarting the server. Then the same module's records are
// edited, shown, exported to a real .xlsx and imported back; and an account without its generated codes
// gets 403 from its API and sees neither its menu entry nor its buttons.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { api, menuText, signIn } from './support/api';
import { readExport, writeImport } from './support/excel';
import { button, dialogTitled, settled, signInPage, tableRow } from './support/ui';
import { createUser, grantToRole } from './support/users';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const dataDir = inject('dataDir');
const stamp = Date.now().toString(36);

const MODEL = {
  $id: 'urn:lowcode:model:designer_book',
  type: 'object',
  'x-label': '图书',
  'x-storage': { table: 'designer_book', audit: true },
  'x-api': { basePath: '/designer/book', permissionPrefix: 'designer:book' },
  required: ['title'],
  properties: {
    id: { type: 'string', readOnly: true },
    title: { type: 'string', maxLength: 100, 'x-label': '书名' },
    author: { type: 'string', maxLength: 50, 'x-label': '作者' },
    pages: { type: 'integer', minimum: 1, 'x-label': '页数' },
  },
};
const FORM = {
  id: 'designer.book.form',
  kind: 'form',
  title: '图书',
  model: 'designer_book',
  submit: { onSuccess: ['close', 'refreshOpener'] },
  sections: [{ fields: [{ field: 'title' }, { field: 'author' }, { field: 'pages' }] }],
};
const DETAIL = {
  id: 'designer.book.detail',
  kind: 'detail',
  title: '图书',
  model: 'designer_book',
  sections: [{ fields: [{ field: 'title', span: 2 }, { field: 'author' }, { field: 'pages' }] }],
};
const LIST = {
  id: 'designer.book.list',
  kind: 'list',
  menuKey: 'designer/BookList',
  title: '图书',
  model: 'designer_book',
  search: { fields: [{ field: 'title', op: 'like' }] },
  columns: [{ field: 'title' }, { field: 'author' }, { field: 'pages', display: 'number' }],
  actions: [
    {
      id: 'add',
      type: 'open',
      position: 'toolbar',
      target: 'designer.book.form',
      permission: 'designer:book:add',
      onSuccess: ['refresh'],
    },
    { id: 'export', type: 'export', position: 'toolbar', permission: 'designer:book:export' },
    { id: 'import', type: 'import', position: 'toolbar', permission: 'designer:book:import' },
    { id: 'detail', type: 'open', position: 'row', target: 'designer.book.detail' },
    {
      id: 'edit',
      type: 'open',
      position: 'row',
      target: 'designer.book.form',
      permission: 'designer:book:edit',
      onSuccess: ['refresh'],
    },
    {
      id: 'delete',
      type: 'delete',
      position: 'row',
      confirm: true,
      permission: 'designer:book:delete',
      onSuccess: ['refresh'],
    },
  ],
};
const LIST_URL = /\/online\/designer\/book\/list/;
/** An account of the seeded staff role, which the designer grants nothing. */
const STAFF = { username: `designer_staff_${stamp}`, realname: '值班工程师', password: 'Designer-Staff-1!' };

let browser: Browser;
let page: Page;
let files: string;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
  page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // Any API call answered 4xx or 5xx is a failure here, except the validation of drafts being typed.
  page.on('response', (res) => {
    if (res.status() >= 400 && res.url().includes('/api/')) problems.push(`${res.status()} ${res.url()}`);
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|unsafe-eval/i.test(msg.text())) problems.push(`csp: ${msg.text()}`);
  });
  await signInPage(page, baseUrl, 'admin', adminPassword);
  files = mkdtempSync(join(tmpdir(), 'console-designer-'));
});

afterAll(async () => {
  await browser?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

const editor = () => page.getByRole('textbox', { name: /JSON/ });
const issues = () => page.getByTestId('designer-issues');
const json = (doc: unknown) => JSON.stringify(doc, null, 2);

async function enterValid(doc: unknown): Promise<void> {
  await editor().fill(json(doc));
  await page.getByText('校验通过').waitFor({ timeout: 15_000 });
}

async function save(name: string): Promise<void> {
  await button(page, '保存').click();
  await page.locator('.ant-message').getByText('已保存').last().waitFor();
  await page.locator('.ant-list-item').filter({ hasText: name }).waitFor();
}

describe('online schema designer', () => {
  it('builds a module from JSON and uses it without a restart', async () => {
    await page.goto(`${baseUrl}/isystem/onlineSchema`);
    await page.getByText('已保存的设计').waitFor();
    // A model draft opens in the visual fields table; this test writes its JSON.
    await page.locator('.ant-segmented').getByText('JSON', { exact: true }).click();

    // A broken model: the live message names the pointer and the expectation; nothing is saved.
    await editor().fill(json({ ...MODEL, 'x-storage': { table: 'Designer Book' } }));
    await issues().waitFor({ timeout: 15_000 });
    await expect.poll(() => issues().textContent()).toMatch(/\/x-storage\/table/);
    await saveScreenshot(page, 'designer-1-invalid-model');

    // Fixed and saved: its table and API exist from now on.
    await enterValid(MODEL);
    await save('designer_book');

    // The form page, previewed live before saving.
    await button(page, '新建页面').click();
    await enterValid(FORM);
    const preview = page.getByTestId('designer-preview');
    await preview.getByLabel('书名').waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'designer-2-form-preview');
    await save('designer.book.form');

    // The detail page the list's rows open: with no record yet there is nothing to preview it with.
    await button(page, '新建页面').click();
    await enterValid(DETAIL);
    await page.getByText('模型 designer_book 还没有记录，有记录后即可预览详情页').waitFor();
    await save('designer.book.detail');

    // The list page: a field the model lacks is reported, then the fixed page previews its table.
    await button(page, '新建页面').click();
    await editor().fill(json({ ...LIST, columns: [...LIST.columns, { field: 'isbn' }] }));
    await expect.poll(() => issues().textContent(), { timeout: 15_000 }).toMatch(/\/columns\/3/);
    await enterValid(LIST);
    await preview.locator('.ant-table').waitFor({ timeout: 15_000 });
    await button(preview, '新增').waitFor();
    await saveScreenshot(page, 'designer-3-list-preview');
    await save('designer.book.list');

    // Add to menu, at the top level.
    await button(page, '加入菜单').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '加入菜单' });
    await dialog.getByLabel('菜单名称').fill('图书管理');
    await button(dialog, '确定').click();
    await page.locator('.ant-message').getByText('已加入菜单').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The menu shows the new entry at once; it opens the stored list page.
    const entry = page.locator('.ant-menu').getByText('图书管理');
    await entry.waitFor();
    await entry.click();
    await page.waitForURL(LIST_URL);
    await page.locator('.ant-table').waitFor();

    // Add a record through the stored form, see it listed, delete it.
    await button(page, '新增').click();
    const form = dialogTitled(page, '图书');
    await form.getByLabel('书名').fill('三体');
    await form.getByLabel('作者').fill('刘慈欣');
    await button(form, '保存').click();
    await form.waitFor({ state: 'detached' });
    const row = tableRow(page, '三体');
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('刘慈欣');
    await saveScreenshot(page, 'designer-4-new-module');
    // A fresh load of the stored page's URL: the catalog arrives with the permissions and the page shows.
    await page.reload();
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await button(confirm, '确定').click();
    await row.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'designer-5-deleted');
    expect(problems).toEqual([]);
  });

  it('edits, shows, exports to .xlsx and imports records of the designed module', async () => {
    await page.waitForURL(LIST_URL);
    const row = (text: string) => tableRow(page, text);

    // Add.
    await button(page, '新增').click();
    let dialog = dialogTitled(page, '图书');
    await dialog.getByLabel('书名').fill('球状闪电');
    await dialog.getByLabel('作者').fill('刘慈欣');
    await dialog.getByLabel('页数').fill('300');
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    await row('球状闪电').waitFor();

    // Edit: the stored form opens with the record's values; the change is listed.
    await row('球状闪电').getByRole('button', { name: '编辑' }).click();
    dialog = dialogTitled(page, '图书');
    const author = dialog.getByLabel('作者');
    await expect.poll(() => author.inputValue()).toBe('刘慈欣');
    await author.fill('刘慈欣 著');
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row('球状闪电').textContent()).toContain('刘慈欣 著');

    // Detail: the stored detail page shows the saved values.
    await row('球状闪电').getByRole('button', { name: '详情' }).click();
    dialog = dialogTitled(page, '图书');
    await dialog.getByText('刘慈欣 著', { exact: true }).waitFor();
    await dialog.getByText('300', { exact: true }).waitFor();
    await settled(dialog);
    await saveScreenshot(page, 'designer-6-detail');
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'detached' });

    // Export: a real workbook with the model's labels as its header and the record as its row.
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '导出').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const exported = await readExport(download);
    expect(exported.header).toEqual(expect.arrayContaining(['书名', '作者', '页数']));
    expect(exported.rows).toHaveLength(1);
    expect(exported.rows[0]!.map(String)).toEqual(expect.arrayContaining(['球状闪电', '刘慈欣 著', '300']));

    // Import: the export with two other books in place of its row.
    const upload = join(files, 'books.xlsx');
    await writeImport(
      exported,
      exported.rows[0]!,
      [
        { 书名: `流浪地球 ${stamp}`, 页数: 120 },
        { 书名: `超新星纪元 ${stamp}`, 作者: '刘慈欣', 页数: 280 },
      ],
      upload,
    );
    await button(page, '导入').click();
    dialog = dialogTitled(page, '导入图书');
    await dialog.locator('input[type="file"]').setInputFiles(upload);
    await button(dialog, '开始导入').click();
    await dialog.locator('.ant-alert-success').getByText('共2行数据全部导入成功！').waitFor();
    await button(dialog, '关闭').click();
    await dialog.waitFor({ state: 'detached' });
    await row(`流浪地球 ${stamp}`).waitFor();
    await expect.poll(() => row(`超新星纪元 ${stamp}`).textContent()).toContain('280');
    await saveScreenshot(page, 'designer-7-imported');
    expect(problems).toEqual([]);
  });

  it("refuses an account without the module's codes: 403 from its API, no menu entry, no buttons", async () => {
    await createUser(dataDir, STAFF);
    const token = await signIn(baseUrl, STAFF.username, STAFF.password);
    const add = { method: 'POST', body: JSON.stringify({ title: '越权新增的图书' }) };
    expect((await api(baseUrl, '/designer/book/list', token)).status).toBe(403);
    expect((await api(baseUrl, '/designer/book/add', token, add)).status).toBe(403);
    expect((await api(baseUrl, '/designer/book/exportXls', token)).status).toBe(403);
    expect(await menuText(baseUrl, token)).not.toContain('designer/BookList');

    // In the browser: no menu entry, and the list's address is unknown to this account.
    const staffProblems: string[] = [];
    const signInStaff = async () => {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
      const staff = await context.newPage();
      staff.on('pageerror', (err) => staffProblems.push(`page error: ${err.message}`));
      await signInPage(staff, baseUrl, STAFF.username, STAFF.password);
      return staff;
    };
    let staff = await signInStaff();
    await staff.getByRole('menuitem', { name: /工单管理/ }).waitFor();
    expect(await staff.locator('.ant-menu').getByText('图书管理').count()).toBe(0);
    await staff.goto(`${baseUrl}/online/designer/book/list`);
    await staff.waitForURL(/\/404$/);
    await staff.context().close();

    // Granted the menu entry and the list code only: the list shows, with no button that needs another code.
    expect(
      grantToRole(dataDir, 'staff', { menuKey: 'designer/BookList', codes: ['designer:book:list'] }),
    ).toBe(2);
    staff = await signInStaff();
    await staff.locator('.ant-menu').getByText('图书管理').click();
    await staff.waitForURL(LIST_URL);
    const row = tableRow(staff, '球状闪电');
    await row.waitFor();
    await row.getByRole('button', { name: '详情' }).waitFor();
    for (const text of ['编辑', '删除'])
      expect(await row.getByRole('button', { name: text }).count()).toBe(0);
    for (const text of ['新增', '导出', '导入']) expect(await button(staff, text).count()).toBe(0);
    await saveScreenshot(staff, 'designer-8-staff-list');
    const granted = await signIn(baseUrl, STAFF.username, STAFF.password);
    expect((await api(baseUrl, '/designer/book/list', granted)).status).toBe(200);
    expect((await api(baseUrl, '/designer/book/add', granted, add)).status).toBe(403);
    expect((await api(baseUrl, '/designer/book/exportXls', granted)).status).toBe(403);
    await staff.context().close();
    expect(staffProblems).toEqual([]);
  });
});
