// The login page with CAS on (window.__APP_CONFIG__.casServerUrl from /config.js): it offers the CAS
// server's login page, and when opened with ?ticket= it exchanges the ticket once and signs in.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casLogoutUrl, hasToken } from '../../../runtime/core';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { LoginPage } from '../../../widgets/auth/LoginPage';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';

const SERVICE = 'https://console.example.com/user/login';
const loginOk = {
  success: true,
  code: 200,
  message: '登录成功',
  result: { token: 'tok-cas', userInfo: { id: 'u1', username: 'casuser' }, sysAllDictItems: {} },
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

describe('LoginPage with CAS', () => {
  beforeEach(() => {
    window.__APP_CONFIG__ = { casServerUrl: 'https://cas.example.com/cas', casServiceUrl: SERVICE };
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('links to the CAS server login page with this deployment as the service', async () => {
    await renderLogin();
    const link = await screen.findByText('CAS 登录');
    expect(link.closest('a')?.getAttribute('href')).toBe(
      `https://cas.example.com/cas/login?service=${encodeURIComponent(SERVICE)}`,
    );
  });

  it('exchanges ?ticket= once for a session and enters', async () => {
    const adapter = vi.fn(fakeAdapter({ '/cas/client/validateLogin': loginOk }));
    await renderLogin({ route: '/user/login?ticket=ST-1-abc', http: adapter });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
    expect(hasToken()).toBe(true);
    // Other calls of the page (its key pair, the captcha question) go to the same adapter.
    const exchanges = adapter.mock.calls.filter(([config]) => config.url?.includes('validateLogin'));
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]![0].params).toMatchObject({ ticket: 'ST-1-abc', service: SERVICE });
  });

  it('shows no CAS link when the deployment has no CAS', async () => {
    delete window.__APP_CONFIG__;
    await renderLogin();
    await screen.findByText('注册账户');
    expect(screen.queryByText('CAS 登录')).toBeNull();
  });

  it('sends an explicit logout through the CAS server logout, back to the site root', () => {
    expect(casLogoutUrl()).toBe(
      `https://cas.example.com/cas/logout?service=${encodeURIComponent(`${window.location.origin}/`)}`,
    );
    delete window.__APP_CONFIG__;
    expect(casLogoutUrl()).toBeUndefined();
  });
});
