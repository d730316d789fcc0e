// Acceptance of the foundation, as a new user sees it in Chromium: the guard sends a visitor to the
// login page, admin signs in, the menu comes from the server, unknown paths go to /404, unbuilt pages
// say so, and logout returns to the login page with the token revoked on the server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { confirmLogout, storedToken } from './support/ui';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, password = adminPassword): Promise<void> {
  await page.fill('input[name="username"]', 'admin');
  await page.fill('input[name="password"]', password);
  await page.keyboard.press('Enter');
}

describe.each([
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('sign in, menu, logout ($label)', ({ label, width, height }) => {
  it('works end to end against the real server', async () => {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));

    // Access rule: no token → login page with the wanted path in `redirect`.
    await page.goto(`${baseUrl}/monitor/disk?tab=1`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    await page.waitForSelector('input[name="username"]');
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
      '/monitor/disk?tab=1',
    );
    await saveScreenshot(page, `login-${label}`);
    // The register / forgot-password links look like antd links, not the browser's underlined default
    // (issue 15); the page keeps the server's key/iv pair under ENCRYPTED_STRING (SPEC §3).
    for (const name of ['注册账户', '忘记密码']) {
      const style = await page
        .getByRole('link', { name })
        .evaluate((a) => [getComputedStyle(a).textDecorationLine, getComputedStyle(a).color]);
      expect(style[0]).toBe('none');
      // The theme's link colour, not the browser's default link blue (#0000ee).
      expect(style[1]).not.toBe('rgb(0, 0, 238)');
    }
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pro__ENCRYPTED_STRING')))
      .toMatch(/"key":"[a-z0-9]{16}","iv":"[a-z0-9]{16}"/);

    // A wrong password shows the server's message and stays on the login page.
    await signIn(page, 'not-the-password');
    await expect.poll(() => page.locator('.ant-alert-error').textContent()).toContain('用户名或密码错误');
    expect(page.url()).toContain('/user/login');

    // Signing in lands on the redirect target, the disk monitoring page.
    await signIn(page);
    await page.waitForURL(`${baseUrl}/monitor/disk?tab=1`);
    // USER_ROLE holds the role codes of the login answer.
    expect(await page.evaluate(() => localStorage.getItem('pro__USER_ROLE'))).toContain('"admin"');
    // The 系统监控 group's first page loads its chunks on arrival: allow it more than the default second.
    await expect.poll(() => page.locator('h4').allTextContents(), { timeout: 10_000 }).toContain('磁盘');

    // The home page is the landing page; the header names the user on desktop.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/dashboard/analysis`);
    // The landing page (the analysis dashboard) shows real sign-in statistics: at least this sign-in.
    const visits = page.locator('.ant-card').filter({ hasText: '总访问量' }).first();
    await expect
      .poll(async () => Number(((await visits.textContent()) ?? '').replace(/\D/g, '') || '0'), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1);
    if (width >= 1088) {
      await expect.poll(() => page.textContent('[data-testid="header-user"]')).toContain('管理员');
      const menu = (await page.textContent('.ant-layout-sider .ant-menu')) ?? '';
      for (const title of ['首页', '工单管理', '系统管理', '系统监控']) expect(menu).toContain(title);
    }
    await saveScreenshot(page, `console-${label}`);

    // Signed in, /user/login goes to the landing page; unknown paths go to /404.
    await page.goto(`${baseUrl}/user/login`);
    await page.waitForURL(`${baseUrl}/dashboard/analysis`);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(`${baseUrl}/404`);
    await expect.poll(() => page.textContent('body')).toContain('抱歉，你访问的页面不存在');

    // Logout asks first, returns to the login page, and the old token is refused by the server.
    await page.goto(`${baseUrl}/dashboard/analysis`);
    const token = await storedToken(page);
    expect(token).not.toBe('');
    await page.getByRole('button', { name: /退出登录/ }).click();
    await expect.poll(() => page.textContent('.ant-modal-confirm')).toContain('真的要注销登录吗 ?');
    await confirmLogout(page);
    await page.waitForSelector('input[name="username"]');
    const after = await fetch(`${baseUrl}/api/sys/permission/getUserPermissionByToken`, {
      headers: { 'X-Access-Token': token },
    });
    expect(after.status).toBe(401);
    await expect.poll(() => storedToken(page)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('pro__USER_ROLE'))).toBeNull();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
