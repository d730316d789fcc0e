// Account settings, base information: loads the own record, saves it with PUT /sys/user/profile, asks for
// the SMS code of a new phone, uploads the avatar, and refreshes the stored user info.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUserInfo } from '../../../runtime/core';
import { AccountSettings } from '../../../widgets/account/settings/AccountSettings';
import { ok, refused } from '../auth/routeAdapter';
import { profile, renderAccountPage } from './harness';

const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('account settings: base', { timeout: 60_000 }, () => {
  it('shows the tabs and the own record in the form', async () => {
    await renderAccountPage(<AccountSettings />);
    for (const tab of ['基本设置', '安全设置', '个性化', '账号绑定', '新消息通知']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeTruthy();
    }
    expect(await screen.findByDisplayValue('Carol')).toBeTruthy();
    expect(screen.getByDisplayValue('carol@example.com')).toBeTruthy();
    expect(screen.getByDisplayValue('13822220001')).toBeTruthy();
    // The date picker writes its text in an effect after the form's values: a render later, which on a
    // loaded machine came after the other fields were checked (CI, once).
    expect(await screen.findByDisplayValue('1990-02-28')).toBeTruthy();
  });

  it('saves the changes and updates the stored user info for the header', async () => {
    const { requests } = await renderAccountPage(<AccountSettings />, {
      'PUT /sys/user/profile': ({ body }) => ({ data: ok({ ...profile, ...(body as object) }, '保存成功') }),
    });
    const name = await screen.findByDisplayValue('Carol');
    fireEvent.change(name, { target: { value: 'Carol Chen' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      realname: 'Carol Chen',
      email: 'carol@example.com',
      phone: '13822220001',
      sex: 2,
      birthday: '1990-02-28',
      avatar: '',
    });
    await waitFor(() => expect(getUserInfo()?.realname).toBe('Carol Chen'));
  });

  it('validates the name, email and phone before saving', async () => {
    const { requests } = await renderAccountPage(<AccountSettings />);
    fireEvent.change(await screen.findByDisplayValue('Carol'), { target: { value: '  ' } });
    fireEvent.change(screen.getByDisplayValue('carol@example.com'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByDisplayValue('13822220001'), { target: { value: '123' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('请输入姓名!')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱地址!')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号!')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('asks for the SMS code sent to a new phone, and sends it with the change', async () => {
    const { requests } = await renderAccountPage(<AccountSettings />, {
      'POST /sys/sms': { data: ok(null, '短信验证码已发送') },
      'PUT /sys/user/profile': { data: ok({ ...profile, phone: '13822220009' }, '保存成功') },
    });
    fireEvent.change(await screen.findByDisplayValue('13822220001'), { target: { value: '13822220009' } });
    expect(await screen.findByText('修改手机号需要发送到新手机号的验证码')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('请输入短信验证码!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信验证码已发送')).toBeTruthy();
    expect(requests.find((r) => r.path === '/sys/sms')?.body).toEqual({
      mobile: '13822220009',
      smsmode: '1',
    });
    const code = screen
      .getAllByRole('textbox')
      .find((el) => el.getAttribute('autocomplete') === 'one-time-code');
    fireEvent.change(code!, { target: { value: '123456' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      phone: '13822220009',
      smscode: '123456',
    });
  });

  it("shows the server's refusal (email taken)", async () => {
    await renderAccountPage(<AccountSettings />, {
      'PUT /sys/user/profile': { data: refused('邮箱已被注册') },
    });
    await screen.findByDisplayValue('Carol');
    fireEvent.click(saveButton());
    expect(await screen.findByText('邮箱已被注册')).toBeTruthy();
  });

  it('uploads an avatar as multipart with biz avatar and shows it', async () => {
    const { requests } = await renderAccountPage(<AccountSettings />, {
      'POST /sys/common/upload': { data: ok('avatar/0123456789abcdef0123456789abcdef.png', 'avatar/0123…') },
    });
    await screen.findByDisplayValue('Carol');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
    expect(await screen.findByText('头像已上传，保存后生效')).toBeTruthy();
    const upload = requests.find((r) => r.path === '/sys/common/upload');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('biz')).toBe('avatar');
    const img = document.querySelector('img[src$="0123456789abcdef0123456789abcdef.png"]');
    expect(img?.getAttribute('src')).toBe(
      '/api/sys/common/static/avatar/0123456789abcdef0123456789abcdef.png',
    );
  });

  it('refuses a non-image or a file over 2 MB before uploading', async () => {
    const { requests } = await renderAccountPage(<AccountSettings />);
    await screen.findByDisplayValue('Carol');
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [text] } });
    expect(await screen.findByText('只支持 PNG、JPEG、GIF、WEBP 图片!')).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [big] } });
    expect(await screen.findByText('头像不能超过 2 MB!')).toBeTruthy();
    expect(requests.some((r) => r.path === '/sys/common/upload')).toBe(false);
  });
});
