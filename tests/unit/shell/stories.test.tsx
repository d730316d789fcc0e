// Every story of the shell's widgets renders its state (style anchor 7): the stories are the fixtures
// designers see, so each is checked for what makes it that state.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as departStories from '../../../widgets/depart-switcher/DepartSwitcher.stories';
import * as searchStories from '../../../widgets/menu-search/MenuSearch.stories';
import * as passwordStories from '../../../widgets/password-dialog/PasswordDialog.stories';
import * as settingsStories from '../../../widgets/settings-drawer/SettingsDrawer.stories';
import * as layoutStories from '../../../widgets/shell/BasicLayout.stories';
import * as tabStories from '../../../widgets/tabs/MultiTabBar.stories';

setProjectAnnotations(preview);

const layout = composeStories(layoutStories);
const tabs = composeStories(tabStories);
const settings = composeStories(settingsStories);
const password = composeStories(passwordStories);
const depart = composeStories(departStories);
const search = composeStories(searchStories);

function layoutRoot(): HTMLElement {
  return document.querySelector('[data-layout]') as HTMLElement;
}

describe('BasicLayout stories', () => {
  it.each(Object.keys(layout) as (keyof typeof layout)[])('%s renders the shell', async (name) => {
    await layout[name].run();
    expect(await screen.findByText(new RegExp(`Copyright © ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('TopMenu puts the menu in the header and has no side menu', async () => {
    await layout.TopMenu.run();
    await screen.findByText(new RegExp(`Copyright © ${new Date().getFullYear()}`));
    expect(layoutRoot().dataset.layout).toBe('topmenu');
    expect(within(screen.getByRole('banner')).getByText('系统管理')).toBeTruthy();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
  });

  it('Dark shows the dark side menu', async () => {
    await layout.Dark.run();
    await screen.findByText(new RegExp(`Copyright © ${new Date().getFullYear()}`));
    expect(document.querySelector('.ant-layout-sider-dark')).toBeTruthy();
  });

  it('ManyTabs shows every kept tab', async () => {
    await layout.ManyTabs.run();
    await waitFor(() => expect(document.querySelectorAll('.ant-tabs-tab').length).toBe(7));
  });

  it('Mobile has no side menu and no tabs, and icons only in the header', async () => {
    await layout.Mobile.run();
    await screen.findByText(new RegExp(`Copyright © ${new Date().getFullYear()}`));
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(document.querySelector('.ant-tabs')).toBeNull();
    expect(screen.queryByText('管理员')).toBeNull();
  });

  it('MobileMenuOpen opens the menu drawer', async () => {
    await layout.MobileMenuOpen.run();
    expect(document.querySelector('.shell-menu-drawer .ant-menu-dark')).toBeTruthy();
  });
});

describe('MultiTabBar stories', () => {
  it.each(Object.keys(tabs) as (keyof typeof tabs)[])('%s renders tabs', async (name) => {
    await tabs[name].run();
    await waitFor(() => expect(document.querySelectorAll('.ant-tabs-tab').length).toBeGreaterThan(1));
  });

  it('English titles the home tab Home', async () => {
    await tabs.English.run();
    expect(await screen.findByText('Home')).toBeTruthy();
  });
});

describe('SettingsDrawer stories', () => {
  it.each(Object.keys(settings) as (keyof typeof settings)[])('%s says it is a preview', async (name) => {
    await settings[name].run();
    expect(await screen.findByText(/开发环境用于预览|previewing in development/)).toBeTruthy();
  });

  it('TopMenu allows the fluid width and not the fixed side menu', async () => {
    await settings.TopMenu.run();
    const fixedSide = await screen.findByRole('switch', { name: '固定侧边菜单' });
    expect(fixedSide.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('流式')).toBeTruthy();
  });
});

describe('PasswordDialog stories', () => {
  it.each(Object.keys(password) as (keyof typeof password)[])('%s shows the dialog', async (name) => {
    await password[name].run();
    expect(await screen.findByText(/修改密码|Change password/)).toBeTruthy();
  });
});

describe('DepartSwitcher stories', () => {
  it('SwitchDepartment names the current department', async () => {
    await depart.SwitchDepartment.run();
    expect(await screen.findByText('切换部门（当前部门：总部）')).toBeTruthy();
  });

  it('Selection is titled 部门选择', async () => {
    await depart.Selection.run();
    expect(await screen.findByText('部门选择')).toBeTruthy();
  });

  it('ForcedAfterLogin has no close button', async () => {
    await depart.ForcedAfterLogin.run();
    await screen.findByText('切换部门（当前部门：总部）');
    expect(document.querySelector('.ant-modal-close')).toBeNull();
  });

  it('LongNames shows the long department name', async () => {
    await depart.LongNames.run();
    expect((await screen.findAllByText(/华东区域合作伙伴/)).length).toBeGreaterThan(0);
  });

  it('English is in English', async () => {
    await depart.English.run();
    expect(await screen.findByText('Department switch (current department: Technical Support)')).toBeTruthy();
  });

  it('NoDepartments warns instead of showing the dialog', async () => {
    await depart.NoDepartments.run();
    expect(await screen.findByText('您尚未设置部门信息!')).toBeTruthy();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});

describe('MenuSearch stories', () => {
  it('Closed shows the search icon', async () => {
    await search.Closed.run();
    expect(await screen.findByRole('button', { name: '搜索菜单' })).toBeTruthy();
  });

  it.each(['OpenDesktop', 'OpenMobile', 'English'] as const)('%s opens the search box', async (name) => {
    await search[name].run();
    expect(await screen.findByRole('combobox')).toBeTruthy();
  });
});
