// Registration and its result page: field rules, the user-name uniqueness check, the SMS code request
// (smsmode 1), the server's refusals, and the way to the result and back to sign-in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../widgets/auth/RegisterPage';
import { RegisterResultPage } from '../../../widgets/auth/RegisterResultPage';
import { renderWithProviders } from '../app/testProviders';
import { ok, refused, routeAdapter, type Handler } from './routeAdapter';

async function renderRegister(handlers: Record<string, Handler>, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const api = routeAdapter(handlers);
  await renderWithProviders(
    <Routes>
      <Route path="/user/register" element={<RegisterPage />} />
      <Route path="/user/register-result" element={<RegisterResultPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/user/register', http: api.adapter, locale },
  );
  await screen.findByRole('button', { name: /注 册|Register/ });
  return api;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('用户名', 'newbie');
  type('密码', 'Newbie-pass-1');
  type('确认密码', 'Newbie-pass-1');
  type('手机号', '13800006666');
  fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
}

describe('RegisterPage', { timeout: 30_000 }, () => {
  it('names every missing field and sends nothing', async () => {
    const { requests } = await renderRegister({});
    fireEvent.click(screen.getByRole('button', { name: /注 册/ }));
    for (const text of [
      '请输入帐户名!',
      '请输入密码!',
      '请确认密码!',
      '请输入手机号!',
      '请输入短信验证码!',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(requests).toEqual([]);
  });

  it('checks the user name pattern, password length, confirmation, phone and email', async () => {
    await renderRegister({});
    type('用户名', 'a b');
    type('密码', 'short');
    type('确认密码', 'other');
    type('手机号', '123');
    type('邮箱（选填）', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: /注 册/ }));
    expect(await screen.findByText('用户名为3–30位字母、数字或 _ . -，以字母或数字开头!')).toBeTruthy();
    expect(screen.getByText('密码至少需要8个字符!')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致!')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号!')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱地址!')).toBeTruthy();
  });

  it("shows the server's answer when the user name is taken", async () => {
    const { requests } = await renderRegister({
      'GET /sys/user/checkOnlyUser': { data: refused('用户账号已存在', 500, true) },
    });
    type('用户名', 'admin');
    fireEvent.blur(screen.getByLabelText('用户名'));
    expect(await screen.findByText('用户账号已存在')).toBeTruthy();
    expect(requests.find((r) => r.path === '/sys/user/checkOnlyUser')?.params).toMatchObject({
      username: 'admin',
    });
  });

  it('asks for the SMS code with smsmode 1 once the phone is valid', async () => {
    const { requests } = await renderRegister({ 'POST /sys/sms': { data: ok(null, '短信验证码已发送') } });
    type('手机号', '13800006666');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信验证码已发送')).toBeTruthy();
    expect(requests.find((r) => r.path === '/sys/sms')?.body).toEqual({
      mobile: '13800006666',
      smsmode: '1',
    });
  });

  it('registers and shows the result page with the account and a sign-in button', async () => {
    const { requests } = await renderRegister({
      'GET /sys/user/checkOnlyUser': { data: ok(true) },
      'POST /sys/user/register': { data: ok({ username: 'newbie' }, '注册成功') },
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: /注 册/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/user/register-result?username=newbie'),
    );
    expect(requests.find((r) => r.path === '/sys/user/register')?.body).toEqual({
      username: 'newbie',
      password: 'Newbie-pass-1',
      phone: '13800006666',
      smscode: '123456',
    });
    expect(await screen.findByText('你的账户：newbie 注册成功')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
  });

  it('shows a refusal of the server (wrong code) and stays', async () => {
    await renderRegister({
      'GET /sys/user/checkOnlyUser': { data: ok(true) },
      'POST /sys/user/register': { data: refused('手机验证码错误') },
    });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: /注 册/ }));
    expect(await screen.findByText('手机验证码错误')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/register');
  });

  it('is in English too', async () => {
    await renderRegister({}, 'en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter the SMS verification code!')).toBeTruthy();
    expect(screen.getByText('Sign in with an existing account')).toBeTruthy();
  });
});
