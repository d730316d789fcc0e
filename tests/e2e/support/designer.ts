// The designer's fields table from a browser suite: the steps designer-fields and designer-done-when share
// (the new module dialog, its fields, the customer-visit fields both build, saving the module).
import type { Locator, Page } from 'playwright-core';
import { button, selectOption } from './ui';

export interface FieldSpec {
  name: string;
  zh: string;
  en: string;
  /** The type's label in the kind select (字典, 日期, 关联…); default text. */
  kind?: string;
}

/**
 * Picks the option whose whole text is `text` in the open select dropdown.
 *
 * @example
 * await pickOption(page, 'biz_partner');
 */
export async function pickOption(page: Page, text: string): Promise<void> {
  await selectOption(page, text).first().click();
}

/**
 * Adds a row to the fields table in `scope` and fills its name and labels; returns the row.
 *
 * @example
 * const row = await addField(page, dialog, { name: 'visitDate', zh: '拜访日期', en: 'Visit date', kind: '日期' });
 */
export async function addField(page: Page, scope: Locator, field: FieldSpec): Promise<Locator> {
  const names = scope.locator('input[aria-label$=" 字段名"]');
  // The new row is the one after those there before the click (counting after it could race the render).
  const index = await names.count();
  await scope.getByText('添加字段').click();
  await names.nth(index).fill(field.name);
  await scope.getByLabel(`${field.name} 中文名`).fill(field.zh);
  await scope.getByLabel(`${field.name} 英文名`).fill(field.en);
  const row = scope.locator('tr.ant-table-row').nth(index);
  if (field.kind) {
    await row.locator('.ant-select').first().click();
    await pickOption(page, field.kind);
  }
  return row;
}

// Columns of a fields table row (0-based `td` index): the required box, the referenced table, the
// searched box.
const REQUIRED_COLUMN = 6;
const REFERENCE_COLUMN = 9;
const SEARCHED_COLUMN = 13;

/** Ticks a column's checkbox in a fields table row. */
async function tick(row: Locator, column: number): Promise<void> {
  await row.locator('td').nth(column).locator('input[type=checkbox]').check();
}

export interface NewModule {
  /** The model's name (online_…). */
  model: string;
  label: string;
  labelEn: string;
}

/**
 * Opens the designer's new module dialog from the designer page and fills the module's name and its
 * Chinese and English labels; returns the dialog.
 *
 * @example
 * const dialog = await openNewModule(page, baseUrl, { model: 'online_visit', label: '客户拜访', labelEn: 'Customer visits' });
 */
export async function openNewModule(page: Page, baseUrl: string, module: NewModule): Promise<Locator> {
  await page.goto(`${baseUrl}/isystem/onlineSchema`);
  await page.getByText('已保存的设计').waitFor();
  await button(page, '新建模块').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新建模块：选择字段' });
  const head = dialog.locator('form input');
  await head.nth(0).fill(module.model);
  await head.nth(1).fill(module.label);
  await head.nth(2).fill(module.labelEn);
  return dialog;
}

/**
 * Adds the customer-visit fields both designer suites build to the new module dialog: a required and
 * searched subject (主题), a visit type from the case_type dictionary (拜访类型; searched too with
 * `typeSearched`), a visit date (拜访日期) and a reference to biz_partner (合作伙伴).
 *
 * @example
 * await addVisitFields(page, dialog, { typeSearched: true });
 */
export async function addVisitFields(
  page: Page,
  dialog: Locator,
  { typeSearched = false } = {},
): Promise<void> {
  const subject = await addField(page, dialog, { name: 'subject', zh: '主题', en: 'Subject' });
  await tick(subject, REQUIRED_COLUMN);
  await tick(subject, SEARCHED_COLUMN);
  const type = await addField(page, dialog, {
    name: 'visitType',
    zh: '拜访类型',
    en: 'Visit type',
    kind: '字典',
  });
  await type.getByPlaceholder('字典编码').fill('case_type');
  if (typeSearched) await tick(type, SEARCHED_COLUMN);
  await addField(page, dialog, { name: 'visitDate', zh: '拜访日期', en: 'Visit date', kind: '日期' });
  const partner = await addField(page, dialog, {
    name: 'partnerId',
    zh: '合作伙伴',
    en: 'Partner',
    kind: '关联',
  });
  await partner.locator('td').nth(REFERENCE_COLUMN).locator('.ant-select').click();
  await page.keyboard.type('biz_partner');
  await pickOption(page, 'biz_partner');
}

/**
 * Saves the new module dialog and waits until the designer says the model and its list, form and
 * modal pages were saved.
 *
 * @example
 * await saveModule(page, dialog);
 */
export async function saveModule(page: Page, dialog: Locator): Promise<void> {
  await button(dialog, '保存模块').click();
  await page
    .locator('.ant-message')
    .getByText('已保存模型及其列表、表单和弹窗页面')
    .waitFor({ timeout: 30_000 });
}
