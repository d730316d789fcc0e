// User administration rendered from schemas (system/UserList, system/UserRecycleBin) in Chromium
// against the real server: add a user with a role and a department, find it, freeze it with a reason
// (the operation log keeps it), unfreeze it, change its password (it signs in with the new one),
// delete it into the recycle bin, restore it, then delete and purge it.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { signIn } from './support/api';
import { button, tableRow } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const username = `e2e_u_${stamp}`;

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

const drawer = (title: string) => page.locator('.ant-drawer-content').filter({ hasText: title }).last();
const confirmDialog = () => page.locator('.ant-modal-confirm').last();
const userRow = () => tableRow(page, username);

/** Runs a row action, from the inline links or the "更多" menu. */
async function rowAction(row: Locator, label: string): Promise<void> {
  const inline = button(row, label);
  if ((await inline.count()) > 0) return inline.first().click();
  await row.locator('button').filter({ hasText: '更多' }).hover();
  await page.locator('.ant-dropdown-menu-item').filter({ hasText: label }).last().click();
}

/** Confirms the open confirmation, typing a reason when given. */
async function confirm(reason?: string): Promise<void> {
  const dialog = confirmDialog();
  await dialog.waitFor();
  if (reason !== undefined) await dialog.getByTestId('confirm-reason').fill(reason);
  await button(dialog, '确定').click();
  await dialog.waitFor({ state: 'detached' });
}

async function searchUser(): Promise<void> {
  await page.getByLabel('账号:').fill(username);
  await button(page, '查询').click();
}

describe('user administration in the browser', () => {
  it('adds a user with a role and a department and finds it', async () => {
    await page.goto(`${baseUrl}/isystem/user`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await button(page, '新增').click();
    const form = drawer('用户');
    await form.getByLabel('账号', { exact: true }).fill(username);
    await form.getByLabel('密码', { exact: true }).fill('E2e-Passw0rd-1');
    await form.getByLabel('确认密码', { exact: true }).fill('E2e-Passw0rd-1');
    await form.getByLabel('姓名', { exact: true }).fill(`端到端${stamp}`);
    await form.getByRole('combobox', { name: '角色', exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '员工' }).first().click();
    // Escape would close the drawer: a click on its title closes the dropdown instead.
    await form.locator('.ant-drawer-title').click();
    await form.getByRole('combobox', { name: '所属部门', exact: true }).click();
    await page
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: '技术支持部' })
      .first()
      .click();
    await form.locator('.ant-drawer-title').click();
    await saveScreenshot(page, 'users-admin-form');
    await button(form, '保存').click();
    await form.waitFor({ state: 'hidden' });

    await searchUser();
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await expect.poll(() => userRow().innerText()).toContain('技术支持部');
  });

  it('freezes the user with a reason, then unfreezes it', async () => {
    await rowAction(userRow(), '冻结');
    const dialog = confirmDialog();
    await dialog.waitFor();
    // A required reason: OK waits for it.
    expect(await button(dialog, '确定').isDisabled()).toBe(true);
    await confirm('端到端测试冻结');
    await expect.poll(() => userRow().innerText()).toContain('冻结');
    await saveScreenshot(page, 'users-admin-frozen');

    await rowAction(userRow(), '解冻');
    await confirm();
    await expect.poll(() => userRow().innerText()).toContain('正常');
  });

  it("changes the user's password", async () => {
    await rowAction(userRow(), '密码');
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' }).last();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('账号', { exact: true }).inputValue()).toBe(username);
    await dialog.getByLabel('密码', { exact: true }).fill('E2e-Passw0rd-2');
    await dialog.getByLabel('确认密码', { exact: true }).fill('E2e-Passw0rd-2');
    await button(dialog, '保存').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await signIn(baseUrl, username, 'E2e-Passw0rd-2')).toBeTruthy();
  });

  it('deletes into the recycle bin, restores, then purges', async () => {
    await rowAction(userRow(), '删除');
    await confirm();
    await expect.poll(() => userRow().count()).toBe(0);

    await button(page, '回收站').click();
    let bin = drawer('用户回收站');
    const binRow = () => bin.locator('tr.ant-table-row').filter({ hasText: username });
    await binRow().waitFor();
    await saveScreenshot(page, 'users-admin-recycle-bin');
    await rowAction(binRow(), '还原');
    await confirm('误删');
    await expect.poll(() => binRow().count()).toBe(0);
    await bin.locator('.ant-drawer-close').click();
    await bin.waitFor({ state: 'hidden' });

    await searchUser();
    await userRow().waitFor();
    await rowAction(userRow(), '删除');
    await confirm();
    await expect.poll(() => userRow().count()).toBe(0);

    await button(page, '回收站').click();
    bin = drawer('用户回收站');
    await binRow().waitFor();
    await rowAction(binRow(), '彻底删除');
    await confirm('重复账号');
    await expect.poll(() => binRow().count()).toBe(0);
    await expect(signIn(baseUrl, username, 'E2e-Passw0rd-2')).rejects.toThrow();
    expect(problems).toEqual([]);
  });
});
