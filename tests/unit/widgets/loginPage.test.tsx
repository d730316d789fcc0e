import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { hasToken, http } from '../../../runtime/core';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { LoginPage } from '../../../widgets/auth/LoginPage';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';

const loginOk = {
  success: true,
  code: 200,
  message: '登录成功',
  result: {
    token: 'tok-1',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    sysAllDictItems: {},
  },
  timestamp: 0,
};
const loginRefused = { success: false, code: 500, message: '用户名或密码错误', result: null, timestamp: 0 };

function renderLogin(options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/user/login', ...options },
  );
}

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText(/帐户名|Username/), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText(/请输入密码|Password/), { target: { value: password } });
}

function submit(container: HTMLElement) {
  const button = container.querySelector('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  fireEvent.click(button);
}

describe('LoginPage', () => {
  it('shows the required-field messages and sends nothing when both fields are empty', async () => {
    const { container } = await renderLogin();
    const adapter = vi.fn(fakeAdapter({}));
    http.defaults.adapter = adapter;
    submit(container);
    expect(await screen.findByText('请输入帐户名!')).toBeTruthy();
    expect(screen.getByText('请输入密码!')).toBeTruthy();
    expect(adapter).not.toHaveBeenCalled();
  });

  it('clears a required-field message once the field is filled', async () => {
    const { container } = await renderLogin();
    submit(container);
    await screen.findByText('请输入帐户名!');
    fillIn('admin', '');
    expect(screen.queryByText('请输入帐户名!')).toBeNull();
    expect(screen.getByText('请输入密码!')).toBeTruthy();
  });

  it('shows the required-field messages in English', async () => {
    const { container } = await renderLogin({ locale: 'en-US' });
    submit(container);
    expect(await screen.findByText('Please enter your username!')).toBeTruthy();
    expect(screen.getByText('Please enter your password!')).toBeTruthy();
  });

  it("shows the server's message in an alert when the login is refused", async () => {
    const { container } = await renderLogin({ http: { '/sys/login': loginRefused } });
    fillIn('admin', 'wrong');
    submit(container);
    const alert = await screen.findByText('用户名或密码错误');
    expect(alert.closest('.ant-alert-error')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/login');
    expect(hasToken()).toBe(false);
  });

  it('goes to the redirect target after signing in', async () => {
    const { container } = await renderLogin({
      route: '/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2',
      http: { '/sys/login': loginOk },
    });
    fillIn(' admin ', 'secret');
    submit(container);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/user?page=2'));
    expect(hasToken()).toBe(true);
  });

  it('goes to the landing page when the redirect target is missing or foreign', async () => {
    const { container } = await renderLogin({
      route: '/user/login?redirect=%2F%2Fevil.example',
      http: { '/sys/login': loginOk },
    });
    fillIn('admin', 'secret');
    submit(container);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
  });

  it('sends the trimmed user name and the password', async () => {
    const { container } = await renderLogin();
    const adapter = vi.fn(fakeAdapter({ '/sys/login': loginOk }));
    http.defaults.adapter = adapter;
    fillIn(' admin ', ' secret ');
    submit(container);
    await waitFor(() => expect(adapter).toHaveBeenCalled());
    const body = JSON.parse(String(adapter.mock.calls[0]?.[0].data));
    expect(body).toEqual({ username: 'admin', password: ' secret ' });
  });
});
