// SPEC §2 "Header user menu" (menu search) and "Responsive behaviour" (search in a modal on mobile).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuRoutes, type MenuItem } from '../../../runtime/core';
import { menuFixture, routesFixture } from '../../../stories/fixtures/menu';
import { externalUrl, matchesSearch, menuSearchOptions } from '../../../widgets/menu-search/searchOptions';
import { renderShell } from './renderShell';

const page = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: path,
  path,
  name: title,
  component: 'layouts/IframePageView',
  route: '1',
  ...extra,
  meta: { title, titleEn: title, ...extra.meta },
});

const routesWithLinks = buildMenuRoutes([
  ...menuFixture,
  page('/docs/external', '外部文档', {
    meta: { title: '外部文档', url: 'https://docs.example.com/', internalOrExternal: true },
  }),
  page('/docs/iframe', '内嵌报表', {
    meta: { title: '内嵌报表', url: 'https://reports.example.com/r/1', internalOrExternal: false },
  }),
  {
    ...page('/secret', '隐藏目录', { hidden: true }),
    component: 'layouts/RouteView',
    children: [page('/secret/page', '隐藏页面')],
  },
]);

function searchBox(): HTMLElement {
  return screen.getByRole('combobox', { name: /搜索菜单|Search menu/ });
}

function optionTitles(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map(
    (el) => el.getAttribute('title') ?? '',
  );
}

async function openSearch(name = '搜索菜单') {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name }));
  await waitFor(() => expect(searchBox()).toBeTruthy());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Menu search over visible, non-hidden items', () => {
  it('offers the visible pages and leaves out hidden ones and those under hidden parents', () => {
    const labels = menuSearchOptions(routesWithLinks, 'zh-CN').map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['首页', '工单列表', '用户管理', '磁盘监控', '外部文档']));
    expect(labels).not.toContain('工单详情');
    expect(labels).not.toContain('隐藏页面');
    expect(labels).not.toContain('工单管理');
  });

  it('matches case-insensitively on the title or a parent title', () => {
    const [users] = menuSearchOptions(routesFixture, 'en-US').filter((o) => o.value === '/isystem/user');
    expect(users && matchesSearch(users, 'USER')).toBe(true);
    expect(users && matchesSearch(users, 'system')).toBe(true);
    expect(users && matchesSearch(users, 'disk')).toBe(false);
  });

  it('External or iframe items open in a new window', () => {
    const byPath = new Map(menuSearchOptions(routesWithLinks, 'zh-CN').map((o) => [o.value, o.route]));
    expect(externalUrl(byPath.get('/docs/external')!)).toBe('https://docs.example.com/');
    expect(externalUrl(byPath.get('/docs/iframe')!)).toBe('https://reports.example.com/r/1');
    expect(externalUrl(byPath.get('/isystem/user')!)).toBeUndefined();
  });

  it('opens inline in the header on desktop, filters as you type, and navigates to the chosen page', async () => {
    await renderShell({ locale: 'en-US' });
    await openSearch('Search menu');
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.change(searchBox(), { target: { value: 'role' } });
    await waitFor(() => expect(optionTitles()).toEqual(['Roles']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Roles"]') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/isystem/role'));
  });

  it('opens an external item with window.open in a new window instead of navigating', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderShell({ routes: routesWithLinks });
    await openSearch();
    fireEvent.change(searchBox(), { target: { value: '外部' } });
    await waitFor(() => expect(optionTitles()).toEqual(['外部文档']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="外部文档"]') as HTMLElement);
    expect(open).toHaveBeenCalledWith('https://docs.example.com/', '_blank', 'noopener');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/analysis');
  });

  it('On mobile menu search opens in a modal', async () => {
    await renderShell({ device: 'mobile' });
    await openSearch();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe('搜索菜单');
    fireEvent.change(searchBox(), { target: { value: '磁盘' } });
    await waitFor(() => expect(optionTitles()).toEqual(['磁盘监控']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="磁盘监控"]') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/monitor/disk'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
