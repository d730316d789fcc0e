// The announcement form, now the page schema system.announcement.form: what the hand-written form
// checked (required title and content, blank HTML, the open page, recipients by audience, dates, edit
// through PUT with the id, the server's refusal) checked on the schema page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { announcementServer, renderAnnouncements } from './adminHarness';

const FORM = 'system.announcement.form';
const ADD = '/sys/annountCement/add';

async function openForm(params: Record<string, unknown> = {}, server?: MemoryServer) {
  const rendered = await renderAnnouncements(FORM, { params, server });
  await screen.findByLabelText('标题', {}, { timeout: 30_000 });
  return rendered;
}

function typeContent(html: string) {
  const editor = screen.getByRole('textbox', { name: '请输入内容' });
  editor.innerHTML = html;
  fireEvent.input(editor);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
const posted = (server: MemoryServer) => server.log.filter((r) => r.method === 'POST' && r.path === ADD);
const rowsOf = (server: MemoryServer) => server.tables.find((t) => t.table === 'sys_announcement')!.rows;

describe('system.announcement.form (schema page)', { timeout: 90_000 }, () => {
  it('adds an urgent notice to everyone with sanitised rich content', async () => {
    const { server } = await openForm();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '紧急：核心网络故障' } });
    fireEvent.click(await screen.findByLabelText('高'));
    typeContent('<h2>影响范围</h2><p onmouseover="x()">华东区</p><script>x()</script>');
    submit();
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]!.body).toMatchObject({
      titile: '紧急：核心网络故障',
      msgContent: '<h2>影响范围</h2><p>华东区</p>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ALL',
    });
  });

  it('refuses to save without a title, or with blank content', async () => {
    const { server } = await openForm();
    typeContent('<p> </p><p><br></p>');
    submit();
    expect(await screen.findByText('请输入标题!')).toBeTruthy();
    expect(await screen.findByText('请输入内容!')).toBeTruthy();
    expect(posted(server)).toHaveLength(0);
  });

  it('needs an open page for a link, and it must be a route or an http(s) address', async () => {
    const { server } = await openForm();
    expect(screen.queryByLabelText('打开页面')).toBeNull();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: 't' } });
    typeContent('<p>c</p>');
    fireEvent.click(screen.getByRole('radio', { name: '链接' }));
    fireEvent.change(await screen.findByLabelText('打开页面'), { target: { value: 'javascript:alert(1)' } });
    submit();
    expect(await screen.findByText('须以 / 开头或为 http(s) 地址')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('打开页面'), { target: { value: '/caseManage/list' } });
    fireEvent.change(screen.getByLabelText('业务 ID'), { target: { value: 'C-17' } });
    submit();
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]!.body).toMatchObject({
      openType: 'url',
      openPage: '/caseManage/list',
      busId: 'C-17',
    });
  });

  it('addresses roles chosen from /sys/role/queryall, sent as a comma list', async () => {
    const { server } = await openForm();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '员工通知' } });
    typeContent('<p>c</p>');
    expect(screen.queryByLabelText('接收角色')).toBeNull();
    fireEvent.click(await screen.findByLabelText('指定角色'));
    const select = await screen.findByRole('combobox', { name: '接收角色' });
    submit();
    expect(await screen.findByText('请选择接收角色!')).toBeTruthy();
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('客服 (staff)', { selector: '.ant-select-item-option-content' }));
    submit();
    await waitFor(() => expect(posted(server)).toHaveLength(1));
    expect(posted(server)[0]!.body).toMatchObject({ msgType: 'ROLE', roleIds: 'r-staff' });
  });

  it('edits through PUT edit with its id; a past schedule and an end before the start are refused', async () => {
    const server = announcementServer();
    Object.assign(rowsOf(server)[2]!, { endTime: '2026-11-01 00:00:00', publishAt: '2020-01-01 08:00:00' });
    await openForm({ id: 'r1' }, server);
    const title = screen.getByLabelText('标题') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('已撤销的通知'));
    expect(screen.getByRole('textbox', { name: '请输入内容' }).innerHTML).toBe('<p>x</p>');
    const clear = (label: string) => {
      const icon = screen.getByLabelText(label).closest('.ant-picker')!.querySelector('.ant-picker-clear')!;
      fireEvent.mouseDown(icon);
      fireEvent.click(icon);
    };
    const edits = () => server.log.filter((r) => r.method === 'PUT' && r.path === '/sys/annountCement/edit');
    submit();
    expect(await screen.findByText('定时发布时间须晚于当前时间')).toBeTruthy();
    clear('定时发布');
    submit();
    // Field checks pass, then the form's own rule: the end is before the start.
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(edits()).toHaveLength(0);
    clear('结束时间');
    fireEvent.change(title, { target: { value: '已撤销的通知（修订）' } });
    fireEvent.click(screen.getByLabelText('全体用户'));
    submit();
    await waitFor(() => expect(edits()).toHaveLength(1));
    expect(edits()[0]!.body).toMatchObject({
      id: 'r1',
      titile: '已撤销的通知（修订）',
      priority: 'M',
      msgType: 'ALL',
      startTime: '2026-11-20 00:00:00',
    });
  });

  it("shows the server's refusal and keeps the form", async () => {
    const refusal = { success: false, code: 400, message: 'titile: 标题不能为空', result: null };
    const server = announcementServer((r) => (r.path === ADD ? refusal : undefined));
    await openForm({}, server);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: 't' } });
    typeContent('<p>c</p>');
    submit();
    expect(await screen.findByText(/标题不能为空/)).toBeTruthy();
    expect(within(document.body).getByLabelText('标题')).toBeTruthy();
  });
});
