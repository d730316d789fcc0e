// The seven monitoring pages in Chromium against the real server, opened from the side menu as an admin
// would, in Chinese and in English: each shows live figures from /sys/monitor/* (never the "not
// available" result), the trace lists a request this test made, and the Redis terminal refuses
// FLUSHALL with the server's message. The e2e server runs without REDIS_URL (global-setup.ts), so the
// Redis page shows its "not configured" state and the terminal's refusal says why.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signIn } from './support/api';
import { adminSession } from './support/session';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const marker = `/sys/monitor-e2e-${Date.now().toString(36)}`;

let page: Page;
const { problems } = adminSession((admin) => ({ page } = admin));

/** Menu labels and page headings by language; the two renamed entries say what they show. */
const LANGS = {
  'zh-CN': {
    group: '系统监控',
    notAvailable: '页面暂未开放',
    pages: [
      { menu: 'Node运行时', heading: 'Node 运行时' },
      { menu: 'HTTP服务', heading: 'HTTP 服务' },
      { menu: '系统信息', heading: '系统' },
      { menu: '磁盘监控', heading: '磁盘' },
      { menu: '请求追踪', heading: 'HTTP 请求追踪' },
      { menu: 'Redis监控', heading: 'Redis' },
    ],
    terminal: {
      menu: 'Redis终端',
      heading: 'Redis 终端',
      input: /输入命令/,
      refused: /已拒绝：\S+|执行失败：\S+/,
    },
    redisOff: '未配置 Redis',
  },
  'en-US': {
    group: 'Monitoring',
    notAvailable: 'This page is not available yet',
    pages: [
      { menu: 'Node runtime', heading: 'Node runtime' },
      { menu: 'HTTP server', heading: 'HTTP server' },
      { menu: 'System information', heading: 'System' },
      { menu: 'Disks', heading: 'Disks' },
      { menu: 'HTTP trace', heading: 'HTTP request trace' },
      { menu: 'Redis', heading: 'Redis' },
    ],
    terminal: {
      menu: 'Redis terminal',
      heading: 'Redis terminal',
      input: /Type a command/,
      refused: /Refused: \S+|Failed: \S+/,
    },
    redisOff: 'Redis not configured',
  },
} as const;

/** Clicks a monitoring entry in the side menu (opening the group first) and waits for its heading. */
async function open(group: string, menu: string, heading: string): Promise<void> {
  const side = page.locator('.ant-layout-sider .ant-menu');
  const entry = side.getByText(menu, { exact: true });
  if (!(await entry.isVisible())) await side.getByText(group, { exact: true }).click();
  await entry.click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 15_000 });
}

/** The figures of the page's stat cards, once they arrived (the skeletons replaced). */
async function statValues(): Promise<string[]> {
  await page.locator('.ant-statistic-content-value').first().waitFor({ timeout: 15_000 });
  return page.locator('.ant-statistic-content-value').allTextContents();
}

beforeAll(async () => {
  // A request the trace must show: an unknown path under the API base answers 404.
  const token = await signIn(baseUrl, 'admin', adminPassword);
  // Its body may not be an envelope; only the request matters here.
  await api(baseUrl, marker, token).catch(() => undefined);
});

describe.each(['zh-CN', 'en-US'] as const)('monitoring pages in %s', (lang) => {
  const text = LANGS[lang];

  beforeAll(async () => {
    if (lang === 'en-US') await page.getByRole('button', { name: /English/ }).click();
  });

  it.each(text.pages.map((p) => [p.menu, p] as const))('%s shows live figures', async (_name, target) => {
    await open(text.group, target.menu, target.heading);
    const body = (await page.textContent('main, .ant-layout-content')) ?? '';
    expect(body).not.toContain(text.notAvailable);
    if (target.menu === 'Redis' || target.menu === 'Redis监控') {
      // The e2e server has no REDIS_URL.
      await page.getByText(text.redisOff).waitFor();
      return;
    }
    if (target.heading === 'HTTP 请求追踪' || target.heading === 'HTTP request trace') {
      // Opening the pages before this one (and their assets) pushed the request far down the trace:
      // find it with the page's own path filter.
      const filter = page.locator(`input[aria-label="${lang === 'zh-CN' ? '路径包含' : 'Path contains'}"]`);
      await filter.fill(marker);
      await filter.press('Enter');
      await page.locator('.ant-table-row').filter({ hasText: marker }).first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.locator('.ant-table-row').filter({ hasText: marker }).first().textContent())
        .toContain('404');
      return;
    }
    const values = await statValues();
    expect(values.some((v) => /\d/.test(v))).toBe(true);
  });

  it('the Redis terminal refuses FLUSHALL with a message', async () => {
    await open(text.group, text.terminal.menu, text.terminal.heading);
    const input = page.getByRole('searchbox', { name: text.terminal.input });
    await input.fill('FLUSHALL');
    await input.press('Enter');
    const log = page.getByRole('log');
    await expect.poll(() => log.textContent(), { timeout: 10_000 }).toContain('> FLUSHALL');
    await expect.poll(() => log.textContent()).toMatch(text.terminal.refused);
  });
});

describe('the session', () => {
  it('had no page errors', () => {
    expect(problems).toEqual([]);
  });
});
