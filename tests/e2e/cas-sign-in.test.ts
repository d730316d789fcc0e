// Issue 17, "a CAS-configured deployment signs in through the CAS server and back", in Chromium: the
// built product on a server of its own with CAS_* set, against the test CAS server speaking the real
// protocol (its login form, the CASTGC single sign-on cookie, /p3/serviceValidate, SAML single logout).
// A person new to the console signs in at the CAS server and lands on the dashboard as a new staff
// user; signing in again is the same account; logging out of the console also ends the CAS session;
// logging out at the CAS server (another application's logout) ends the console's session too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { freePort, startServer, type StartedServer } from '../helpers/server-process';
import { startCasServer, type CasTestServer } from '../server/cas-server';
import { confirmLogout } from './support/ui';

const HOME = '/dashboard/analysis';
const PERSON = { username: 'cas.lin', password: 'Cas-secret-1', realname: '林小雨' };

let browser: Browser;
let cas: CasTestServer;
let server: StartedServer;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  cas = await startCasServer({
    accounts: {
      [PERSON.username]: {
        password: PERSON.password,
        attributes: { displayName: PERSON.realname, mail: 'lin@example.com' },
      },
    },
    logoutCallbackUrl: `${origin}/api/cas/client/logout`,
  });
  browser = await launchBrowser();
  server = await startServer({
    port,
    env: {
      ADMIN_PASSWORD: 'Cas-e2e-Admin-1!',
      LOG_LEVEL: 'warn',
      CAS_SERVER_URL: cas.url,
      CAS_SERVICE_URL: `${origin}/user/login`,
      CAS_UNKNOWN_USERS: 'create',
      CAS_DEFAULT_ROLE: 'staff',
      CAS_REALNAME_ATTRIBUTE: 'displayName',
      CAS_EMAIL_ATTRIBUTE: 'mail',
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await cas?.close();
});

/** From the console's login page through the CAS server's form (when it asks) back to the dashboard. */
async function signInThroughCas(page: Page, expectForm: boolean): Promise<void> {
  await page.goto(`${server.url}/user/login`);
  await page.getByText('CAS 登录').click();
  if (expectForm) {
    await page.waitForURL(`${cas.url}/login?**`);
    await page.getByLabel('Username').fill(PERSON.username);
    await page.getByLabel('Password').fill(PERSON.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
  }
  await page.waitForURL(`${server.url}${HOME}`);
}

async function userId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('pro__Login_Userinfo');
    return raw ? String((JSON.parse(raw) as { value?: { id?: string } }).value?.id ?? '') : '';
  });
}

describe('CAS single sign-on in Chromium (own server)', () => {
  it('signs a new person in through the CAS server, and again as the same user', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInThroughCas(page, true);
    await expect
      .poll(() => page.locator('[data-testid="header-user"]').textContent())
      .toContain(PERSON.realname);
    const first = await userId(page);
    expect(first).not.toBe('');
    await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 20_000 }).toBe(0);
    await saveScreenshot(page, 'cas-signed-in');

    // A second sign-in in a fresh browser is the same account, not a second one.
    const other = await browser.newContext({ locale: 'zh-CN' });
    const again = await other.newPage();
    await signInThroughCas(again, true);
    expect(await userId(again)).toBe(first);
    await other.close();
    await context.close();
  });

  it('ends the CAS session on logout, so the next CAS sign-in asks for the password again', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInThroughCas(page, true);
    // While the CAS session lives, CAS sends the browser straight back.
    await page.evaluate(() => localStorage.clear());
    await signInThroughCas(page, false);

    await page.getByRole('button', { name: /退出登录/ }).click();
    await confirmLogout(page);
    await page.getByText('CAS 登录').click();
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await context.close();
  });

  it("ends the console's session when the person logs out at the CAS server", async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInThroughCas(page, true);
    // Another application's logout: the CAS server posts a single-logout request to the console.
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${cas.url}/logout`);
    await elsewhere.getByText('Logout successful').waitFor();
    await page.reload();
    await page.waitForURL(`${server.url}/user/login**`);
    await context.close();
  });
});
