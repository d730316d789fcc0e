// Locators and steps the browser suites share: antd buttons by their text, table rows, dialogs and
// their fields, the side menu, the sign-in form, desktop and phone tabs.
import type { Browser, BrowserContextOptions, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from '../../helpers/browser';
import { recordTraffic } from './failure-report';

/** The desktop tab most suites use. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN' };

/** A 375 px wide phone (touch, mobile viewport). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  locale: 'zh-CN',
  isMobile: true,
  hasTouch: true,
};

/**
 * A button by its whole text; antd puts a space between two CJK characters ('保 存'), so any spacing
 * matches, and an icon's name before the text is allowed.
 *
 * @example
 * await button(dialog, '保存').click();
 */
export const button = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}$`) });

/**
 * The table rows that contain `text`.
 *
 * @example
 * await tableRow(page, '三体').waitFor();
 */
export const tableRow = (page: Page, text: string): Locator =>
  page.locator('tr.ant-table-row').filter({ hasText: text });

/**
 * The topmost dialog that contains `title`.
 *
 * @example
 * const form = dialogTitled(page, '知识库文章');
 */
export const dialogTitled = (page: Page, title: string): Locator =>
  page.locator('.ant-modal').filter({ hasText: title }).last();

/**
 * The topmost dialog that contains `title`, once it is open.
 *
 * @example
 * const dialog = await openedDialog(page, '字典');
 */
export async function openedDialog(page: Page, title: string): Promise<Locator> {
  const dialog = dialogTitled(page, title);
  await dialog.waitFor();
  return dialog;
}

/**
 * Clicks the dialog's "保存" and waits until the dialog is gone.
 *
 * @example
 * await saveDialog(dialog);
 */
export async function saveDialog(dialog: Locator): Promise<void> {
  await button(dialog, '保存').click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Collects the tab's console errors and uncaught exceptions, for a test to expect none.
 *
 * @example
 * const problems = watchProblems(page);
 * expect(problems).toEqual([]);
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  return problems;
}

/**
 * The access token the tab keeps in local storage (SPEC's `pro__Access-Token`), or '' when signed out.
 *
 * @example
 * const token = await storedToken(page);
 */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'));
  return (JSON.parse(raw ?? '{}') as { value?: string }).value ?? '';
}

/**
 * Signs in through the login form and waits for the home page.
 *
 * @example
 * await signInPage(page, baseUrl, 'admin', adminPassword);
 */
export async function signInPage(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/user/login`);
  await page.fill('input[name="username"]', username);
  await page.fill('input[name="password"]', password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/analysis/);
}

/**
 * Confirms the logout the shell's button opened and waits for what follows it (SPEC §4): the router
 * leaves for the login page as soon as the token is forgotten, and the full reload to the site root
 * comes only after the server answered the logout call; typing into the login form before that reload
 * loses the typing. Resolves on the reloaded login page.
 *
 * @example
 * await page.getByRole('button', { name: '退出登录' }).click();
 * await confirmLogout(page);
 */
export async function confirmLogout(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await reloaded;
  await page.waitForURL(/\/user\/login/);
  await page.waitForSelector('input[name="username"]');
}

/**
 * Waits until the CSS animations inside `scope` (a dialog zooming in) have finished, so a screenshot
 * shows it at rest.
 *
 * @example
 * await settled(dialog);
 */
export async function settled(scope: Locator): Promise<void> {
  await scope.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Launches Chromium, opens a desktop zh-CN page that records uncaught errors and Content-Security-Policy
 * violations into `problems`, and signs in; close the browser in `afterAll`.
 *
 * @example
 * ({ browser, page } = await signedInPage(baseUrl, 'admin', adminPassword, problems));
 */
export async function signedInPage(
  baseUrl: string,
  username: string,
  password: string,
  problems: string[],
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const page = await openTab(browser, problems);
  await signInPage(page, baseUrl, username, password);
  return { browser, page };
}

/**
 * Opens a page in a context of its own (no session shared with other tabs; default: a zh-CN desktop)
 * that records uncaught errors and Content-Security-Policy violations into `problems`; close it with
 * `tab.context().close()`.
 *
 * @example
 * const visitor = await openTab(browser, problems, PHONE);
 */
export async function openTab(
  browser: Browser,
  problems: string[],
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  recordTraffic(page);
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (/Content Security Policy|unsafe-eval/i.test(msg.text())) problems.push(`csp: ${msg.text()}`);
  });
  return page;
}

/**
 * Opens a desktop tab of its own (see openTab) and signs `user` in through the login form.
 *
 * @example
 * const own = await signedInTab(browser, baseUrl, partnerUser, problems);
 */
export async function signedInTab(
  browser: Browser,
  baseUrl: string,
  user: { username: string; password: string },
  problems: string[],
): Promise<Page> {
  const page = await openTab(browser, problems);
  await signInPage(page, baseUrl, user.username, user.password);
  return page;
}

