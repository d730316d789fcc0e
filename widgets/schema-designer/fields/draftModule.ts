// A new module drafted from a name, a label and the fields table's rows: a model plus its list, form
// and modal pages shaped like the repository's modules (schemas/pages/system/position.*.json), with
// the standard actions (add, export, import, edit, delete). The designer saves them in `order`.
import { reservedNameOf } from '../../../runtime/schema/reservedNames';
import { applyRows } from './applyRows';
import { rowsOf, type FieldRow } from './fieldRows';
import type { JsonObject } from './json';

/** A model name, as the meta-schema's `$id` allows it. */
export const MODEL_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
const AREA = 'online';

export interface ModuleSpec {
  /** The model and table name, e.g. `online_visit`. */
  name: string;
  labelZh: string;
  labelEn: string;
}

export interface DraftedModule {
  model: JsonObject;
  list: JsonObject;
  form: JsonObject;
  modal: JsonObject;
  /** Saving order: the model first, then the pages that use it (the list opens the modal, the modal the form). */
  order: readonly ['model', 'form', 'modal', 'list'];
}

export type ModuleNameIssue = 'moduleNameInvalid' | 'moduleNameReserved' | 'moduleNameTaken';

/**
 * Why a new module's name cannot be used, or undefined.
 *
 * @example
 * checkModuleName('sys_user', new Set(['sys_user'])); // 'moduleNameTaken'
 */
export function checkModuleName(name: string, models: ReadonlySet<string>): ModuleNameIssue | undefined {
  if (!MODEL_NAME_PATTERN.test(name)) return 'moduleNameInvalid';
  if (reservedNameOf(name) || reservedNameOf(shortName(name))) return 'moduleNameReserved';
  return models.has(name) ? 'moduleNameTaken' : undefined;
}

/** `online_customer_visit` → `customerVisit`: the pages', API's and texts' part of the name. */
export function shortName(name: string): string {
  const rest = name.startsWith(`${AREA}_`) ? name.slice(AREA.length + 1) : name;
  return rest.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const texts = (key: string, zh: string, en: string) => ({ 'zh-CN': { [key]: zh }, 'en-US': { [key]: en } });

/**
 * The module's four documents, the rows written into the model, list and form.
 *
 * @example
 * draftModule({ name: 'online_visit', labelZh: '客户拜访', labelEn: 'Customer visits' }, rows).model['x-api'];
 * // { basePath: '/online/visit', permissionPrefix: 'online:visit', defaultSort: [...] }
 */
export function draftModule(spec: ModuleSpec, rows: readonly FieldRow[]): DraftedModule {
  const short = shortName(spec.name);
  const ids = {
    list: `${AREA}.${short}.list`,
    form: `${AREA}.${short}.form`,
    modal: `${AREA}.${short}.modal`,
  };
  const prefix = `${AREA}:${short}`;
  const sort = [{ field: 'createTime', order: 'desc' }];
  const title = (page: string) => ({ $t: `${short}.${page}.title`, default: spec.labelZh });
  const pageTexts = (page: string) => texts(`${short}.${page}.title`, spec.labelZh, spec.labelEn);
  const model: JsonObject = {
    $id: `urn:lowcode:model:${spec.name}`,
    type: 'object',
    'x-label': { $t: `${short}.entity`, default: spec.labelZh },
    'x-i18n': texts(`${short}.entity`, spec.labelZh, spec.labelEn),
    'x-storage': { table: spec.name, audit: true },
    'x-api': { basePath: `/${AREA}/${short}`, permissionPrefix: prefix, defaultSort: sort },
    properties: { id: { type: 'string', maxLength: 32, readOnly: true } },
  };
  const pascal = short.charAt(0).toUpperCase() + short.slice(1);
  const open = (id: string, position: string, extra: JsonObject = {}) => ({
    id,
    type: 'open',
    position,
    ...extra,
    target: ids.modal,
    permission: `${prefix}:${id}`,
    onSuccess: ['refresh'],
  });
  const list: JsonObject = {
    id: ids.list,
    kind: 'list',
    menuKey: `${AREA}/${pascal}List`,
    title: title('list'),
    model: spec.name,
    i18n: pageTexts('list'),
    dataSource: { pageSize: 10, defaultSort: sort },
    search: { fields: [] },
    columns: [],
    table: { selection: 'checkbox', columnSettings: { persist: 'user' } },
    actions: [
      open('add', 'toolbar', { icon: 'PlusOutlined' }),
      { id: 'export', type: 'export', position: 'toolbar', permission: `${prefix}:export` },
      {
        id: 'import',
        type: 'import',
        position: 'toolbar',
        permission: `${prefix}:import`,
        onSuccess: ['refresh'],
      },
      open('edit', 'row'),
      {
        id: 'delete',
        type: 'delete',
        position: ['row', 'bulk'],
        danger: true,
        confirm: true,
        permission: `${prefix}:delete`,
        onSuccess: ['refresh'],
      },
    ],
  };
  const form: JsonObject = {
    id: ids.form,
    kind: 'form',
    title: title('form'),
    model: spec.name,
    i18n: pageTexts('form'),
    layout: { columns: 1, labelWidth: 100 },
    submit: { onSuccess: ['close', 'refreshOpener'] },
    sections: [{ fields: [] }],
  };
  const modal: JsonObject = {
    id: ids.modal,
    kind: 'modal',
    title: title('modal'),
    i18n: pageTexts('modal'),
    container: 'modal',
    content: { page: ids.form, params: { id: { $expr: 'params.id' } } },
  };
  const base = { model, list, form };
  const own = rowsOf(base);
  // The rows are the admin's fields; the drafted primary key stays first.
  const written = applyRows(base, [...own, ...rows.filter((r) => !own.some((o) => o.key === r.key))]);
  // The creation time last, after the admin's fields, as the repository's lists show it.
  const created = { field: 'createTime', display: 'datetime', sortable: true };
  const columns = [...(written.list!.columns as JsonObject[]), created];
  return {
    model: written.model,
    list: { ...written.list!, columns },
    form: written.form!,
    modal,
    order: ['model', 'form', 'modal', 'list'],
  };
}
