// Issue 11, "done when": a partner sees only the work orders it created — in the list, the detail, the
// export and the history — and another partner's work order is a 404, in Chromium and at the API. The
// seeded data rule of the partner role does it (server/src/db/seed/data-rules.ts).
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { api, signIn } from './support/api';
import { signInPage, tableRow } from './support/ui';
import { createUser, grantToRole, type TestUser } from './support/users';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const stamp = Date.now().toString(36);
const ALICE: TestUser = { username: `alice_${stamp}`, realname: 'Alice 伙伴', password: 'Partner-pass-1' };
const BOB: TestUser = { username: `bob_${stamp}`, realname: 'Bob 伙伴', password: 'Partner-pass-1' };

interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

let browser: Browser;
let page: Page;
let alice: string;
let bob: string;
const cases: Record<string, string> = {};

async function addCase(token: string, title: string): Promise<string> {
  const added = await api<Envelope<{ id: string } | null>>(baseUrl, '/biz/case/add', token, {
    method: 'POST',
    body: JSON.stringify({
      title,
      customerName: '云上客户',
      product: '云服务器',
      caseType: '1',
      priority: 'M',
      status: '0',
      description: '分区扩容后无法挂载',
    }),
  });
  expect(added.body.success, added.body.message).toBe(true);
  const listed = await api<Envelope<{ records: { id: string }[] }>>(
    baseUrl,
    `/biz/case/list?title=${encodeURIComponent(title)}`,
    token,
  );
  return listed.body.result.records[0]!.id;
}

beforeAll(async () => {
  await createUser(dataDir, ALICE, 'partner');
  await createUser(dataDir, BOB, 'partner');
  alice = await signIn(baseUrl, ALICE.username, ALICE.password);
  bob = await signIn(baseUrl, BOB.username, BOB.password);
  cases.alice = await addCase(alice, `Alice 的工单 ${stamp}`);
  cases.bob = await addCase(bob, `Bob 的工单 ${stamp}`);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('a partner and its work orders', () => {
  it('lists and opens only its own, and gets a 404 page for another partner’s', async () => {
    await signInPage(page, baseUrl, ALICE.username, ALICE.password);
    await page.goto(`${baseUrl}/caseManage/list`);
    await tableRow(page, `Alice 的工单 ${stamp}`).waitFor();
    expect(await tableRow(page, `Bob 的工单 ${stamp}`).count()).toBe(0);
    await saveScreenshot(page, 'partner-scoping-list');

    await page.goto(`${baseUrl}/caseManage/detail?id=${cases.alice}`);
    await page.getByText(`Alice 的工单 ${stamp}`).first().waitFor();
    await page.goto(`${baseUrl}/caseManage/detail?id=${cases.bob}`);
    await page.getByText('未找到对应实体').first().waitFor();
    expect(await page.getByText(`Bob 的工单 ${stamp}`).count()).toBe(0);
    await saveScreenshot(page, 'partner-scoping-other');
  });

  it('is answered 404 by the server for another partner’s work order, its contacts and history', async () => {
    const other = await api<Envelope<null>>(baseUrl, `/biz/case/queryById?id=${cases.bob}`, alice);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, code: 404, message: '未找到对应实体' });
    const contacts = await api(baseUrl, `/biz/case/queryContactsByMainId?id=${cases.bob}`, alice);
    expect(contacts.status).toBe(404);
    const history = await api<Envelope<unknown>>(
      baseUrl,
      `/sys/dataLog/queryDataVerList?dataTable=biz_case&dataId=${cases.bob}`,
      alice,
    );
    expect(history.body.success).toBe(false);
    const own = await api<Envelope<unknown>>(baseUrl, `/biz/case/queryById?id=${cases.alice}`, alice);
    expect(own.body.success).toBe(true);
  });

  it('exports only its own work orders once it may export', async () => {
    // Partners are not given export by the seed; the data rule must hold for those who are.
    expect(grantToRole(dataDir, 'partner', { codes: ['biz:case:export'] })).toBe(1);
    const token = await signIn(baseUrl, ALICE.username, ALICE.password);
    const res = await fetch(`${baseUrl}/api/biz/case/exportXls`, { headers: { 'X-Access-Token': token } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const cells = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(cells).toContain(`Alice 的工单 ${stamp}`);
    expect(cells).not.toContain(`Bob 的工单 ${stamp}`);
  });
});
