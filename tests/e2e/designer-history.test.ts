// The designer's versions in Chromium against the real server (issue 19): a model saved with a note and
// then given a field shows both versions in its history drawer with the line diff; rolling back to the
// first version asks to confirm the field it drops, keeps its column, and becomes version 3. The drawer
// is screenshot in Chinese and in English.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { api, signIn } from './support/api';
import { button, settled } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now().toString(36);
const NAME = `history_${stamp}`;

const MODEL = {
  $id: `urn:lowcode:model:${NAME}`,
  type: 'object',
  'x-label': '客户',
  'x-storage': { table: NAME },
  'x-api': { basePath: `/history/${stamp}`, permissionPrefix: `history:${stamp}` },
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string', maxLength: 50 },
  },
};
const WITH_REMARK = {
  ...MODEL,
  properties: { ...MODEL.properties, remark: { type: 'string', maxLength: 200 } },
};

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));
let id = '';

beforeAll(async () => {
  const token = await signIn(baseUrl, 'admin', adminPassword);
  const post = (path: string, body: unknown, method = 'POST') =>
    api<{ success: boolean; result: { id: string } }>(baseUrl, path, token, {
      method,
      body: JSON.stringify(body),
    });
  const added = await post('/online/schema/add', {
    kind: 'model',
    content: JSON.stringify(MODEL, null, 2),
    note: '第一版：只有名称',
  });
  expect(added.body.success).toBe(true);
  id = added.body.result.id;
  const edited = await post(
    '/online/schema/edit',
    { id, content: JSON.stringify(WITH_REMARK, null, 2), note: '加上备注' },
    'PUT',
  );
  expect(edited.body.success).toBe(true);
});

const drawer = () => page.locator('.ant-drawer-content');

async function openHistory(label: string): Promise<void> {
  await page.goto(`${baseUrl}/isystem/onlineSchema`);
  await page.locator('.ant-list-item').filter({ hasText: NAME }).click();
  await button(page, label).click();
  await page.getByTestId('designer-diff').waitFor({ timeout: 15_000 });
}

describe('designer versions', () => {
  it('shows the history with its diff and rolls back to the first version as a new one', async () => {
    await openHistory('版本历史');
    await expect.poll(() => drawer().textContent()).toContain('加上备注');
    expect(await drawer().textContent()).toContain('第一版：只有名称');
    expect(await page.getByTestId('designer-diff').textContent()).toContain('新增 4 行，删除 0 行');
    await settled(page.locator('.ant-drawer'));
    await saveScreenshot(page, 'designer-history-zh');

    await button(drawer(), '回滚到此版本').click();
    await page.getByPlaceholder('回滚说明（可选）').fill('撤回备注');
    await button(page.locator('.ant-popconfirm'), '确定').click();
    await page.getByTestId('designer-data-loss').waitFor();
    expect(await page.getByTestId('designer-data-loss').textContent()).toContain('remark');
    await settled(page.locator('.ant-modal-root'));
    await page.locator('.ant-popconfirm').waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'designer-history-data-loss-zh');
    await button(page, '我已了解，继续保存').click();
    await drawer().getByText('第 3 版').first().waitFor();
    expect(await drawer().textContent()).toContain('撤回备注');
    expect(problems.filter((p) => !/\/rollback/.test(p))).toEqual([]);
  });

  it('speaks English', async () => {
    await page.goto(`${baseUrl}/isystem/onlineSchema`);
    await page.getByRole('button', { name: /English/ }).click();
    await openHistory('Versions');
    await expect.poll(() => drawer().textContent()).toContain(`Versions of ${NAME}`);
    expect(await drawer().textContent()).toContain('Version 3');
    await settled(page.locator('.ant-drawer'));
    await saveScreenshot(page, 'designer-history-en');
  });
});
