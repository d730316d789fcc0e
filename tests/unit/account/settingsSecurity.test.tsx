// Account settings, security: the password form with the SPEC §5 texts, success (every session ends, so
// the page signs out to the login page), failure as a warning, and what the account is bound to.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hasToken, resetUiProviders, setUiProviders } from '../../../runtime/core';
import { AccountSettings } from '../../../widgets/account/settings/AccountSettings';
import { ok, refused } from '../auth/routeAdapter';
import { renderAccountPage } from './harness';

const passwordField = (label: string) => screen.getByLabelText(label);

describe('account settings: security', { timeout: 60_000 }, () => {
  it('shows the SPEC §5 messages in English for empty and mismatching fields', async () => {
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      {},
      { route: '/account/settings?tab=security', locale: 'en-US' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter the old password!')).toBeTruthy();
    expect(screen.getByText('Please enter the new password!')).toBeTruthy();
    expect(screen.getByText('Please confirm the new password!')).toBeTruthy();
    fireEvent.change(passwordField('New password'), { target: { value: 'Carol-new-pass-1' } });
    fireEvent.change(passwordField('Confirm new password'), { target: { value: 'something-else' } });
    expect(await screen.findByText('The two passwords entered do not match!')).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('updatePassword'))).toBe(false);
  });

  it('changes the password with the username, then signs out to the login page', async () => {
    const open = vi.fn();
    setUiProviders({ notification: { open, close: vi.fn() } });
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      { 'POST /sys/user/updatePassword': { data: ok(null, '密码重置成功!') } },
      { route: '/account/settings?tab=security' },
    );
    fireEvent.change(await screen.findByLabelText('旧密码'), { target: { value: 'Carol-pass-1' } });
    fireEvent.change(passwordField('新密码'), { target: { value: 'Carol-new-pass-1' } });
    fireEvent.change(passwordField('确认新密码'), { target: { value: 'Carol-new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
    expect(requests.find((r) => r.path.endsWith('updatePassword'))?.body).toEqual({
      username: 'carol',
      oldpassword: 'Carol-pass-1',
      password: 'Carol-new-pass-1',
      confirmpassword: 'Carol-new-pass-1',
    });
    expect(hasToken()).toBe(false);
    // The server ended every session already: no logout call, and a notice that outlives the layout.
    expect(requests.some((r) => r.path === '/sys/logout')).toBe(false);
    expect(open).toHaveBeenCalledWith({
      type: 'success',
      message: '密码重置成功!',
      description: '密码已修改，请使用新密码重新登录',
    });
    resetUiProviders();
  });

  it("shows the server's refusal as a warning and stays", async () => {
    await renderAccountPage(
      <AccountSettings />,
      { 'POST /sys/user/updatePassword': { data: refused('旧密码输入错误!') } },
      { route: '/account/settings?tab=security' },
    );
    fireEvent.change(await screen.findByLabelText('旧密码'), { target: { value: 'wrong-pass-1' } });
    fireEvent.change(passwordField('新密码'), { target: { value: 'Carol-new-pass-1' } });
    fireEvent.change(passwordField('确认新密码'), { target: { value: 'Carol-new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    const notice = await screen.findByText('旧密码输入错误!');
    expect(notice.closest('.ant-message-warning')).toBeTruthy();
    expect(hasToken()).toBe(true);
  });

  it('shows the bound phone masked and the email', async () => {
    await renderAccountPage(<AccountSettings />, {}, { route: '/account/settings?tab=security' });
    expect(await screen.findByText('已绑定手机：138****0001，可用于手机号登录和找回密码')).toBeTruthy();
    expect(screen.getByText('已绑定邮箱：carol@example.com')).toBeTruthy();
  });
});
