// Sales certificates in Chromium against the real server (issue 13, "done when"): an administrator
// issues a certificate with a PDF to the seeded partner 华东云联 (A02A01), gets a number from the
// sales_cert_no fill rule, renews it and sees the expiring demo certificate highlighted; a user of that
// partner's organisation sees only its own certificates, without renew or revoke.
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { departId } from '../../server/src/db/seed/rows';
import { saveScreenshot } from '../helpers/browser';
import { button, choose, dialogTitled, signInPage, signedInPage, tableRow } from './support/ui';
import { createUser } from './support/users';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const stamp = Date.now().toString(36);
const user = { username: `e2e_cert_${stamp}`, realname: '证书管理员', password: 'Cert-Passw0rd!' };
const partnerUser = {
  username: `e2e_certp_${stamp}`,
  realname: '华东云联 孙悦',
  password: 'Partner-Passw0rd!',
};
const holder = `测试持证人${stamp}`;

/** Moves a user into the seeded partner organisation A02A01 (createUser puts everyone in A01). */
function joinPartnerOrg(username: string): void {
  const db = new Database(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare('SELECT id FROM sys_user WHERE username = ?').get(username) as { id: string };
    db.prepare("UPDATE sys_user SET org_code = 'A02A01' WHERE id = ?").run(row.id);
    db.prepare('UPDATE sys_user_depart SET dep_id = ? WHERE user_id = ?').run(departId('A02A01'), row.id);
  } finally {
    db.close();
  }
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  await createUser(dataDir, user, 'admin');
  ({ browser, page } = await signedInPage(baseUrl, user.username, user.password, problems));
});

afterAll(async () => {
  await browser?.close();
});

async function pickDate(scope: ReturnType<typeof dialogTitled>, label: string, day: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

describe('sales certificates in the browser', () => {
  it('an administrator issues a numbered certificate with a PDF and renews it', async () => {
    await page.goto(`${baseUrl}/salesCertificate`);
    // The demo certificate of 华东云联 expiring within 30 days: its valid-to date is highlighted.
    await tableRow(page, '孙悦').locator('.list-cell-highlight-warning').waitFor();
    await button(page, '签发证书').click();
    const form = dialogTitled(page, '销售证书');
    await choose(page, form, '合作伙伴', '华东云联科技有限公司');
    await form.getByLabel('持证人', { exact: true }).fill(holder);
    await choose(page, form, '产品线', '对象存储');
    await choose(page, form, '证书级别', '认证解决方案顾问');
    await pickDate(form, '生效日期', isoDay(-1));
    await pickDate(form, '到期日期', isoDay(20));
    const dir = mkdtempSync(join(tmpdir(), 'cert-'));
    const pdf = join(dir, '销售证书.pdf');
    writeFileSync(pdf, '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const uploaded = page.waitForResponse((r) => r.url().includes('/sys/common/upload'));
    await form.locator('input[type="file"]').setInputFiles(pdf);
    expect((await uploaded).status()).toBe(200);
    const saved = page.waitForResponse((r) => r.url().includes('/biz/salesCertificate/add'));
    await button(form, '保存').click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
    const certNo = String(((await response.json()) as { result: { certNo: string } }).result.certNo);
    expect(certNo).toMatch(/^SC-\d{8}-\d{4}$/);
    await form.waitFor({ state: 'detached' });
    const row = tableRow(page, holder);
    await row.filter({ hasText: certNo }).filter({ hasText: '即将到期' }).waitFor();
    await saveScreenshot(page, 'certificate-list');

    // Renew sits in the row's "更多" menu (details and edit come first).
    await row.getByText('更多').hover();
    await page.getByRole('menuitem', { name: '续期' }).click();
    const renew = dialogTitled(page, '证书续期');
    await pickDate(renew, '新到期日期', isoDay(400));
    const renewed = page.waitForResponse((r) => r.url().includes('/biz/salesCertificate/renew'));
    await button(renew, '保存').click();
    expect((await renewed).status()).toBe(200);
    await renew.waitFor({ state: 'detached' });
    await row
      .filter({ hasText: '有效' })
      .filter({ hasText: isoDay(400) })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('a partner user sees only its organisation’s certificates, read-only', async () => {
    await createUser(dataDir, partnerUser, 'partner');
    joinPartnerOrg(partnerUser.username);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const own = await context.newPage();
    own.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    try {
      await signInPage(own, baseUrl, partnerUser.username, partnerUser.password);
      await own.goto(`${baseUrl}/salesCertificate`);
      await tableRow(own, holder).waitFor();
      await tableRow(own, '孙悦').waitFor();
      // 北辰数智's certificate (刘洋) is another organisation's.
      expect(await tableRow(own, '刘洋').count()).toBe(0);
      expect(await own.getByRole('button', { name: /续\s*期|吊\s*销|签发证书/ }).count()).toBe(0);
      await saveScreenshot(own, 'certificate-list-partner');
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
