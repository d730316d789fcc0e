// Screenshots of the work-order list for render-ab.mjs's `--shots <dir>`: each build in the default theme
// and in the dark menu with another primary colour (the settings drawer's local-storage values), the
// first row selected and the second hovered, so that a change to how rows are drawn can be compared by
// eye with the build before it.
import { join } from 'node:path';
import { sessionInitScript } from './render-app.mjs';

const THEMES = {
  light: {},
  // A checked checkbox and the link buttons take the primary colour.
  dark: { pro__DEFAULT_THEME: 'dark', pro__DEFAULT_COLOR: '#722ed1' },
};

/** Writes `<dir>/<label>-<theme>.png` for each theme; `label` names the build. */
export async function listShots(browser, { base, login }, dir, label) {
  for (const [theme, settings] of Object.entries(THEMES)) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript(sessionInitScript(login));
    const json = JSON.stringify(
      Object.fromEntries(
        Object.entries(settings).map(([k, value]) => [k, JSON.stringify({ value, expire: null })]),
      ),
    );
    await context.addInitScript(
      `(() => { const e = ${json}; for (const k in e) localStorage.setItem(k, e[k]); })();`,
    );
    const page = await context.newPage();
    await page.goto(`${base}/caseManage/list`);
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length >= 10);
    const rows = page.locator('.ant-table-row');
    await rows.nth(0).locator('input[type=checkbox]').click();
    await rows.nth(1).hover();
    await page.waitForTimeout(600); // the checkbox's and the row's transitions
    await page.screenshot({ path: join(dir, `${label}-${theme}.png`) });
    await context.close();
  }
}
