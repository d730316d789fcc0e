// Account settings' binding section with third-party sign-in configured: each provider linked or not,
// linking through the provider (back to this tab), unlinking, and the provider's answer shown on return.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountSettings } from '../../../widgets/account/settings/AccountSettings';
import { ok } from '../auth/routeAdapter';
import { renderAccountPage } from './harness';

const bindings = {
  links: [
    {
      providerCode: 'acme',
      providerName: '企业账号',
      realname: 'Carol',
      avatar: null,
      createTime: '2026-11-27',
    },
  ],
  providers: [
    { code: 'acme', name: '企业账号' },
    { code: 'partner', name: '伙伴身份源' },
  ],
};

describe('account settings: third-party binding', { timeout: 60_000 }, () => {
  it('lists the providers, linked or not, and unlinks one', async () => {
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      {
        'GET /sys/thirdLogin/bindings': { data: ok(bindings) },
        'DELETE /sys/thirdLogin/unbind/acme': { data: ok(null) },
      },
      { route: '/account/settings?tab=binding' },
    );
    expect(await screen.findByText('企业账号')).toBeTruthy();
    expect(screen.getByText('已绑定：Carol（2026-11-27）')).toBeTruthy();
    expect(screen.getByText('伙伴身份源')).toBeTruthy();
    expect(screen.getByText('未绑定')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '解 绑' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('starts linking with this tab as the way back', async () => {
    const { requests } = await renderAccountPage(
      <AccountSettings />,
      {
        'GET /sys/thirdLogin/bindings': { data: ok(bindings) },
        'POST /sys/thirdLogin/bind/partner': { data: ok({ url: 'about:blank' }) },
      },
      { route: '/account/settings?tab=binding' },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^绑\s?定$/ }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')).toBeTruthy());
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      redirect: `${window.location.origin}${window.location.pathname}?tab=binding`,
    });
  });

  it("shows the provider's refusal on return", async () => {
    await renderAccountPage(
      <AccountSettings />,
      { 'GET /sys/thirdLogin/bindings': { data: ok(bindings) } },
      {
        route: `/account/settings?tab=binding&thirdError=${encodeURIComponent('该第三方账号已绑定其他用户')}`,
      },
    );
    expect(await screen.findByText('该第三方账号已绑定其他用户')).toBeTruthy();
  });
});
