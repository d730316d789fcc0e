// The console shell as a person sees it in Chromium (SPEC §2 "Shell", "Multi-tab mode", "Header user
// menu", "Settings drawer", "Responsive behaviour"; §4 Tabs / Password dialog / Department dialog; §5):
// at 1440 px and 375 px, failing on any console error or uncaught exception. One sign-in is shared by the
// read-mostly checks (the login rate limit counts every attempt); the password change and the
// several-department login run on a server of their own, since they change the account.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { BUILT_SERVER_ENTRY, startServer, type StartedServer } from '../helpers/server-process';
import { confirmLogout, signInPage, watchProblems } from './support/ui';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const HOME = '/dashboard/analysis';

let browser: Browser;
/** localStorage of a signed-in admin on the shared server, reused by every context. */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

async function open(viewport: { width: number; height: number }, path = HOME) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', storageState: signedIn });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('[data-testid="header-user"]');
  return { context, page, problems };
}

/** The multi-tab bar's tabs (an editable card bar; pages such as account settings have tabs of their own). */
async function tabKeys(page: Page): Promise<string[]> {
  return page
    .locator('.ant-tabs-editable-card .ant-tabs-tab')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-node-key') ?? ''));
}

/**
 * Opens a page from the side menu, as a user clicks it (folder first, then the item), and waits until it
 * shows: navigations are transitions, so a click before the last page's chunk arrived would replace it.
 */
async function fromMenu(page: Page, folder: string, item: string): Promise<void> {
  const menu = page.locator('.ant-layout-sider .ant-menu');
  const entry = menu.getByText(item, { exact: true });
  if (!(await entry.isVisible())) await menu.getByText(folder, { exact: true }).click();
  await entry.click();
  await expect.poll(() => page.title()).toBe(`${item} - 支持中心`);
}

async function userMenu(page: Page, item: string): Promise<void> {
  await page.click('[data-testid="header-user"]');
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu')
    .getByText(item, { exact: true })
    .click();
}

async function tabMenu(page: Page, key: string) {
  await page.locator(`.ant-tabs-tab[data-node-key="${key}"]`).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await menu.waitFor();
  return menu;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message').getByText(text).waitFor();
}

