import { describe, expect, it } from 'vitest';
import { formatIssue, loadSchemaSet, type SchemaSource } from '../../../runtime/schema/index.js';
import { repositorySchemas, schemaCopy } from './helpers.js';

type Doc = Record<string, unknown> & {
  properties: Record<string, Record<string, unknown>>;
  columns: Record<string, unknown>[];
  actions: Record<string, unknown>[];
  sections: { fields: Record<string, unknown>[] }[];
  cards: (Record<string, unknown> & { source: { aggregate: Record<string, unknown> }; columns: string[] })[];
  'x-storage': Record<string, unknown>;
};

const WIDGETS = [
  'Input',
  'TextArea',
  'Select',
  'RadioGroup',
  'DictSelect',
  'DictRadio',
  'DatePicker',
  'DateRange',
  'ApiTreeSelect',
  'IconPicker',
];
const WIDGETS_ALL = [
  ...WIDGETS,
  'UserPicker',
  'DeptTreeSelect',
  'FileUpload',
  'CategoryTree',
  'RichText',
  'Password',
  'ImageUpload',
  'RolePicker',
  'UserSelect',
  'RemoteSelect',
  'CronInput',
  'ReportDesigner',
  'StoredFiles',
];
const DICT_CODES = [
  'priority',
  'case_status',
  'case_type',
  'position_rank',
  'dict_item_status',
  // The announcement model's dictionaries.
  'msg_category',
  'msg_type',
  'send_status',
  'sex',
  'user_status',
  // The system log model's dictionaries.
  'log_type',
  'operate_type',
  // The scheduled-job model's.
  'quartz_status',
  // The partner model's.
  'partner_level',
  'partner_cert_status',
  // The download center's.
  'release_status',
  'hotfix_severity',
  'download_doc_type',
  'doc_language',
  // The project model's.
  'project_stage',
  // Projects', certificates' and partners'.
  'product_line',
  // The sales certificate model's.
  'sales_cert_status',
  'sales_cert_level',
];

/** The issues of the repository's schema set with one document replaced (or added). */
function issuesWith(
  path: string,
  change: (doc: Doc) => unknown,
  options = { widgets: WIDGETS_ALL },
): string[] {
  const { models, pages } = repositorySchemas();
  const doc = path.startsWith('schemas/new/') ? ({} as Doc) : schemaCopy<Doc>(path);
  const value = change(doc) ?? doc;
  const replace = (list: SchemaSource[]) => [
    ...list.filter((s) => s.path !== path),
    { path: path.replace('schemas/new/', 'schemas/'), value },
  ];
  const isModel = path.includes('/models/');
  return loadSchemaSet(
    { models: isModel ? replace(models) : models, pages: isModel ? pages : replace(pages) },
    { dictCodes: DICT_CODES, ...options },
  ).issues.map(formatIssue);
}

const CASE_MODEL = 'schemas/models/biz_case.json';
const CASE_LIST = 'schemas/pages/caseManage/case.list.json';
const ANALYSIS = 'schemas/pages/dashboard/analysis.json';
const CASE_FORM = 'schemas/pages/caseManage/case.form.json';
const CASE_DETAIL = 'schemas/pages/caseManage/case.detail.json';
const DEPART_SPLIT = 'schemas/pages/system/depart.split.json';

