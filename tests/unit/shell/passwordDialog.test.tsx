// SPEC §2 "Header user menu" (password change), §4 "Password dialog", §5 texts, §8 messages, §9 width.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasToken, resetUiProviders, setUiProviders, type Locale } from '../../../runtime/core';
import { renderShell } from './renderShell';

interface Call {
  url: string;
  body: unknown;
}

/** An adapter answering updatePassword with `envelope` and recording what was posted. */
function passwordServer(envelope: unknown): { adapter: AxiosAdapter; calls: Call[] } {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({ url: config.url ?? '', body: JSON.parse(String(config.data ?? 'null')) });
    return { data: envelope, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, calls };
}

const refused = { success: false, code: 500, message: '旧密码输入错误!', result: null, timestamp: 0 };
const changed = { success: true, code: 200, message: '密码重置成功!', result: null, timestamp: 0 };

async function openDialog(locale: Locale = 'zh-CN'): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('header-user'));
  fireEvent.click(await screen.findByText(locale === 'en-US' ? 'Change password' : '密码修改'));
  return screen.findByRole('dialog');
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const input = dialog.querySelector(`#password-change_${id}`) as HTMLInputElement;
    fireEvent.change(input, { target: { value } });
  }
}

function ok(dialog: HTMLElement, label = '确 定') {
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

afterEach(() => {
  resetUiProviders();
});

describe('Password dialog', () => {
  it("is titled 'Change password', 800 wide, with old password, new password and confirmation", async () => {
    await renderShell({ locale: 'en-US' });
    const dialog = await openDialog('en-US');
    expect(within(dialog).getByText('Change password')).toBeTruthy();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    for (const label of ['Old password', 'New password', 'Confirm new password']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
  });

  it('requires each field with the SPEC §5 texts in en-US', async () => {
    await renderShell({ locale: 'en-US' });
    const dialog = await openDialog('en-US');
    ok(dialog, 'OK');
    expect(await within(dialog).findByText('Please enter the old password!')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the new password!')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm the new password!')).toBeTruthy();
  });

  it('requires each field with the translated texts in zh-CN', async () => {
    await renderShell();
    const dialog = await openDialog();
    expect(within(dialog).getByText('修改密码')).toBeTruthy();
    ok(dialog);
    expect(await within(dialog).findByText('请输入旧密码!')).toBeTruthy();
    expect(within(dialog).getByText('请输入新密码!')).toBeTruthy();
    expect(within(dialog).getByText('请确认新密码!')).toBeTruthy();
  });

  it('Confirmation must equal the new password', async () => {
    const server = passwordServer(changed);
    await renderShell({ locale: 'en-US', http: server.adapter });
    const dialog = await openDialog('en-US');
    fill(dialog, { oldpassword: 'Old-pass-1', password: 'New-pass-1', confirmpassword: 'New-pass-2' });
    ok(dialog, 'OK');
    expect(await within(dialog).findByText('The two passwords entered do not match!')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it("reads '两次输入的密码不一致!' in zh-CN", async () => {
    await renderShell();
    const dialog = await openDialog();
    fill(dialog, { oldpassword: 'a', password: 'New-pass-1', confirmpassword: 'other' });
    ok(dialog);
    expect(await within(dialog).findByText('两次输入的密码不一致!')).toBeTruthy();
  });

  it('on success posts username, oldpassword, password, confirmpassword, shows the success message, closes and asks to sign in again', async () => {
    const open = vi.fn();
    setUiProviders({ notification: { open, close: () => undefined } });
    const server = passwordServer(changed);
    await renderShell({ route: '/isystem/user', http: server.adapter });
    const dialog = await openDialog();
    fill(dialog, { oldpassword: 'Old-pass-1', password: 'New-pass-1', confirmpassword: 'New-pass-1' });
    ok(dialog);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/login'));
    expect(server.calls).toEqual([
      {
        url: 'sys/user/updatePassword',
        body: {
          username: 'admin',
          oldpassword: 'Old-pass-1',
          password: 'New-pass-1',
          confirmpassword: 'New-pass-1',
        },
      },
    ]);
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', message: '密码重置成功!', description: expect.any(String) }),
    );
    expect(hasToken()).toBe(false);
  });

  it("shows the server's message as a warning on failure and stays open, still signed in", async () => {
    await renderShell({ http: passwordServer(refused).adapter });
    const dialog = await openDialog();
    fill(dialog, { oldpassword: 'wrong', password: 'New-pass-1', confirmpassword: 'New-pass-1' });
    ok(dialog);
    const notice = await screen.findByText('旧密码输入错误!');
    expect(notice.closest('.ant-message-warning')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(hasToken()).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis');
  });

  it("is shown only when a username exists, otherwise warns 'No logged-in user in the current system!'", async () => {
    await renderShell({ locale: 'en-US', user: { id: 'u0', username: '' } });
    fireEvent.click(screen.getByTestId('header-user'));
    fireEvent.click(await screen.findByText('Change password'));
    expect(await screen.findByText('No logged-in user in the current system!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("warns '当前系统无登录用户!' in zh-CN", async () => {
    await renderShell({ user: { id: 'u0', username: '' } });
    fireEvent.click(screen.getByTestId('header-user'));
    fireEvent.click(await screen.findByText('密码修改'));
    expect(await screen.findByText('当前系统无登录用户!')).toBeTruthy();
  });
});
