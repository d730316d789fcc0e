// SPEC §2 "Multi-tab mode", §4 "Tabs", §5 tab messages, §9 tab menu keys: the tab bar in the layout.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { multipageAtom, type CoreStore } from '../../../runtime/core';
import { TAB_PAGES_KEY } from '../../../widgets/tabs/tabsAtoms';
import { pageMounts, renderShell } from './renderShell';

function tabKeys(): string[] {
  return [...document.querySelectorAll('.ant-tabs-tab')].map((el) => el.getAttribute('data-node-key') ?? '');
}

function tab(key: string): HTMLElement {
  const el = document.querySelector(`.ant-tabs-tab[data-node-key="${key}"]`);
  if (!el) throw new Error(`no tab ${key}; tabs: ${tabKeys().join(', ')}`);
  return el as HTMLElement;
}

function closeButton(key: string): HTMLElement {
  return tab(key).querySelector('.ant-tabs-tab-remove') as HTMLElement;
}

function go(path: string) {
  fireEvent.click(screen.getByTestId(`go:${path}`));
}

async function openMenu(key: string): Promise<HTMLElement> {
  fireEvent.contextMenu(tab(key));
  let menu: HTMLElement | null = null;
  await waitFor(() => {
    menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    expect(menu).toBeTruthy();
  });
  return menu as unknown as HTMLElement;
}

function menuEntry(menu: HTMLElement, label: string): HTMLElement {
  return within(menu).getByText(label).closest('li') as HTMLElement;
}

async function setMultipage(store: CoreStore, on: boolean) {
  await act(async () => store.set(multipageAtom, on));
}

