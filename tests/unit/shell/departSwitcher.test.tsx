// SPEC §2 "Header user menu" (department switcher), §4 "Session" and "Department dialog", §5, §8, §9.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  DEPART_CHOICE_PENDING,
  http,
  login,
  LS_PREFIX,
  SESSION_TTL_MS,
  USER_INFO,
  type Locale,
} from '../../../runtime/core';
import { fakeAdapter } from '../../../stories/fixtures/fakeHttp';
import { adminUser } from '../../../stories/fixtures/user';
import { renderShell } from './renderShell';

const envelope = (result: unknown, message = '') => ({
  success: true,
  code: 200,
  message,
  result,
  timestamp: 0,
});

const DEPARTS = [
  { id: 'd1', orgCode: 'A01', departName: '总部', departNameEn: 'Headquarters' },
  { id: 'd2', orgCode: 'A01A01', departName: '技术支持部', departNameEn: 'Technical Support' },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The department endpoints of a user with `list` and current `orgCode`, recording the calls. */
function departServer(list = DEPARTS, orgCode: string | null = 'A01') {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    '/sys/user/getCurrentUserDeparts': envelope({ list, orgCode }),
    '/sys/selectDepart': envelope({
      userInfo: { ...adminUser, realname: '管理员（技术支持）', orgCode: 'A01A01' },
    }),
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = `/${(config.url ?? '').split('?')[0]?.replace(/^\/+/, '')}`;
    calls.push({
      method: config.method ?? '',
      url,
      body: config.data ? JSON.parse(String(config.data)) : null,
    });
    if (!(url in answers)) throw new Error(`unexpected ${url}`);
    return { data: answers[url], status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, calls };
}

async function openSwitcher(locale: Locale = 'zh-CN'): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('header-user'));
  fireEvent.click(await screen.findByText(locale === 'en-US' ? 'Switch department' : '切换部门'));
  return screen.findByRole('dialog');
}

async function choose(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  const option = await waitFor(() => {
    const el = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    expect(el).toBeTruthy();
    return el as HTMLElement;
  });
  fireEvent.click(option);
}

function confirm(dialog: HTMLElement, label = '确 定') {
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('Department dialog', () => {
  it("loads the list and then shows 'Department switch (current department: X)' when the current one is known", async () => {
    const server = departServer();
    await renderShell({ locale: 'en-US', http: server.adapter });
    const dialog = await openSwitcher('en-US');
    expect(within(dialog).getByText('Department switch (current department: Headquarters)')).toBeTruthy();
    expect(server.calls[0]).toMatchObject({ method: 'get', url: '/sys/user/getCurrentUserDeparts' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('450px');
  });

  it("reads '切换部门（当前部门：X）' in zh-CN", async () => {
    await renderShell({ http: departServer().adapter });
    const dialog = await openSwitcher();
    expect(within(dialog).getByText('切换部门（当前部门：总部）')).toBeTruthy();
  });

  it("is titled 'Department selection' ('部门选择') when the current department is not known", async () => {
    const first = await renderShell({ locale: 'en-US', http: departServer(DEPARTS, null).adapter });
    expect(within(await openSwitcher('en-US')).getByText('Department selection')).toBeTruthy();
    first.unmount();
    await renderShell({ http: departServer(DEPARTS, null).adapter });
    expect(within(await openSwitcher()).getByText('部门选择')).toBeTruthy();
  });

  it("If the list is empty it warns 'You have not set up department information yet!' and clears", async () => {
    await renderShell({ locale: 'en-US', http: departServer([], null).adapter });
    fireEvent.click(screen.getByTestId('header-user'));
    fireEvent.click(await screen.findByText('Switch department'));
    expect(await screen.findByText('You have not set up department information yet!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("warns '您尚未设置部门信息!' in zh-CN", async () => {
    await renderShell({ http: departServer([], null).adapter });
    fireEvent.click(screen.getByTestId('header-user'));
    fireEvent.click(await screen.findByText('切换部门'));
    expect(await screen.findByText('您尚未设置部门信息!')).toBeTruthy();
  });

  it('a department must be chosen, otherwise the select shows an error state', async () => {
    const server = departServer(DEPARTS, null);
    await renderShell({ http: server.adapter });
    const dialog = await openSwitcher();
    confirm(dialog);
    await waitFor(() => expect(dialog.querySelector('.ant-select-status-error')).toBeTruthy());
    expect(server.calls.some((c) => c.url === '/sys/selectDepart')).toBe(false);
    await choose(dialog, '技术支持部');
    await waitFor(() => expect(dialog.querySelector('.ant-select-status-error')).toBeNull());
  });

  it('on confirm it posts the selection and stores the returned user info for 7 days', async () => {
    const server = departServer();
    await renderShell({ http: server.adapter });
    const dialog = await openSwitcher();
    await choose(dialog, '技术支持部');
    confirm(dialog);
    expect(await screen.findByText('部门切换成功')).toBeTruthy();
    expect(server.calls.at(-1)).toEqual({
      method: 'post',
      url: '/sys/selectDepart',
      body: { orgCode: 'A01A01', username: 'admin' },
    });
    const stored = JSON.parse(localStorage.getItem(`${LS_PREFIX}${USER_INFO}`) ?? '{}');
    expect(stored.value.orgCode).toBe('A01A01');
    expect(Math.abs(stored.expire - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByTestId('header-user')).getByText('管理员（技术支持）')).toBeTruthy();
  });
});

describe('Users belonging to several departments must choose a current department after login', () => {
  async function signIn(multiDepart: number) {
    http.defaults.adapter = fakeAdapter({
      '/sys/login': envelope({
        token: 'tok-several',
        userInfo: adminUser,
        multi_depart: multiDepart,
        departs: DEPARTS,
        sysAllDictItems: {},
      }),
    });
    await login({ username: 'admin', password: 'secret' });
  }

  it('login with multi_depart 2 opens the dialog, which cannot be dismissed without choosing', async () => {
    await signIn(2);
    expect(sessionStorage.getItem(DEPART_CHOICE_PENDING)).toBe('1');
    const server = departServer();
    await renderShell({ http: server.adapter });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-close')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '取 消' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Nothing is preselected: the user chooses.
    confirm(dialog);
    await waitFor(() => expect(dialog.querySelector('.ant-select-status-error')).toBeTruthy());
    await choose(dialog, '技术支持部');
    confirm(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(DEPART_CHOICE_PENDING)).toBeNull();
    expect(server.calls.at(-1)?.body).toEqual({ orgCode: 'A01A01', username: 'admin' });
  });

  it('a reload before choosing asks again', async () => {
    await signIn(2);
    const first = await renderShell({ http: departServer().adapter });
    await screen.findByRole('dialog');
    first.unmount();
    await renderShell({ http: departServer().adapter });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it.each([0, 1])('login with multi_depart %i asks nothing', async (multiDepart) => {
    await signIn(multiDepart);
    expect(sessionStorage.getItem(DEPART_CHOICE_PENDING)).toBeNull();
    const server = departServer();
    await renderShell({ http: server.adapter });
    await screen.findByTestId('page');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
