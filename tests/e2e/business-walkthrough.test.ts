// Issue 13, "done when", as one story in Chromium against the real server, the way a new user goes
// through it (side menu, forms, buttons): an administrator adds a certified partner with a contact,
// a project for it and a sales certificate with a PDF, whose number the server gives; a user of that
// partner signs in, sees its own company, project and certificate and no other partner's, edits its
// company profile on 基本信息 and downloads a version file whose SHA-256 matches the checksum shown; an
// anonymous visitor on a 375 px wide phone finds the partner by name at /partner/search without the
// page scrolling sideways.
//
// Setup outside the story goes through the API or the database: the partner's organisation (the
// department whose users are the partner's users; department administration has its own suite) and
// the partner user's account.
import type { Locator, Page } from 'playwright-core';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { departId } from '../../server/src/db/seed/rows';
import { saveScreenshot } from '../helpers/browser';
import { api, signIn } from './support/api';
import { tinyPdf } from './support/files';
import { partnerTab, signedInSession } from './support/session';
import {
  PHONE,
  addTableRow,
  button,
  choose,
  dialogTitled,
  fillFields,
  fromMenu,
  openDetail,
  openTab,
  pickDate,
  saveForm,
  tableRow,
} from './support/ui';

const stamp = Date.now().toString(36);
const company = `青岚云图科技有限公司 ${stamp}`;
const website = `https://www.qinglan-${stamp}.example.com`;
const newWebsite = `https://cloud.qinglan-${stamp}.example.com`;
const contact = { name: '陆晓雯', title: '渠道总监', phone: '13900007788' };
const project = `青岛港口物流数据上云 ${stamp}`;
const holder = `青岚持证人${stamp}`;
const administrator = { username: `e2e_walk_${stamp}`, realname: '渠道运营', password: 'Walk-Passw0rd!' };
const partnerUser = {
  username: `e2e_qinglan_${stamp}`,
  realname: '青岚 陆晓雯',
  password: 'Qinglan-Passw0rd!',
};
/** Records of the seeded partner 华东云联 (A02A01) and of 北辰数智, another partner. */
const others = {
  company: '华东云联科技有限公司',
  projects: ['苏州精工制造 ERP 上云迁移', '城商行容器云平台二期'],
  holders: ['孙悦', '刘洋'],
};

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const baseUrl = inject('baseUrl');
const admin = signedInSession(administrator);
/** The code of the partner's organisation, under 合作伙伴 (A02). */
let orgCode: string;
/** The number the server gave the certificate. */
let certNo: string;

/** Opens the list `menu` leads to, clicks its add button `add` and returns the form it opens. */
async function newRecord(menu: string[], add: string, title: string): Promise<Locator> {
  await fromMenu(admin.page, ...menu);
  await button(admin.page, add).click();
  return dialogTitled(admin.page, title);
}

beforeAll(async () => {
  const token = await signIn(baseUrl, 'admin', inject('adminPassword'));
  const { body } = await api<{ success: boolean; message: string; result: { orgCode: string } }>(
    baseUrl,
    '/sys/sysDepart/add',
    token,
    { method: 'POST', body: JSON.stringify({ departName: company, parentId: departId('A02') }) },
  );
  expect(body.success, body.message).toBe(true);
  orgCode = body.result.orgCode;
});

