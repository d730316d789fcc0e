// System logs and the data log in Chromium against the real server: the sign-in of this suite shows
// in the login log, a write shows in the operation log (after its batched flush), and two versions
// of a work order are compared side by side with the changed field highlighted.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signIn } from './support/api';
import { button, tableRow } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now().toString(36);

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));
let token: string;

beforeAll(async () => {
  token = await signIn(baseUrl, 'admin', adminPassword);
});

const send = (method: 'POST' | 'PUT', path: string, body: unknown) =>
  api<{ success: boolean }>(baseUrl, path, token, { method, body: JSON.stringify(body) });

describe('logs in the browser', () => {
  it('shows the sign-in in the login log and a write in the operation log', async () => {
    const added = await send('POST', '/sys/position/add', {
      code: `e2e_${stamp}`,
      name: 'E2E',
      postRank: '1',
    });
    expect(added.body.success).toBe(true);
    // The operation log is written in batches about once a second.
    await new Promise((r) => setTimeout(r, 1500));
    await page.goto(`${baseUrl}/isystem/log`);
    await tableRow(page, '用户名: admin,登录成功！').first().waitFor();
    await page.getByLabel('日志内容:').fill('position/add');
    await button(page, '查询').click();
    await tableRow(page, 'POST /api/sys/position/add').first().waitFor();
  });

  it('compares two versions of a work order', async () => {
    const title = `日志对比${stamp}`;
    const base = { title, customerName: 'E2E', product: 'ECS', priority: 'L', status: '0', caseType: '1' };
    expect((await send('POST', '/biz/case/add', { ...base, description: 'first' })).body.success).toBe(true);
    const found = await api<{ result: { records: { id: string }[] } }>(
      baseUrl,
      `/biz/case/list?title=${encodeURIComponent(title)}`,
      token,
    );
    const id = found.body.result.records[0]!.id;
    expect((await send('PUT', '/biz/case/edit', { ...base, id, description: 'second' })).body.success).toBe(
      true,
    );
    await page.goto(`${baseUrl}/isystem/dataLog`);
    await page.getByLabel('数据ID:').fill(id);
    await button(page, '查询').click();
    // The unfiltered first page is on screen before the query's answer replaces it: wait for the answer.
    await expect.poll(() => page.locator('tr.ant-table-row').count(), { timeout: 10_000 }).toBe(2);
    for (const row of await page.locator('tr.ant-table-row').all())
      await row.locator('.ant-checkbox-input').check();
    await button(page, '数据比较').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '版本对比' });
    await dialog.getByText(/共 \d+ 处不同/).waitFor();
    const changed = dialog.locator('tr[data-changed="true"]');
    await expect(changed.filter({ hasText: 'description' }).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });
});
