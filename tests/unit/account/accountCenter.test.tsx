// The account center shows the user's own record and preferences from the server.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN, ls, UI_CACHE_DB_DICT_DATA } from '../../../runtime/core';
import { AccountCenter } from '../../../widgets/account/center/AccountCenter';
import { ok, refused } from '../auth/routeAdapter';
import { preferences, profile, renderAccountPage } from './harness';

describe('AccountCenter', { timeout: 30_000 }, () => {
  it("shows the user's name, account, roles, department and contact details", async () => {
    ls.set(UI_CACHE_DB_DICT_DATA, { sex: [{ value: '2', text: '女' }] });
    await renderAccountPage(<AccountCenter />, {}, { route: '/account/center' });
    expect((await screen.findByTestId('center-name')).textContent).toBe('Carol');
    for (const text of ['carol', '合作伙伴', 'carol@example.com', '13822220001', '女', '1990-02-28']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(ls.get(ACCESS_TOKEN)).toBe('test-token');
  });

  it('shows the kept landing page by its menu title and the language', async () => {
    await renderAccountPage(
      <AccountCenter />,
      {
        'GET /sys/user/preferences': {
          data: ok({ ...preferences, landingPage: '/caseManage/list', language: 'en-US' }),
        },
      },
      { route: '/account/center' },
    );
    expect(await screen.findByText('工单列表')).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
  });

  it('names missing values and goes to the settings', async () => {
    await renderAccountPage(
      <AccountCenter />,
      { 'GET /sys/user/profile': { data: ok({ ...profile, email: null, birthday: null }) } },
      { route: '/account/center' },
    );
    expect((await screen.findAllByText('未设置')).length).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: '编辑资料' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/settings'));
  });

  it('says so when the record cannot be loaded', async () => {
    await renderAccountPage(<AccountCenter />, { 'GET /sys/user/profile': { data: refused('失败') } });
    expect(await screen.findByText('加载失败，请稍后重试')).toBeTruthy();
  });

  it('is in English', async () => {
    await renderAccountPage(<AccountCenter />, {}, { route: '/account/center', locale: 'en-US' });
    expect(await screen.findByText('Edit profile')).toBeTruthy();
    expect(screen.getByText('Partners')).toBeTruthy();
  });
});
