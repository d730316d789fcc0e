// Projects in Chromium against the real server (issue 13, "done when"): an administrator adds a project
// for the seeded partner 华东云联 from the project list (schemas/pages/project/*) and opens its detail;
// a user of that partner's organisation (A02A01) sees the new project in its own list, and none of
// another partner's projects.
import { join } from 'node:path';
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
const user = { username: `e2e_sales_${stamp}`, realname: '销售运营', password: 'Sales-Passw0rd!' };
const partnerUser = {
  username: `e2e_hdxs_${stamp}`,
  realname: '华东云联 孙悦',
  password: 'Partner-Passw0rd!',
};
const project = `常州新能源电池云平台 ${stamp}`;

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

describe('projects in the browser', () => {
  it('an administrator adds a project for a partner and opens its detail', async () => {
    await page.goto(`${baseUrl}/project`);
    await tableRow(page, '苏州精工制造 ERP 上云迁移').waitFor();
    await button(page, '新增项目').click();
    const form = dialogTitled(page, '项目');
    await form.getByLabel('项目名称', { exact: true }).fill(project);
    await choose(page, form, '合作伙伴', '华东云联科技有限公司');
    await form.getByLabel('客户名称', { exact: true }).fill('常州储能科技有限公司');
    await choose(page, form, '产品线', '计算');
    await choose(page, form, '项目阶段', '商机确认');
    await form.getByLabel('项目金额（元）', { exact: true }).fill('680000');
    const date = form.getByLabel('预计成交日期', { exact: true });
    await date.click();
    await date.fill('2027-05-31');
    await date.press('Enter');
    await saveScreenshot(page, 'project-form');
    const saved = page.waitForResponse((r) => r.url().includes('/biz/project/add'));
    await button(form, '保存').click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
    await form.waitFor({ state: 'detached' });

    const row = tableRow(page, project);
    await row.filter({ hasText: '商机确认' }).filter({ hasText: '华东云联科技有限公司' }).waitFor();
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '项目详情' });
    for (const text of [project, '常州储能科技有限公司', '2027-05-31', 'A02A01']) {
      await drawer.getByText(text, { exact: true }).first().waitFor();
    }
    await saveScreenshot(page, 'project-detail');
    await page.locator('.ant-drawer-close').click();

    // Search by partner picks the company from the partner list, not a typed key.
    const search = page.locator('form').filter({ hasText: '项目名称' }).first();
    await choose(page, search, '合作伙伴', '北辰数智信息技术有限公司');
    await button(page, '查询').click();
    await tableRow(page, '城商行容器云平台二期').waitFor();
    await tableRow(page, project).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('a partner user sees its organisation’s projects only', async () => {
    await createUser(dataDir, partnerUser, 'partner');
    joinPartnerOrg(partnerUser.username);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const own = await context.newPage();
    own.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    try {
      await signInPage(own, baseUrl, partnerUser.username, partnerUser.password);
      await own.goto(`${baseUrl}/project`);
      await tableRow(own, project).waitFor();
      // 北辰数智's project is another organisation's; the list answers only A02A01's rows.
      expect(await own.getByText('城商行容器云平台二期').count()).toBe(0);
      expect(await button(own, '新增项目').count()).toBe(0);
      await saveScreenshot(own, 'project-partner-list');
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
