// Issue 16, the cold load: antd's styles for a console page's first components are built with the app
// (runtime/render/vite/antdStaticStyles.ts) and linked by a cold console load before its first render,
// so antd neither builds nor inserts them in the browser; the sign-in page does not load them. And the
// page's parts arrive without CSS transitions until the first input (runtime/app/holdTransitions.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { DESKTOP, signInPage } from './support/ui';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A class only each component's own styles name (antd prefixes each component's classes). */
const COMPONENTS = ['ant-table-wrapper', 'ant-menu-item', 'ant-tabs-tab', 'ant-pagination-item'];

/** The prebuilt sheets linked, and which antd components had styles inserted at run time. */
function styles(page: Page) {
  return page.evaluate(
    (classes) => ({
      sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
        .map((l) => new URL(l.href).pathname)
        .filter((p) => p.includes('/antd-console-')),
      inserted: [...document.querySelectorAll('style')]
        .map((s) => s.textContent ?? '')
        .flatMap((text) => classes.filter((c) => text.includes(`.${c}`))),
    }),
    COMPONENTS,
  );
}

describe("antd's prebuilt styles", () => {
  it('style a cold console page without antd building them, and stay off the sign-in page', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await signInPage(page, baseUrl, 'admin', adminPassword);
    await page.locator('.ant-menu-item').first().waitFor();
    // Signed in through the page: no sheet linked, and antd built the console's styles on the way.
    const warm = await styles(page);
    expect(warm.sheets).toEqual([]);
    expect(warm.inserted).toEqual(expect.arrayContaining(['ant-menu-item', 'ant-tabs-tab']));

    // A reload of a console page is a cold load: the sheet is linked and antd builds none of its styles.
    await page.goto(`${baseUrl}/caseManage/list`);
    await page.locator('.ant-table-row').first().waitFor();
    const cold = await styles(page);
    expect(cold.sheets).toHaveLength(1);
    expect(cold.inserted).toEqual([]);
    // And they apply: the table's header cells have antd's header background, the tabs their bar.
    const headerBackground = await page
      .locator('.ant-table-thead > tr > th')
      .first()
      .evaluate((th) => getComputedStyle(th).backgroundColor);
    expect(headerBackground).toBe('rgb(250, 250, 250)');
    await expect
      .poll(() =>
        page
          .locator('.ant-tabs-tab')
          .first()
          .evaluate((tab) => getComputedStyle(tab).cursor),
      )
      .toBe('pointer');
    await context.close();
  });

  it('arrive on a cold load without transitions, which run again from the first input', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await signInPage(page, baseUrl, 'admin', adminPassword);
    await page.locator('.ant-menu-item').first().waitFor();
    await page.goto(`${baseUrl}/caseManage/list`);
    await page.locator('.ant-table-row').first().waitFor();
    const state = () =>
      page.evaluate(() => ({
        // Elements' own (a pseudo-element's are not held: holdTransitions.ts).
        running: document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition && !(a.effect as KeyframeEffect).pseudoElement).length,
        button: getComputedStyle(document.querySelector('.ant-btn')!).transitionDuration,
      }));
    // The ink bar, the select-all box and the menu's selection did not slide or fade in.
    expect(await state()).toEqual({ running: 0, button: '0s' });
    await page.mouse.move(400, 300);
    await expect.poll(async () => (await state()).button).not.toBe('0s');
    await context.close();
  });
});
