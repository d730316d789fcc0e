import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPage, type PageProps } from '../../../runtime/render';
import { AnnouncementDetailModal } from '../../../widgets/bell/AnnouncementDetailModal';
import { sanitizeHtml } from '../../../widgets/bell/SafeHtml';
import { announcement, caseNotice, componentNotice, unsafeNotice } from '../../../widgets/bell/storyFixtures';
import type { Announcement } from '../../../widgets/bell/types';
import { renderWithProviders } from '../app/testProviders';

declare global {
  interface Window {
    __bellXss?: number;
  }
}

function renderModal(value: Announcement | null, onClose = vi.fn(), locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return renderWithProviders(<AnnouncementDetailModal announcement={value} onClose={onClose} />, { locale });
}

afterEach(() => {
  delete window.__bellXss;
  vi.restoreAllMocks();
});

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: links, iframes and forms, keeping the formatting', () => {
    const clean = sanitizeHtml(
      '<h3 onclick="x()">T</h3><p style="color:red"><b>b</b><i>i</i><u>u</u></p><ol><li>1</li></ol>' +
        '<script>x()</script><img src="a.png" onerror="x()"><a href="javascript:x()">j</a>' +
        '<a href="https://example.com">ok</a><iframe src="https://evil.example"></iframe><form><input></form>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<form|<input/i);
    expect(clean).toContain('<h3>T</h3>');
    expect(clean).toContain('<b>b</b><i>i</i><u>u</u>');
    expect(clean).toContain('<ol><li>1</li></ol>');
    expect(clean).toContain('<img src="a.png">');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('gives nothing for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('AnnouncementDetailModal', () => {
  it('renders the content without a script, an onerror attribute, a javascript: link or an iframe', async () => {
    await renderModal(unsafeNotice);
    const detail = await screen.findByTestId('announcement-detail');
    expect(within(detail).getByText('正文')).toBeTruthy();
    expect(document.querySelector('[data-testid="announcement-detail"] script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(within(detail).getByText('点我').closest('a')?.getAttribute('href')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(window.__bellXss).toBeUndefined();
  });

  it("shows '去处理' only for openType url and leaves for an external address in a new window", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    await renderModal(
      announcement('x', { openType: 'url', openPage: 'https://status.example.com/' }),
      onClose,
    );
    fireEvent.click(await screen.findByRole('button', { name: '去处理' }));
    expect(open).toHaveBeenCalledWith('https://status.example.com/', '_blank', 'noopener,noreferrer');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('navigates inside the console for a route', async () => {
    await renderModal(caseNotice);
    fireEvent.click(await screen.findByRole('button', { name: '去处理' }));
    expect(screen.getByTestId('location').textContent).toBe('/caseManage/list');
  });

  it('shows the view openPage names, given busId, for openType component', async () => {
    function BusView({ route, busId }: PageProps & { busId?: string }) {
      return <p>{`view ${route.component} for ${busId}`}</p>;
    }
    registerPage('test/BusView', async () => ({ default: BusView }));
    await renderModal(announcement('c', { openType: 'component', openPage: 'test/BusView', busId: 'B-7' }));
    expect(await screen.findByText('view test/BusView for B-7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
  });

  it('names a component that has no page', async () => {
    await renderModal(componentNotice);
    expect(await screen.findByText('页面暂未开放：partner/PartnerBasicInfo')).toBeTruthy();
  });

  it('is 60% wide with a fullscreen toggle, in English too', async () => {
    await renderModal(caseNotice, vi.fn(), 'en-US');
    const modal = (await screen.findByRole('dialog')).closest('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('60%');
    expect(screen.getByText('Notice')).toBeTruthy();
    expect(screen.getByText(/Sender: admin/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go and handle' })).toBeTruthy();
    // antd's corner X is also named Close; the footer has the text.
    expect(screen.getAllByRole('button', { name: 'Close' }).some((b) => b.textContent === 'Close')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    await waitFor(() => expect(modal.style.width).toBe('100%'));
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
  });
});
