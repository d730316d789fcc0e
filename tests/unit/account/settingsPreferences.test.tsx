// Account settings: personalization (landing page, language), notification preferences and binding, all
// kept on the server.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountSettings } from '../../../widgets/account/settings/AccountSettings';
import { ok } from '../auth/routeAdapter';
import { preferences, profile, renderAccountPage } from './harness';

describe('account settings: custom, notifications, binding', { timeout: 60_000 }, () => {
  it('switching tabs keeps the tab in the address', async () => {
    await renderAccountPage(<AccountSettings />);
    fireEvent.click(await screen.findByRole('tab', { name: '账号绑定' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/account/settings?tab=binding'),
    );
  });

  it('binding says nothing is bound and why', async () => {
    await renderAccountPage(<AccountSettings />, {}, { route: '/account/settings?tab=binding' });
    expect(await screen.findByText('当前没有绑定任何第三方账号')).toBeTruthy();
    expect(screen.getByText(/本系统尚未配置第三方登录/)).toBeTruthy();
  });

  it('saves the language on the server and applies it at once', async () => {
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      { 'PUT /sys/user/preferences': ({ body }) => ({ data: ok({ ...preferences, ...(body as object) }) }) },
      { route: '/account/settings?tab=custom' },
    );
    fireEvent.click(await screen.findByLabelText('English'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ language: 'en-US' }),
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
  });

  it('offers the menu pages as landing page and saves the choice', async () => {
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      { 'PUT /sys/user/preferences': ({ body }) => ({ data: ok({ ...preferences, ...(body as object) }) }) },
      { route: '/account/settings?tab=custom' },
    );
    const select = await screen.findByRole('combobox');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('工单列表'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ landingPage: '/caseManage/list' }),
    );
  });

  it('toggles a notification category on the server', async () => {
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      { 'PUT /sys/user/preferences': ({ body }) => ({ data: ok({ ...preferences, ...(body as object) }) }) },
      { route: '/account/settings?tab=notification' },
    );
    const system = await screen.findByTestId('switch-notifySystem');
    expect(system.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(system);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ notifySystem: false }),
    );
  });

  it('allows email notifications only with an email address', async () => {
    await renderAccountPage(
      <AccountSettings />,
      { 'GET /sys/user/profile': { data: ok({ ...profile, email: null }) } },
      { route: '/account/settings?tab=notification' },
    );
    expect(await screen.findByText('请先在基本设置中填写邮箱')).toBeTruthy();
    expect((await screen.findByTestId('switch-notifyEmail')).hasAttribute('disabled')).toBe(true);
  });
});
