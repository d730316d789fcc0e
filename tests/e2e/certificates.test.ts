// Sales certificates in Chromium against the real server (issue 13, "done when"): an administrator
// issues a certificate with a PDF to the seeded partner 华东云联 (A02A01), gets a number from the
// sales_cert_no fill rule, renews it and sees the expiring demo certificate highlighted; a user of that
// partner's organisation sees only its own certificates, without renew or revoke.
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from '../helpers/browser';
import { tinyPdf } from './support/files';
import { asPartner, signedInSession } from './support/session';
import { button, choose, dialogTitled, pickDate, saveForm, tableRow } from './support/ui';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const user = { username: `e2e_cert_${stamp}`, realname: '证书管理员', password: 'Cert-Passw0rd!' };
const partnerUser = {
  username: `e2e_certp_${stamp}`,
  realname: '华东云联 孙悦',
  password: 'Partner-Passw0rd!',
};
const holder = `测试持证人${stamp}`;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const admin = signedInSession(user);

describe('sales certificates in the browser', () => {
  it('an administrator issues a numbered certificate with a PDF and renews it', async () => {
    const { page, problems } = admin;
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
    const uploaded = page.waitForResponse((r) => r.url().includes('/sys/common/upload'));
    await form.locator('input[type="file"]').setInputFiles(tinyPdf('销售证书.pdf'));
    expect((await uploaded).status()).toBe(200);
    const response = await saveForm(page, form, '/biz/salesCertificate/add');
    const certNo = String(((await response.json()) as { result: { certNo: string } }).result.certNo);
    expect(certNo).toMatch(/^SC-\d{8}-\d{4}$/);
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
    await asPartner(admin, partnerUser, async (own) => {
      await own.goto(`${baseUrl}/salesCertificate`);
      await tableRow(own, holder).waitFor();
      await tableRow(own, '孙悦').waitFor();
      // 北辰数智's certificate (刘洋) is another organisation's.
      expect(await tableRow(own, '刘洋').count()).toBe(0);
      expect(await own.getByRole('button', { name: /续\s*期|吊\s*销|签发证书/ }).count()).toBe(0);
      await saveScreenshot(own, 'certificate-list-partner');
    });
    expect(admin.problems).toEqual([]);
  });
});
