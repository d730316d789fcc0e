// Launches Debian's Chromium through playwright-core (Playwright cannot download browsers here).
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = 'test-results/e2e';

/** The browsers launched in this test file and not closed yet (tests/e2e/support/failure-report.ts). */
export const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** Saves a full-page screenshot as a test artifact and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = `${ARTIFACTS_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
