// SPEC §2 "Shell", "Settings drawer" effects, "Responsive behaviour", "Header user menu"; §9 widths.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  autoHideHeaderAtom,
  colorWeakAtom,
  contentWidthAtom,
  fixedHeaderAtom,
  fixedSidebarAtom,
  layoutModeAtom,
  ls,
  navThemeAtom,
  primaryColorAtom,
  SIDEBAR_TYPE,
  type CoreStore,
} from '../../../runtime/core';
import { clearSlots, registerSlot } from '../../../runtime/render';
import { renderShell } from './renderShell';

function sider(): HTMLElement | null {
  return document.querySelector('.ant-layout-sider');
}

function header(): HTMLElement {
  return screen.getByRole('banner');
}

async function set<T>(store: CoreStore, run: (s: CoreStore) => T) {
  await act(async () => {
    run(store);
  });
}

afterEach(() => {
  clearSlots();
  vi.restoreAllMocks();
});

describe('Layout: side menu or top menu, header, content, footer', () => {
  it('the side menu layout (default) has a 200px side menu with the menu', async () => {
    await renderShell({ route: '/isystem/user' });
    expect(sider()?.style.width).toBe('200px');
    const nav = within(screen.getByRole('navigation', { name: '菜单' }));
    expect(nav.getByText('用户管理')).toBeTruthy();
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('sidemenu');
  });

  it('the top menu layout puts the logo and a horizontal menu in the header, without a side menu', async () => {
    const { store } = await renderShell({ route: '/isystem/user' });
    await set(store, (s) => s.set(layoutModeAtom, 'topmenu'));
    expect(sider()).toBeNull();
    const bar = within(header());
    expect(bar.getByText('系统管理')).toBeTruthy();
    expect(header().querySelector('.ant-menu-horizontal')).toBeTruthy();
    expect(bar.getByText('支持中心')).toBeTruthy();
  });

  it('Content width: the top menu layout is 1200px wide when fixed and full width when fluid', async () => {
    const { store } = await renderShell();
    const content = screen.getByTestId('shell-content');
    expect(content.style.maxWidth).toBe('');
    await set(store, (s) => s.set(layoutModeAtom, 'topmenu'));
    expect(content.style.maxWidth).toBe('1200px');
    await set(store, (s) => s.set(contentWidthAtom, 'Fluid'));
    expect(content.style.maxWidth).toBe('');
  });

  it('Menu theme: dark or light', async () => {
    const { store } = await renderShell();
    expect(sider()?.className).toContain('ant-layout-sider-light');
    await set(store, (s) => s.set(navThemeAtom, 'dark'));
    expect(sider()?.className).toContain('ant-layout-sider-dark');
    expect(sider()?.querySelector('.ant-menu-dark')).toBeTruthy();
  });

  it('a dark top menu darkens the header with it', async () => {
    const { store } = await renderShell();
    await set(store, (s) => {
      s.set(layoutModeAtom, 'topmenu');
      s.set(navThemeAtom, 'dark');
    });
    expect(header().style.background).toBe('rgb(0, 21, 41)');
    expect(header().querySelector('.ant-menu-dark')).toBeTruthy();
  });

  it('Sidebar width: 200px open, 80px collapsed, kept under SIDEBAR_TYPE', async () => {
    const first = await renderShell();
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    await waitFor(() => expect(sider()?.style.width).toBe('80px'));
    expect(ls.get(SIDEBAR_TYPE)).toBe(false);
    first.unmount();
    await renderShell();
    expect(sider()?.style.width).toBe('80px');
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    await waitFor(() => expect(sider()?.style.width).toBe('200px'));
    expect(ls.get(SIDEBAR_TYPE)).toBe(true);
  });

  it('a collapsed side menu names an item in a tooltip on hover; an open one shows none', async () => {
    await renderShell();
    const home = () => within(sider()!).getByText('首页').closest('li')!;
    fireEvent.mouseEnter(home());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(document.querySelector('.ant-menu-inline-collapsed-tooltip')).toBeNull();
    fireEvent.mouseLeave(home());
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    await waitFor(() => expect(sider()?.style.width).toBe('80px'));
    fireEvent.mouseEnter(home());
    const tip = await waitFor(() => {
      const found = document.querySelector('.ant-menu-inline-collapsed-tooltip');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(tip.textContent).toContain('首页');
  });

  it('Fixed header: it sticks to the top; off, it scrolls away with the page', async () => {
    const { store } = await renderShell();
    expect(header().style.position).toBe('sticky');
    await set(store, (s) => s.set(fixedHeaderAtom, false));
    expect(header().style.position).toBe('relative');
  });

  it('Auto-hide header on scroll: hidden after 100px of scrolling down, shown on scrolling up', async () => {
    const { store } = await renderShell();
    await set(store, (s) => s.set(autoHideHeaderAtom, true));
    const scrollTo = async (y: number) => {
      await act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    };
    await scrollTo(80);
    expect(header().style.transform).toBe('');
    await scrollTo(150);
    expect(header().style.transform).toBe('translateY(-100%)');
    await scrollTo(120);
    expect(header().style.transform).toBe('');
    await scrollTo(300);
    expect(header().style.transform).toBe('translateY(-100%)');
    // Without a fixed header there is nothing to auto-hide.
    await set(store, (s) => s.set(fixedHeaderAtom, false));
    expect(header().style.transform).toBe('');
    await scrollTo(0);
  });

  it('Fixed side menu: it stays in view; off, it scrolls with the page', async () => {
    const { store } = await renderShell();
    expect(sider()?.style.position).toBe('sticky');
    await set(store, (s) => s.set(fixedSidebarAtom, false));
    expect(sider()?.style.position).toBe('relative');
  });

  it('Colour-weak mode inverts the page at 80% on the root element', async () => {
    const { store } = await renderShell();
    expect(document.documentElement.style.filter).toBe('');
    await set(store, (s) => s.set(colorWeakAtom, true));
    expect(document.documentElement.style.filter).toBe('invert(80%)');
    await set(store, (s) => s.set(colorWeakAtom, false));
    expect(document.documentElement.style.filter).toBe('');
  });

  it('Primary colour: applied live through antd theme tokens', async () => {
    const { store } = await renderShell();
    const logo = () => within(sider() as HTMLElement).getByText('支持中心').parentElement as HTMLElement;
    expect(logo().style.color).toBe('rgb(24, 144, 255)');
    await set(store, (s) => s.set(primaryColorAtom, '#722ED1'));
    expect(logo().style.color).toBe('rgb(114, 46, 209)');
  });
});

describe('Responsive behaviour: on mobile the menu is a left drawer', () => {
  it.each(['tablet', 'mobile'] as const)(
    '%s: no side menu; the header button opens a left drawer',
    async (device) => {
      await renderShell({ device, route: '/isystem/user' });
      expect(sider()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
      const drawer = await waitFor(() => {
        const el = document.querySelector('.shell-menu-drawer .ant-drawer-content-wrapper') as HTMLElement;
        expect(el).toBeTruthy();
        return el;
      });
      expect(drawer.parentElement?.className).toContain('ant-drawer-left');
      expect(drawer.style.width).toBe('200px');
      fireEvent.click(within(drawer).getByText('角色管理'));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/role'));
      await waitFor(() => expect(document.querySelector('.shell-menu-drawer.ant-drawer-open')).toBeNull());
    },
  );

  it('Header items do not overflow on mobile: icons only, each still named', async () => {
    await renderShell({ device: 'mobile' });
    const bar = within(header());
    expect(bar.queryByText('退出登录')).toBeNull();
    expect(bar.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(bar.queryByText('English')).toBeNull();
    expect(bar.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(bar.queryByText('管理员')).toBeNull();
    expect(bar.queryByText('欢迎进入 支持中心')).toBeNull();
  });
});

describe('Header', () => {
  it('Language switch zh-CN / en-US in the header', async () => {
    await renderShell({ route: '/isystem/user' });
    fireEvent.click(within(header()).getByRole('button', { name: /English/ }));
    await waitFor(() => expect(within(header()).getByText('Welcome to Support Center')).toBeTruthy());
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByText('Users')).toBeTruthy();
    fireEvent.click(within(header()).getByRole('button', { name: /简体中文/ }));
    await waitFor(() => expect(within(header()).getByText('欢迎进入 支持中心')).toBeTruthy());
  });

  it.each([
    [7, '早上好', 'Good morning'],
    [10, '上午好', 'Good forenoon'],
    [12, '中午好', 'Good noon'],
    [15, '下午好', 'Good afternoon'],
    [21, '晚上好', 'Good evening'],
  ])('greets by the hour (%i o’clock: %s / %s) beside the user name', async (hour, zh, en) => {
    vi.spyOn(Date.prototype, 'getHours').mockReturnValue(hour);
    const first = await renderShell();
    expect(within(screen.getByTestId('header-user')).getByText(`${zh}，`)).toBeTruthy();
    first.unmount();
    await renderShell({ locale: 'en-US' });
    expect(within(screen.getByTestId('header-user')).getByText(`${en},`)).toBeTruthy();
    // The space after the comma is kept as rendered: the greeting sits in a flex row, whose items drop
    // a trailing space unless white space is preserved (issue 15: "Good afternoon,管理员").
    const greeting = screen.getByTestId('header-greeting');
    expect(greeting.textContent).toBe(`${en}, `);
    expect(greeting.style.whiteSpace).toBe('pre');
  });

  it('renders what widgets register in the header:actions slot (the notification bell)', async () => {
    registerSlot('header:actions', { key: 'probe', component: () => <span>slot-probe</span> });
    await renderShell();
    expect(within(header()).getByText('slot-probe')).toBeTruthy();
  });

  it('The browser title is the page title followed by the support center name; on home the name alone', async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(document.title).toBe('用户管理 - 支持中心'));
    fireEvent.click(screen.getByTestId('go:/dashboard/analysis'));
    await waitFor(() => expect(document.title).toBe('支持中心'));
  });

  it('the browser title follows the language', async () => {
    await renderShell({ route: '/isystem/user', locale: 'en-US' });
    await waitFor(() => expect(document.title).toBe('Users - Support Center'));
  });
});

describe('Header user menu', () => {
  async function openUserMenu(): Promise<HTMLElement> {
    fireEvent.click(screen.getByTestId('header-user'));
    return waitFor(() => {
      const menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
      expect(menu).toBeTruthy();
      return menu as HTMLElement;
    });
  }

  it('offers account settings, password change, department switch and the settings drawer', async () => {
    await renderShell();
    const menu = await openUserMenu();
    const labels = [...menu.querySelectorAll('li[role="menuitem"]')].map((li) => li.textContent);
    expect(labels).toEqual(['账户设置', '密码修改', '切换部门', '系统设置']);
  });

  it('Account settings item, which goes to /userSetting', async () => {
    await renderShell();
    fireEvent.click(within(await openUserMenu()).getByText('账户设置'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userSetting'));
  });

  it('Settings drawer: opens from the user menu', async () => {
    await renderShell();
    fireEvent.click(within(await openUserMenu()).getByText('系统设置'));
    expect(await screen.findByText(/该设置仅为开发环境用于预览/)).toBeTruthy();
  });

  it('adds the entries widgets register in the header:userMenu slot', async () => {
    registerSlot('header:userMenu', { key: 'probe', component: () => <span>menu-probe</span> });
    await renderShell();
    expect(within(await openUserMenu()).getByText('menu-probe')).toBeTruthy();
  });
});
