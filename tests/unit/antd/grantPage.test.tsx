// The grant page kind in its drawer, against the in-memory server and the fake grant endpoints:
// held ids shown checked with half-checked parents, the diff posted on save, no post when nothing
// changed, the server's refusal in its own words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaDialog } from '../../../runtime/antd/pageKit/SchemaDialog';
import { grantEndpoints, REFUSED_MESSAGE } from '../../../stories/fixtures/grantData';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const nodeOf = (title: string) => screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const boxOf = (title: string) => nodeOf(title).querySelector('.ant-tree-checkbox') as HTMLElement;
const stateOf = (title: string) => {
  const box = boxOf(title);
  if (box.classList.contains('ant-tree-checkbox-checked')) return 'checked';
  return box.classList.contains('ant-tree-checkbox-indeterminate') ? 'half' : 'none';
};

async function openDrawer(held: Record<string, string[]>) {
  const server = schemaServer();
  server.intercept = grantEndpoints(held);
  const onClosed = vi.fn();
  await renderSchema(
    <SchemaDialog
      target="system.role.grantDrawer"
      params={{ roleId: 'r1' }}
      onDone={() => undefined}
      onClosed={onClosed}
    />,
    { server },
  );
  expect(await screen.findByText('角色权限配置')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: '展开全部' }));
  await screen.findByText('添加角色');
  return { server, onClosed };
}

const saves = (server: ReturnType<typeof schemaServer>) =>
  server.log.filter((r) => r.path === '/sys/permission/saveRolePermission');

describe('grant page', () => {
  it('shows held ids checked, parents half-checked and buttons apart from menus', async () => {
    await openDrawer({ r1: ['home', 'system', 'role', 'role:add'] });
    expect(stateOf('首页')).toBe('checked');
    expect(stateOf('添加角色')).toBe('checked');
    expect(stateOf('角色管理')).toBe('half');
    expect(stateOf('系统管理')).toBe('half');
    expect(stateOf('删除角色')).toBe('none');
    expect(nodeOf('添加角色').querySelector('[data-grant-kind="button"]')).toBeTruthy();
    expect(nodeOf('角色管理').querySelector('[data-grant-kind="menu"]')).toBeTruthy();
  });

  it('posts the new ids and the ids held before, and shows the server saying so', async () => {
    const { server } = await openDrawer({ r1: ['home'] });
    fireEvent.click(boxOf('删除角色'));
    await waitFor(() => expect(stateOf('系统管理')).toBe('half'));
    expect(stateOf('角色管理')).toBe('half');
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]!.body).toEqual({
      roleId: 'r1',
      permissionIds: 'home,system,role,role:delete',
      lastpermissionIds: 'home',
    });
    expect(await screen.findByText('保存成功！')).toBeTruthy();
  });

  it('with linkage off, posts only the node clicked', async () => {
    const { server } = await openDrawer({ r1: [] });
    fireEvent.click(screen.getByRole('switch', { name: '父子关联' }));
    fireEvent.click(boxOf('添加角色'));
    await waitFor(() => expect(stateOf('添加角色')).toBe('checked'));
    expect(stateOf('角色管理')).toBe('half');
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]!.body).toMatchObject({ permissionIds: 'role:add', lastpermissionIds: '' });
  });

  it('says so when nothing changed, and shows the server refusing a grant', async () => {
    const { server } = await openDrawer({ r1: ['home'] });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('授权没有变化，无需保存')).toBeTruthy();
    expect(saves(server)).toHaveLength(0);
    fireEvent.click(boxOf('添加用户'));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(REFUSED_MESSAGE)).toBeTruthy();
    expect(stateOf('添加用户')).toBe('checked');
  });

  it('checks and unchecks everything, and filters by title', async () => {
    await openDrawer({ r1: [] });
    fireEvent.click(screen.getByRole('button', { name: '选择全部' }));
    await waitFor(() => expect(stateOf('系统管理')).toBe('checked'));
    fireEvent.click(screen.getByRole('button', { name: '取消全选' }));
    await waitFor(() => expect(stateOf('系统管理')).toBe('none'));
    fireEvent.change(screen.getByPlaceholderText('搜索菜单或按钮'), { target: { value: '添加用户' } });
    await waitFor(() => expect(screen.queryByText('首页')).toBeNull());
    expect(screen.getByText('添加用户')).toBeTruthy();
  });

  it('offers the data rules of a granted menu that has some, and saves the ones chosen', async () => {
    const { server } = await openDrawer({ r1: ['system', 'role'] });
    expect(nodeOf('用户管理').textContent).not.toContain('数据规则');
    fireEvent.click(within(nodeOf('角色管理')).getByRole('button', { name: '数据规则' }));
    expect(await screen.findByText('数据规则：角色管理')).toBeTruthy();
    // By label, not role: a role query over the whole page (tree and two drawers) takes seconds in
    // jsdom, enough to time the wait out on a loaded CI machine.
    fireEvent.click(await screen.findByLabelText(/只看本部门/));
    const drawer = screen.getByText('数据规则：角色管理').closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(server.log.find((r) => r.path === '/sys/role/datarule')?.body).toEqual({
        permissionId: 'role',
        roleId: 'r1',
        dataRuleIds: 'dr1',
      }),
    );
  });
});
