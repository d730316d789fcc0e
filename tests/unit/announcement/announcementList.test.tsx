// The announcement administration list, now the page schema system.announcement.list rendered by the
// schema runtime: the behaviour the hand-written page had (states, permissions, confirmations, readers,
// preview) checked on the schema page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PERMISSIONS } from '../../../stories/fixtures/schemaData';
import { LIST, renderAnnouncements } from './adminHarness';

type Log = { log: { method: string; path: string; params: Record<string, unknown> }[] };
const calls = (server: Log, path: string) => server.log.filter((r) => r.path === path);

function rowOf(title: string) {
  return screen.getByText(title).closest('tr') as HTMLElement;
}

/** Inline action labels of a row, and those of its "更多" menu. */
async function actionsOf(title: string): Promise<string[]> {
  const tr = rowOf(title);
  const cell = tr.querySelector('td:last-child') as HTMLElement;
  const inline = within(cell)
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, '') ?? '')
    .filter((text) => text !== '更多');
  const more = within(cell).queryByRole('button', { name: /更多/ });
  if (!more) return inline;
  await act(async () => {
    fireEvent.mouseEnter(more);
  });
  const menu = await screen.findAllByRole('menu');
  const items = within(menu.at(-1)!)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.replace(/\s/g, '') ?? '');
  await act(async () => {
    fireEvent.mouseLeave(more);
  });
  return [...inline, ...items];
}

async function runAction(title: string, label: string) {
  const cell = rowOf(title).querySelector('td:last-child') as HTMLElement;
  const inline = within(cell)
    .queryAllByRole('button')
    .find((b) => b.textContent?.replace(/\s/g, '') === label);
  if (inline) return fireEvent.click(inline);
  await act(async () => {
    fireEvent.mouseEnter(within(cell).getByRole('button', { name: /更多/ }));
  });
  const menus = await screen.findAllByRole('menu');
  fireEvent.click(within(menus.at(-1)!).getByText(label));
}

async function confirm(question: string) {
  const dialog = (await screen.findByText(question)).closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
}

describe('system.announcement.list (schema page)', { timeout: 90_000 }, () => {
  it('lists newest first with coloured status and priority tags, category and audience', async () => {
    const { server } = await renderAnnouncements();
    expect(calls(server, LIST)[0]!.params).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    });
    const tag = (title: string, text: string) => within(rowOf(title)).getByText(text).className;
    expect(tag('草稿：春节值班安排', '未发布')).toContain('ant-tag-default');
    expect(tag('核心网络故障', '已发布')).toContain('ant-tag-green');
    expect(tag('已撤销的通知', '已撤销')).toContain('ant-tag-orange');
    expect(tag('核心网络故障', '高')).toContain('ant-tag-red');
    expect(within(rowOf('核心网络故障')).getByText('系统消息')).toBeTruthy();
    expect(within(rowOf('核心网络故障')).getByText('指定角色')).toBeTruthy();
    expect(within(rowOf('已撤销的通知')).getByText('指定用户')).toBeTruthy();
  });

  it('searches the title anywhere in it', async () => {
    const { server } = await renderAnnouncements();
    fireEvent.change(screen.getByLabelText('标题:'), { target: { value: '故障' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('已撤销的通知')).toBeNull());
    expect(calls(server, LIST).at(-1)!.params).toMatchObject({ titile: '*故障*', pageNo: 1 });
  });

  it('offers each action only in the states the server allows', async () => {
    await renderAnnouncements();
    const draft = await actionsOf('草稿：春节值班安排');
    expect(draft).toEqual(expect.arrayContaining(['编辑', '发布', '预览', '删除']));
    expect(draft).not.toContain('撤销');
    expect(draft).not.toContain('阅读情况');
    const published = await actionsOf('核心网络故障');
    expect(published).toEqual(expect.arrayContaining(['撤销', '预览', '阅读情况', '删除']));
    expect(published).not.toContain('编辑');
    expect(published).not.toContain('发布');
    expect(await actionsOf('已撤销的通知')).toEqual(
      expect.arrayContaining(['编辑', '发布', '预览', '阅读情况', '删除']),
    );
  });

  it('hides what the user has no permission for', async () => {
    await renderAnnouncements(undefined, { codes: [...SCHEMA_PERMISSIONS, 'announcement:list'] });
    expect(await actionsOf('核心网络故障')).toEqual(['预览', '阅读情况']);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
  });

  it('exports and imports from the toolbar, as the server offers (exportXls, importExcel)', async () => {
    await renderAnnouncements();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    expect(await screen.findByText('导入通知公告')).toBeTruthy();
  });

  it('publishes and revokes after confirmation, and reloads', async () => {
    const { server } = await renderAnnouncements();
    await runAction('草稿：春节值班安排', '发布');
    await confirm('确定发布吗?');
    await waitFor(() => expect(calls(server, '/sys/annountCement/doReleaseData')[0]!.params.id).toBe('d1'));
    expect(await screen.findByText('已发布', { selector: '.ant-message *' })).toBeTruthy();
    await waitFor(() => expect(calls(server, LIST)).toHaveLength(2));

    await runAction('核心网络故障', '撤销');
    await confirm('确定撤销吗?');
    await waitFor(() => expect(calls(server, '/sys/annountCement/doReovkeData')[0]!.params.id).toBe('p1'));
    await waitFor(() => expect(calls(server, LIST)).toHaveLength(3));
  });

  it('deletes one, or the selected ones in a batch', async () => {
    const { server } = await renderAnnouncements();
    await runAction('已撤销的通知', '删除');
    await confirm('确定删除吗?');
    await waitFor(() => expect(calls(server, '/sys/annountCement/delete')[0]!.params.id).toBe('r1'));
    await waitFor(() => expect(screen.queryByText('已撤销的通知')).toBeNull());

    fireEvent.click(within(rowOf('草稿：春节值班安排')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('核心网络故障')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await confirm('确定删除选中的 2 条数据吗?');
    await waitFor(() => expect(calls(server, '/sys/annountCement/deleteBatch')[0]!.params.ids).toBe('d1,p1'));
  });

  it('shows who has read a published announcement (the registered readers modal)', async () => {
    const { server } = await renderAnnouncements();
    await runAction('核心网络故障', '阅读情况');
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('张三')).toBeTruthy();
    // No real name: the user name stands in for it.
    expect(dialog.getAllByText('lisi')).toHaveLength(2);
    expect(dialog.getByText('已读 1 / 共 2 人')).toBeTruthy();
    expect(dialog.getByText('阅读情况：核心网络故障')).toBeTruthy();
    expect(calls(server, '/sys/annountCement/readers')[0]!.params.id).toBe('p1');
  });

  it('previews a draft from its title as readers will see it, sanitised', async () => {
    await renderAnnouncements();
    fireEvent.click(screen.getByRole('button', { name: '草稿：春节值班安排' }));
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('值班表')).toBeTruthy();
    expect(detail.querySelector('script')).toBeNull();
    expect(within(screen.getByRole('dialog')).getByText('预览')).toBeTruthy();
  });
});
