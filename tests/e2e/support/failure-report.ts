// What a failed browser test prints beside its error: every open tab's address, title, visible text
// and last answers from the server, and a screenshot. A wait that times out says only what it waited
// for; CI keeps no browser, so this is the only way to learn what the page showed instead.
import type { Page } from 'playwright-core';
import { beforeEach, onTestFailed } from 'vitest';
import { openBrowsers, saveScreenshot } from '../../helpers/browser';

const RECENT = 30;
const TEXT_CHARS = 1500;
const BODY_CHARS = 300;
const traffic = new WeakMap<Page, string[]>();

/** Keeps the tab's last RECENT requests' method, path and status (or failure) for a failure report. */
export function recordTraffic(page: Page): void {
  const seen: string[] = [];
  traffic.set(page, seen);
  const note = (line: string): void => {
    seen.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (seen.length > RECENT) seen.shift();
  };
  const path = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '');
  // An API call's start too: one that never answered shows as a start without its answer; a write
  // with the start of what it sent (a field a form lost shows there).
  page.on('request', (req) => {
    if (!path(req.url()).startsWith('/api/')) return;
    // Not what a sign-in or password change sends.
    const secret = /login|password|pwd/i.test(req.url());
    const body = req.method() === 'GET' || secret ? '' : ` ${(req.postData() ?? '').slice(0, BODY_CHARS)}`;
    note(`${req.method()} ${path(req.url())} sent${body}`);
  });
  page.on('response', (res) => note(`${res.request().method()} ${path(res.url())} ${res.status()}`));
  page.on('requestfailed', (req) =>
    note(`${req.method()} ${path(req.url())} failed: ${req.failure()?.errorText ?? '?'}`),
  );
}

async function describeTab(page: Page, name: string): Promise<string> {
  const text = await page
    .evaluate(() => document.body.innerText)
    .then((all) => all.replace(/\s+/g, ' ').slice(0, TEXT_CHARS))
    .catch((err: unknown) => `(no text: ${String(err)})`);
  const shot = await saveScreenshot(page, name).catch((err: unknown) => `(none: ${String(err)})`);
  return [
    `tab ${page.url()} (${await page.title().catch(() => '?')}), screenshot ${shot}`,
    `  text: ${text}`,
    `  last requests:\n${(traffic.get(page) ?? []).map((line) => `    ${line}`).join('\n')}`,
  ].join('\n');
}

/**
 * Registers, for each test of the file, a report of the open tabs of every browser the file launched
 * (tests/helpers/browser.ts keeps them) should the test fail. Registered for every e2e file by
 * tests/e2e/setup.ts.
 *
 * @example
 * reportOnFailure();
 */
export function reportOnFailure(): void {
  beforeEach(({ task }) => {
    onTestFailed(async () => {
      const tabs = [...openBrowsers].flatMap((browser) =>
        browser.contexts().flatMap((context) => context.pages()),
      );
      const slug = task.name.replace(/[^\w一-龥]+/g, '-').slice(0, 60);
      const reports = await Promise.all(tabs.map((tab, at) => describeTab(tab, `failed-${slug}-${at}`)));
      console.error(`"${task.name}" failed; its open tabs:\n${reports.join('\n')}`);
    });
  });
}