describe('broken schemas are reported with file, pointer and expectation', () => {
  it('the unbroken set passes', () => {
    expect(issuesWith(CASE_LIST, () => undefined)).toEqual([]);
  });

  it.each<[string, string, (doc: Doc) => unknown, string[]]>([
    [
      'missing table',
      CASE_MODEL,
      (d) => void delete d['x-storage'].table,
      ['schemas/models/biz_case.json#/x-storage/table: is required'],
    ],
    [
      'unknown property keyword',
      CASE_MODEL,
      (d) => void (d.properties.title!.maxLenght = 10),
      ['schemas/models/biz_case.json#/properties/title/maxLenght: is not a known property'],
    ],
    [
      'wrong field type name',
      CASE_MODEL,
      (d) => void (d.properties.title!.type = 'text'),
      [
        'schemas/models/biz_case.json#/properties/title/type: must be one of: string, integer, number, boolean, array',
      ],
    ],
    [
      'snake_case property name',
      CASE_MODEL,
      (d) => void (d.properties.case_no = { type: 'string' }),
      ['schemas/models/biz_case.json#/properties/case_no: is not a valid name'],
    ],
    [
      'unseeded dictionary',
      CASE_MODEL,
      (d) => void (d.properties.priority!['x-dict'] = 'case_priority'),
      ['schemas/models/biz_case.json#/properties/priority/x-dict: dictionary "case_priority" is not seeded'],
    ],
    [
      'reference to a missing model',
      CASE_MODEL,
      (d) => void ((d.properties.assignee!['x-ref'] as Record<string, unknown>).model = 'sys_staff'),
      ['schemas/models/biz_case.json#/properties/assignee/x-ref/model: model "sys_staff" does not exist'],
    ],
    [
      'string keyword on an integer',
      CASE_MODEL,
      (d) => void (d.properties.priority = { type: 'integer', maxLength: 2, 'x-dict': 'priority' }),
      ['schemas/models/biz_case.json#/properties/priority/maxLength: applies only to string fields'],
    ],
    [
      'invalid regular expression',
      CASE_MODEL,
      (d) => void (d.properties.contactPhone!.pattern = '^[0-9'),
      ['schemas/models/biz_case.json#/properties/contactPhone/pattern: is not a valid regular expression'],
    ],
    [
      'required property that does not exist',
      CASE_MODEL,
      (d) => void (d.required as string[]).push('severity'),
      ['schemas/models/biz_case.json#/required/7: property "severity" does not exist'],
    ],
    [
      'malformed permission prefix',
      CASE_MODEL,
      (d) => void ((d['x-api'] as Record<string, unknown>).permissionPrefix = 'Biz-Case'),
      [
        'schemas/models/biz_case.json#/x-api/permissionPrefix: must match ^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+){0,2}$',
      ],
    ],
    [
      'model name that differs from the file name',
      CASE_MODEL,
      (d) => void (d.$id = 'urn:lowcode:model:biz_ticket'),
      [
        'schemas/models/biz_case.json#/$id: must be "urn:lowcode:model:biz_case" to match the file name',
        'schemas/pages/caseManage/case.add.json#/model: model "biz_case" does not exist',
        'schemas/pages/caseManage/case.detail.json#/model: model "biz_case" does not exist',
        'schemas/pages/caseManage/case.form.json#/model: model "biz_case" does not exist',
        'schemas/pages/caseManage/case.list.json#/model: model "biz_case" does not exist',
        'schemas/pages/dashboard/analysis.json#/cards/3/source/aggregate/model: model "biz_case" does not exist',
        'schemas/pages/dashboard/chart.json#/cards/0/source/aggregate/model: model "biz_case" does not exist',
        'schemas/pages/dashboard/task.json#/cards/0/source/aggregate/model: model "biz_case" does not exist',
        'schemas/pages/dashboard/workplace.json#/cards/0/source/aggregate/model: model "biz_case" does not exist',
      ],
    ],
    [
      'a delete the model neither generates nor serves by hand',
      'schemas/models/sys_role.json',
      (d) => void delete (d['x-api'] as Record<string, unknown>).handRoutes,
      ['schemas/pages/system/role.list.json#/standardActions: model "sys_role" does not offer "delete"'],
    ],
    [
      'a grant page without its save call',
      'schemas/pages/system/role.grant.json',
      (d) => void delete d.save,
      ['schemas/pages/system/role.grant.json#/save: is required'],
    ],
    [
      'unknown page kind',
      CASE_LIST,
      (d) => void (d.kind = 'grid'),
      [
        'schemas/pages/caseManage/case.list.json#/kind: must be one of: list, form, detail, modal, grant, split, report, dashboard',
      ],
    ],
    [
      'dashboard card of an unknown type',
      ANALYSIS,
      (d) => void (d.cards[0]!.type = 'ticker'),
      [
        'schemas/pages/dashboard/analysis.json#/cards/0/type: must be one of: stat, chart, list, links, report',
      ],
    ],
    [
      'dashboard aggregate grouped by a field the model lacks',
      ANALYSIS,
      (d) => void (d.cards[6]!.source.aggregate.groupBy = 'severity'),
      [
        'schemas/pages/dashboard/analysis.json#/cards/6/source/aggregate/groupBy: property "severity" does not exist in model "biz_case"',
      ],
    ],
    [
      'dashboard list column of a field the model lacks',
      'schemas/pages/dashboard/workplace.json',
      (d) => void d.cards[2]!.columns.push('severity'),
      [
        'schemas/pages/dashboard/workplace.json#/cards/2/columns/4: property "severity" does not exist in model "biz_case"',
      ],
    ],
    [
      'column of a field the model lacks',
      CASE_LIST,
      (d) => void d.columns.push({ field: 'severity' }),
      [
        'schemas/pages/caseManage/case.list.json#/columns/10/field: property "severity" does not exist in model "biz_case"',
      ],
    ],
    [
      'unknown column display',
      CASE_LIST,
      (d) => void (d.columns[0]!.display = 'badge'),
      [
        'schemas/pages/caseManage/case.list.json#/columns/0/display: must be one of: text, dictTag, refLabel, date, datetime, number, ellipsis, link, image, file, boolean, icon, bytes, hash, storedFiles',
      ],
    ],
    [
      'dictionary tag on a field without a dictionary',
      CASE_LIST,
      (d) => void (d.columns[1]!.display = 'dictTag'),
      [
        'schemas/pages/caseManage/case.list.json#/columns/1/display: "dictTag" needs a field with x-dict or x-options',
      ],
    ],
    [
      'a column the model leaves out of list pages',
      CASE_LIST,
      (d) => void (d.columns[1]!.field = 'description'),
      [
        'schemas/pages/caseManage/case.list.json#/columns/1/field: property "description" is left out of list pages (x-inList: false)',
      ],
    ],
    [
      'malformed permission code',
      CASE_LIST,
      (d) => void (d.actions[0]!.permission = 'biz case add'),
      [
        'schemas/pages/caseManage/case.list.json#/actions/0/permission: must match ^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+){1,3}(\\|\\|[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+){1,3})*$',
      ],
    ],
    [
      'open action whose target page does not exist',
      CASE_LIST,
      (d) => void (d.actions[4]!.target = 'caseManage.case.editor'),
      [
        'schemas/pages/caseManage/case.list.json#/actions/4/target: page "caseManage.case.editor" does not exist',
      ],
    ],
    [
      'open action without a target',
      CASE_LIST,
      (d) => void delete d.actions[4]!.target,
      ['schemas/pages/caseManage/case.list.json#/actions/4/target: is required for "open" actions'],
    ],
    [
      'upload action without its endpoints',
      CASE_LIST,
      (d) => void (d.actions[4] = { id: 'upload', type: 'upload', position: 'toolbar' }),
      ['schemas/pages/caseManage/case.list.json#/actions/4/file: is required for "upload" actions'],
    ],
    [
      'list without a model or an API',
      CASE_LIST,
      (d) => void delete d.model,
      [
        'schemas/pages/caseManage/case.list.json#/dataSource/api: a list without a model reads its rows from dataSource.api',
      ],
    ],
    [
      'pick action without a picker or an endpoint',
      CASE_LIST,
      (d) => void (d.actions[4] = { id: 'assign', type: 'pick', position: 'toolbar' }),
      [
        'schemas/pages/caseManage/case.list.json#/actions/4/pick: is required for "pick" actions',
        'schemas/pages/caseManage/case.list.json#/actions/4/api: is required for "pick" actions',
      ],
    ],
    [
      'options picker without its options',
      CASE_LIST,
      (d) =>
        void (d.actions[4] = {
          id: 'roles',
          type: 'pick',
          position: 'row',
          api: { method: 'POST', url: '/x' },
          pick: { picker: 'options', param: 'newRoleId' },
        }),
      ['schemas/pages/caseManage/case.list.json#/actions/4/pick/options: is required for "pick" actions'],
    ],
    [
      'expression with a syntax error',
      CASE_LIST,
      (d) => void (d.actions[4]!.disabledWhen = { $expr: "record.status == '4' &&" }),
      [
        'schemas/pages/caseManage/case.list.json#/actions/4/disabledWhen/$expr: is not a valid expression: Unexpected end of expression (at 23)',
      ],
    ],
    [
      'expression reaching outside its roots',
      CASE_LIST,
      (d) => void (d.actions[4]!.visibleWhen = { $expr: 'window.alert' }),
      [
        "schemas/pages/caseManage/case.list.json#/actions/4/visibleWhen/$expr: is not a valid expression: Unknown name 'window'; use record, values, params, user, mode, selection (at 0)",
      ],
    ],
    [
      'text that is neither a string nor a key',
      CASE_LIST,
      (d) => void (d.title = 42),
      ['schemas/pages/caseManage/case.list.json#/title: must be string or object'],
    ],
    [
      'unknown effect after success',
      CASE_LIST,
      (d) => void (d.actions[4]!.onSuccess = ['reload']),
      [
        'schemas/pages/caseManage/case.list.json#/actions/4/onSuccess/0: must be refresh, refreshOpener, close, back, reloadMenu or object',
      ],
    ],
    [
      'row action on a form page',
      CASE_FORM,
      (d) => void (d.actions = [{ id: 'x', type: 'refresh', position: 'row' }]),
      ['schemas/pages/caseManage/case.form.json#/actions/0/position: "row" actions exist only on list pages'],
    ],
    [
      'split page tab showing a page that does not exist, or a modal',
      DEPART_SPLIT,
      (d) => {
        const tabs = d.tabs as { page: string }[];
        tabs[0]!.page = 'system.nothing.form';
        tabs[1]!.page = 'system.depart.modal';
      },
      [
        'schemas/pages/system/depart.split.json#/tabs/0/page: page "system.nothing.form" does not exist',
        'schemas/pages/system/depart.split.json#/tabs/1/page: page "system.depart.modal" is a modal page; expected list, form, detail or grant',
      ],
    ],
    [
      'split page tab key used twice',
      DEPART_SPLIT,
      (d) => void ((d.tabs as { key: string }[])[1]!.key = 'basic'),
      ['schemas/pages/system/depart.split.json#/tabs/1/key: tab key "basic" is used twice'],
    ],
    [
      'split page action that needs a list',
      DEPART_SPLIT,
      (d) => void (d.actions = [{ id: 'x', type: 'export', position: 'toolbar' }]),
      [
        'schemas/pages/system/depart.split.json#/actions/0/type: model "sys_depart" has no x-api for "export"',
        'schemas/pages/system/depart.split.json#/actions/0/type: "export" actions need a list',
      ],
    ],
    [
      'unregistered widget',
      CASE_FORM,
      (d) => void (d.sections[0]!.fields[1]!.widget = 'FancySelect'),
      [
        'schemas/pages/caseManage/case.form.json#/sections/0/fields/1/widget: widget "FancySelect" is not registered',
      ],
    ],
    [
      'rich text on a page field the server does not sanitise',
      CASE_FORM,
      (d) => void (d.sections[0]!.fields[12]!.widget = 'RichText'),
      [
        'schemas/pages/caseManage/case.form.json#/sections/0/fields/12/widget: "RichText" needs property "description" of model "biz_case" to have x-sanitize: "html"',
      ],
    ],
    [
      'rich text on a model field the server does not sanitise',
      CASE_MODEL,
      (d) => void (d.properties.description!['x-widget'] = 'RichText'),
      ['schemas/models/biz_case.json#/properties/description/x-widget: "RichText" needs x-sanitize: "html"'],
    ],
    [
      'a property the server guards with x-permission shown without its code',
      CASE_MODEL,
      (d) => void (d.properties.contactPhone!['x-permission'] = 'biz:case:contact'),
      [
        'schemas/pages/caseManage/case.add.json#/sections/0/fields/4/permission: must be "biz:case:contact", the x-permission of property "contactPhone"',
        'schemas/pages/caseManage/case.detail.json#/sections/1/fields/2/permission: must be "biz:case:contact", the x-permission of property "contactPhone"',
        'schemas/pages/caseManage/case.form.json#/sections/0/fields/9/permission: must be "biz:case:contact", the x-permission of property "contactPhone"',
      ],
    ],
    [
      'a column hidden by a code the server does not enforce',
      CASE_LIST,
      (d) => void (d.columns[1]!.permission = 'biz:case:title'),
      [
        'schemas/pages/caseManage/case.list.json#/columns/1/permission: property "title" needs x-permission "biz:case:title" in its model, or the server still sends it',
      ],
    ],
    [
      'duplicate rule on a field that is not unique',
      CASE_FORM,
      (d) => void (d.sections[0]!.fields[0]!.rules = [{ type: 'duplicate' }]),
      [
        'schemas/pages/caseManage/case.form.json#/sections/0/fields/0/rules/0/type: "duplicate" needs a field with x-storage.unique',
      ],
    ],
    [
      'secret field shown on a detail page',
      'schemas/models/biz_case.json',
      (d) => void (d.properties.contactPhone!['x-storage'] = { secret: true }),
      [
        'schemas/pages/caseManage/case.detail.json#/sections/1/fields/2/field: property "contactPhone" is secret and never sent to a client',
      ],
    ],
    [
      'history on a model without a data log',
      CASE_MODEL,
      (d) => void (d['x-storage'].dataLog = false),
      [
        'schemas/pages/caseManage/case.detail.json#/history: model "biz_case" does not keep a data log (x-storage.dataLog)',
      ],
    ],
    [
      'page id that does not match its file',
      CASE_DETAIL,
      (d) => void (d.id = 'caseManage.case.view'),
      [
        'schemas/pages/caseManage/case.detail.json#/id: must be "caseManage.case.detail" to match the file\'s folder and name',
        'schemas/pages/caseManage/case.list.json#/columns/0/link/target: page "caseManage.case.detail" does not exist',
      ],
    ],
    [
      'menu key used twice',
      'schemas/new/pages/caseManage/case.copy.json',
      () => ({ ...schemaCopy<Doc>(CASE_LIST), id: 'caseManage.case.copy' }),
      [
        'schemas/pages/caseManage/case.copy.json#/menuKey: menu key "caseManage/CaseList" is already used by page "caseManage.case.list"',
      ],
    ],
    [
      'menu item for a page without a menu key',
      CASE_FORM,
      (d) => void (d.menu = { path: '/caseManage/edit' }),
      ['schemas/pages/caseManage/case.form.json#/menu: needs the page to have a menuKey'],
    ],
    [
      'text key missing from one language',
      CASE_DETAIL,
      (d) => void delete (d.i18n as { 'en-US': Record<string, string> })['en-US']['case.detail.back'],
      ['schemas/pages/caseManage/case.detail.json#/i18n/zh-CN/case.detail.back: has no en-US text'],
    ],
    [
      'order field on a relation that is not one-to-many',
      CASE_MODEL,
      (d) => void (d.properties.assignee!['x-ref'] = { model: 'sys_user', orderField: 'realname' }),
      [
        'schemas/models/biz_case.json#/properties/assignee/x-ref/orderField: applies only with x-ref.foreignKey (one-to-many)',
      ],
    ],
    [
      'one-to-many order field that is not an integer',
      CASE_MODEL,
      (d) => void ((d.properties.contacts!['x-ref'] as Record<string, unknown>).orderField = 'id'),
      [
        'schemas/models/biz_case.json#/properties/contacts/x-ref/orderField: property "id" of model "biz_case_contact" must be an integer property',
      ],
    ],
    [
      'one-to-many foreign key that is not a string column',
      CASE_MODEL,
      (d) => void ((d.properties.contacts!['x-ref'] as Record<string, unknown>).foreignKey = 'sortNo'),
      [
        'schemas/models/biz_case.json#/properties/contacts/x-ref/foreignKey: property "sortNo" of model "biz_case_contact" must be a stored string property',
      ],
    ],
    [
      'cascade from a soft-deleted parent to children deleted for good',
      'schemas/models/biz_case_contact.json',
      (d) => void (d['x-storage'].softDelete = false),
      [
        'schemas/models/biz_case.json#/properties/contacts/x-ref/onDelete: cascades from a soft-deleted model, so model "biz_case_contact" needs x-storage.softDelete',
      ],
    ],
    [
      'sub-table column the server sets',
      CASE_FORM,
      (d) =>
        void (d.sections[2] as unknown as { subTable: { fields: unknown[] } }).subTable.fields.push({
          field: 'caseId',
        }),
      [
        'schemas/pages/caseManage/case.form.json#/sections/2/subTable/fields/5/field: property "caseId" is set by the server',
      ],
    ],
    [
      'tree kept on a property that does not exist',
      'schemas/models/sys_category.json',
      (d) => void ((d['x-storage'].tree as Record<string, unknown>).codeField = 'orgCode'),
      ['schemas/models/sys_category.json#/x-storage/tree/codeField: property "orgCode" does not exist'],
    ],
    [
      'tree label that is not a string column',
      'schemas/models/sys_category.json',
      (d) => void (d.properties.name = { type: 'integer' }),
      [
        'schemas/models/sys_category.json#/x-storage/tree/labelField: property "name" must be a stored string property',
        'schemas/pages/system/category.list.json#/search/fields/0/op: "like" needs a text field',
      ],
    ],
    [
      'copy through a property that is not a reference',
      'schemas/models/biz_project.json',
      (d) => void ((d.properties.orgCode!['x-copyFrom'] as Record<string, unknown>).ref = 'customerName'),
      [
        'schemas/models/biz_project.json#/properties/orgCode/x-copyFrom/ref: property "customerName" must be a reference (x-ref, not through or foreignKey)',
      ],
    ],
    [
      'copy of a property the referenced model lacks, into a writable property',
      'schemas/models/biz_project.json',
      (d) => {
        (d.properties.orgCode!['x-copyFrom'] as Record<string, unknown>).field = 'orgId';
        delete d.properties.orgCode!.readOnly;
      },
      [
        'schemas/models/biz_project.json#/properties/orgCode/readOnly: must be true with x-copyFrom (the server sets the property)',
        'schemas/models/biz_project.json#/properties/orgCode/x-copyFrom/field: model "biz_partner" has no property "orgId"',
      ],
    ],
  ])('%s', (_name, path, change, expected) => {
    expect(issuesWith(path, change)).toEqual(expected);
  });

  it('accepts rich text on fields the server sanitises', () => {
    const { models, pages } = repositorySchemas();
    const model = schemaCopy<Doc>(CASE_MODEL);
    Object.assign(model.properties.description!, { 'x-widget': 'RichText', 'x-sanitize': 'html' });
    const form = schemaCopy<Doc>(CASE_FORM);
    form.sections[0]!.fields[12]!.widget = 'RichText';
    const swap = (list: SchemaSource[], path: string, value: unknown) =>
      list.map((s) => (s.path === path ? { path, value } : s));
    const { issues } = loadSchemaSet(
      { models: swap(models, CASE_MODEL, model), pages: swap(pages, CASE_FORM, form) },
      { dictCodes: DICT_CODES, widgets: WIDGETS_ALL },
    );
    expect(issues.map(formatIssue)).toEqual([]);
  });

  it('reports invalid JSON text at the document root', () => {
    const { models, pages } = repositorySchemas();
    const broken = { path: 'schemas/pages/x/y.json', text: '{"id": "x.y",' };
    const issues = loadSchemaSet({ models, pages: [...pages, broken] }).issues.map(formatIssue);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^schemas\/pages\/x\/y\.json#: is not valid JSON: /);
  });

  it('checks widgets only against the registry it is given', () => {
    // Only the case, category and department form documents: other modules' widgets are their own
    // tests' business.
    const caseAndCategory =
      /^schemas\/(models\/(biz_case|sys_category)|pages\/(caseManage|system\/category|system\/depart\.form))/;
    const issues = issuesWith(CASE_FORM, () => undefined, { widgets: WIDGETS });
    expect(issues.filter((line) => caseAndCategory.test(line))).toEqual([
      'schemas/models/biz_case.json#/properties/productCategory/x-widget: widget "CategoryTree" is not registered',
      'schemas/models/biz_case.json#/properties/assignee/x-widget: widget "UserPicker" is not registered',
      'schemas/models/biz_case.json#/properties/departId/x-widget: widget "DeptTreeSelect" is not registered',
      'schemas/models/sys_category.json#/properties/pid/x-widget: widget "CategoryTree" is not registered',
      'schemas/pages/caseManage/case.add.json#/sections/2/fields/1/widget: widget "FileUpload" is not registered',
      'schemas/pages/caseManage/case.form.json#/sections/0/fields/5/widget: widget "CategoryTree" is not registered',
      'schemas/pages/caseManage/case.form.json#/sections/1/fields/1/widget: widget "UserPicker" is not registered',
      'schemas/pages/caseManage/case.form.json#/sections/1/fields/2/widget: widget "DeptTreeSelect" is not registered',
      'schemas/pages/caseManage/case.form.json#/sections/1/fields/3/widget: widget "FileUpload" is not registered',
      'schemas/pages/system/category.form.json#/sections/0/fields/0/widget: widget "CategoryTree" is not registered',
      'schemas/pages/system/depart.form.json#/sections/0/fields/0/widget: widget "DeptTreeSelect" is not registered',
    ]);
  });
});
