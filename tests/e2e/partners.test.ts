// Partners in Chromium against the real server (issue 13, "done when"): an administrator adds a
// certified partner with a contact from the partner list (schemas/pages/partner/*), sees it with its
// contact in the detail drawer; a user of the seeded partner organisation (A02A01) edits its own
// company's profile on the basic-info page; an anonymous visitor on a 375 px wide phone finds the new
// partner at /partner/search, and the page never scrolls sideways.
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../helpers/browser';
import { asPartner, signedInSession } from './support/session';
import {
  PHONE,
  addTableRow,
  button,
  choose,
  dialogTitled,
  openDetail,
  openTab,
  saveForm,
  tableRow,
} from './support/ui';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const user = { username: `e2e_channel_${stamp}`, realname: '渠道管理员', password: 'Channel-Passw0rd!' };
const company = `闽南星河云科技 ${stamp}`;
const partnerUser = {
  username: `e2e_hdyl_${stamp}`,
  realname: '华东云联 周涛',
  password: 'Partner-Passw0rd!',
};

const admin = signedInSession(user);

describe('partners in the browser', () => {
  it('an administrator adds a certified partner with a contact', async () => {
    const { page, problems } = admin;
    await page.goto(`${baseUrl}/partner/list`);
    await tableRow(page, '华东云联科技有限公司').waitFor();
    await button(page, '新增伙伴').click();
    const form = dialogTitled(page, '合作伙伴');
    await form.getByLabel('公司名称', { exact: true }).fill(company);
    await choose(page, form, '伙伴级别', '金牌');
    await choose(page, form, '认证状态', '已认证');
    await form.getByLabel('所在区域', { exact: true }).fill('华南');
    await choose(page, form, '产品线', '对象存储');
    await choose(page, form, '产品线', '云备份');
    await form.getByLabel('官网', { exact: true }).fill('https://www.xinghe.example.com');
    await addTableRow(form, ['黄志明', '技术总监', '13800005555']);
    await saveScreenshot(page, 'partner-form');
    await saveForm(page, form, '/biz/partner/add');

    const row = tableRow(page, company);
    await row.filter({ hasText: '已认证' }).filter({ hasText: '金牌' }).waitFor();
    await openDetail(page, row, '合作伙伴详情', [company, '黄志明', '技术总监', '13800005555']);
    await saveScreenshot(page, 'partner-detail');
    expect(problems).toEqual([]);
  });

  it('a partner user edits its own company’s profile and contacts, but not its terms', async () => {
    await asPartner(admin, partnerUser, async (own) => {
      await own.goto(`${baseUrl}/partner/basicInfo`);
      await own.getByText('华东云联科技有限公司', { exact: true }).waitFor();
      await own.getByText('周涛', { exact: true }).first().waitFor();
      await button(own, '编辑资料').click();
      const form = dialogTitled(own, '编辑公司资料');
      const address = form.getByLabel('地址', { exact: true });
      await address.waitFor();
      // Level, certification and terms are not offered to a partner.
      expect(await form.getByLabel('伙伴级别', { exact: true }).count()).toBe(0);
      await address.fill(`上海市浦东新区科苑路 ${stamp} 号`);
      await addTableRow(form, ['钱多多', undefined, '13800006666']);
      await saveForm(own, form, '/biz/partner/edit');
      await own.getByText(`上海市浦东新区科苑路 ${stamp} 号`, { exact: true }).waitFor();
      // The related contact list keeps its rows across the detail's refresh: read the page again.
      await own.reload();
      await own.getByText('钱多多', { exact: true }).first().waitFor();
      await saveScreenshot(own, 'partner-basic-info');
    });
    expect(admin.problems).toEqual([]);
  });

  it('an anonymous visitor on a phone finds the certified partner at /partner/search', async () => {
    const phone = await launchBrowser();
    try {
      const errors: string[] = [];
      const visitor = await openTab(phone, errors, PHONE);
      await visitor.goto(`${baseUrl}/partner/search`);
      await visitor.getByText('查找已认证的云服务合作伙伴').waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/partner/search');
      await visitor.getByLabel('公司名称').fill(stamp);
      await choose(visitor, visitor.locator('form'), '产品线', '云备份');
      await button(visitor, '查询').click();
      const card = visitor.locator('.ant-card').filter({ hasText: company });
      await card.waitFor();
      expect(await card.textContent()).toContain('金牌');
      // Private properties (the contact) never reach the anonymous page.
      expect(await visitor.content()).not.toContain('13800005555');
      await visitor.getByText('共 1 家已认证合作伙伴').waitFor();
      const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await saveScreenshot(visitor, 'partner-search-phone');
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
