// A menu add/edit body (api-contract §4.3, SysPermission JSON) checked field by field into column
// values, then normalised the way JeecgBoot does (icons in its Iconify spelling). No database here:
// existence, parents and cycles are checked by menu-admin-write.ts.
import { jeecgIcon } from '../../../schemas/api/jeecg-names.js';
import type { FieldError } from '../crud/types.js';
import type { MessageKey } from '../i18n/messages.js';
import type { Updateable } from 'kysely';
import type { SysPermissionTable } from '../db/types.js';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;
/** The columns a body sets; absent (or null) properties leave the stored value as it is. */
export type MenuInput = Updateable<SysPermissionTable>;
type Column = keyof MenuInput;

const TEXT: Record<string, Column> = {
  parentId: 'parent_id',
  name: 'name',
  nameEn: 'name_en',
  url: 'url',
  component: 'component',
  componentName: 'component_name',
  redirect: 'redirect',
  perms: 'perms',
  icon: 'icon',
  description: 'description',
};
const FLAGS: Record<string, Column> = {
  route: 'is_route',
  keepAlive: 'keep_alive',
  alwaysShow: 'always_show',
  hidden: 'hidden',
  hideTab: 'hide_tab',
  internalOrExternal: 'internal_or_external',
};
const MAX_TEXT = 255;

/**
 * Checks a body's types and lengths; returns the column values it sets and an error per bad field.
 *
 * @example
 * checkMenuBody({ name: '报表', menuType: 1, parentId: 'p' }, 'add', t).input.menu_type; // 1
 */
export function checkMenuBody(
  body: Record<string, unknown>,
  mode: 'add' | 'edit',
  t: Translate,
): { input: MenuInput; errors: FieldError[] } {
  const input: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const bad = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
    errors.push({ field, message: t(key, { field, ...params }) });
  const given = (field: string) => body[field] !== undefined && body[field] !== null;

  for (const [field, column] of Object.entries(TEXT)) {
    if (!given(field)) continue;
    const value = body[field];
    if (typeof value !== 'string') bad(field, 'fieldType');
    // Reject first: the normalised url gains a leading '/', so it must still fit the column.
    else if (value.length > (field === 'url' ? MAX_TEXT - 1 : MAX_TEXT))
      bad(field, 'fieldTooLong', { limit: field === 'url' ? MAX_TEXT - 1 : MAX_TEXT });
    // PostgreSQL refuses NUL in text; a 400 instead of a database error.
    else if (value.includes('\u0000')) bad(field, 'fieldInvalid');
    else input[column] = value.trim() === '' ? null : value.trim();
  }
  // Stored as JeecgBoot stores icons, whichever spelling came in:
  // `HomeOutlined` → `ant-design:home-outlined`.
  if (typeof input.icon === 'string') input.icon = jeecgIcon(input.icon);
  for (const [field, column] of Object.entries(FLAGS)) {
    if (!given(field)) continue;
    const value = body[field];
    if (typeof value === 'boolean') input[column] = value ? 1 : 0;
    else if (value === 0 || value === 1 || value === '0' || value === '1') input[column] = Number(value);
    else bad(field, 'fieldType');
  }
  if (given('menuType')) {
    const value = body.menuType;
    if ([0, 1, 2, '0', '1', '2'].includes(value as never)) input.menu_type = Number(value);
    else bad('menuType', 'fieldInvalid');
  }
  if (given('sortNo')) {
    const value =
      typeof body.sortNo === 'string' && body.sortNo.trim() !== '' ? Number(body.sortNo) : body.sortNo;
    if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e9) input.sort_no = value;
    else bad('sortNo', 'fieldType');
  }
  for (const [field, column, allowed] of [
    ['permsType', 'perms_type', ['0', '1', '2']],
    ['status', 'status', ['0', '1']],
  ] as const) {
    if (!given(field)) continue;
    const value = typeof body[field] === 'number' ? String(body[field]) : body[field];
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) input[column] = value;
    else bad(field, 'fieldInvalid');
  }
  if (mode === 'add') {
    if (!input.name && !errors.some((e) => e.field === 'name')) bad('name', 'fieldRequired');
    if (input.menu_type === undefined && !errors.some((e) => e.field === 'menuType'))
      bad('menuType', 'fieldRequired');
  } else if (given('name') && !input.name && !errors.some((e) => e.field === 'name')) {
    bad('name', 'fieldRequired');
  }
  return { input: input as MenuInput, errors };
}

/** A menu's stored shape after JeecgBoot's clean-up of component and url (api-contract §4.3). */
export interface Normalised {
  component: string | null;
  url: string | null;
  parent_id: string | null;
}

/**
 * Component: no leading `/`, `views/` or `src/views/`, no `.vue`; a first-level item without one gets
 * `layouts/RouteView`. Url: no `.vue`, a leading `/` unless it is a link (`http…`) or a template
 * (`{{ … }}`). A first-level item has no parent.
 *
 * @example
 * normalise({ component: '/views/system/UserList.vue', url: 'isystem/user', parent_id: 'p' }, 1);
 * // { component: 'system/UserList', url: '/isystem/user', parent_id: 'p' }
 */
export function normalise(values: Normalised, menuType: number): Normalised {
  let component = values.component;
  if (component) {
    if (component.startsWith('/')) component = component.slice(1);
    if (component.startsWith('views/')) component = component.slice('views/'.length);
    if (component.startsWith('src/views/')) component = component.slice('src/views/'.length);
    if (component.endsWith('.vue')) component = component.slice(0, -'.vue'.length);
  }
  if (menuType === 0 && !component) component = 'layouts/RouteView';
  let url = values.url;
  if (url) {
    if (url.endsWith('.vue')) url = url.slice(0, -'.vue'.length);
    if (!url.startsWith('http') && !url.startsWith('/') && !url.startsWith('{{')) url = `/${url}`;
  }
  return {
    component: component || null,
    url: url || null,
    parent_id: menuType === 0 ? null : values.parent_id,
  };
}
