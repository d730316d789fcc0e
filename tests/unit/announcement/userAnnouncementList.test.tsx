// The user's own announcements (/isps/userAnnouncement), the page schema system.userAnnouncement.list
// rendered by the schema runtime: what the hand-written page did (tags, paging, filters, reading one,
// reading all, both languages) checked on the schema page against a fake server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemoryServer } from '../../../stories/fixtures/memoryCrud';
import { announcementServer, renderAnnouncements } from './adminHarness';

const MINE = '/sys/sysAnnouncementSend/getMyAnnouncementSend';
const READ = '/sys/sysAnnouncementSend/editByAnntIdAndUserId';
const READ_ALL = '/sys/sysAnnouncementSend/readAll';

const rows = () => [
  {
    anntId: 'a1',
    titile: '系统升级通知',
    sender: 'admin',
    sendTime: '2026-11-22 09:30:00',
    priority: 'H',
    msgCategory: '1',
    readFlag: '0',
    msgContent: '<p>周六升级</p><img src=x onerror="window.__pageXss=1">',
  },
  {
    anntId: 'a2',
    titile: '工单待处理',
    sender: 'ops',
    sendTime: '2026-11-21 15:00:00',
    priority: 'M',
    msgCategory: '2',
    readFlag: '1',
    openType: 'url',
    openPage: '/caseManage/list',
    msgContent: '<p>请处理</p>',
  },
];

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });

/** The announcement fixtures' server answering the inbox calls: 25 in all, two on the page. */
function inboxServer(): MemoryServer {
  return announcementServer(({ path }) => {
    if (path === MINE) return ok({ records: rows(), total: 25, size: 10, current: 1, pages: 3 });
    if (path === READ) return ok(null, '操作成功');
    if (path === READ_ALL) return ok(null, '全部已读');
    return undefined;
  });
}

const calls = (server: MemoryServer, path: string) => server.log.filter((r) => r.path === path);

async function renderInbox(locale?: 'en-US') {
  const server = inboxServer();
  const rendered = await renderAnnouncements('system.userAnnouncement.list', {
    server,
    ...(locale ? { locale } : {}),
  });
  await screen.findByText('系统升级通知', {}, { timeout: 30_000 });
  return rendered;
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('system.userAnnouncement.list (schema page)', { timeout: 90_000 }, () => {
  it('lists the announcements with category, priority and read state, paged', async () => {
    const { server } = await renderInbox();
    const first = within(rowOf('系统升级通知'));
    // The category's label comes with its dictionary, which may answer after the rows.
    expect(await first.findByText('通知公告', {}, { timeout: 20_000 })).toBeTruthy();
    expect(first.getByText('未读').className).toContain('ant-tag-red');
    const second = within(rowOf('工单待处理'));
    expect(second.getByText('系统消息')).toBeTruthy();
    expect(second.getByText('已读')).toBeTruthy();
    expect(screen.getByText(/共\s*25\s*条/)).toBeTruthy();
    expect(calls(server, MINE)[0]!.params).toMatchObject({ pageNo: 1, pageSize: 10 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls(server, MINE).at(-1)!.params).toMatchObject({ pageNo: 2 }));
  });

  it('filters by title and read state', async () => {
    const { server } = await renderInbox();
    const search = within(screen.getByRole('search'));
    fireEvent.change(search.getByLabelText('标题:'), { target: { value: '升级' } });
    fireEvent.mouseDown(search.getByLabelText('阅读状态:'));
    const options = await screen.findAllByTitle('未读');
    fireEvent.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    fireEvent.click(search.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(calls(server, MINE).at(-1)!.params).toMatchObject({
        pageNo: 1,
        titile: '*升级*',
        readFlag: '0',
      }),
    );
    fireEvent.click(search.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(calls(server, MINE).at(-1)!.params).not.toHaveProperty('titile'));
  });

  it('opens an unread one in the detail modal, sanitised, and marks it read, then reloads', async () => {
    const { server } = await renderInbox();
    fireEvent.click(within(rowOf('系统升级通知')).getByRole('button', { name: '系统升级通知' }));
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('周六升级')).toBeTruthy();
    expect(detail.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(calls(server, READ)).toHaveLength(1));
    expect(calls(server, READ)[0]!.body).toEqual({ anntId: 'a1' });
    await waitFor(() => expect(calls(server, MINE)).toHaveLength(2));
    expect(server.log.indexOf(calls(server, READ)[0]!)).toBeLessThan(
      server.log.indexOf(calls(server, MINE)[1]!),
    );
  });

  it('does not mark an already read one again, and offers 去处理 for its url', async () => {
    const { server } = await renderInbox();
    fireEvent.click(within(rowOf('工单待处理')).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByRole('button', { name: '去处理' })).toBeTruthy();
    expect(calls(server, READ)).toHaveLength(0);
  });

  it('marks all read after confirmation, then reloads the list', async () => {
    const { server } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: /全部标注已读/ }));
    const dialog = (await screen.findByText('是否全部标注已读?')).closest('.ant-modal') as HTMLElement;
    expect(calls(server, READ_ALL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls(server, READ_ALL)).toHaveLength(1));
    expect(calls(server, READ_ALL)[0]!.method).toBe('PUT');
    await waitFor(() => expect(calls(server, MINE)).toHaveLength(2));
    expect(await screen.findByText('已全部标注已读')).toBeTruthy();
  });

  it('is in English in en-US', async () => {
    await renderInbox('en-US');
    expect(await screen.findByText('Unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Mark all as read/ })).toBeTruthy();
    expect(screen.getByText('Title:')).toBeTruthy();
  });
});
