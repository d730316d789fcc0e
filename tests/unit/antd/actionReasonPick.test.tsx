// Actions that ask a reason with their confirmation send it as the parameter they name (OK stays
// disabled while a required reason is blank), bulk actions see the selected keys as `selection`, and a
// `pick` action posts the users ticked in the user select modal with its params, or the options ticked
// in an options picker with the keys ticked before.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { getSchemaSources, registerSchemaSource } from '../../../runtime/render/schema/sources';
import { schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const PAGE = {
  id: 'test.reason.list',
  kind: 'list',
  title: 'Reasons',
  model: 'biz_case',
  params: undefined,
  columns: [{ field: 'caseNo' }, { field: 'title' }],
  table: { selection: 'checkbox' },
  actions: [
    {
      id: 'freeze',
      type: 'api',
      position: ['row', 'bulk'],
      label: '冻结',
      api: { method: 'PUT', url: '/test/freeze' },
      params: { ids: { $expr: 'selection ? selection : record.id' } },
      confirm: { text: '确定冻结吗？', reason: { param: 'reason', required: true, maxLength: 20 } },
      onSuccess: ['refresh'],
    },
    {
      id: 'assign',
      type: 'pick',
      position: 'toolbar',
      label: '添加用户',
      api: { method: 'POST', url: '/test/assign' },
      params: { roleId: 'r1' },
      pick: { picker: 'user', param: 'userIdList' },
      onSuccess: ['refresh'],
    },
    {
      id: 'roles',
      type: 'pick',
      position: 'row',
      label: '分配角色',
      api: { method: 'POST', url: '/test/roles' },
      params: { userId: { $expr: 'record.id' } },
      pick: {
        picker: 'options',
        param: 'newRoleId',
        previousParam: 'oldRoleId',
        options: {
          api: '/test/roleChoices',
          params: { of: { $expr: 'record.id' } },
          valueField: 'id',
          labelField: 'roleName',
        },
        current: { api: '/test/roleHeld', params: { userId: { $expr: 'record.id' } }, valueField: 'droleId' },
      },
      onSuccess: ['refresh'],
    },
  ],
};
delete (PAGE as { params?: unknown }).params;

vi.setConfig({ testTimeout: 90_000 });

beforeAll(() =>
  registerSchemaSource({
    name: 'test-reason-page',
    pages: () => [],
    loadPage: async (id) => (id === PAGE.id ? { path: 'test:reason', value: PAGE } : undefined),
    loadModel: async () => undefined,
  }),
);

afterAll(() => {
  const sources = getSchemaSources() as unknown as { name: string }[];
  const at = sources.findIndex((source) => source.name === 'test-reason-page');
  if (at >= 0) (sources as unknown[]).splice(at, 1);
});

const ROLE_CHOICES = [
  { id: 'd1', roleName: '一线客服' },
  { id: 'd2', roleName: '二线专家' },
  { id: 'd3', roleName: '值班经理' },
];

function server(choices: unknown = ROLE_CHOICES) {
  const s = schemaServer();
  const answer = (result: unknown, success = true) => ({
    success,
    code: success ? 200 : 500,
    message: success ? '操作成功' : '角色加载失败了',
    result,
    timestamp: 0,
  });
  s.intercept = ({ path }) => {
    if (path === '/test/roleChoices') return choices === 'fail' ? answer(null, false) : answer(choices);
    if (path === '/test/roleHeld') return answer([{ id: 'x', droleId: 'd2' }]);
    return path.startsWith('/test/') ? answer(null) : undefined;
  };
  return s;
}

describe('confirm with a reason', () => {
  it('keeps OK disabled until a required reason is typed, then sends it', async () => {
    const s = server();
    await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    // The first page of the file loads the runtime's chunks; a loaded machine needs more than 1 s.
    const row = (await screen.findAllByRole('button', { name: /冻\s*结/ }, { timeout: 30_000 }))[0]!;
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定冻结吗？')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: /确\s*定|OK/ }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('confirm-reason'), { target: { value: '  离职  ' } });
    await waitFor(() => expect(ok.disabled).toBe(false));
    fireEvent.click(ok);
    await waitFor(() => expect(s.log.some((r) => r.path === '/test/freeze')).toBe(true));
    const call = s.log.find((r) => r.path === '/test/freeze')!;
    expect(call.body).toMatchObject({ reason: '离职' });
    expect(typeof (call.body as { ids: unknown }).ids).toBe('string');
  });

  it('gives bulk actions the selected keys comma-joined as `selection`', async () => {
    const s = server();
    await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    await screen.findAllByRole('button', { name: /冻\s*结/ });
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    const bulk = screen.getAllByRole('button', { name: /冻\s*结/ });
    fireEvent.click(bulk[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('confirm-reason'), { target: { value: '批量' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(s.log.some((r) => r.path === '/test/freeze')).toBe(true));
    const ids = String((s.log.find((r) => r.path === '/test/freeze')!.body as { ids: string }).ids);
    expect(ids.split(',')).toHaveLength(2);
  });
});

describe('pick action', () => {
  it('posts the ticked users with the params', async () => {
    const s = server();
    await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    fireEvent.click(await screen.findByRole('button', { name: /添加用户/ }));
    const dialog = await screen.findByRole('dialog');
    const cell = await within(dialog).findByText('张伟');
    fireEvent.click(cell);
    fireEvent.click(await within(dialog).findByText('李娜'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(s.log.some((r) => r.path === '/test/assign')).toBe(true));
    expect(s.log.find((r) => r.path === '/test/assign')!.body).toEqual({
      roleId: 'r1',
      userIdList: 'u0000000000000000000000000000002,u0000000000000000000000000000003',
    });
  });
});

describe('options pick action', () => {
  async function openRoles(s: ReturnType<typeof server>) {
    await renderSchema(<SchemaPage pageId={PAGE.id} params={{}} />, { server: s });
    fireEvent.click((await screen.findAllByRole('button', { name: /分配角色/ }, { timeout: 30_000 }))[0]!);
    return screen.findByRole('dialog');
  }

  it('ticks what the row holds and posts the ticked and the previous keys', async () => {
    const s = server();
    const dialog = await openRoles(s);
    expect(within(dialog).getByText('分配角色')).toBeTruthy();
    const expert = (await within(dialog).findByLabelText('二线专家')) as HTMLInputElement;
    expect(expert.checked).toBe(true);
    const rowId = s.log.find((r) => r.path === '/test/roleHeld')!.params.userId;
    expect(s.log.find((r) => r.path === '/test/roleChoices')!.params).toMatchObject({ of: rowId });
    fireEvent.click(within(dialog).getByLabelText('值班经理'));
    fireEvent.click(expert);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(s.log.some((r) => r.path === '/test/roles')).toBe(true));
    expect(s.log.find((r) => r.path === '/test/roles')!.body).toEqual({
      userId: rowId,
      newRoleId: 'd3',
      oldRoleId: 'd2',
    });
  });

  it('ticks all with one box', async () => {
    const dialog = await openRoles(server());
    fireEvent.click(await within(dialog).findByLabelText('全选'));
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((b) => b.checked)).toBe(true);
  });

  it('says when there is nothing to choose, and shows a failed read with OK disabled', async () => {
    let dialog = await openRoles(server([]));
    expect(await within(dialog).findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    cleanup();
    dialog = await openRoles(server('fail'));
    expect(await within(dialog).findByText('角色加载失败了')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: /确\s*定|OK/ }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
  });
});
