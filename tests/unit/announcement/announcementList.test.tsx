import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveProvider } from '../../../runtime/core/live';
import { AnnouncementList } from '../../../widgets/announcement/AnnouncementList';
import { renderSignedIn } from '../bell/bellHarness';
import { adminRoutes, ALL_PERMS, grant, LIST } from './adminHarness';

afterEach(() => setLiveProvider(null));

async function renderAdmin(perms = ALL_PERMS, extra = {}) {
  grant(perms);
  const rendered = await renderSignedIn(<AnnouncementList />, adminRoutes(extra));
  await screen.findByText('核心网络故障');
  return rendered;
}

function row(title: string) {
  return within(screen.getByText(title).closest('tr') as HTMLElement);
}

async function confirmPopup(text: string) {
  const pop = (await screen.findByText(text)).closest('.ant-popover') as HTMLElement;
  fireEvent.click(within(pop).getByRole('button', { name: /确\s?定/ }));
}

describe('AnnouncementList (admin)', () => {
  it('lists newest first with status, priority, category and audience', async () => {
    const { calls } = await renderAdmin();
    expect(calls(LIST)[0]!.params).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    });
    expect(row('草稿：春节值班安排').getByText('未发布').className).toContain('ant-tag');
    expect(row('核心网络故障').getByText('已发布').className).toContain('ant-tag-green');
    expect(row('已撤销的通知').getByText('已撤销').className).toContain('ant-tag-orange');
    expect(row('核心网络故障').getByText('紧急消息').className).toContain('ant-tag-red');
    expect(row('核心网络故障').getByText('系统消息')).toBeTruthy();
    expect(row('核心网络故障').getByText('指定角色')).toBeTruthy();
    expect(row('已撤销的通知').getByText('指定用户')).toBeTruthy();
  });

  it('searches the title anywhere in it, and by status', async () => {
    const { calls } = await renderAdmin();
    const search = within(screen.getByRole('search'));
    fireEvent.change(search.getByLabelText('标题'), { target: { value: '故障' } });
    fireEvent.mouseDown(search.getByLabelText('发布状态'));
    const options = await screen.findAllByTitle('已发布');
    fireEvent.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    fireEvent.click(search.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() =>
      expect(calls(LIST).at(-1)!.params).toMatchObject({ titile: '*故障*', sendStatus: '1', pageNo: 1 }),
    );
  });

  it('offers each action only in the states the server allows', async () => {
    await renderAdmin();
    const links = (title: string) =>
      Array.from((screen.getByText(title).closest('tr') as HTMLElement).querySelectorAll('a')).map(
        (a) => a.textContent,
      );
    expect(links('草稿：春节值班安排')).toEqual(expect.arrayContaining(['编辑', '发布', '预览', '删除']));
    expect(links('草稿：春节值班安排')).not.toContain('撤销');
    expect(links('草稿：春节值班安排')).not.toContain('阅读情况');
    expect(links('核心网络故障')).toEqual(expect.arrayContaining(['撤销', '预览', '阅读情况', '删除']));
    expect(links('核心网络故障')).not.toContain('编辑');
    expect(links('核心网络故障')).not.toContain('发布');
    expect(links('已撤销的通知')).toEqual(
      expect.arrayContaining(['编辑', '发布', '预览', '阅读情况', '删除']),
    );
  });

  it('hides what the user has no permission for', async () => {
    await renderAdmin(['announcement:list']);
    const tr = screen.getByText('核心网络故障').closest('tr') as HTMLElement;
    const texts = Array.from(tr.querySelectorAll('a')).map((a) => a.textContent);
    expect(texts).toEqual(['核心网络故障', '预览', '阅读情况']);
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
  });

  it('publishes and revokes after confirmation, with the server message, and reloads', async () => {
    const { calls } = await renderAdmin();
    fireEvent.click(row('草稿：春节值班安排').getByText('发布'));
    await confirmPopup('确定发布吗?');
    await waitFor(() => expect(calls('GET /sys/annountCement/doReleaseData')[0]!.params.id).toBe('d1'));
    expect(await screen.findByText('该系统通知发布成功')).toBeTruthy();
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));

    fireEvent.click(row('核心网络故障').getByText('撤销'));
    await confirmPopup('确定撤销吗?');
    await waitFor(() => expect(calls('GET /sys/annountCement/doReovkeData')[0]!.params.id).toBe('p1'));
    await waitFor(() => expect(calls(LIST)).toHaveLength(3));
  });

  it('deletes one, or the selected ones in a batch', async () => {
    const { calls } = await renderAdmin();
    fireEvent.click(row('已撤销的通知').getByText('删除'));
    await confirmPopup('确定删除吗?');
    await waitFor(() => expect(calls('DELETE /sys/annountCement/delete')[0]!.params.id).toBe('r1'));

    const batch = screen.getByRole('button', { name: /批量删除/ });
    expect(batch).toHaveProperty('disabled', true);
    fireEvent.click(row('草稿：春节值班安排').getByRole('checkbox'));
    fireEvent.click(row('核心网络故障').getByRole('checkbox'));
    fireEvent.click(batch);
    await confirmPopup('确定删除选中的 2 条公告吗?');
    await waitFor(() => expect(calls('DELETE /sys/annountCement/deleteBatch')[0]!.params.ids).toBe('d1,p1'));
  });

  it('shows who has read a published announcement', async () => {
    const { calls } = await renderAdmin();
    fireEvent.click(row('核心网络故障').getByText('阅读情况'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('张三')).toBeTruthy();
    // No real name: the user name stands in for it.
    expect(dialog.getAllByText('lisi')).toHaveLength(2);
    expect(dialog.getByText('已读 1 / 共 2 人')).toBeTruthy();
    expect(dialog.getByText('阅读情况：核心网络故障')).toBeTruthy();
    expect(calls('GET /sys/annountCement/readers')[0]!.params.id).toBe('p1');
  });

  it('previews a draft as readers will see it, sanitised', async () => {
    await renderAdmin();
    fireEvent.click(row('草稿：春节值班安排').getByText('预览'));
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('值班表')).toBeTruthy();
    expect(detail.querySelector('script')).toBeNull();
    expect(within(screen.getByRole('dialog')).getByText('预览')).toBeTruthy();
  });

  it("opens the add form from '新增' and reloads after a save", async () => {
    const { calls } = await renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('新增公告')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('标题'), { target: { value: '值班' } });
    const editor = screen.getByRole('textbox', { name: '请输入内容' });
    editor.innerHTML = '<p>表</p>';
    fireEvent.input(editor);
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls('POST /sys/annountCement/add')).toHaveLength(1));
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
  });
});