/**
 * Opens a page from the side menu as a user clicks it: the folders of `path` first (each only when
 * the next entry is not showing yet), then its last entry; waits until the page's title says it, since
 * navigations are transitions and a click before the last page's chunk arrived would replace it.
 *
 * @example
 * await fromMenu(page, '合作伙伴', '基本信息');
 * await fromMenu(page, '项目');
 */
export async function fromMenu(page: Page, ...path: string[]): Promise<void> {
  const menu = page.locator('.ant-layout-sider .ant-menu');
  for (const [at, name] of path.entries()) {
    const entry = menu.getByText(name, { exact: true });
    const next = path[at + 1];
    if (next === undefined) await entry.click();
    else if (!(await menu.getByText(next, { exact: true }).isVisible())) await entry.click();
  }
  await expect.poll(() => page.title()).toBe(`${path[path.length - 1]} - 支持中心`);
}

/**
 * Fills the text fields labelled by the keys of `values` inside `scope`.
 *
 * @example
 * await fillFields(form, { 公司名称: company, 所在区域: '华东' });
 */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * Types `day` (yyyy-MM-dd) into the date picker labelled `label` and confirms it.
 *
 * @example
 * await pickDate(form, '生效日期', '2027-05-31');
 */
export async function pickDate(scope: Locator, label: string, day: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/**
 * Adds a row to the sub-table of the form `scope` (its "添加一行" button) and fills the row's text
 * cells in order; an undefined value leaves its cell empty.
 *
 * @example
 * await addTableRow(form, ['黄志明', '技术总监', '13800005555']);
 */
export async function addTableRow(scope: Locator, values: readonly (string | undefined)[]): Promise<void> {
  await button(scope, '添加一行').click();
  const cells = scope.locator('tr.ant-table-row').last().locator('input:not([role])');
  for (const [at, value] of values.entries()) if (value !== undefined) await cells.nth(at).fill(value);
}

/**
 * Opens the detail drawer of a table row (its "详情" button), whose title is `title`, and waits until
 * it shows each of `texts` as a whole text; resolves with the drawer.
 *
 * @example
 * await openDetail(page, tableRow(page, company), '合作伙伴详情', [company, '黄志明']);
 */
export async function openDetail(
  page: Page,
  row: Locator,
  title: string,
  texts: readonly string[],
): Promise<Locator> {
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: title });
  for (const text of texts) await drawer.getByText(text, { exact: true }).first().waitFor();
  return drawer;
}

/**
 * Clicks the dialog's "保存", expects the call to `path` to answer 200 and waits until the dialog is
 * gone; resolves with that answer.
 *
 * @example
 * const response = await saveForm(page, form, '/biz/partner/add');
 */
export async function saveForm(page: Page, form: Locator, path: string): Promise<Response> {
  const saved = page.waitForResponse((r) => r.url().includes(path));
  await button(form, '保存').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await form.waitFor({ state: 'detached' });
  return response;
}

/**
 * The select dropdown that is open now. A dropdown closed a moment ago stays visible while it fades
 * out (its class names end in `-leave`) and comes first in the page, so without the exclusion a quick
 * second pick lands in the previous select's fading list.
 */
export const OPEN_SELECT_DROPDOWN = '.ant-select-dropdown:visible:not([class*="-leave"])';

/**
 * The option whose whole text is `text` in the open select dropdown.
 *
 * @example
 * await selectOption(page, 'SQLite').click();
 */
export function selectOption(page: Page, text: string): Locator {
  return page
    .locator(`${OPEN_SELECT_DROPDOWN} .ant-select-item-option`)
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}

/**
 * Picks the option whose whole text is `option` in the select labelled `label` inside `scope`. With
 * `search`, types the option's text into the (searchable) select first, as a user finds one among
 * many.
 *
 * @example
 * await choose(page, dialog, '数据库类型', 'SQLite');
 * await choose(page, form, '合作伙伴', company, { search: true });
 */
export async function choose(
  page: Page,
  scope: Locator,
  label: string,
  option: string,
  { search = false } = {},
): Promise<void> {
  const select = scope.getByRole('combobox', { name: label });
  const item = selectOption(page, option);
  // A select showing a value: its text lies over the input, so click through it. A click that lands
  // while the form is still settling may not open the list, and a list may close under the pointer
  // when the form re-renders (a live preview answering): open it again and pick again.
  const settled = (step: Promise<unknown>) =>
    step.then(
      () => true,
      () => false,
    );
  // A click on an option of a list that is closing may select nothing: the pick holds only once the
  // select shows a value (its shown text may differ from the option's, so only its presence counts).
  const holder = select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = () =>
    settled(holder.locator('.ant-select-selection-item').first().waitFor({ timeout: 2_000 }));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await select.click({ force: true });
    if (search) await select.fill(option);
    if (
      (await settled(item.waitFor({ timeout: 5_000 }))) &&
      (await settled(item.click({ timeout: 5_000 }))) &&
      (await shown())
    )
      return;
  }
  await item.click();
}
