import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryLiveProvider, setLiveProvider, userChannel } from '../../../runtime/core/live';
import { adminUser } from '../../../stories/fixtures/user';
import type { Announcement, NoticeListResult } from '../../../widgets/bell/types';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';
import { fakeAdapter, type FakeHandler, type FakeReply } from '../core/helpers';

/** A success envelope. */
export const ok = <T,>(result: T, message = '') => ({
  data: { success: true, code: 200, message, result, timestamp: 0 },
});

export type Routes = Record<string, FakeHandler | FakeReply>;

/** The bell's three calls answering from `list` and `byId`, each overridable. */
export function bellRoutes(list: NoticeListResult, byId?: Announcement, extra: Routes = {}): Routes {
  return {
    'GET /sys/annountCement/listByUser': ok(list),
    'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': ok(null, '操作成功'),
    ...(byId ? { 'GET /sys/annountCement/queryById': ok(byId) } : {}),
    ...extra,
  };
}

/**
 * Renders `ui` signed in as admin, inside antd's App, with a memory LiveProvider and a recording fake
 * HTTP adapter.
 */
export async function renderSignedIn(ui: ReactElement, routes: Routes, options: RenderOptions = {}) {
  const live = createMemoryLiveProvider();
  setLiveProvider(live);
  const { adapter, seen } = fakeAdapter(routes);
  const rendered = await renderWithProviders(<App>{ui}</App>, { user: adminUser, http: adapter, ...options });
  const push = (payload: Record<string, unknown>) =>
    live.publish({
      channel: userChannel(adminUser.id),
      type: String(payload.cmd),
      payload,
      date: new Date(),
    });
  const calls = (key: string) => seen.filter((r) => `${r.method} ${r.url}` === key);
  return { ...rendered, live, seen, push, calls };
}
