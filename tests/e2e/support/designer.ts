// The designer's fields table from a browser suite: the steps designer-fields and designer-done-when share.
import type { Locator, Page } from 'playwright-core';
import { selectOption } from './ui';

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
  await scope.getByText('添加字段').click();
  const names = scope.locator('input[aria-label$=" 字段名"]');
  const index = (await names.count()) - 1;
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