describe('issue 13 walkthrough', () => {
  describe('an administrator', () => {
    it('adds a certified partner with a contact', async () => {
      const { page } = admin;
      const form = await newRecord(['合作伙伴', '合作伙伴列表'], '新增伙伴', '合作伙伴');
      await fillFields(form, { 公司名称: company, 所在区域: '华北', 行业: '交通物流' });
      await choose(page, form, '伙伴级别', '银牌');
      await choose(page, form, '认证状态', '已认证');
      // Product lines: several of the one product_line dictionary.
      await choose(page, form, '产品线', '弹性云主机');
      await choose(page, form, '产品线', '对象存储');
      await fillFields(form, { 所属组织编码: orgCode, 官网: website });
      await addTableRow(form, [contact.name, contact.title, contact.phone]);
      await saveForm(page, form, '/biz/partner/add');

      const row = tableRow(page, company).filter({ hasText: '已认证' }).filter({ hasText: '银牌' });
      await openDetail(page, row, '合作伙伴详情', [company, '交通物流', contact.name, contact.phone]);
      await saveScreenshot(page, 'walkthrough-partner');
      await page.locator('.ant-drawer-close').click();
      expect(admin.problems).toEqual([]);
    });

    it('adds a project for that partner', async () => {
      const { page } = admin;
      const form = await newRecord(['项目'], '新增项目', '项目');
      await fillFields(form, { 项目名称: project, 客户名称: '青岛港集团', '项目金额（元）': '1260000' });
      // Among many partners, the user types the company's name to find it.
      await choose(page, form, '合作伙伴', company, { search: true });
      await choose(page, form, '产品线', '对象存储');
      await choose(page, form, '项目阶段', '方案');
      await pickDate(form, '预计成交日期', isoDay(90));
      await saveForm(page, form, '/biz/project/add');
      await tableRow(page, project).filter({ hasText: company }).filter({ hasText: '方案' }).waitFor();
      expect(admin.problems).toEqual([]);
    });

    it('issues the partner a sales certificate with a PDF, numbered by the server', async () => {
      const { page } = admin;
      const form = await newRecord(['销售证书'], '签发证书', '销售证书');
      await choose(page, form, '合作伙伴', company, { search: true });
      await fillFields(form, { 持证人: holder });
      await choose(page, form, '产品线', '对象存储');
      await choose(page, form, '证书级别', '认证销售专员');
      await pickDate(form, '生效日期', isoDay(0));
      await pickDate(form, '到期日期', isoDay(365));
      const uploaded = page.waitForResponse((r) => r.url().includes('/sys/common/upload'));
      await form.locator('input[type="file"]').setInputFiles(tinyPdf('青岚销售证书.pdf'));
      expect((await uploaded).status()).toBe(200);
      await form.getByText('青岚销售证书.pdf').waitFor();
      await saveForm(page, form, '/biz/salesCertificate/add');

      // The list holds many certificates: the user narrows it to the partner's.
      const search = page.locator('form').filter({ hasText: '证书编号' }).first();
      await choose(page, search, '合作伙伴', company, { search: true });
      await button(page, '查询').click();
      const row = tableRow(page, holder).filter({ hasText: company });
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toMatch(/SC-\d{8}-\d{4}/);
      certNo = /SC-\d{8}-\d{4}/.exec(text)![0];
      await saveScreenshot(page, 'walkthrough-certificate');
      expect(admin.problems).toEqual([]);
    });
  });

  describe('a user of the partner', () => {
    /** The partner user's desktop tab, signed in for every step of this part. */
    let partner: Page;

    beforeAll(async () => {
      partner = await partnerTab(admin, partnerUser, orgCode);
    });

    afterAll(async () => {
      await partner?.context().close();
    });

    it('sees its own company, project and certificate, and no other partner’s', async () => {
      await fromMenu(partner, '合作伙伴', '基本信息');
      await partner.getByText(company, { exact: true }).waitFor();
      expect(await partner.getByText(others.company).count()).toBe(0);

      await fromMenu(partner, '项目');
      await tableRow(partner, project).waitFor();
      expect(await partner.locator('tr.ant-table-row:visible').count()).toBe(1);
      for (const name of others.projects) expect(await partner.getByText(name).count()).toBe(0);

      await fromMenu(partner, '销售证书');
      await tableRow(partner, certNo).filter({ hasText: holder }).waitFor();
      expect(await partner.locator('tr.ant-table-row:visible').count()).toBe(1);
      for (const name of others.holders) expect(await tableRow(partner, name).count()).toBe(0);
      expect(admin.problems).toEqual([]);
    });

    it('changes its website on 基本信息 and sees it after a reload', async () => {
      await fromMenu(partner, '合作伙伴', '基本信息');
      await button(partner, '编辑资料').click();
      const form = dialogTitled(partner, '编辑公司资料');
      await fillFields(form, { 官网: newWebsite });
      await saveForm(partner, form, '/biz/partner/edit');
      await partner.reload();
      await partner.getByText(newWebsite, { exact: true }).waitFor();
      expect(await partner.getByText(website, { exact: true }).count()).toBe(0);
      await saveScreenshot(partner, 'walkthrough-basic-info');
      expect(admin.problems).toEqual([]);
    });

    it('downloads a version file whose SHA-256 matches the checksum shown', async () => {
      await fromMenu(partner, '下载中心', '版本');
      await partner.getByRole('button', { name: '3.2.1', exact: true }).click();
      const drawer = partner.locator('.ant-drawer-content').filter({ hasText: '安装文件' });
      const line = drawer.getByTestId('stored-file').filter({ hasText: '安装说明.txt' });
      const shown = /SHA-256 ([0-9a-f]{64})/.exec((await line.textContent()) ?? '')?.[1];
      expect(shown).toMatch(/^[0-9a-f]{64}$/);
      const [download] = await Promise.all([
        partner.waitForEvent('download'),
        line.getByRole('button', { name: /安装说明\.txt/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('ecs-agent-3.2.1-安装说明.txt');
      const bytes = await readFile((await download.path())!);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
      await saveScreenshot(partner, 'walkthrough-version-download');
    });
  });

  describe('an anonymous visitor on a 375 px wide phone', () => {
    it('finds the partner by name at /partner/search, and the page does not scroll sideways', async () => {
      const visitor = await openTab(admin.browser, admin.problems, PHONE);
      try {
        await visitor.goto(`${baseUrl}/partner/search`);
        await visitor.getByLabel('公司名称').fill(company);
        await button(visitor, '查询').click();
        const card = visitor.locator('.ant-card').filter({ hasText: company });
        await card.waitFor();
        expect(await card.isVisible()).toBe(true);
        expect(new URL(visitor.url()).pathname).toBe('/partner/search');
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await saveScreenshot(visitor, 'walkthrough-partner-search');
      } finally {
        await visitor.context().close();
      }
      expect(admin.problems).toEqual([]);
    });
  });
});
