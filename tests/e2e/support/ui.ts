// Locators and steps the browser suites share: antd buttons by their text, table rows, dialogs, the
// sign-in form.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser';

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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (/Content Security Policy|unsafe-eval/i.test(msg.text())) problems.push(`csp: ${msg.text()}`);
  });
  await signInPage(page, baseUrl, username, password);
  return { browser, page };
}

/**
 * Picks the option whose whole text is `option` in the select labelled `label` inside `scope`.
 *
 * @example
 * await choose(page, dialog, '数据库类型', 'SQLite');
 */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const item = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  // A select showing a value: its text lies over the input, so click through it. A click that lands
  // while the form is still settling may not open the list, and a list may close under the pointer
  // when the form re-renders (a live preview answering): open it again and pick again.
  const settled = (step: Promise<unknown>) =>
    step.then(
      () => true,
      () => false,
    );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await scope.getByRole('combobox', { name: label }).click({ force: true });
    if ((await settled(item.waitFor({ timeout: 5_000 }))) && (await settled(item.click({ timeout: 5_000 }))))
      return;
  }
  await item.click();
}
