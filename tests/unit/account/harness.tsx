// Renders an account page the way the console does: inside antd's App (the layout provides it), signed
// in, with the HTTP client answering from a route adapter.
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { buildMenuRoutes, permissionsAtom, type MenuItem } from '../../../runtime/core';
import { renderWithProviders } from '../app/testProviders';
import { ok, routeAdapter, type Handler } from '../auth/routeAdapter';

export const profile = {
  id: 'u1',
  username: 'carol',
  realname: 'Carol',
  email: 'carol@example.com',
  phone: '13822220001',
  sex: 2,
  birthday: '1990-02-28',
  avatar: null as string | null,
  roles: [{ roleCode: 'partner', roleName: '合作伙伴' }],
  departs: [{ orgCode: 'A02', departName: '合作伙伴', departNameEn: 'Partners' }],
};

export const preferences = {
  landingPage: null as string | null,
  language: null as string | null,
  notifyNotice: true,
  notifySystem: true,
  notifyEmail: false,
};

const menu: MenuItem[] = [
  {
    id: '1',
    path: '/caseManage/list',
    name: 'caseManage-list',
    component: 'caseManage/CaseList',
    route: '1',
    hidden: false,
    meta: { title: '工单列表', titleEn: 'Work order list' },
  },
];

/** Handlers every account page needs; a test overrides or adds its own. */
export function baseHandlers(): Record<string, Handler> {
  return {
    'GET /sys/user/profile': { data: ok(profile) },
    'GET /sys/user/preferences': { data: ok(preferences) },
    'GET /sys/thirdLogin/bindings': { data: ok({ links: [], providers: [] }) },
    'GET /sys/dict/getDictItems/sex': {
      data: ok([
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ]),
    },
  };
}

export async function renderAccountPage(
  ui: ReactElement,
  handlers: Record<string, Handler> = {},
  options: { route?: string; locale?: 'zh-CN' | 'en-US' } = {},
) {
  const api = routeAdapter({ ...baseHandlers(), ...handlers });
  const view = await renderWithProviders(
    <App>
      <Routes>
        <Route path="/user/login" element={<p>login page</p>} />
        <Route path="*" element={ui} />
      </Routes>
    </App>,
    {
      route: options.route ?? '/account/settings',
      locale: options.locale,
      user: { id: 'u1', username: 'carol', realname: 'Carol' },
      http: api.adapter,
      prepare: (store) =>
        store.set(permissionsAtom, { menu, auth: [], allAuth: [], routes: buildMenuRoutes(menu) }),
    },
  );
  return { ...api, ...view };
}
