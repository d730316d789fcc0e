import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_POLL_INTERVAL_MS } from '../../../runtime/core';
import { setLiveProvider, userChannel } from '../../../runtime/core/live';
import { adminUser } from '../../../stories/fixtures/user';
import { NoticeBell } from '../../../widgets/bell/NoticeBell';
import {
  announcement,
  caseNotice,
  longTitleNotice,
  maintenanceNotice,
  manyNotices,
  noticeList,
} from '../../../widgets/bell/storyFixtures';
import { bindFakeUi } from '../core/helpers';
import { bellRoutes, renderSignedIn } from './bellHarness';

afterEach(() => {
  setLiveProvider(null);
  vi.restoreAllMocks();
});

function badgeCount(): string | null {
  return document.querySelector('.notice-count')?.getAttribute('title') ?? null;
}

async function openBell() {
  fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
  return screen.findByRole('tab', { name: /通知\(/ });
}

describe('NoticeBell', () => {
  it('loads when it appears and shows each count on its tab and the total on the badge', async () => {
    const { calls } = await renderSignedIn(<NoticeBell />, bellRoutes(manyNotices));
    await waitFor(() => expect(badgeCount()).toBe('31'));
    expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1);
    await openBell();
    expect(screen.getByRole('tab', { name: '通知(23)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '系统消息(8)' })).toBeTruthy();
    const popover = document.querySelector('.ant-popover') as HTMLElement;
    expect(popover.style.width).toBe('300px');
    // The notices tab lists its items with title and publish time.
    expect(within(popover).getByText(maintenanceNotice.titile)).toBeTruthy();
    expect(within(popover).getAllByText('发布时间：2026-11-22 09:30:00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: '系统消息(8)' }));
    expect(await within(popover).findByText(caseNotice.titile)).toBeTruthy();
  });

  it('shows no badge and empty tabs when nothing is unread', async () => {
    await renderSignedIn(<NoticeBell />, bellRoutes(noticeList([], [])));
    await openBell();
    expect(screen.getByRole('tab', { name: '通知(0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '系统消息(0)' })).toBeTruthy();
    expect(badgeCount()).toBeNull();
    expect(screen.getAllByText('暂无消息').length).toBeGreaterThan(0);
  });

  it('speaks English in en-US', async () => {
    await renderSignedIn(<NoticeBell defaultOpen />, bellRoutes(noticeList([caseNotice], [], { annt: 2 })), {
      locale: 'en-US',
    });
    expect(await screen.findByRole('tab', { name: 'Notices (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'System messages (0)' })).toBeTruthy();
    expect(screen.getByText('Important message')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View more' })).toBeTruthy();
  });

  it.each([
    ['L', '一般消息', 'General message', 'blue'],
    ['M', '重要消息', 'Important message', 'orange'],
    ['H', '紧急消息', 'Urgent message', 'red'],
  ])('tags priority %s as %s / %s in %s', async (priority, zh, en, color) => {
    const list = noticeList([announcement('p', { priority })], []);
    const first = await renderSignedIn(<NoticeBell defaultOpen />, bellRoutes(list));
    const tag = await screen.findByText(zh);
    expect(tag.className).toContain(`ant-tag-${color}`);
    first.unmount();
    await renderSignedIn(<NoticeBell defaultOpen />, bellRoutes(list), { locale: 'en-US' });
    expect((await screen.findByText(en)).className).toContain(`ant-tag-${color}`);
  });

  it('cuts a long title with an ellipsis', async () => {
    await renderSignedIn(<NoticeBell defaultOpen />, bellRoutes(noticeList([longTitleNotice], [])));
    const title = await screen.findByText(longTitleNotice.titile);
    expect(title.closest('.ant-typography-ellipsis')).not.toBeNull();
  });

  it('marks an item read on the server, then reloads the counts, and opens its detail', async () => {
    const { seen } = await renderSignedIn(
      <NoticeBell defaultOpen />,
      bellRoutes(noticeList([maintenanceNotice], [])),
    );
    fireEvent.click(await screen.findByText(maintenanceNotice.titile));
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText(maintenanceNotice.titile)).toBeTruthy();
    expect(within(detail).getByText(/发布人：admin/)).toBeTruthy();
    expect(within(detail).getByText(/发布时间：2026-11-22 09:30:00/)).toBeTruthy();
    expect(within(detail).getByText('升级安排').tagName).toBe('H3');
    await waitFor(() =>
      expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /sys/annountCement/listByUser',
        'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId',
        'GET /sys/annountCement/listByUser',
      ]),
    );
    expect(seen[1]!.data).toEqual({ anntId: maintenanceNotice.id });
    // A url-less announcement has no '去处理'; '关闭' (antd spaces two-character labels) closes it.
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-detail')).toBeNull());
  });

  it('does not reload the counts when the server refuses to mark it read', async () => {
    const routes = bellRoutes(noticeList([maintenanceNotice], []), undefined, {
      'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': {
        data: { success: false, code: 500, message: 'no' },
      },
    });
    const { calls } = await renderSignedIn(<NoticeBell defaultOpen />, routes);
    fireEvent.click(await screen.findByText(maintenanceNotice.titile));
    await waitFor(() => expect(calls('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1);
  });

  it("'去处理' navigates to openPage for openType url", async () => {
    await renderSignedIn(<NoticeBell defaultOpen />, bellRoutes(noticeList([], [caseNotice])));
    fireEvent.click(await screen.findByRole('tab', { name: '系统消息(1)' }));
    fireEvent.click(await screen.findByText(caseNotice.titile));
    fireEvent.click(await screen.findByRole('button', { name: '去处理' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/caseManage/list'));
    await waitFor(() => expect(screen.queryByTestId('announcement-detail')).toBeNull());
  });

  it("'查看更多' goes to the user's announcements page", async () => {
    await renderSignedIn(<NoticeBell defaultOpen />, bellRoutes(manyNotices));
    fireEvent.click(await screen.findByRole('button', { name: '查看更多' }));
    expect(screen.getByTestId('location').textContent).toBe('/isps/userAnnouncement');
  });

  it("pops up '消息提醒' on a pushed message, reloads, and '查看详情' fetches the announcement by id", async () => {
    const pushed = announcement('a-new', {
      titile: '紧急：核心网络故障',
      priority: 'H',
      msgContent: '<p>正在抢修</p>',
    });
    const { push, calls } = await renderSignedIn(<NoticeBell />, bellRoutes(noticeList([], []), pushed));
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1));
    act(() => push({ cmd: 'user', msgId: 'a-new', msgTxt: '紧急：核心网络故障' }));
    const popup = (await screen.findByText('消息提醒')).closest('.ant-notification-notice') as HTMLElement;
    expect(popup.closest('.ant-notification-bottomRight')).not.toBeNull();
    expect(within(popup).getByText('紧急：核心网络故障')).toBeTruthy();
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(2));

    fireEvent.click(within(popup).getByRole('button', { name: '查看详情' }));
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('正在抢修')).toBeTruthy();
    expect(calls('GET /sys/annountCement/queryById')[0]!.params.id).toBe('a-new');
    await waitFor(() => expect(calls('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId')).toHaveLength(1));
  });

  it('reloads on a topic message too, and a bare reload request pops nothing up', async () => {
    const { push, calls } = await renderSignedIn(<NoticeBell />, bellRoutes(noticeList([], [])));
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1));
    act(() => push({ cmd: 'topic' }));
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(2));
    act(() => push({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    act(() => push({ cmd: 'email', msgId: 'x' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(2);
    expect(screen.queryByText('消息提醒')).toBeNull();
  });

  it("listens on the signed-in user's own channel and stops when unmounted", async () => {
    const { live, unmount } = await renderSignedIn(<NoticeBell />, bellRoutes(noticeList([], [])));
    expect(live.listeners(userChannel(adminUser.id))).toBe(1);
    unmount();
    expect(live.listeners(userChannel(adminUser.id))).toBe(0);
  });

  it('stops quietly when the load fails, and never starts the 6 s polling', async () => {
    const { notification } = bindFakeUi();
    const interval = vi.spyOn(globalThis, 'setInterval');
    const { calls } = await renderSignedIn(
      <NoticeBell />,
      bellRoutes(noticeList([], []), undefined, {
        'GET /sys/annountCement/listByUser': {
          status: 500,
          data: { success: false, code: 500, message: '服务器出错' },
        },
      }),
    );
    await waitFor(() => expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(notification.open).not.toHaveBeenCalled();
    expect(screen.queryByText('服务器出错')).toBeNull();
    expect(badgeCount()).toBeNull();
    expect(interval.mock.calls.filter(([, ms]) => ms === NOTICE_POLL_INTERVAL_MS)).toEqual([]);
    await openBell();
    expect(screen.getByRole('tab', { name: '通知(0)' })).toBeTruthy();
  });

  it('keeps polling off after a successful load too', async () => {
    const interval = vi.spyOn(globalThis, 'setInterval');
    const { calls } = await renderSignedIn(<NoticeBell />, bellRoutes(manyNotices));
    await waitFor(() => expect(badgeCount()).toBe('31'));
    expect(interval.mock.calls.filter(([, ms]) => ms === NOTICE_POLL_INTERVAL_MS)).toEqual([]);
    expect(calls('GET /sys/annountCement/listByUser')).toHaveLength(1);
  });

  it('is empty and quiet for a message the server refuses to show', async () => {
    const { notification } = bindFakeUi();
    const { push } = await renderSignedIn(
      <NoticeBell />,
      bellRoutes(noticeList([], []), undefined, {
        'GET /sys/annountCement/queryById': {
          data: { success: false, code: 404, message: '未找到对应实体' },
        },
      }),
    );
    act(() => push({ cmd: 'user', msgId: 'gone', msgTxt: '已撤销的公告' }));
    fireEvent.click(await screen.findByRole('button', { name: '查看详情' }));
    await waitFor(() =>
      expect(notification.open).toHaveBeenCalledWith(
        expect.objectContaining({ description: '未找到对应实体' }),
      ),
    );
    expect(screen.queryByTestId('announcement-detail')).toBeNull();
  });
});
