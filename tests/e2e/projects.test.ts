// Projects in Chromium against the real server (issue 13, "done when"): an administrator adds a project
// for the seeded partner 华东云联 from the project list (schemas/pages/project/*) and opens its detail;
// a user of that partner's organisation (A02A01) sees the new project in its own list, and none of
// another partner's projects.
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from '../helpers/browser';
import { asPartner, signedInSession } from './support/session';
import { button, choose, dialogTitled, openDetail, pickDate, saveForm, tableRow } from './support/ui';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const user = { username: `e2e_sales_${stamp}`, realname: '销售运营', password: 'Sales-Passw0rd!' };
const partnerUser = {
  username: `e2e_hdxs_${stamp}`,
  realname: '华东云联 孙悦',
  password: 'Partner-Passw0rd!',
};
const project = `常州新能源电池云平台 ${stamp}`;

const admin = signedInSession(user);

describe('projects in the browser', () => {
  it('an administrator adds a project for a partner and opens its detail', async () => {
    const { page, problems } = admin;
    await page.goto(`${baseUrl}/project`);
    // The ten seeded projects share one creation second, so their order is their random ids'; after
    // another suite's project any one of them may be on page 2. The list need only show rows.
    await page.locator('tr.ant-table-row').first().waitFor();
    await button(page, '新增项目').click();
    const form = dialogTitled(page, '项目');
    await form.getByLabel('项目名称', { exact: true }).fill(project);
    await choose(page, form, '合作伙伴', '华东云联科技有限公司');
    await form.getByLabel('客户名称', { exact: true }).fill('常州储能科技有限公司');
    await choose(page, form, '产品线', '弹性云主机');
    await choose(page, form, '项目阶段', '商机确认');
    await form.getByLabel('项目金额（元）', { exact: true }).fill('680000');
    await pickDate(form, '预计成交日期', '2027-05-31');
    await saveScreenshot(page, 'project-form');
    await saveForm(page, form, '/biz/project/add');

    const row = tableRow(page, project);
    await row.filter({ hasText: '商机确认' }).filter({ hasText: '华东云联科技有限公司' }).waitFor();
    await openDetail(page, row, '项目详情', [project, '常州储能科技有限公司', '2027-05-31', 'A02A01']);
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
    await asPartner(admin, partnerUser, async (own) => {
      await own.goto(`${baseUrl}/project`);
      await tableRow(own, project).waitFor();
      // 北辰数智's project is another organisation's; the list answers only A02A01's rows.
      expect(await own.getByText('城商行容器云平台二期').count()).toBe(0);
      expect(await button(own, '新增项目').count()).toBe(0);
      await saveScreenshot(own, 'project-partner-list');
    });
    expect(admin.problems).toEqual([]);
  });
});
