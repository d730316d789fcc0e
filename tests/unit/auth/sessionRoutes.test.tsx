// The fixed routes of SPEC §2 that the session flows own: /user, the open sign-in pages, the exception
// pages, /test/home, and the hidden /userSetting item rendering the account settings.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../runtime/app/AppRoutes';
import { registerWidgets } from '../../../runtime/app/registerWidgets';
import { buildMenuRoutes, permissionsAtom, type CoreStore, type MenuItem } from '../../../runtime/core';
import { adminUser } from '../../../stories/fixtures/user';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';
import { ok, routeAdapter } from './routeAdapter';

const page = (path: string, component: string, title: string, hidden = false): MenuItem => ({
  id: path,
  path,
  name: path.slice(1).replace(/\//g, '-'),
  component,
  route: '1',
  hidden,
  meta: { title, keepAlive: false, internalOrExternal: false },
});

const menu: MenuItem[] = [
  page('/dashboard/analysis', 'dashboard/Analysis', '首页'),
  page('/account/center', 'account/center/Index', '个人中心'),
  page('/account/settings', 'account/settings/Index', '个人设置'),
  page('/userSetting', 'account/settings/Index', '账户设置', true),
];

function signedIn(store: CoreStore) {
  store.set(permissionsAtom, { menu, auth: [], allAuth: [], routes: buildMenuRoutes(menu) });
}

const profile = {
  id: 'u1',
  username: 'admin',
  realname: '管理员',
  email: 'admin@example.com',
  phone: '13800000000',
  sex: 1,
  birthday: '1990-01-01',
  avatar: null,
  roles: [{ roleCode: 'admin', roleName: '管理员' }],
  departs: [{ orgCode: 'A01', departName: '总部' }],
};
const preferences = {
  landingPage: null,
  language: null,
  notifyNotice: true,
  notifySystem: true,
  notifyEmail: false,
};

function renderApp(route: string, options: RenderOptions = {}) {
  const api = routeAdapter({
    'GET /sys/loginCaptchaRequired': { data: ok({ required: false }) },
    'GET /sys/user/profile': { data: ok(profile) },
    'GET /sys/user/preferences': { data: ok(preferences) },
    'GET /sys/dict/getDictItems/sex': { data: ok([{ value: '1', text: '男' }]) },
  });
  return renderWithProviders(<AppRoutes />, { route, http: api.adapter, ...options });
}

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path), { timeout: 10_000 });
}

beforeAll(() => {
  registerWidgets();
});

describe('session routes', { timeout: 30_000 }, () => {
  it('/user redirects to /user/login', async () => {
    await renderApp('/user');
    await expectLocation('/user/login');
  });

  it('/user/register opens without a token', async () => {
    await renderApp('/user/register');
    expect(await screen.findByRole('button', { name: /注 册/ }, { timeout: 10_000 })).toBeTruthy();
    await expectLocation('/user/register');
  });

  it('/user/register-result names the account', async () => {
    await renderApp('/user/register-result?username=newbie');
    expect(await screen.findByText('你的账户：newbie 注册成功', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('/user/alteration opens without a token', async () => {
    await renderApp('/user/alteration');
    expect(await screen.findByText('找回密码', {}, { timeout: 10_000 })).toBeTruthy();
    await expectLocation('/user/alteration');
  });

  it('a signed-in user opening /user/login goes to /dashboard/analysis', async () => {
    await renderApp('/user/login', { user: adminUser, prepare: signedIn });
    await expectLocation('/dashboard/analysis');
  });

  it.each([
    ['/403', '抱歉，你无权访问该页面'],
    ['/404', '抱歉，你访问的页面不存在'],
    ['/500', '抱歉，服务器出错了'],
  ])('%s shows its exception page', async (path, text) => {
    await renderApp(path);
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('/test/home is the test page, inside the console layout', async () => {
    await renderApp('/test/home', { user: adminUser, prepare: signedIn });
    expect(await screen.findByText('测试页', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/这是测试页/)).toBeTruthy();
    // The console layout's footer is around it.
    expect(await screen.findByText(new RegExp(`Copyright © ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('/test/home is in English too', async () => {
    await renderApp('/test/home', { user: adminUser, prepare: signedIn, locale: 'en-US' });
    expect(await screen.findByText('Test page', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('/test/home needs a token like every console route', async () => {
    await renderApp('/test/home');
    await expectLocation('/user/login?redirect=%2Ftest%2Fhome');
  });

  it('the hidden /userSetting item renders the account settings (account/settings/Index)', async () => {
    await renderApp('/userSetting', { user: adminUser, prepare: signedIn });
    // Text queries: a page-wide role query walks the whole shell and runs past the wait on a busy machine.
    const basic = await screen.findByText('基本设置', {}, { timeout: 20_000 });
    expect(basic.closest('[role="tab"]')).not.toBeNull();
    expect(screen.getByText('新消息通知').closest('[role="tab"]')).not.toBeNull();
    expect(await screen.findByDisplayValue('admin@example.com', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('/account/center renders the account center (account/center/Index)', async () => {
    await renderApp('/account/center', { user: adminUser, prepare: signedIn });
    expect(await screen.findByTestId('center-name', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('总部')).toBeTruthy();
  });
});
