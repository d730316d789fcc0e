// The login page's image captcha: asked for when the server says so (on arrival or after a refusal),
// sent with its key, redrawn after each attempt and on click.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hasToken } from '../../../runtime/core';
import { LoginPage } from '../../../widgets/auth/LoginPage';
import { renderWithProviders } from '../app/testProviders';
import { ok, refused, routeAdapter, type Handler } from './routeAdapter';

const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
const signedIn = { token: 't1', userInfo: { id: 'u1', username: 'admin' }, sysAllDictItems: {} };
const loginOk = ok(signedIn, '登录成功');

async function renderLogin(handlers: Record<string, Handler>, route = '/user/login') {
  const api = routeAdapter({ 'GET /sys/randomImage/:key': { data: ok(IMAGE) }, ...handlers });
  // The image path carries a random key: answer any of them.
  const adapter: typeof api.adapter = (config) => {
    if (config.url?.startsWith('/sys/randomImage/') || config.url?.startsWith('sys/randomImage/')) {
      return api.adapter({ ...config, url: '/sys/randomImage/:key' });
    }
    return api.adapter(config);
  };
  const view = await renderWithProviders(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, http: adapter },
  );
  return { ...api, view };
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('请输入帐户名'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /登 录/ }));

describe('login captcha', { timeout: 30_000 }, () => {
  it('is not shown while the server does not ask for it', async () => {
    const { requests } = await renderLogin({
      'GET /sys/loginCaptchaRequired': { data: ok({ required: false }) },
    });
    await waitFor(() => expect(requests.some((r) => r.path === '/sys/loginCaptchaRequired')).toBe(true));
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
  });

  it('is shown on arrival when the server asks for it, and is required', async () => {
    const { requests } = await renderLogin({
      'GET /sys/loginCaptchaRequired': { data: ok({ required: true }) },
    });
    expect(await screen.findByPlaceholderText('请输入验证码')).toBeTruthy();
    expect((await screen.findByAltText('验证码，点击刷新')).getAttribute('src')).toBe(IMAGE);
    fill('admin', 'secret');
    submit();
    expect(await screen.findByText('请输入验证码!')).toBeTruthy();
    expect(requests.some((r) => r.path === '/sys/login')).toBe(false);
  });

  it('appears after a refusal that says captchaRequired, and is sent with its key', async () => {
    let attempts = 0;
    const { requests } = await renderLogin({
      'GET /sys/loginCaptchaRequired': { data: ok({ required: false }) },
      'POST /sys/login': () => {
        attempts += 1;
        return attempts === 1
          ? { data: refused('用户名或密码错误', 500, { captchaRequired: true }) }
          : { data: loginOk };
      },
    });
    fill('admin', 'wrong');
    submit();
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    const field = await screen.findByPlaceholderText('请输入验证码');
    fill('admin', 'secret');
    fireEvent.change(field, { target: { value: ' k7rx ' } });
    submit();
    // The token is stored before the page navigates (a later task), so wait for the landing itself.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
    expect(hasToken()).toBe(true);
    const sent = requests.filter((r) => r.path === '/sys/login').at(-1)?.body as Record<string, string>;
    const imageKey = requests.filter((r) => r.path === '/sys/randomImage/:key').length;
    expect(imageKey).toBeGreaterThan(0);
    expect(sent).toMatchObject({ username: 'admin', password: 'secret', captcha: 'k7rx' });
    expect(sent.checkKey).toMatch(/^[0-9a-f]{20,}$/);
  });

  it('shows code 412 "验证码错误", draws a new image and empties the field', async () => {
    const { requests } = await renderLogin({
      'GET /sys/loginCaptchaRequired': { data: ok({ required: true }) },
      'POST /sys/login': { data: refused('验证码错误', 412) },
    });
    const field = await screen.findByPlaceholderText('请输入验证码');
    fill('admin', 'secret');
    fireEvent.change(field, { target: { value: 'AAAA' } });
    const before = requests.filter((r) => r.path === '/sys/randomImage/:key').length;
    submit();
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/sys/randomImage/:key').length).toBe(before + 1),
    );
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
  });

  it('draws a new image when the image is clicked', async () => {
    const { requests } = await renderLogin({
      'GET /sys/loginCaptchaRequired': { data: ok({ required: true }) },
    });
    const button = await screen.findByTestId('captcha-image');
    await screen.findByAltText('验证码，点击刷新');
    fireEvent.click(button);
    await waitFor(() => expect(requests.filter((r) => r.path === '/sys/randomImage/:key').length).toBe(2));
  });

  it('goes to the landing page and language the server keeps for the user', async () => {
    await renderLogin({
      'GET /sys/loginCaptchaRequired': { data: ok({ required: false }) },
      'POST /sys/login': {
        data: ok({ ...signedIn, preferences: { landingPage: '/caseManage/list', language: 'en-US' } }),
      },
    });
    fill('admin', 'secret');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/caseManage/list'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('links to registration and to the password reset', async () => {
    await renderLogin({ 'GET /sys/loginCaptchaRequired': { data: ok({ required: false }) } });
    expect((await screen.findByText('注册账户')).closest('a')?.getAttribute('href')).toBe('/user/register');
    expect(screen.getByText('忘记密码').closest('a')?.getAttribute('href')).toBe('/user/alteration');
    // Styled as antd links like the form around them, not the browser's bare link (issue 15).
    for (const text of ['注册账户', '忘记密码']) {
      const link = screen.getByText(text).closest('a')!;
      expect(link.style.textDecoration).toBe('none');
      expect(link.style.color).not.toBe('');
    }
    // A plain click stays in the app.
    fireEvent.click(screen.getByText('忘记密码'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/alteration'));
  });
});
