// Issue 17, "done when", in Chromium: the built product on a server of its own with OIDC_* set, and
// oidc-provider (a certified OpenID Provider) beside it with its own login and consent pages. The
// admin configures the provider; a person new to the console clicks its button on the login page,
// signs in at the provider and lands on the dashboard as a new user with the default role; signing in
// again is the same user; the account settings list the link. A provider refusal (an email outside the
// allowed domains) is shown on the login page and makes no session.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { freePort, startServer, type StartedServer } from '../helpers/server-process';
import { startOidcProvider, type OidcTestProvider, type TestAccount } from '../server/oidc-provider';
import { button, dialogTitled, fillFields, fromMenu, signInPage, tableRow } from './support/ui';

const ADMIN_PASSWORD = 'Oidc-e2e-Admin-1!';
const HOME = '/dashboard/analysis';
const CLIENT = { id: 'console', secret: 'console-secret-at-the-provider' };
const ACCOUNTS = new Map<string, TestAccount>([
  ['lin', { preferred_username: 'oidc.lin', name: '林小雨', email: 'lin@example.com', email_verified: true }],
  ['eve', { preferred_username: 'oidc.eve', name: 'Eve', email: 'eve@elsewhere.org', email_verified: true }],
  // Whose preferred username is an existing account's here.
  ['sam', { preferred_username: 'admin', name: '孙山', email: 'sam@example.com', email_verified: true }],
]);

let browser: Browser;
let op: OidcTestProvider;
let server: StartedServer;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  op = await startOidcProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [`${origin}/api/sys/thirdLogin/acme/callback`],
    accounts: ACCOUNTS,
  });
  browser = await launchBrowser();
  server = await startServer({
    port,
    env: {
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      OIDC_PUBLIC_URL: origin,
      OIDC_CLIENT_URL: `${origin}/user/login`,
      OIDC_ALLOW_HTTP: 'true',
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await op?.close();
});

/** Login page → the provider's button → its login and consent pages → back to the console. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto(`${server.url}/user/login`);
  await page.getByText('使用 企业账号 登录').click();
  await page.waitForURL(`${op.issuer}/**`);
  await page.fill('input[name="login"]', login);
  await page.fill('input[name="password"]', 'anything');
  await page.locator('button[type="submit"]').click();
  // The consent page (first time for this browser) asks to continue.
  await page.locator('button[type="submit"]').click();
}

async function userId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('pro__Login_Userinfo');
    return raw ? String((JSON.parse(raw) as { value?: { id?: string } }).value?.id ?? '') : '';
  });
}

describe('OpenID Connect sign-in in Chromium (own server)', () => {
  it('lets the admin configure the provider on its page', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInPage(page, server.url, 'admin', ADMIN_PASSWORD);
    await fromMenu(page, '系统管理', '第三方登录');
    await button(page, '新增').click();
    const form = dialogTitled(page, '第三方登录');
    await fillFields(form, {
      编码: 'acme',
      名称: '企业账号',
      英文名称: 'Company account',
      '颁发者（Issuer）': op.issuer,
      '客户端 ID': CLIENT.id,
      客户端密钥: CLIENT.secret,
      允许的邮箱域名: 'example.com',
    });
    // New people get an account with the staff role (discovery finds the endpoints from the issuer).
    await form.getByText('创建新账号').click();
    await form.getByRole('combobox', { name: '默认角色' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '(staff)' }).click();
    await saveScreenshot(page, 'oidc-provider-form');
    await button(form, '保存').click();
    await tableRow(page, '企业账号').waitFor();
    expect(await tableRow(page, '企业账号').textContent()).toContain('已设置');
    await context.close();
  });

  it('signs a new person in through the provider as a new staff user, and again as the same user', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAtProvider(page, 'lin');
    await page.waitForURL(`${server.url}${HOME}`);
    await expect.poll(() => page.locator('[data-testid="header-user"]').textContent()).toContain('林小雨');
    const first = await userId(page);
    expect(first).not.toBe('');
    const roles = await page.evaluate(() => localStorage.getItem('pro__USER_ROLE'));
    expect(roles).toContain('staff');
    await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 20_000 }).toBe(0);
    await saveScreenshot(page, 'oidc-signed-in');

    const other = await browser.newContext({ locale: 'zh-CN' });
    const again = await other.newPage();
    await signInAtProvider(again, 'lin');
    await again.waitForURL(`${server.url}${HOME}`);
    expect(await userId(again)).toBe(first);

    // The account settings list the link to the provider.
    await again.goto(`${server.url}/account/settings`);
    await again.getByText('账号绑定').click();
    await again.getByText('企业账号').first().waitFor();
    await other.close();
    await context.close();
  });

  it('lets a person whose username is taken create an account under another name', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAtProvider(page, 'sam');
    await page.waitForURL(`${server.url}/user/login?**`);
    await page.getByText('首次使用该方式登录：请输入本系统的账号和密码，完成绑定').waitFor();
    await page.getByPlaceholder('新账号的用户名').fill('sam.sun');
    await saveScreenshot(page, 'oidc-create-other-name');
    await page.getByText('创建账号并登录').click();
    await page.waitForURL(`${server.url}${HOME}`);
    await expect.poll(() => page.locator('[data-testid="header-user"]').textContent()).toContain('孙山');
    const info = await page.evaluate(() => localStorage.getItem('pro__Login_Userinfo'));
    expect(info).toContain('sam.sun');
    await context.close();
  });

  it('refuses an email outside the allowed domains on the login page, with no session', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAtProvider(page, 'eve');
    await page.waitForURL(`${server.url}/user/login**`);
    await page.locator('.ant-alert').waitFor();
    expect(await page.locator('.ant-alert').textContent()).toContain('eve@elsewhere.org');
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
    await saveScreenshot(page, 'oidc-refused');
    await context.close();
  });
});
