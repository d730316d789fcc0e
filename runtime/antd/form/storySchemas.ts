// A model and a form page made for the widget stories: one property per plain widget (a single choice
// as radio buttons and as a select, several choices as checkboxes, from options and from a dictionary,
// a date range, a picture), linkage (`visibleWhen`, an expression `required`) and a one-to-many
// sub-table, served by a schema source of their own.
import type { PageSchemaSource } from '../../render';

const MODEL = {
  $id: 'urn:lowcode:model:story_widget',
  type: 'object',
  'x-label': '控件示例',
  'x-storage': { table: 'story_widget' },
  'x-api': { basePath: '/story/widget', permissionPrefix: 'story:widget' },
  required: ['name'],
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string', maxLength: 20, 'x-label': '名称' },
    note: { type: 'string', maxLength: 200, 'x-label': '备注', 'x-widget': 'TextArea' },
    pin: { type: 'string', maxLength: 32, 'x-label': '口令', 'x-storage': { secret: true } },
    amount: { type: 'number', minimum: 0, 'x-label': '金额' },
    level: {
      type: 'integer',
      'x-label': '级别',
      'x-options': [
        { value: 1, label: '一级' },
        { value: 2, label: '二级' },
      ],
    },
    channel: {
      type: 'string',
      maxLength: 10,
      'x-label': '渠道',
      'x-options': [
        { value: 'web', label: '网页' },
        { value: 'phone', label: '电话' },
        { value: 'email', label: '邮件' },
      ],
    },
    tags: {
      type: 'array',
      items: { type: 'string', enum: ['vip', 'urgent', 'onsite'] },
      'x-label': '标签',
      'x-options': [
        { value: 'vip', label: '重点客户' },
        { value: 'urgent', label: '加急' },
        { value: 'onsite', label: '需上门' },
      ],
    },
    caseTypes: { type: 'array', items: { type: 'string' }, 'x-dict': 'case_type', 'x-label': '问题类型' },
    enabled: { type: 'boolean', 'x-label': '启用' },
    day: { type: 'string', format: 'date', 'x-label': '日期' },
    at: { type: 'string', format: 'datetime', 'x-label': '时间' },
    clock: { type: 'string', format: 'time', 'x-label': '时刻' },
    // No model type holds two dates (arrays take a dictionary or an enum; `format` is for strings), so
    // the range picker is shown on a date property.
    period: { type: 'string', format: 'date', 'x-label': '服务期' },
    priority: { type: 'string', maxLength: 2, 'x-dict': 'priority', 'x-label': '优先级' },
    email: { type: 'string', format: 'email', maxLength: 100, 'x-label': '邮箱' },
    photo: {
      type: 'string',
      maxLength: 500,
      'x-label': '照片',
      'x-file': { image: true, accept: ['image/png', 'image/jpeg'], maxSizeMB: 2 },
    },
    lines: {
      type: 'array',
      items: { type: 'string' },
      'x-label': '明细',
      'x-ref': { model: 'story_widget_line', foreignKey: 'widgetId' },
    },
  },
};

const LINE_MODEL = {
  $id: 'urn:lowcode:model:story_widget_line',
  type: 'object',
  'x-label': '明细',
  'x-storage': { table: 'story_widget_line' },
  required: ['item'],
  properties: {
    id: { type: 'string', readOnly: true },
    widgetId: { type: 'string', maxLength: 32, 'x-ref': { model: 'story_widget' } },
    item: { type: 'string', maxLength: 50, 'x-label': '项目' },
    qty: { type: 'integer', minimum: 1, 'x-label': '数量' },
  },
};

const PAGE = {
  id: 'story.widgets.form',
  kind: 'form',
  title: '控件示例',
  model: 'story_widget',
  layout: { columns: 2, labelWidth: 90 },
  sections: [
    {
      title: '输入',
      fields: [
        { field: 'name' },
        { field: 'pin' },
        { field: 'amount' },
        { field: 'email', required: { $expr: 'values.level == 2' }, help: '二级时必填' },
        { field: 'note', span: 2, visibleWhen: { $expr: 'values.enabled == true' } },
        { field: 'photo', span: 2 },
      ],
    },
    {
      title: '选择',
      fields: [
        { field: 'level', widget: 'RadioGroup' },
        { field: 'channel' },
        { field: 'tags', widget: 'CheckboxGroup', span: 2 },
        { field: 'caseTypes', widget: 'DictCheckbox', span: 2 },
        { field: 'enabled' },
        { field: 'priority' },
        { field: 'day' },
        { field: 'at' },
        { field: 'clock' },
        { field: 'period', widget: 'DateRange' },
      ],
    },
    {
      title: '明细（一对多子表）',
      subTable: { relation: 'lines', fields: [{ field: 'item' }, { field: 'qty' }] },
    },
  ],
};

/**
 * The widget stories' schema source.
 *
 * @example
 * registerSchemaSource(storyWidgetSource());
 */
export function storyWidgetSource(): PageSchemaSource {
  return {
    name: 'story-widgets',
    pages: () => [],
    loadPage: async (id) =>
      id === PAGE.id
        ? { path: 'schemas/pages/story/widgets.form.json', value: structuredClone(PAGE) }
        : undefined,
    loadModel: async (name) => {
      const model = { story_widget: MODEL, story_widget_line: LINE_MODEL }[name];
      return model ? { path: `schemas/models/${name}.json`, value: structuredClone(model) } : undefined;
    },
  };
}
