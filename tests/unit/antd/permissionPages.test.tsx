// The menu administration pages (system.permission.*, system.permissionDataRule.*) on hand-written
// APIs: a tree that arrives nested with expand-all, deletes through the action's own endpoint, edits
// loaded from the row (no queryById), a parent picked from an API tree, and a refused rule.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { parentKeys } from '../../../runtime/render/list/expandAll';
import { SCHEMA_PERMISSIONS, schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result, timestamp: 0 });
const node = (id: string, name: string, menuType: number, extra: Record<string, unknown> = {}) => ({
  id,
  key: id,
  name,
  menuType,
  parentId: null,
  url: `/${id}`,
  component: menuType === 2 ? null : `demo/${id}`,
  perms: null,
  sortNo: 1,
  status: '1',
  route: true,
  hidden: false,
  ...extra,
});
const TREE = [
  node('sys', '系统管理', 0, {
    children: [
      node('menus', '菜单管理', 1, {
        parentId: 'sys',
        children: [node('btnAdd', '新增按钮', 2, { parentId: 'menus', perms: 'permission:add' })],
      }),
    ],
  }),
  node('home', '首页', 0),
];

function menuServer() {
  const server = schemaServer();
  server.intercept = ({ method, path, body }) => {
    if (path === '/sys/permission/list') return ok(TREE);
    if (path === '/sys/permission/queryTreeList')
      return ok({
        treeList: [{ key: 'sys', title: '系统管理', children: [{ key: 'menus', title: '菜单管理' }] }],
      });
    if (path === '/sys/permission/getPermRuleListByPermId') return ok([]);
    if (method === 'DELETE' || path === '/sys/permission/edit') return ok(null, '操作成功');
    if (path === '/sys/permission/addPermissionRule' && body.ruleConditions === 'USE_SQL_RULES')
      return {
        success: false,
        code: 400,
        message: 'ruleConditions: 不支持自定义SQL规则',
        result: { errors: [{ field: 'ruleConditions', message: 'ruleConditions: 不支持自定义SQL规则' }] },
        timestamp: 0,
      };
    if (path === '/sys/permission/addPermissionRule') return ok({ id: 'r1', ...body }, '添加成功！');
    return undefined;
  };
  return server;
}

const render = (pageId = 'system.permission.list', params = {}) =>
  renderSchema(<SchemaPage pageId={pageId} params={params} />, {
    server: menuServer(),
    codes: [...SCHEMA_PERMISSIONS, 'permission:add', 'permission:edit', 'permission:delete'],
  });
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

/** Runs a row action from the row's "更多" menu. */
async function moreAction(row: string, label: RegExp) {
  fireEvent.mouseOver(within(rowOf(row)).getByText('更多'));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('menu list', () => {
  it('finds the keys of every row with children', () => {
    expect(parentKeys(TREE, 'id')).toEqual(['sys', 'menus']);
  });

  it('shows the nested tree, expands and collapses it all, and labels the menu type', async () => {
    await render();
    // The first list of a file waits for its lazy chunks to be transformed (seconds on a busy machine).
    expect(await screen.findByText('系统管理', {}, { timeout: 40_000 })).toBeTruthy();
    expect(screen.queryByText('新增按钮')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(await screen.findByText('新增按钮')).toBeTruthy();
    expect(within(rowOf('菜单管理')).getByText('子菜单')).toBeTruthy();
    expect(within(rowOf('新增按钮')).getByText('按钮/权限')).toBeTruthy();
    // A button gets no "add child".
    expect(within(rowOf('菜单管理')).queryByRole('button', { name: '添加下级' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    await waitFor(() => expect(screen.queryByText('新增按钮')).toBeNull());
  }, 90_000);

  it('deletes a row through its own endpoint after confirming', async () => {
    const { server } = await render();
    await screen.findByText('首页', {}, { timeout: 40_000 });
    await moreAction('首页', /删\s*除/);
    expect(await screen.findByText('确定删除吗? 下级菜单、按钮和数据规则会一起删除。')).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.log.find((r) => r.method === 'DELETE')).toMatchObject({
        path: '/sys/permission/delete',
        params: { id: 'home' },
      }),
    );
  }, 90_000);

  it('edits from the row without a queryById and saves with PUT edit', async () => {
    const { server } = await render();
    await screen.findByText('系统管理', {}, { timeout: 40_000 });
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await screen.findByText('菜单管理');
    fireEvent.click(within(rowOf('菜单管理')).getByRole('button', { name: '编辑' }));
    const name = (await screen.findByLabelText('菜单名称')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('菜单管理'));
    // A sub-menu has a parent and a component; a button's code is hidden.
    expect(screen.getAllByText('上级菜单').length).toBeGreaterThan(0);
    // The parent picker shows the parent's name from /sys/permission/queryTreeList.
    expect(await screen.findByText('系统管理', { selector: '.ant-select-selection-item' })).toBeTruthy();
    expect(screen.queryByLabelText('授权标识')).toBeNull();
    fireEvent.change(name, { target: { value: '菜单与权限' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.log.some((r) => r.path === '/sys/permission/edit')).toBe(true));
    expect(server.log.find((r) => r.path === '/sys/permission/edit')?.body).toMatchObject({
      id: 'menus',
      name: '菜单与权限',
      parentId: 'sys',
      menuType: 1,
    });
    expect(server.log.some((r) => r.path.endsWith('/queryById'))).toBe(false);
  }, 90_000);
});

describe('data rule form', () => {
  it("shows the server's refusal of custom SQL on the condition field", async () => {
    const { server } = await render('system.permissionDataRule.form', { permissionId: 'menus' });
    fireEvent.change(await screen.findByLabelText('规则名称'), { target: { value: '仅本人' } });
    fireEvent.change(screen.getByLabelText('规则字段'), { target: { value: 'createBy' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '条件规则' }));
    fireEvent.click(
      await screen.findByText('自定义SQL表达式（不支持）', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.change(screen.getByLabelText('规则值'), { target: { value: '#{sys_user_code}' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('ruleConditions: 不支持自定义SQL规则')).toBeTruthy();
    // Corrected, the form goes out again (the server's error does not stick).
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '条件规则' }));
    fireEvent.click(await screen.findByText('等于', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(server.log.filter((r) => r.path === '/sys/permission/addPermissionRule')).toHaveLength(2),
    );
    expect(server.log.at(-1)?.body).toMatchObject({
      permissionId: 'menus',
      ruleName: '仅本人',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
  });
});
