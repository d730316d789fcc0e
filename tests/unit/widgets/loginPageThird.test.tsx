// The login page with third-party sign-in on (window.__APP_CONFIG__.thirdLogin from /config.js): a
// button per provider, going through the server's render route and back to this page; back with
// ?oidc=<id>&thirdType=<code> it redeems the id once and enters; ?thirdError= shows the refusal; with
// ?oidcBind= the password form binds that account instead of signing in plainly.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasToken } from '../../../runtime/core';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { LoginPage } from '../../../widgets/auth/LoginPage';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';

const loginOk = {
  success: true,
  code: 200,
  message: '登录成功',
  result: { token: 'tok-oidc', userInfo: { id: 'u1', username: 'alice' }, sysAllDictItems: {} },
  timestamp: 0,
};
const providers = {
  success: true,
  code: 200,
  message: '',
  result: [{ code: 'acme', name: '企业账号' }],
  timestamp: 0,
};

function renderLogin(options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/user/login', ...options },
  );
}

const callsTo = (adapter: ReturnType<typeof vi.fn>, fragment: string) =>
  adapter.mock.calls.filter(([config]) => (config as { url?: string }).url?.includes(fragment));

describe('LoginPage with third-party sign-in', () => {
  beforeEach(() => {
    window.__APP_CONFIG__ = { thirdLogin: true };
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it("offers each provider's button, through the server and back to this page", async () => {
    const adapter = vi.fn(fakeAdapter({ '/sys/thirdLogin/providers': providers }));
    await renderLogin({ http: adapter });
    const link = await screen.findByText('使用 企业账号 登录');
    const back = `${window.location.origin}${window.location.pathname}`;
    expect(link.closest('a')?.getAttribute('href')).toBe(
      `/api/sys/thirdLogin/render/acme?redirect=${encodeURIComponent(back)}`,
    );
  });

  it("keeps the page's ?redirect= in the way back, and goes there after the redeem", async () => {
    const adapter = vi.fn(
      fakeAdapter({
        '/sys/thirdLogin/providers': providers,
        '/sys/thirdLogin/getLoginUser/one-time-id/acme': loginOk,
      }),
    );
    const { unmount } = await renderLogin({
      route: '/user/login?redirect=%2FcaseManage%2Flist',
      http: adapter,
    });
    const link = await screen.findByText('使用 企业账号 登录');
    const back = `${window.location.origin}${window.location.pathname}?redirect=%2FcaseManage%2Flist`;
    expect(link.closest('a')?.getAttribute('href')).toBe(
      `/api/sys/thirdLogin/render/acme?redirect=${encodeURIComponent(back)}`,
    );
    unmount();
    // The server's callback adds its parameters to that URL.
    await renderLogin({
      route: '/user/login?redirect=%2FcaseManage%2Flist&oidc=one-time-id&thirdType=acme',
      http: adapter,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/caseManage/list'));
  });

  it('redeems ?oidc= once for a session and enters', async () => {
    const adapter = vi.fn(
      fakeAdapter({
        '/sys/thirdLogin/providers': providers,
        '/sys/thirdLogin/getLoginUser/one-time-id/acme': loginOk,
      }),
    );
    await renderLogin({ route: '/user/login?oidc=one-time-id&thirdType=acme', http: adapter });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
    expect(hasToken()).toBe(true);
    const redeemed = callsTo(adapter, 'getLoginUser');
    expect(redeemed).toHaveLength(1);
    expect((redeemed[0]![0] as { url: string }).url).toContain(
      '/sys/thirdLogin/getLoginUser/one-time-id/acme',
    );
  });

  it("shows the callback's refusal", async () => {
    const message = '邮箱 bob@evil.test 不属于允许登录的域名';
    await renderLogin({
      route: `/user/login?thirdError=${encodeURIComponent(message)}&thirdType=acme`,
      http: fakeAdapter({ '/sys/thirdLogin/providers': providers }),
    });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('binds a first sign-in with the password form', async () => {
    const adapter = vi.fn(
      fakeAdapter({ '/sys/thirdLogin/providers': providers, '/sys/third/user/checkPassword': loginOk }),
    );
    await renderLogin({ route: '/user/login?oidcBind=bind-id&thirdType=acme', http: adapter });
    await screen.findByText('首次使用该方式登录：请输入本系统的账号和密码，完成绑定');
    fireEvent.change(screen.getByPlaceholderText('请输入帐户名'), { target: { value: 'localbob' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Local-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
    const bound = callsTo(adapter, 'checkPassword');
    expect(bound).toHaveLength(1);
    expect(JSON.parse((bound[0]![0] as { data: string }).data)).toMatchObject({
      bindId: 'bind-id',
      username: 'localbob',
    });
    expect(
      adapter.mock.calls.filter(([config]) => (config as { url?: string }).url === '/sys/login'),
    ).toEqual([]);
  });

  it('binds a first sign-in with the phone form, not a plain phone sign-in', async () => {
    const adapter = vi.fn(
      fakeAdapter({
        '/sys/thirdLogin/providers': providers,
        '/sys/thirdLogin/bindingThirdPhone': loginOk,
      }),
    );
    await renderLogin({ route: '/user/login?oidcBind=bind-id&thirdType=acme', http: adapter });
    fireEvent.click(await screen.findByText('手机号登录'));
    await screen.findByText('首次使用该方式登录：请输入本系统账号绑定的手机号和验证码，完成绑定');
    fireEvent.change(await screen.findByPlaceholderText('请输入手机号'), {
      target: { value: '13800003333' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByText(/登\s*录/, { selector: 'form[name="phone-login"] button span' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
    const bound = callsTo(adapter, 'bindingThirdPhone');
    expect(bound).toHaveLength(1);
    expect(JSON.parse((bound[0]![0] as { data: string }).data)).toEqual({
      bindId: 'bind-id',
      mobile: '13800003333',
      captcha: '123456',
    });
    expect(callsTo(adapter, '/sys/phoneLogin')).toEqual([]);
  });

  it('offers a new account under another name when the provider creates accounts', async () => {
    const adapter = vi.fn(
      fakeAdapter({ '/sys/thirdLogin/providers': providers, '/sys/third/user/create': loginOk }),
    );
    await renderLogin({ route: '/user/login?oidcBind=bind-id&thirdType=acme&thirdCreate=1', http: adapter });
    fireEvent.click(await screen.findByText('创建账号并登录'));
    expect(await screen.findByText('请输入新账号的用户名!')).toBeTruthy();
    expect(callsTo(adapter, '/sys/third/user/create')).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('新账号的用户名'), { target: { value: 'dave2' } });
    fireEvent.click(screen.getByText('创建账号并登录'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
    expect(hasToken()).toBe(true);
    const created = callsTo(adapter, '/sys/third/user/create');
    expect(created).toHaveLength(1);
    expect(JSON.parse((created[0]![0] as { data: string }).data)).toEqual({
      bindId: 'bind-id',
      username: 'dave2',
    });
  });

  it('offers no new account when the provider only binds', async () => {
    await renderLogin({
      route: '/user/login?oidcBind=bind-id&thirdType=acme',
      http: fakeAdapter({ '/sys/thirdLogin/providers': providers }),
    });
    await screen.findByText('首次使用该方式登录：请输入本系统的账号和密码，完成绑定');
    expect(screen.queryByText('创建账号并登录')).toBeNull();
  });

  it('asks for no providers when the deployment has no third-party sign-in', async () => {
    delete window.__APP_CONFIG__;
    const adapter = vi.fn(fakeAdapter({}));
    await renderLogin({ http: adapter });
    await screen.findByText('注册账户');
    expect(callsTo(adapter, 'thirdLogin')).toHaveLength(0);
  });
});
