// Roles in Chromium against the real server, rendered from schemas/pages/system/role.*: add a role
// (a taken code is refused by /sys/role/checkRoleCode), open its permissions drawer (the `grant` page
// kind), expand all, tick three menus and two buttons (their parents turn half-checked), save, reopen:
// still there.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../helpers/browser';
import { button, dialogTitled, settled, tableRow } from './support/ui';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

const drawer = () => page.locator('.ant-drawer-content').filter({ hasText: '角色权限配置' });

/** A tree node by its exact title (the first match: use the search filter for repeated titles). */
const treeNode = (scope: Locator, title: string) =>
  scope
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();

async function stateOf(scope: Locator, title: string): Promise<'checked' | 'half' | 'none'> {
  const box = treeNode(scope, title).locator('.ant-tree-checkbox');
  const classes = (await box.getAttribute('class')) ?? '';
  if (classes.includes('ant-tree-checkbox-checked')) return 'checked';
  return classes.includes('ant-tree-checkbox-indeterminate') ? 'half' : 'none';
}

async function openGrant(roleName: string): Promise<Locator> {
  await tableRow(page, roleName)
    .getByRole('button', { name: /授\s*权/ })
    .click();
  const scope = drawer();
  await scope.waitFor();
  await button(scope, '展开全部').click();
  await treeNode(scope, '监控页').waitFor();
  return scope;
}

const MENUS = ['监控页', '工作台', '图表'];

describe('roles in the browser', () => {
  it('adds a role, refusing a taken code', async () => {
    await page.goto(`${baseUrl}/isystem/role`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await button(page, '新增').click();
    const form = dialogTitled(page, '角色');
    await form.waitFor();
    await form.getByLabel('角色名称', { exact: true }).fill(`端到端角色${stamp}`);
    await form.getByLabel('角色编码', { exact: true }).fill('admin');
    await form.getByLabel('角色编码', { exact: true }).blur();
    await form.getByText('角色编码已存在').waitFor();
    await form.getByLabel('角色编码', { exact: true }).fill(`e2e_${stamp}`);
    await button(form, '保存').click();
    await form.waitFor({ state: 'detached' });
    await tableRow(page, `e2e_${stamp}`).waitFor();
    await saveScreenshot(page, 'roles-list');
  });

  it('grants three menus and two buttons, shows their parents half-checked, and keeps them', async () => {
    const scope = await openGrant(`端到端角色${stamp}`);
    for (const menu of MENUS) await treeNode(scope, menu).locator('.ant-tree-checkbox').click();
    expect(await stateOf(scope, '仪表盘')).toBe('half');
    // Button titles repeat under every page: narrow the tree to the projects page first.
    await scope.getByPlaceholder('搜索菜单或按钮').fill('项目');
    await treeNode(scope, '项目').waitFor();
    for (const action of ['添加', '删除'])
      await treeNode(scope, action).locator('.ant-tree-checkbox').click();
    expect(await stateOf(scope, '项目')).toBe('half');
    expect(await stateOf(scope, '添加')).toBe('checked');
    expect(await scope.locator('[data-grant-kind="button"]').count()).toBeGreaterThan(0);
    await scope.getByPlaceholder('搜索菜单或按钮').fill('');
    await settled(scope);
    await saveScreenshot(page, 'roles-grant');
    await button(scope, '保存').click();
    await page.getByText('保存成功！').first().waitFor();
    await scope.waitFor({ state: 'detached' });

    const again = await openGrant(`端到端角色${stamp}`);
    for (const menu of MENUS) expect(await stateOf(again, menu)).toBe('checked');
    expect(await stateOf(again, '仪表盘')).toBe('half');
    expect(await stateOf(again, '任务')).toBe('none');
    await again.getByPlaceholder('搜索菜单或按钮').fill('项目');
    await treeNode(again, '项目').waitFor();
    expect(await stateOf(again, '添加')).toBe('checked');
    expect(await stateOf(again, '删除')).toBe('checked');
    expect(await stateOf(again, '编辑')).toBe('none');
    expect(await stateOf(again, '项目')).toBe('half');
    // Saving again without a change posts nothing and says so.
    await button(again, '保存').click();
    await page.getByText('授权没有变化，无需保存').waitFor();
    await saveScreenshot(page, 'roles-grant-reopened');
    expect(problems).toEqual([]);
  });
});
