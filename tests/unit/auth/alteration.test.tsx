// The forgotten-password flow: verify the phone of the account (smsmode 2), set the new password with the
// ticket (POST, never a URL), done; refusals shown; a refused ticket sends the user back to step 1.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AlterationPage } from '../../../widgets/auth/AlterationPage';
import { renderWithProviders } from '../app/testProviders';
import { ok, refused, routeAdapter, type Handler } from './routeAdapter';

async function renderAlteration(handlers: Record<string, Handler>, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const api = routeAdapter(handlers);
  await renderWithProviders(
    <Routes>
      <Route path="/user/alteration" element={<AlterationPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/user/alteration', http: api.adapter, locale },
  );
  await screen.findByRole('button', { name: /下一步|Next/ });
  return api;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function verifyStep() {
  type('用户名', 'alice');
  type('手机号', '13811110001');
  fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
}

async function passwordStep(password = 'Alice-new-pass-2') {
  await screen.findByRole('button', { name: '重置密码' });
  type('新密码', password);
  type('确认密码', password);
  fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
}

describe('AlterationPage', { timeout: 30_000 }, () => {
  it('requires user name, phone and code before asking the server', async () => {
    const { requests } = await renderAlteration({});
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    for (const text of ['请输入帐户名!', '请输入手机号!', '请输入短信验证码!']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(requests).toEqual([]);
  });

  it('sends the code for smsmode 2', async () => {
    const { requests } = await renderAlteration({ 'POST /sys/sms': { data: ok(null, '短信验证码已发送') } });
    type('手机号', '13811110001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信验证码已发送')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ mobile: '13811110001', smsmode: '2' });
  });

  it('walks through the three steps with a POST of the new password and the ticket', async () => {
    const { requests } = await renderAlteration({
      'POST /sys/user/phoneVerification': { data: ok({ ticket: 'tkt-1', username: 'alice' }) },
      'POST /sys/user/passwordChange': { data: ok(null, '密码重置完成！') },
    });
    verifyStep();
    await passwordStep();
    expect(await screen.findByText('密码重置完成')).toBeTruthy();
    expect(screen.getByText('所有已登录的设备都已退出，请使用新密码登录。')).toBeTruthy();
    expect(requests.find((r) => r.path === '/sys/user/phoneVerification')?.body).toEqual({
      username: 'alice',
      phone: '13811110001',
      smscode: '123456',
    });
    const change = requests.find((r) => r.path === '/sys/user/passwordChange');
    expect(change).toMatchObject({
      method: 'POST',
      params: {},
      body: { username: 'alice', password: 'Alice-new-pass-2', ticket: 'tkt-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
  });

  it("shows the server's refusal of the phone check ('未找到用户！')", async () => {
    await renderAlteration({ 'POST /sys/user/phoneVerification': { data: refused('未找到用户！') } });
    verifyStep();
    expect(await screen.findByText('未找到用户！')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy();
  });

  it('checks the new password length and confirmation', async () => {
    const { requests } = await renderAlteration({
      'POST /sys/user/phoneVerification': { data: ok({ ticket: 'tkt-2', username: 'alice' }) },
    });
    verifyStep();
    await screen.findByRole('button', { name: '重置密码' });
    type('新密码', 'short');
    type('确认密码', 'different');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码至少需要8个字符!')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致!')).toBeTruthy();
    expect(requests.some((r) => r.path === '/sys/user/passwordChange')).toBe(false);
  });

  it('goes back to step 1 with the message when the ticket is refused', async () => {
    await renderAlteration({
      'POST /sys/user/phoneVerification': { data: ok({ ticket: 'tkt-3', username: 'alice' }) },
      'POST /sys/user/passwordChange': { data: refused('重置凭证无效或已过期，请重新验证手机') },
    });
    verifyStep();
    await passwordStep();
    expect(await screen.findByText('重置凭证无效或已过期，请重新验证手机')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
  });

  it('is in English too', async () => {
    await renderAlteration({}, 'en-US');
    expect(screen.getByText('Reset password')).toBeTruthy();
    expect(screen.getByText('Verify identity')).toBeTruthy();
    expect(screen.getByText('Set a new password')).toBeTruthy();
  });
});
