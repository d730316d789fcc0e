import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, changeLocale, createHttpClient, ls, type Locale } from '../../../runtime/core';
import { bindFakeUi, fakeAdapter, flush, timeoutError } from './helpers';

type Ui = ReturnType<typeof bindFakeUi>;

const TEXTS: Record<Locale, Record<string, string>> = {
  'en-US': {
    title: 'System notice',
    403: 'Access denied',
    404: 'Sorry, resource not found!',
    504: 'Network timeout',
    401: 'Unauthorized, please log in again',
    expiredTitle: 'Login expired',
    expiredContent: 'Sorry, your login has expired, please log in again',
    expiredOk: 'Log in again',
  },
  'zh-CN': {
    title: '系统提示',
    403: '拒绝访问',
    404: '很抱歉，资源未找到!',
    504: '网络超时',
    401: '未授权，请重新登录',
    expiredTitle: '登录已过期',
    expiredContent: '很抱歉，登录已过期，请重新登录',
    expiredOk: '重新登录',
  },
};

function lastNotification(ui: Ui): Record<string, unknown> {
  const calls = ui.notification.open.mock.calls;
  return calls[calls.length - 1]?.[0] as Record<string, unknown>;
}

describe.each(['en-US', 'zh-CN'] as const)('HTTP error catalogue in %s', (locale) => {
  const text = TEXTS[locale];
  let ui: Ui;
  beforeEach(async () => {
    ui = bindFakeUi();
    await changeLocale(locale);
  });

  it.each([
    [403, 4],
    [404, 4],
    [401, 4],
  ])('status %i shows its text for %i s and rejects', async (status, duration) => {
    const { adapter } = fakeAdapter({
      'GET /x': { status, data: { success: false, message: 'server text' } },
    });
    const error = await createHttpClient({ adapter, reload: vi.fn() })
      .get('/x')
      .catch((e: unknown) => e);
    expect(axios.isAxiosError(error) && error.response?.status).toBe(status);
    expect(ui.notification.open).toHaveBeenCalledTimes(1);
    expect(lastNotification(ui)).toEqual({
      type: 'error',
      message: text.title,
      description: text[String(status)],
      duration,
    });
  });

  it('status 504 shows the timeout text with the default duration', async () => {
    const { adapter } = fakeAdapter({ 'GET /x': { status: 504, data: '' } });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toThrow();
    expect(lastNotification(ui)).toEqual({ type: 'error', message: text.title, description: text[504] });
    expect(lastNotification(ui)).not.toHaveProperty('duration');
  });

  it('a request timeout shows the 504 text', async () => {
    const { adapter } = fakeAdapter({ 'GET /slow': timeoutError() });
    await expect(createHttpClient({ adapter }).get('/slow')).rejects.toMatchObject({ code: 'ECONNABORTED' });
    expect(lastNotification(ui)).toEqual({ type: 'error', message: text.title, description: text[504] });
  });

  it('other statuses show the server message for 4 s', async () => {
    const { adapter } = fakeAdapter({
      'GET /a': { status: 500, data: { success: false, code: 500, message: '操作失败，磁盘已满' } },
      'GET /b': { status: 429, data: { success: false, code: 429, message: 'Too many attempts' } },
    });
    const client = createHttpClient({ adapter });
    await expect(client.get('/a')).rejects.toThrow();
    expect(lastNotification(ui)).toEqual({
      type: 'error',
      message: text.title,
      description: '操作失败，磁盘已满',
      duration: 4,
    });
    await expect(client.get('/b')).rejects.toThrow();
    expect(lastNotification(ui)).toMatchObject({ description: 'Too many attempts', duration: 4 });
  });

  it('a token-invalid 500 with a token shows the login-expired modal once, and its button relogs', async () => {
    ls.set(ACCESS_TOKEN, 'stale');
    const reload = vi.fn();
    const { adapter, seen } = fakeAdapter({
      'GET /a': { status: 500, data: { message: 'Token失效，请重新登录' } },
      'GET /b': { status: 500, data: { message: 'Token失效，请重新登录!' } },
      'POST /sys/logout': { data: { success: true } },
    });
    const client = createHttpClient({ adapter, reload });
    await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(ui.notification.open).not.toHaveBeenCalled();
    expect(ui.dialog.error).toHaveBeenCalledTimes(1);
    const params = ui.dialog.error.mock.calls[0]?.[0] as { onOk: () => Promise<void> };
    expect(params).toMatchObject({
      title: text.expiredTitle,
      content: text.expiredContent,
      okText: text.expiredOk,
    });
    expect(reload).not.toHaveBeenCalled();
    await params.onOk();
    expect(seen.find((r) => r.url === '/sys/logout')?.headers.get('X-Access-Token')).toBe('stale');
    expect(ls.get(ACCESS_TOKEN)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it("a network error shows a translated text, not the HTTP library's", async () => {
    const { adapter } = fakeAdapter({});
    const message = await createHttpClient({ adapter })
      .get('/nowhere')
      .catch((e: unknown) => (e as Error).message);
    const text = locale === 'en-US' ? 'The server could not be reached' : '无法连接服务器';
    expect(message).toBe(text);
    expect(lastNotification(ui)).toEqual({ type: 'error', message: TEXTS[locale].title, description: text });
  });

  it("the rejected error carries the server message, else a translated text, never axios's own", async () => {
    const { adapter } = fakeAdapter({
      'GET /said': { status: 400, data: { success: false, message: '缺少参数 id' } },
      'GET /silent': { status: 400, data: '' },
      'GET /gone': { status: 404, data: {} },
      'GET /quiet': { status: 422, data: {} },
    });
    const client = createHttpClient({ adapter });
    const messageOf = (path: string, config = {}) =>
      client.get(path, config).catch((e: unknown) => (e as Error).message);
    expect(await messageOf('/said')).toBe('缺少参数 id');
    expect(await messageOf('/silent')).toBe(locale === 'en-US' ? 'Request failed' : '请求失败');
    expect(await messageOf('/gone')).toBe(text[404]);
    expect(await messageOf('/quiet', { skipErrorHandler: true })).toBe(
      locale === 'en-US' ? 'Request failed' : '请求失败',
    );
  });
});

describe('401 handling', () => {
  let ui: Ui;
  beforeEach(async () => {
    ui = bindFakeUi();
    await changeLocale('en-US');
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with a token: logs out, then reloads after 1.5 s', async () => {
    ls.set(ACCESS_TOKEN, 'tok');
    const reload = vi.fn();
    const { adapter, seen } = fakeAdapter({
      'GET /x': { status: 401, data: { code: 401, message: 'Token失效，请重新登录!' } },
      'POST /sys/logout': { data: { success: true } },
    });
    await expect(createHttpClient({ adapter, reload }).get('/x')).rejects.toThrow();
    expect(ls.get(ACCESS_TOKEN)).toBeUndefined();
    await flush();
    const logoutCall = seen.find((r) => r.method === 'POST' && r.url === '/sys/logout');
    expect(logoutCall?.headers.get('X-Access-Token')).toBe('tok');
    await vi.advanceTimersByTimeAsync(1499);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // Only the 401 notification: the logout call's own failure would be silent.
    expect(ui.notification.open).toHaveBeenCalledTimes(1);
  });

  it('requests failing together show one notice and log out once', async () => {
    ls.set(ACCESS_TOKEN, 'tok');
    const reload = vi.fn();
    const { adapter, seen } = fakeAdapter({
      'GET /x': { status: 401, data: {} },
      'GET /y': { status: 401, data: {} },
      'POST /sys/logout': { data: { success: true } },
    });
    const http = createHttpClient({ adapter, reload });
    await Promise.all([http.get('/x').catch(() => undefined), http.get('/y').catch(() => undefined)]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ui.notification.open).toHaveBeenCalledTimes(1);
    expect(seen.filter((r) => r.url === '/sys/logout')).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a token: only the notification, no logout and no reload', async () => {
    const reload = vi.fn();
    const { adapter, seen } = fakeAdapter({ 'GET /x': { status: 401, data: {} } });
    await expect(createHttpClient({ adapter, reload }).get('/x')).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(seen.some((r) => r.url === '/sys/logout')).toBe(false);
    expect(lastNotification(ui)).toMatchObject({ description: 'Unauthorized, please log in again' });
  });
});

describe('other failures', () => {
  let ui: Ui;
  beforeEach(async () => {
    ui = bindFakeUi();
    await changeLocale('en-US');
  });

  it('a status the caller shows itself (quietStatuses) rejects without a notice; others still notify', async () => {
    const { adapter } = fakeAdapter({
      'GET /x': { status: 400, data: { success: false, message: 'rows are wrong' } },
      'GET /y': { status: 403, data: { success: false, message: 'no' } },
    });
    const http = createHttpClient({ adapter });
    await expect(http.get('/x', { quietStatuses: [400] })).rejects.toThrow();
    expect(ui.notification.open).not.toHaveBeenCalled();
    await expect(http.get('/y', { quietStatuses: [400] })).rejects.toThrow();
    expect(ui.notification.open).toHaveBeenCalledTimes(1);
  });

  it('a token-invalid 500 without a token is an ordinary error', async () => {
    const { adapter } = fakeAdapter({
      'GET /x': { status: 500, data: { message: 'Token失效，请重新登录' } },
    });
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toThrow();
    expect(ui.dialog.error).not.toHaveBeenCalled();
    expect(lastNotification(ui)).toMatchObject({ description: 'Token失效，请重新登录', duration: 4 });
  });

  it('reads the server message from a blob error body', async () => {
    const body = new Blob([JSON.stringify({ success: false, message: '导出失败' })], {
      type: 'application/json',
    });
    const { adapter } = fakeAdapter({ 'GET /export': { status: 500, data: body } });
    await expect(createHttpClient({ adapter }).get('/export', { responseType: 'blob' })).rejects.toThrow();
    expect(lastNotification(ui)).toMatchObject({ description: '导出失败', duration: 4 });
  });

  it('skipErrorHandler and cancellations stay silent', async () => {
    const { adapter } = fakeAdapter({ 'GET /x': { status: 403, data: {} } });
    const client = createHttpClient({ adapter });
    await expect(client.get('/x', { skipErrorHandler: true })).rejects.toThrow();
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/x', { signal: controller.signal })).rejects.toThrow();
    expect(ui.notification.open).not.toHaveBeenCalled();
  });
});
