// Phone sign-in: the core's phoneLogin (code "200" rule, session stored) and the login page's phone tab
// (validation, get-code with its 60 s countdown, the server's refusal, sign-in).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getUserInfo, hasToken, http, phoneLogin } from '../../../runtime/core';
import { LoginPage } from '../../../widgets/auth/LoginPage';
import { renderWithProviders } from '../app/testProviders';
import { ok, refused, routeAdapter, type Handler } from './routeAdapter';

const signedIn = {
  token: 'tok-p',
  userInfo: { id: 'u9', username: 'phoneuser' },
  sysAllDictItems: { sex: [] },
};

describe('phoneLogin (core)', () => {
  it('stores the session on code 200, also when the code arrives as the string "200"', async () => {
    for (const code of [200, '200']) {
      localStorage.clear();
      http.defaults.adapter = routeAdapter({
        'POST /sys/phoneLogin': { data: { ...ok(signedIn), code } },
      }).adapter;
      const envelope = await phoneLogin({ mobile: '13800000000', captcha: '123456' });
      expect(envelope.result.token).toBe('tok-p');
      expect(hasToken()).toBe(true);
      expect(getUserInfo()?.username).toBe('phoneuser');
    }
  });

  it('rejects any other code with the server message and stores nothing', async () => {
    http.defaults.adapter = routeAdapter({
      'POST /sys/phoneLogin': { data: refused('手机验证码错误') },
    }).adapter;
    const error = await phoneLogin({ mobile: '13800000000', captcha: '000000' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('手机验证码错误');
    expect(hasToken()).toBe(false);
  });
});

async function renderPhoneTab(handlers: Record<string, Handler>) {
  const api = routeAdapter({
    'GET /sys/loginCaptchaRequired': { data: ok({ required: false }) },
    ...handlers,
  });
  await renderWithProviders(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/user/login?redirect=%2Faccount%2Fcenter', http: api.adapter },
  );
  fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
  await screen.findByPlaceholderText('请输入手机号');
  return api;
}

describe('login page, phone tab', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the phone before asking for a code, and the code before signing in', async () => {
    const { requests } = await renderPhoneTab({});
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号!')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: /登 录/ }));
    expect(await screen.findByText('请输入正确的手机号!')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码!')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('asks for a code with smsmode 0, says it was sent, and counts down 60 seconds', async () => {
    const { requests } = await renderPhoneTab({
      'POST /sys/sms': { data: ok(null, '短信验证码已发送') },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000000' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信验证码已发送')).toBeTruthy();
    expect(requests.find((r) => r.path === '/sys/sms')?.body).toEqual({
      mobile: '13800000000',
      smsmode: '0',
    });
    const button = screen.getByRole('button', { name: /秒后重新获取/ });
    expect(button.textContent).toContain('60');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    for (let second = 0; second < 60; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('shows the server refusal of a code request ("验证码10分钟内，仍然有效！")', async () => {
    await renderPhoneTab({ 'POST /sys/sms': { data: refused('验证码10分钟内，仍然有效！') } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码10分钟内，仍然有效！')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('signs in with the code and goes to the redirect target', async () => {
    const { requests } = await renderPhoneTab({ 'POST /sys/phoneLogin': { data: ok(signedIn, '登录成功') } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登 录/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/center'));
    expect(requests.find((r) => r.path === '/sys/phoneLogin')?.body).toEqual({
      mobile: '13800000000',
      captcha: '123456',
    });
    expect(hasToken()).toBe(true);
  });

  it('shows a wrong code in an alert and stays', async () => {
    await renderPhoneTab({ 'POST /sys/phoneLogin': { data: refused('手机验证码错误') } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: /登 录/ }));
    const alert = await screen.findByText('手机验证码错误');
    expect(alert.closest('.ant-alert-error')).toBeTruthy();
    expect(hasToken()).toBe(false);
  });
});
