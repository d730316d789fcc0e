import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiskPage } from '../../../widgets/monitor/DiskPage';
import { HttpServerPage } from '../../../widgets/monitor/HttpServerPage';
import { monitorRoutes } from '../../../widgets/monitor/monitorStoryData';
import { NodeRuntimePage } from '../../../widgets/monitor/NodeRuntimePage';
import { SystemPage } from '../../../widgets/monitor/SystemPage';
import { renderWithProviders } from '../app/testProviders';

function card(title: string): HTMLElement {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title' });
  return heading.closest('.ant-card') as HTMLElement;
}

describe('monitoring pages', () => {
  it('Node runtime shows versions, memory, event-loop delay and GC from the server', async () => {
    await renderWithProviders(<NodeRuntimePage />, { http: monitorRoutes });
    expect(await screen.findByText('22.11.0')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Node 运行时' })).toBeTruthy();
    expect(screen.getByText('1h 2m 5s')).toBeTruthy();
    expect(screen.getByText('182 MB')).toBeTruthy();
    expect(screen.getByText('13.7%')).toBeTruthy();
    expect(within(card('事件循环延迟')).getByText('7.8 ms')).toBeTruthy();
    expect(within(card('垃圾回收')).getByText('311')).toBeTruthy();
    expect(within(card('垃圾回收')).getByText('412 ms')).toBeTruthy();
  });

  it('HTTP server shows traffic cards, route latencies and statuses, in English too', async () => {
    await renderWithProviders(<HttpServerPage />, { http: monitorRoutes, locale: 'en-US' });
    expect(await screen.findByText('42.7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'HTTP server' })).toBeTruthy();
    expect(screen.getByText('1.2%')).toBeTruthy();
    expect(screen.getByText('18,240')).toBeTruthy();
    const routes = card('Latency by route');
    const row = within(routes).getByText('/api/biz/case/list').closest('tr') as HTMLElement;
    expect(within(row).getByText('131 ms')).toBeTruthy();
    expect(within(card('Answers by status')).getByText('500')).toBeTruthy();
  });

  it('HTTP server sorts the routes by a latency column', async () => {
    await renderWithProviders(<HttpServerPage />, { http: monitorRoutes, locale: 'en-US' });
    const routes = await screen.findByText('Latency by route', { selector: '.ant-card-head-title' });
    const table = routes.closest('.ant-card') as HTMLElement;
    const firstRoute = () => within(table).getAllByRole('row')[1]!.textContent;
    expect(firstRoute()).toContain('/api/biz/case/list');
    fireEvent.click(within(table).getByText('p99'));
    await waitFor(() => expect(firstRoute()).toContain('/api/sys/dict/getDictItems/:code'));
  });

  it('System shows the OS, each core, load averages, memory and network', async () => {
    await renderWithProviders(<SystemPage />, { http: monitorRoutes });
    expect(await screen.findByText('support-01')).toBeTruthy();
    expect(screen.getByText('0.82 / 0.64 / 0.51')).toBeTruthy();
    expect(within(card('各核心占用')).getByText('核心 1')).toBeTruthy();
    expect(within(card('各核心占用')).getByText('92.1%')).toBeTruthy();
    expect(within(card('网络')).getByText('50.8 KB/s')).toBeTruthy();
    expect(within(card('内存')).getByText('3.0 GB')).toBeTruthy();
  });

  it('Disks shows a gauge per mount and the data directory size', async () => {
    await renderWithProviders(<DiskPage />, { http: monitorRoutes });
    expect(await screen.findByText('/srv/support/data')).toBeTruthy();
    expect(screen.getByText('734 MB')).toBeTruthy();
    const srv = card('/srv');
    expect(within(srv).getByText('94%')).toBeTruthy();
    expect(within(srv).getByText('30.0 GB')).toBeTruthy();
    expect(srv.querySelector('.ant-progress-status-exception')).not.toBeNull();
  });
});
