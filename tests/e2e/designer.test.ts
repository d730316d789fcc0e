// Acceptance of the online schema designer in Chromium against the real server: an admin writes a model
// and its form and list pages as JSON, sees a live validation message for a broken draft, fixes it, sees
// the live preview, saves, adds the list page to the menu, opens the new menu entry, adds a record,
// sees it listed and deletes it — all without restarting the server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, saveScreenshot } from '../helpers/browser';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');

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

let browser: Browser;
let page: Page;
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
  await page.goto(`${baseUrl}/user/login`);
  await page.fill('input[name="username"]', 'admin');
  await page.fill('input[name="password"]', adminPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/analysis/);
});

afterAll(async () => {
  await browser?.close();
});

const button = (scope: Page | Locator, text: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}$`) });
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
    await page.waitForURL(/\/online\/designer\/book\/list/);
    await page.locator('.ant-table').waitFor();

    // Add a record through the stored form, see it listed, delete it.
    await button(page, '新增').click();
    const form = page.locator('.ant-modal').filter({ hasText: '图书' }).last();
    await form.getByLabel('书名').fill('三体');
    await form.getByLabel('作者').fill('刘慈欣');
    await button(form, '保存').click();
    await form.waitFor({ state: 'detached' });
    const row = page.locator('tr.ant-table-row').filter({ hasText: '三体' });
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
});
