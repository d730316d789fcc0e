import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveProvider } from '../../../runtime/core/live';
import { AnnouncementFormModal } from '../../../widgets/announcement/AnnouncementFormModal';
import type { AnnouncementRecord } from '../../../widgets/announcement/types';
import { bindFakeUi } from '../core/helpers';
import { ok, renderSignedIn, type Routes } from '../bell/bellHarness';
import { adminRoutes, records } from './adminHarness';

afterEach(() => setLiveProvider(null));

/** The form alone; announcementList.test.tsx opens it from the list page. */
async function openForm(extra: Routes = {}, record: AnnouncementRecord | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const rendered = await renderSignedIn(
    <AnnouncementFormModal open record={record} onClose={onClose} onSaved={onSaved} />,
    adminRoutes(extra),
  );
  const dialog = await screen.findByRole('dialog');
  return {
    ...rendered,
    onSaved,
    onClose,
    dialog: within(dialog),
    modal: dialog.closest('.ant-modal') as HTMLElement,
  };
}

function typeContent(html: string) {
  const editor = screen.getByRole('textbox', { name: '请输入内容' });
  editor.innerHTML = html;
  fireEvent.input(editor);
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
}

describe('announcement form', () => {
  it('adds an urgent notice to everyone with sanitised rich content', async () => {
    const { dialog, modal, calls, onSaved, onClose } = await openForm();
    expect(dialog.getByText('新增公告')).toBeTruthy();
    expect(modal.style.width).toBe('60%');
    fireEvent.change(dialog.getByLabelText('标题'), { target: { value: '紧急：核心网络故障' } });
    fireEvent.click(dialog.getByLabelText('紧急消息'));
    typeContent(
      '<h2>影响范围</h2><p onmouseover="x()">华东区<img src="a.png" onerror="x()"></p><script>x()</script>',
    );
    save();
    await waitFor(() => expect(calls('POST /sys/annountCement/add')).toHaveLength(1));
    expect(calls('POST /sys/annountCement/add')[0]!.data).toEqual({
      titile: '紧急：核心网络故障',
      msgContent: '<h2>影响范围</h2><p>华东区<img src="a.png"></p>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ALL',
    });
    expect(await screen.findByText('添加成功！')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses to save without a title or content', async () => {
    const { dialog, calls } = await openForm();
    typeContent('<p><br></p>');
    save();
    expect(await dialog.findByText('请输入标题')).toBeTruthy();
    expect(dialog.getAllByText('请输入内容').length).toBeGreaterThan(0);
    expect(calls('POST /sys/annountCement/add')).toHaveLength(0);
  });

  it('needs an open page for a link, and it must be a route or an http(s) address', async () => {
    const { dialog, calls } = await openForm();
    fireEvent.change(dialog.getByLabelText('标题'), { target: { value: 't' } });
    typeContent('<p>c</p>');
    fireEvent.click(dialog.getByLabelText('链接'));
    fireEvent.change(await dialog.findByLabelText('打开页面'), { target: { value: 'javascript:alert(1)' } });
    save();
    expect(await dialog.findByText('须以 / 开头或为 http(s) 地址')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('打开页面'), { target: { value: '/caseManage/list' } });
    fireEvent.change(dialog.getByLabelText('业务 ID'), { target: { value: 'C-17' } });
    save();
    await waitFor(() => expect(calls('POST /sys/annountCement/add')).toHaveLength(1));
    expect(calls('POST /sys/annountCement/add')[0]!.data).toMatchObject({
      openType: 'url',
      openPage: '/caseManage/list',
      busId: 'C-17',
    });
  });

  it('addresses roles chosen from /sys/role/queryall', async () => {
    const roles = ok([
      { id: 'r-staff', roleName: '员工', roleCode: 'staff' },
      { id: 'r-partner', roleName: '合作伙伴', roleCode: 'partner' },
    ]);
    const { dialog, calls } = await openForm({ 'GET /sys/role/queryall': roles });
    fireEvent.change(dialog.getByLabelText('标题'), { target: { value: '员工通知' } });
    typeContent('<p>c</p>');
    fireEvent.click(dialog.getByLabelText('指定角色'));
    const select = await dialog.findByRole('combobox', { name: '接收角色' });
    save();
    expect(await dialog.findByText('请选择接收角色')).toBeTruthy();
    fireEvent.mouseDown(select);
    fireEvent.click(
      (await screen.findAllByTitle('员工')).find((o) => o.classList.contains('ant-select-item-option'))!,
    );
    save();
    await waitFor(() => expect(calls('POST /sys/annountCement/add')).toHaveLength(1));
    expect(calls('POST /sys/annountCement/add')[0]!.data).toMatchObject({
      msgType: 'ROLE',
      roleIds: 'r-staff',
    });
  });

  it('says which list is missing when recipients cannot be loaded, and cannot save such an audience', async () => {
    const { notification } = bindFakeUi();
    const { dialog, calls } = await openForm();
    fireEvent.change(dialog.getByLabelText('标题'), { target: { value: 't' } });
    typeContent('<p>c</p>');
    fireEvent.click(dialog.getByLabelText('指定部门'));
    expect(
      await dialog.findByText(
        '无法加载可选的部门（/sys/sysDepart/queryTreeList），暂不能按此方式指定通告对象。',
      ),
    ).toBeTruthy();
    save();
    expect(await dialog.findByText('请选择接收部门')).toBeTruthy();
    expect(calls('POST /sys/annountCement/add')).toHaveLength(0);
    // The missing list is reported in the form, not as an error pop-up.
    expect(notification.open).not.toHaveBeenCalled();
  });

  it('edits a revoked announcement with its values filled in, through PUT edit with its id', async () => {
    const { dialog, calls, onSaved } = await openForm({}, records[2]!);
    expect(dialog.getByText('编辑公告')).toBeTruthy();
    const title = dialog.getByLabelText('标题') as HTMLInputElement;
    expect(title.value).toBe('已撤销的通知');
    expect(screen.getByRole('textbox', { name: '请输入内容' }).innerHTML).toBe('<p>x</p>');
    fireEvent.change(title, { target: { value: '已撤销的通知（修订）' } });
    // Its users cannot be listed here (no /sys/user/list yet); switch the audience to everyone.
    fireEvent.click(dialog.getByLabelText('全体用户'));
    save();
    await waitFor(() => expect(calls('PUT /sys/annountCement/edit')).toHaveLength(1));
    expect(calls('PUT /sys/annountCement/edit')[0]!.data).toMatchObject({
      id: 'r1',
      titile: '已撤销的通知（修订）',
      priority: 'M',
      msgType: 'ALL',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("keeps the form open when the server refuses, showing the server's message", async () => {
    const { notification } = bindFakeUi();
    const { dialog, calls, onClose } = await openForm({
      'POST /sys/annountCement/add': {
        status: 400,
        data: { success: false, code: 400, message: 'titile: 标题不能为空' },
      },
    });
    fireEvent.change(dialog.getByLabelText('标题'), { target: { value: 't' } });
    typeContent('<p>c</p>');
    save();
    await waitFor(() => expect(calls('POST /sys/annountCement/add')).toHaveLength(1));
    await waitFor(() =>
      expect(notification.open).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'titile: 标题不能为空' }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('新增公告')).toBeTruthy();
  });

  it('toggles fullscreen', async () => {
    const { modal } = await openForm();
    expect(modal.style.width).toBe('60%');
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(modal.style.width).toBe('100%'));
  });
});
