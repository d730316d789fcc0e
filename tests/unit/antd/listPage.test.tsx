import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ls } from '../../../runtime/core';
import { SchemaPage } from '../../../runtime/antd/page/SchemaPage';
import { columnSettingsKey } from '../../../runtime/render/list/useColumnVisibility';
import { SCHEMA_ADMIN, schemaServer } from '../../../stories/fixtures/schemaData';
import { renderSchema } from './schemaHarness';

const last = (server: { log: { path: string; params: Record<string, unknown> }[] }, path: string) =>
  server.log.filter((r) => r.path === path).at(-1);

async function confirm() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
}

describe('schema list page', () => {
  it('renders the dictionary list from its schema and searches with like', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    expect(await screen.findByText('优先级')).toBeTruthy();
    expect(screen.getByText('共 3 条')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('字典名称:'), { target: { value: '状态' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('优先级')).toBeNull());
    expect(last(server, '/sys/dict/list')?.params).toMatchObject({
      dictName: '*状态*',
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("speaks English in en-US: schema texts, model labels and the runtime's own texts", async () => {
    await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />, { locale: 'en-US' });
    expect(await screen.findByText('3 in total')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Search/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Refresh cache/ })).toBeTruthy();
    expect(screen.getByLabelText('Name:')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Items' })).toHaveLength(3);
    expect(screen.getAllByText('Created at').some((el) => el.closest('th'))).toBe(true);
  });

  it('shows dictionary tags, datetimes, an ellipsis with its tooltip and a link to the detail', async () => {
    const server = schemaServer();
    const long = '客户反馈实例在控制台重启后无法通过 SSH 登录，安全组已放通 22 端口';
    server.tables.find((t) => t.table === 'biz_case')!.rows[0]!.title = long;
    await renderSchema(<SchemaPage pageId="caseManage.case.list" params={{}} />, { server });
    const first = await screen.findByText('CS202611210001');
    expect(first.closest('button')).toBeTruthy();
    expect(screen.getAllByText('高').some((el) => el.closest('.ant-tag'))).toBe(true);
    expect(screen.getByText('2026-11-21 08:00:00')).toBeTruthy();
    // Ellipsis after 25 characters, the whole text in a tooltip.
    const cut = screen.getByText(`${[...long].slice(0, 25).join('')}...`);
    fireEvent.mouseEnter(cut);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe(long);
    // Hidden by default (partnerName), so its header is absent.
    expect(screen.queryByText('合作伙伴')).toBeNull();
    // Seven search fields, one row collapsed: "More" reveals the rest.
    expect(screen.queryByLabelText('创建时间:')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(await screen.findByLabelText('客户:')).toBeTruthy();
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    fireEvent.click(screen.getAllByText('字典编码').find((el) => el.closest('th'))!);
    await waitFor(() =>
      expect(last(server, '/sys/dict/list')?.params).toMatchObject({ column: 'dictCode', order: 'asc' }),
    );
  });

  it('deletes the selected rows with deleteBatch after confirming', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    expect(await screen.findByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await confirm();
    // Newest first: the first two rows are dictionaries 3 and 2.
    await waitFor(() =>
      expect(last(server, '/sys/dict/deleteBatch')?.params).toEqual({
        ids: 'a0000000000000000000000000000003,a0000000000000000000000000000002',
      }),
    );
    expect(await screen.findByText('共 1 条')).toBeTruthy();
  });

  it('deletes one row with its own confirmation text', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    const row = screen.getByText('优先级').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    await confirm();
    await waitFor(() =>
      expect(last(server, '/sys/dict/delete')?.params).toEqual({ id: 'a0000000000000000000000000000001' }),
    );
  });

  it('spaces the toolbar buttons apart: each is an item of a Space, which puts the gap between items', async () => {
    await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    const buttons = ['新增', '导出', '导入'].map((name) =>
      screen.getByRole('button', { name: new RegExp(`${[...name].join('\\s*')}$`) }),
    );
    for (const button of buttons) expect(button.parentElement!.classList).toContain('ant-space-item');
    const items = buttons.map((b) => b.parentElement);
    expect(new Set(items).size).toBe(3);
  });

  it('exports the current filters as a file', async () => {
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(last(server, '/sys/dict/exportXls')?.params).toMatchObject({
      column: 'createTime',
      order: 'desc',
    });
    save.mockRestore();
  });

  it('imports a workbook and shows the summary with per-row errors, then imports the valid rows', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'dicts.xlsx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /开始导入/ }));
    expect(await within(dialog).findByText('共 3 行：成功 0 行，失败 1 行')).toBeTruthy();
    expect(within(dialog).getByText('文件中有错误的行，未导入任何数据。')).toBeTruthy();
    expect(within(dialog).getByText('名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('第 5 行：')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /下载错误日志/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /仅导入正确的行/ }));
    await waitFor(() =>
      expect(last(server, '/sys/dict/importExcel')?.params).toMatchObject({ importValid: 'true' }),
    );
  });

  it('keeps column visibility per user and page', async () => {
    await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />);
    await screen.findByText('优先级');
    expect(screen.queryByText('字典值类型')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '字典值类型' }));
    expect(await screen.findByText('字典值类型', { selector: 'th *' })).toBeTruthy();
    expect(ls.get(columnSettingsKey('system.dict.list', SCHEMA_ADMIN.id, 'user'))).toEqual([]);
  });

  it('removes the actions the user may not use (SPEC §6)', async () => {
    await renderSchema(<SchemaPage pageId="system.dict.list" params={{}} />, { codes: ['dict:edit'] });
    await screen.findByText('优先级');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.getAllByText('编辑').length).toBe(3);
    // Refresh cache is guarded by dict:edit.
    expect(screen.getByRole('button', { name: /刷新缓存/ })).toBeTruthy();
  });

  it('disables a row action by its disabledWhen expression', async () => {
    await renderSchema(<SchemaPage pageId="caseManage.case.list" params={{}} />);
    await screen.findByText('CS202611210001');
    // Case 5 has status 4 (closed): its edit is disabled.
    const closed = screen.getByText('CS202611170005').closest('tr')!;
    expect(within(closed).getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(true);
    const open = screen.getByText('CS202611210001').closest('tr')!;
    expect(within(open).getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the error state when the list cannot be loaded, and retries', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.position.list" params={{}} />);
    await screen.findByText('技术支持工程师');
    server.tables.find((t) => t.table === 'sys_position')!.basePath = '/gone';
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    server.tables.find((t) => t.table === 'sys_position')!.basePath = '/sys/position';
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('技术支持工程师')).toBeTruthy();
  });

  it('opens the add form in a modal and refreshes after saving', async () => {
    const { server } = await renderSchema(<SchemaPage pageId="system.position.list" params={{}} />);
    await screen.findByText('技术支持工程师');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('职务编码'), { target: { value: 'qaLead' } });
    fireEvent.change(within(dialog).getByLabelText('职务名称'), { target: { value: '质量组长' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '职级' }));
    fireEvent.click(await screen.findByText('中级', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('质量组长')).toBeTruthy();
    expect(
      server.log.some((r) => r.path === '/sys/checkRule/checkByCode' && r.params.value === 'qaLead'),
    ).toBe(true);
    expect(last(server, '/sys/position/add')).toBeTruthy();
  });
});
