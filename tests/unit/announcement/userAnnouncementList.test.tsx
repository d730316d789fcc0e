import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveProvider } from '../../../runtime/core/live';
import { NoticeBell } from '../../../widgets/bell/NoticeBell';
import { noticeList } from '../../../widgets/bell/storyFixtures';
import { UserAnnouncementList } from '../../../widgets/announcement/UserAnnouncementList';
import type { MyAnnouncement } from '../../../widgets/announcement/types';
import { bellRoutes, ok, renderSignedIn, type Routes } from '../bell/bellHarness';

const MINE = 'GET /sys/sysAnnouncementSend/getMyAnnouncementSend';

const rows: MyAnnouncement[] = [
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

function page(records: MyAnnouncement[], total = records.length) {
  return ok({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) });
}

function routes(extra: Routes = {}): Routes {
  return {
    [MINE]: page(rows, 25),
    'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': ok(null, '操作成功'),
    'PUT /sys/sysAnnouncementSend/readAll': ok(null, '全部已读'),
    ...extra,
  };
}

afterEach(() => setLiveProvider(null));

describe('UserAnnouncementList', () => {
  it('lists the announcements with category, priority and read state, paged', async () => {
    const { calls } = await renderSignedIn(<UserAnnouncementList />, routes());
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('系统升级通知')).toBeTruthy();
    expect(table.getByText('紧急消息')).toBeTruthy();
    expect(table.getByText('重要消息')).toBeTruthy();
    expect(table.getByText('通知公告')).toBeTruthy();
    expect(table.getByText('系统消息')).toBeTruthy();
    expect(table.getByText('未读')).toBeTruthy();
    expect(table.getByText('已读')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(calls(MINE)[0]!.params).toMatchObject({ pageNo: 1, pageSize: 10 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls(MINE).at(-1)!.params).toMatchObject({ pageNo: 2, pageSize: 10 }));
  });

  it('filters by title, read state, priority and category', async () => {
    const { calls } = await renderSignedIn(<UserAnnouncementList />, routes());
    await screen.findByText('系统升级通知');
    const search = within(screen.getByRole('search'));
    fireEvent.change(search.getByLabelText('标题'), { target: { value: ' 升级 ' } });
    for (const [label, option] of [
      ['阅读状态', '未读'],
      ['优先级', '紧急消息'],
      ['消息类型', '系统消息'],
    ]) {
      fireEvent.mouseDown(search.getByLabelText(label!));
      const options = await screen.findAllByTitle(option!);
      fireEvent.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    }
    fireEvent.click(search.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() =>
      expect(calls(MINE).at(-1)!.params).toMatchObject({
        pageNo: 1,
        titile: '升级',
        readFlag: '0',
        priority: 'H',
        msgCategory: '2',
      }),
    );
    fireEvent.click(search.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(calls(MINE).at(-1)!.params).not.toHaveProperty('titile'));
  });

  it('opens an unread one in the detail modal, sanitised, and marks it read, then reloads', async () => {
    const { calls, seen } = await renderSignedIn(<UserAnnouncementList />, routes());
    fireEvent.click(await screen.findByText('系统升级通知'));
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('周六升级')).toBeTruthy();
    expect(detail.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(calls(MINE)).toHaveLength(2));
    const put = calls('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId');
    expect(put.map((r) => r.data)).toEqual([{ anntId: 'a1' }]);
    expect(seen.indexOf(put[0]!)).toBeLessThan(seen.lastIndexOf(calls(MINE)[1]!));
  });

  it('does not mark an already read one again, and offers 去处理 for its url', async () => {
    const { calls } = await renderSignedIn(<UserAnnouncementList />, routes());
    const row = (await screen.findByText('工单待处理')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('查看'));
    fireEvent.click(await screen.findByRole('button', { name: '去处理' }));
    expect(screen.getByTestId('location').textContent).toBe('/caseManage/list');
    expect(calls('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId')).toHaveLength(0);
  });

  it('marks all read after confirmation, reloads the list and the bell', async () => {
    const { calls } = await renderSignedIn(
      <>
        <NoticeBell />
        <UserAnnouncementList />
      </>,
      { ...bellRoutes(noticeList([], [])), ...routes() },
    );
    await screen.findByText('系统升级通知');
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /全部标注已读/ }));
    const confirm = await screen.findByText('是否全部标注已读?');
    expect(calls('PUT /sys/sysAnnouncementSend/readAll')).toHaveLength(0);
    fireEvent.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s?定/ }),
    );
    await waitFor(() => expect(calls('PUT /sys/sysAnnouncementSend/readAll')).toHaveLength(1));
    await waitFor(() => expect(calls(MINE)).toHaveLength(2));
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(2));
    expect(await screen.findByText('已全部标注已读')).toBeTruthy();
  });

  it('is in English in en-US', async () => {
    await renderSignedIn(<UserAnnouncementList />, routes(), { locale: 'en-US' });
    expect(await screen.findByText('Urgent message')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Mark all as read/ })).toBeTruthy();
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(screen.getByText('25 in total')).toBeTruthy();
  });
});