/** Waits until no antd motion (drawer, dropdown, modal) is running, so screenshots show the end state. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[class*="-motion-"][class*="-active"]'));
}

async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await saveScreenshot(page, name);
}

async function closeDrawer(page: Page): Promise<void> {
  await page.locator('.ant-drawer .ant-drawer-close').click();
  await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
}

async function setting(page: Page, name: string): Promise<void> {
  await page.locator('.ant-drawer').getByRole('switch', { name }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  const page = await context.newPage();
  await signInPage(page, baseUrl, 'admin', adminPassword);
  signedIn = await context.storageState();
  await context.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('multi-tab mode at 1440 px', () => {
  it('opens one tab per page, offers no close on home, runs the context menu and keeps tabs over a reload', async () => {
    const { context, page, problems } = await open(DESKTOP);
    // The home tab is first; the browser title is the center name alone on home.
    await expect.poll(() => tabKeys(page)).toEqual([HOME]);
    await expect.poll(() => page.title()).toBe('支持中心');
    await shot(page, 'shell-side-desktop');

    await fromMenu(page, '系统管理', '用户管理');
    await fromMenu(page, '系统管理', '角色管理');
    await fromMenu(page, '系统管理', '部门管理');
    await expect
      .poll(() => tabKeys(page))
      .toEqual([HOME, '/isystem/user', '/isystem/role', '/isystem/depart']);
    await expect.poll(() => page.title()).toBe('部门管理 - 支持中心');

    // Home cannot be closed, so it offers no close icon (the others do).
    expect(await page.locator(`.ant-tabs-tab[data-node-key="${HOME}"] .ant-tabs-tab-remove`).count()).toBe(0);
    expect(
      await page.locator('.ant-tabs-tab[data-node-key="/isystem/user"] .ant-tabs-tab-remove').count(),
    ).toBe(1);
    expect(await tabKeys(page)).toHaveLength(4);

    // The context menu: refresh, close left, close right, close others with keys 4, 1, 2, 3.
    const menu = await tabMenu(page, '/isystem/role');
    const entries = menu.locator('li[role="menuitem"]');
    expect(await entries.allTextContents()).toEqual(['刷新', '关闭左侧', '关闭右侧', '关闭其它']);
    const keys = await entries.evaluateAll((lis) =>
      lis.map((li) => li.getAttribute('data-menu-id')?.split('-').at(-1)),
    );
    expect(keys).toEqual(['4', '1', '2', '3']);
    await shot(page, 'shell-tabs-context-menu-desktop');

    // Refresh remounts the view: a mark on the current view is gone afterwards.
    await menu.getByText('刷新').click();
    await page.waitForURL(`${baseUrl}/isystem/role`);
    const view = page.locator('[data-testid="shell-content"] > div').last();
    await view.evaluate((el) => el.setAttribute('data-mark', 'before-refresh'));
    await (await tabMenu(page, '/isystem/role')).getByText('刷新').click();
    await expect.poll(() => page.locator('[data-mark="before-refresh"]').count()).toBe(0);

    // Close right, then close left, then close others.
    await (await tabMenu(page, '/isystem/role')).getByText('关闭右侧').click();
    await expect.poll(() => tabKeys(page)).toEqual([HOME, '/isystem/user', '/isystem/role']);
    await (await tabMenu(page, '/isystem/role')).getByText('关闭左侧').click();
    await expect.poll(() => tabKeys(page)).toEqual([HOME, '/isystem/role']);
    await fromMenu(page, '系统管理', '用户管理');
    await (await tabMenu(page, '/isystem/user')).getByText('关闭其它').click();
    await expect.poll(() => tabKeys(page)).toEqual([HOME, '/isystem/user']);

    // Tabs survive a reload.
    await fromMenu(page, '系统管理', '角色管理');
    await page.reload();
    // The shell mounts again after the permissions are read (expect.poll alone gives it one second).
    await page.locator('.ant-tabs-editable-card .ant-tabs-tab').first().waitFor();
    await expect.poll(() => tabKeys(page)).toEqual([HOME, '/isystem/user', '/isystem/role']);
    await expect.poll(() => page.title()).toBe('角色管理 - 支持中心');

    // One page is one tab: account settings sections (another query string) re-use their tab.
    await page.goto(`${baseUrl}/userSetting?tab=security`);
    await expect
      .poll(() => tabKeys(page))
      .toEqual([HOME, '/isystem/user', '/isystem/role', '/userSetting?tab=security']);
    await page.goto(`${baseUrl}/userSetting?tab=binding`);
    await expect
      .poll(() => tabKeys(page))
      .toEqual([HOME, '/isystem/user', '/isystem/role', '/userSetting?tab=binding']);
    await fromMenu(page, '系统管理', '角色管理');

    // Turning multi-tab off leaves only the current tab; turning it on again brings home back first.
    await userMenu(page, '系统设置');
    await setting(page, '多页签模式');
    await expect.poll(() => page.locator('.ant-tabs-nav').count()).toBe(0);
    await setting(page, '多页签模式');
    await closeDrawer(page);
    await expect.poll(() => tabKeys(page)).toEqual([HOME, '/isystem/role']);
    await page.locator('.ant-tabs-tab[data-node-key="/isystem/role"] .ant-tabs-tab-remove').click();
    await expect.poll(() => tabKeys(page)).toEqual([HOME]);

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('settings drawer at 1440 px', () => {
  it('switches to the top layout, a dark menu, a preset colour and colour-weak mode, kept after a reload', async () => {
    const { context, page, problems } = await open(DESKTOP);
    await userMenu(page, '系统设置');
    const drawer = page.locator('.ant-drawer');
    await drawer
      .getByText('该设置仅为开发环境用于预览，生产环境不会展现，请拷贝后手动修改配置文件')
      .waitFor();

    // Top layout: the menu moves into the header, the side menu goes; the fixed side menu is disabled.
    await drawer.getByText('顶部栏导航').click();
    await expect.poll(() => page.locator('.ant-layout-sider').count()).toBe(0);
    await page.locator('header .ant-menu-horizontal').waitFor();
    expect(await drawer.getByRole('switch', { name: '固定侧边菜单' }).isDisabled()).toBe(true);
    // Fluid width only in top mode: now available.
    expect(await drawer.getByRole('combobox', { name: '内容区域宽度' }).isDisabled()).toBe(false);

    // A preset colour changes the primary colour at once.
    const primaryBg = () =>
      page.evaluate(() => {
        const checked = document.querySelector('.ant-drawer .ant-radio-button-wrapper-checked');
        return checked ? getComputedStyle(checked).backgroundColor : '';
      });
    expect(await primaryBg()).toBe('rgb(24, 144, 255)');
    await drawer.getByRole('button', { name: '酱紫' }).click();
    await expect.poll(primaryBg).toBe('rgb(114, 46, 209)');
    await closeDrawer(page);
    await shot(page, 'shell-top-desktop');

    // Dark menu.
    await userMenu(page, '系统设置');
    await drawer.getByText('暗色菜单风格').click();
    await page.locator('header .ant-menu-dark').waitFor();
    await closeDrawer(page);
    await shot(page, 'shell-top-dark-desktop');

    // A primary button elsewhere (the password dialog's OK) has the chosen colour.
    await userMenu(page, '密码修改');
    const okButton = page.locator('.ant-modal .ant-btn-primary');
    await expect
      .poll(() => okButton.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(114, 46, 209)');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // Colour-weak mode inverts the page at 80%.
    await userMenu(page, '系统设置');
    await setting(page, '色弱模式');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter))
      .toBe('invert(0.8)');

    // Everything is kept under the SPEC §3 keys and survives a reload.
    const stored = await page.evaluate(() =>
      ['DEFAULT_LAYOUT_MODE', 'DEFAULT_THEME', 'DEFAULT_COLOR', 'DEFAULT_COLOR_WEAK'].map(
        (key) => (JSON.parse(localStorage.getItem(`pro__${key}`) ?? '{}') as { value?: unknown }).value,
      ),
    );
    expect(stored).toEqual(['topmenu', 'dark', '#722ED1', true]);
    await page.reload();
    await page.locator('header .ant-menu-horizontal.ant-menu-dark').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(0.8)');

    // Back to the side menu, dark, to show that layout too.
    await userMenu(page, '系统设置');
    await setting(page, '色弱模式');
    await drawer.getByText('侧边栏导航').click();
    await page.locator('.ant-layout-sider-dark').waitFor();
    await closeDrawer(page);
    await shot(page, 'shell-side-dark-desktop');

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('header user menu at 1440 px', () => {
  it('validates the password dialog, switches department, searches the menu and switches language', async () => {
    const { context, page, problems } = await open(DESKTOP);
    // Greeting and name.
    expect(await page.textContent('[data-testid="header-user"]')).toMatch(
      /(早上好|上午好|中午好|下午好|晚上好)，管理员/,
    );
    await page.getByText('欢迎进入 支持中心').waitFor();

    // Password dialog: 800 wide, the SPEC §5 texts.
    await userMenu(page, '密码修改');
    const dialog = page.locator('.ant-modal');
    await dialog.getByText('修改密码').waitFor();
    expect(await dialog.evaluate((el) => (el as HTMLElement).style.width)).toBe('800px');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    for (const text of ['请输入旧密码!', '请输入新密码!', '请确认新密码!'])
      await dialog.getByText(text).waitFor();
    await dialog.locator('#password-change_password').fill('New-pass-123');
    await dialog.locator('#password-change_confirmpassword').fill('Other-pass-123');
    await dialog.getByText('两次输入的密码不一致!').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Department switcher with the seeded admin's one department.
    await userMenu(page, '切换部门');
    const departs = page.locator('.ant-modal').filter({ hasText: '切换部门（当前部门：总部）' });
    await departs.waitFor();
    expect(await departs.evaluate((el) => (el as HTMLElement).style.width)).toBe('450px');
    await departs.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '部门切换成功');

    // Menu search: type, choose, arrive.
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('角色');
    await page.locator('.ant-select-item-option[title="角色管理"]').click();
    await page.waitForURL(`${baseUrl}/isystem/role`);

    // Account settings goes to /userSetting.
    await userMenu(page, '账户设置');
    await page.waitForURL(`${baseUrl}/userSetting`);

    // Language switch.
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByText('Welcome to Support Center').waitFor();
    // The greeting keeps its space before the name as rendered (issue 15: "Good afternoon,管理员").
    expect(await page.getByTestId('header-user').innerText()).toMatch(/^Good \w+, /);
    await page.getByRole('button', { name: /简体中文/ }).click();
    await page.getByText('欢迎进入 支持中心').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('phone at 375 px', () => {
  it('fits the header, opens the menu drawer and the search modal, and has no tabs', async () => {
    const { context, page, problems } = await open(PHONE);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await page.locator('.ant-tabs-nav').count()).toBe(0);
    // Nothing in the header reaches past the screen.
    const overflow = await page.evaluate(() => {
      const header = document.querySelector('header') as HTMLElement;
      const outside = [...header.querySelectorAll('button, [role="button"]')].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth,
      );
      return { scroll: header.scrollWidth - header.clientWidth, outside: outside.length };
    });
    expect(overflow).toEqual({ scroll: 0, outside: 0 });

    // The menu is a left drawer.
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.shell-menu-drawer .ant-drawer-content-wrapper');
    await drawer.waitFor();
    await shot(page, 'shell-mobile-drawer');
    await drawer.getByText('系统管理', { exact: true }).click();
    await drawer.getByText('用户管理', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/isystem/user`);
    await drawer.waitFor({ state: 'hidden' });

    // Menu search opens in a modal.
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '搜索菜单' });
    await modal.waitFor();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('部门');
    await page.locator('.ant-select-item-option[title="部门管理"]').click();
    await page.waitForURL(`${baseUrl}/isystem/depart`);
    await shot(page, 'shell-mobile');

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a user of several departments, then a password change (own server)', () => {
  let server: StartedServer;
  const password = 'Shell-e2e-Passw0rd!';

  beforeAll(async () => {
    server = await startServer({
      command: [process.execPath, BUILT_SERVER_ENTRY],
      env: { ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    });
    // No user-admin API yet: the second membership goes straight into the test's own database.
    const db = new Database(join(server.dataDir, 'app.db'));
    const admin = db.prepare("SELECT id FROM sys_user WHERE username = 'admin'").get() as { id: string };
    const depart = db.prepare("SELECT id FROM sys_depart WHERE org_code = 'A01A01'").get() as { id: string };
    db.prepare('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES (?, ?, ?)').run(
      'e2e-shell-second-depart',
      admin.id,
      depart.id,
    );
    db.close();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('must choose a department after login, switches it, changes the password, signs in again, and goes on in English, top layout and phone width to logout', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await signInPage(page, server.url, 'admin', password);

    // The department dialog opens and cannot be dismissed without choosing.
    const forced = page.locator('.ant-modal');
    await forced.getByText('您属于多个部门，请选择本次登录的当前部门').waitFor();
    expect(await forced.locator('.ant-modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 450);
    expect(await forced.isVisible()).toBe(true);
    await forced.getByRole('button', { name: /确\s*定/ }).click();
    await forced.locator('.ant-select-status-error').waitFor();
    await forced.getByRole('combobox').click();
    await page.locator('.ant-select-item-option[title="技术支持部"]').click();
    await forced.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '部门切换成功');
    await forced.waitFor({ state: 'hidden' });

    // Switching again names the current department.
    await userMenu(page, '切换部门');
    await page.locator('.ant-modal').getByText('切换部门（当前部门：技术支持部）').waitFor();
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // A wrong old password: the server's message as a warning, the dialog stays.
    await userMenu(page, '密码修改');
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' });
    await dialog.locator('#password-change_oldpassword').fill('not-the-password');
    await dialog.locator('#password-change_password').fill('Changed-Passw0rd!');
    await dialog.locator('#password-change_confirmpassword').fill('Changed-Passw0rd!');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-message-warning').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    // The right one: success, every session ends, sign in again with the new password.
    await dialog.locator('#password-change_oldpassword').fill(password);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login/);
    await page.locator('.ant-notification-notice-success').waitFor();
    await signInPage(page, server.url, 'admin', 'Changed-Passw0rd!');

    // Again several departments: choose, then English, the top layout, a phone's width, and log out.
    await forced.getByRole('combobox').click();
    await page.locator('.ant-select-item-option[title="总部"]').click();
    await forced.getByRole('button', { name: /确\s*定/ }).click();
    await forced.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByText('Welcome to Support Center').waitFor();
    await userMenu(page, 'Settings');
    await page.locator('.ant-drawer').getByText('Top menu').click();
    await closeDrawer(page);
    await page.locator('header .ant-menu-horizontal').waitFor();
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open the menu' }).waitFor();
    expect(await page.locator('header .ant-menu-horizontal').count()).toBe(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('.ant-modal-confirm').getByText('Really log out?').waitFor();
    await confirmLogout(page);

    expect(problems).toEqual([]);
    await context.close();
  });
});