describe('Multi-tab mode (desktop only, on by default)', () => {
  it('The home tab is first; opening a page adds a tab', async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user']));
    expect(within(tab('/dashboard/analysis')).getByText('首页')).toBeTruthy();
    go('/isystem/role');
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user', '/isystem/role']));
    expect(tab('/isystem/role').className).toContain('ant-tabs-tab-active');
  });

  it('A route change adds a tab if it is new, otherwise updates it', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    go('/isystem/user');
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/isystem/user'));
    expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user', '/isystem/role']);
    expect(tab('/isystem/user').className).toContain('ant-tabs-tab-active');
  });

  it('The home tab cannot be closed: it offers no close icon, other tabs do', async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toHaveLength(2));
    expect(closeButton('/dashboard/analysis')).toBeNull();
    expect(closeButton('/isystem/user')).toBeTruthy();
  });

  it('one page is one tab: the same page with another query string updates its tab', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    go('/isystem/user?status=1');
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/isystem/user?status=1'));
    await waitFor(() =>
      expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user?status=1', '/isystem/role']),
    );
    expect(tab('/isystem/user?status=1').className).toContain('ant-tabs-tab-active');
    // Clicking the tab returns to the URL it shows now.
    go('/isystem/role');
    fireEvent.click(within(tab('/isystem/user?status=1')).getByText('用户管理'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/user?status=1'));
  });

  it('closing the active tab shows the last remaining one', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    await waitFor(() => expect(tabKeys()).toHaveLength(3));
    fireEvent.click(closeButton('/isystem/role'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/user'));
    expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user']);
  });

  it('a middle click closes a tab, as in a browser', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    await waitFor(() => expect(tabKeys()).toHaveLength(3));
    fireEvent(tab('/isystem/user'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/role']));
  });

  it("closing home by middle click or Delete says why it stays: '首页不能关闭!'", async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toHaveLength(2));
    fireEvent(tab('/dashboard/analysis'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(await screen.findByText('首页不能关闭!')).toBeTruthy();
    fireEvent.keyDown(tab('/dashboard/analysis').querySelector('[role="tab"]') as HTMLElement, {
      key: 'Delete',
    });
    await waitFor(() => expect(screen.getAllByText('首页不能关闭!').length).toBeGreaterThan(0));
    expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user']);
  });

  it('Turning multi-tab off leaves only the current tab', async () => {
    const { store } = await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    await waitFor(() => expect(tabKeys()).toHaveLength(3));
    await setMultipage(store, false);
    expect(document.querySelector('.ant-tabs')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(TAB_PAGES_KEY) ?? '{}').pages).toEqual(['/isystem/role']);
    // Turning it back on keeps the home tab first (it used to come back without it).
    await setMultipage(store, true);
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/role']));
    expect(closeButton('/dashboard/analysis')).toBeNull();
  });

  it('The tab right-click menu offers refresh, close left, close right and close others (keys 4, 1, 2, 3)', async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toHaveLength(2));
    const menu = await openMenu('/isystem/user');
    const entries = [...menu.querySelectorAll('li[role="menuitem"]')];
    expect(entries.map((li) => li.textContent)).toEqual(['刷新', '关闭左侧', '关闭右侧', '关闭其它']);
    expect(entries.map((li) => li.getAttribute('data-menu-id')?.split('-').at(-1))).toEqual([
      '4',
      '1',
      '2',
      '3',
    ]);
  });

  it('reads Refresh / Close left / Close right / Close others in en-US', async () => {
    await renderShell({ route: '/isystem/user', locale: 'en-US' });
    await waitFor(() => expect(tabKeys()).toHaveLength(2));
    const menu = await openMenu('/isystem/user');
    const labels = [...menu.querySelectorAll('li[role="menuitem"]')].map((li) => li.textContent);
    expect(labels).toEqual(['Refresh', 'Close left', 'Close right', 'Close others']);
    expect(within(tab('/dashboard/analysis')).getByText('Home')).toBeTruthy();
  });

  it('close left (key 1) keeps home and the tabs from the chosen one', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    go('/monitor/disk');
    await waitFor(() => expect(tabKeys()).toHaveLength(4));
    fireEvent.click(menuEntry(await openMenu('/isystem/role'), '关闭左侧'));
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/role', '/monitor/disk']));
  });

  it('close right (key 2) closes the tabs after the chosen one and shows the last', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    go('/monitor/disk');
    await waitFor(() => expect(tabKeys()).toHaveLength(4));
    fireEvent.click(menuEntry(await openMenu('/isystem/user'), '关闭右侧'));
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user']));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/user'));
  });

  it('close others (key 3) keeps home and the chosen tab', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    go('/monitor/disk');
    await waitFor(() => expect(tabKeys()).toHaveLength(4));
    fireEvent.click(menuEntry(await openMenu('/isystem/role'), '关闭其它'));
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/role']));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/role'));
  });

  it('Refresh (key 4) temporarily unmounts and remounts the view', async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toHaveLength(2));
    const before = pageMounts.count;
    fireEvent.click(menuEntry(await openMenu('/isystem/user'), '刷新'));
    await waitFor(() => expect(pageMounts.count).toBe(before + 1));
    expect(screen.getByTestId('page').textContent).toBe('/isystem/user');
  });

  it('refreshing another tab shows it', async () => {
    await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    await waitFor(() => expect(tabKeys()).toHaveLength(3));
    fireEvent.click(menuEntry(await openMenu('/isystem/user'), '刷新'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/user'));
  });

  it('clicking a tab shows its page', async () => {
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toHaveLength(2));
    fireEvent.click(within(tab('/dashboard/analysis')).getByText('首页'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis'));
  });

  it('tabs survive a reload (kept in sessionStorage for the same user)', async () => {
    const first = await renderShell({ route: '/isystem/user' });
    go('/isystem/role');
    await waitFor(() => expect(tabKeys()).toHaveLength(3));
    first.unmount();
    await renderShell({ route: '/monitor/disk' });
    await waitFor(() =>
      expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user', '/isystem/role', '/monitor/disk']),
    );
  });

  it("another user's kept tabs are not restored", async () => {
    sessionStorage.setItem(TAB_PAGES_KEY, JSON.stringify({ user: 'someone', pages: ['/isystem/role'] }));
    await renderShell({ route: '/isystem/user' });
    await waitFor(() => expect(tabKeys()).toEqual(['/dashboard/analysis', '/isystem/user']));
  });

  it('Desktop only: no tab bar on mobile', async () => {
    await renderShell({ route: '/isystem/user', device: 'mobile' });
    await screen.findByTestId('page');
    expect(document.querySelector('.ant-tabs')).toBeNull();
  });
});
