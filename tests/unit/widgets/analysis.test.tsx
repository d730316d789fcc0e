import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../../widgets/dashboard/Analysis';
import { renderWithProviders } from '../app/testProviders';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result, timestamp: 0 });
const week = Array.from({ length: 7 }, (_, i) => ({
  tian: `2026-11-${15 + i}`,
  type: `11-${15 + i}`,
  visit: i,
  ip: i > 0 ? 1 : 0,
}));
const routes = {
  '/sys/loginfo': ok({ totalVisitCount: 1280, todayVisitCount: 6, todayIp: 1 }),
  '/sys/visitInfo': ok(week),
};

describe('analysis dashboard', () => {
  it('shows the sign-in totals and one bar group per day from the server', async () => {
    await renderWithProviders(<Analysis />, { http: routes });
    expect(await screen.findByText('1,280')).toBeTruthy();
    expect(screen.getByText('总登录次数')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByLabelText('2026-11-21：登录 6 次，IP 1 个')).toBeTruthy();
  });

  it('speaks English', async () => {
    await renderWithProviders(<Analysis />, { http: routes, locale: 'en-US' });
    expect(await screen.findByText('Total sign-ins')).toBeTruthy();
    expect(await screen.findByLabelText('2026-11-21: 6 sign-ins from 1 addresses')).toBeTruthy();
  });

  it('says when the statistics cannot be loaded and retries on request', async () => {
    let calls = 0;
    await renderWithProviders(<Analysis />, {
      http: async (config) => {
        calls += 1;
        if (calls <= 2) throw new Error('offline');
        const path = (config.url ?? '').split('?')[0]!;
        return {
          data: routes[path as keyof typeof routes],
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        };
      },
    });
    expect(await screen.findByText('统计数据加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('1,280')).toBeTruthy();
  });
});
