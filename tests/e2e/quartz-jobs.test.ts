// Scheduled jobs in Chromium against the real server, rendered from schemas/pages/system/quartzJob.*:
// a new administrator creates a job, sees the next runs of its cron under the field while typing, runs
// it once, sees the run in the job's runs drawer, and pauses the job.
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from '../helpers/browser';
import { signedInSession } from './support/session';
import { button, dialogTitled, tableRow } from './support/ui';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const user = { username: `e2e_ops_${stamp}`, realname: '运维管理员', password: 'Ops-Passw0rd!' };
const parameter = `e2e-${stamp}`;

const admin = signedInSession(user);

/** Runs a row action: inline, or from the row's "更多" menu. */
async function rowAction(label: string): Promise<void> {
  const { page } = admin;
  const row = tableRow(page, parameter);
  const inline = button(row, label);
  if ((await inline.count()) > 0) return inline.click();
  await row.getByRole('button', { name: /更\s*多/ }).hover();
  await page.getByRole('menuitem', { name: label }).click();
}

async function confirm(question: string): Promise<void> {
  const { page } = admin;
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: question });
  await button(dialog, '确定').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('scheduled jobs in the browser', () => {
  it('creates a job, previews its runs, runs it once, shows the run and pauses it', async () => {
    const { page, problems } = admin;
    await page.goto(`${baseUrl}/isystem/quartzJob`);
    await button(page, '新增').click();
    const form = dialogTitled(page, '定时任务');
    await form.waitFor();
    await form.getByRole('combobox', { name: '任务类名' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: 'org.jeecg.modules.quartz.job.SampleJob' })
      .first()
      .click();
    const cron = form.getByLabel('Cron表达式', { exact: true });
    await cron.fill('bogus');
    await form.getByTestId('cron-preview').filter({ hasText: 'cronExpression' }).waitFor();
    await cron.fill('0 0/5 * * * ?');
    const preview = form.getByTestId('cron-preview');
    await preview.filter({ hasText: '最近5次运行时间' }).waitFor();
    const times = (await preview.textContent())?.match(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g) ?? [];
    expect(times).toHaveLength(5);
    expect(times.every((t) => /:(0|5)0:00$|:[0-5][05]:00$/.test(t))).toBe(true);
    await form.getByLabel('参数', { exact: true }).fill(parameter);
    await saveScreenshot(page, 'quartz-form');
    await button(form, '保存').click();
    await form.waitFor({ state: 'detached' });
    await tableRow(page, parameter).filter({ hasText: '正常' }).waitFor();

    await rowAction('立即执行');
    await confirm('确定立即执行一次该任务吗？');
    await page.getByText('已执行，结果见执行记录').first().waitFor();

    await rowAction('执行记录');
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '执行记录' });
    await drawer.waitFor();
    // The manual run; the cron may also fire while the test runs (a job created at hh:m4:59 runs on the
    // five-minute mark a second later), which adds a scheduled row beside it.
    const run = drawer.locator('tr.ant-table-row').filter({ hasText: '手动' });
    await run.waitFor();
    expect(await run.textContent()).toContain('成功');
    expect(await run.textContent()).toContain(`Hello ${parameter}`);
    await saveScreenshot(page, 'quartz-runs');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await rowAction('停止');
    await confirm('确定停止该任务吗？');
    await tableRow(page, parameter)
      .filter({ hasText: '停止' })
      .locator('.ant-tag')
      .filter({ hasText: '停止' })
      .waitFor();
    expect(problems).toEqual([]);
  });
});
