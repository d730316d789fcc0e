import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasToken, type AppRoute } from '../../../runtime/core';
import { routesFixture } from '../../../stories/fixtures/menu';
import { adminUser } from '../../../stories/fixtures/user';
import { BasicLayout } from '../../../widgets/shell/BasicLayout';
import { reloadToRoot } from '../../../widgets/shell/reloadToRoot';
import { renderWithProviders, type RenderOptions } from '../app/testProviders';

vi.mock('../../../widgets/shell/reloadToRoot', () => ({ reloadToRoot: vi.fn() }));

const logoutOk = { success: true, code: 200, message: '退出登录成功！', result: null, timestamp: 0 };

function renderLayout(options: RenderOptions & { routes?: AppRoute[] } = {}) {
  const { routes = routesFixture, ...rest } = options;
  return renderWithProviders(
    <Routes>
      <Route element={<BasicLayout routes={routes} defaultCollapsed={false} />}>
        <Route path="*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { route: '/isystem/user', user: adminUser, ...rest },
  );
}

function menu() {
  const nav = screen.getByRole('navigation', { name: /菜单|Menu/ });
  return within(nav);
}

afterEach(() => {
  vi.mocked(reloadToRoot).mockClear();
});

/** The page's first commit as the browser would lay it out: whether the shell had its final shape. */
function FirstCommitProbe({ seen }: { seen: { sider?: boolean; tabs?: string[] } }) {
  useLayoutEffect(() => {
    seen.sider = document.querySelector('.ant-layout-has-sider [data-testid="shell-sider"]') !== null;
    seen.tabs = [...document.querySelectorAll('.ant-tabs-nav-list [data-node-key]')].map(
      (tab) => tab.textContent ?? '',
    );
  }, [seen]);
  return <p>page content</p>;
}

describe('BasicLayout', () => {
  it('lays the side menu beside the page and shows the open tabs in its first commit', async () => {
    // Learnt a commit later, either would lay the whole page out again (bench/README.md, eighteenth pass).
    const seen: { sider?: boolean; tabs?: string[] } = {};
    await renderWithProviders(
      <Routes>
        <Route element={<BasicLayout routes={routesFixture} defaultCollapsed={false} />}>
          <Route path="*" element={<FirstCommitProbe seen={seen} />} />
        </Route>
      </Routes>,
      { route: '/isystem/user', user: adminUser },
    );
    expect(seen.sider).toBe(true);
    expect(seen.tabs).toEqual(['首页', '用户管理']);
  });

  it('builds the side menu from the routes and opens the current item', async () => {
    await renderLayout();
    const side = menu();
    for (const title of ['首页', '工单管理', '系统管理', '系统监控', '用户管理', '角色管理']) {
      expect(side.getByText(title)).toBeTruthy();
    }
    const selected = side.getByText('用户管理').closest('li');
    expect(selected?.className).toContain('ant-menu-item-selected');
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('leaves hidden routes out of the menu', async () => {
    await renderLayout({ route: '/caseManage/list' });
    const side = menu();
    expect(side.getByText('工单列表')).toBeTruthy();
    expect(side.queryByText('工单详情')).toBeNull();
  });

  it('selects the visible parent for a hidden page and shows it in the breadcrumb', async () => {
    await renderLayout({ route: '/caseManage/detail' });
    const crumbs = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(within(crumbs).getByText('工单详情')).toBeTruthy();
    expect(menu().queryByText('工单详情')).toBeNull();
  });

  it('uses the English titles in en-US', async () => {
    await renderLayout({ locale: 'en-US' });
    const side = menu();
    expect(side.getByText('System')).toBeTruthy();
    expect(side.getByText('Users')).toBeTruthy();
    expect(screen.getByText('Log out')).toBeTruthy();
  });

  it('shows Home, the parents as links and the current page as text in the breadcrumb', async () => {
    await renderLayout();
    const crumbs = within(document.querySelector('.ant-breadcrumb') as HTMLElement);
    expect(crumbs.getByText('首页').closest('a')?.getAttribute('href')).toBe('/dashboard/analysis');
    expect(crumbs.getByText('系统管理').closest('a')?.getAttribute('href')).toBe('/isystem');
    expect(crumbs.getByText('用户管理').closest('a')).toBeNull();
  });

  it("shows the user's name and the copyright", async () => {
    await renderLayout();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByText(new RegExp(`Copyright © ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('shows the welcome text with the support-center name on desktop widths only', async () => {
    const original = window.matchMedia;
    // No max-width breakpoint query matches: a desktop.
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: false,
    })) as typeof window.matchMedia;
    try {
      await renderLayout();
      expect(screen.getByText('欢迎进入 支持中心')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('hides the welcome text on mobile widths', async () => {
    const original = window.matchMedia;
    // Every max-width breakpoint query matches: a phone.
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
    })) as typeof window.matchMedia;
    try {
      await renderLayout();
      expect(screen.queryByText('欢迎进入 支持中心')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('asks before logging out, then logs out and reloads to the site root', async () => {
    await renderLayout({ http: { '/sys/logout': logoutOk } });
    fireEvent.click(screen.getByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('真的要注销登录吗 ?');
    expect(hasToken()).toBe(true);
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(reloadToRoot).toHaveBeenCalledTimes(1));
    expect(hasToken()).toBe(false);
  });

  it('logs out even when the logout call fails', async () => {
    await renderLayout({ http: {} });
    fireEvent.click(screen.getByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(reloadToRoot).toHaveBeenCalledTimes(1));
    expect(hasToken()).toBe(false);
  });

  it('asks in English in en-US and stays signed in on cancel', async () => {
    await renderLayout({ locale: 'en-US' });
    fireEvent.click(screen.getByText('Log out'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Notice');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('Really log out?');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloadToRoot).not.toHaveBeenCalled();
    expect(hasToken()).toBe(true);
  });
});
