// The field widgets the client registers (runtime/antd/fields/registerFieldWidgets.ts), by the names
// schemas use in `widget` and `x-widget`. The list lives here rather than in runtime/antd so the server,
// which must not import React, checks pages with the same names; a unit test keeps the client's
// registry equal to it.

/** Widgets where the user types. */
export const TYPED_WIDGETS = [
  'Input',
  'TextArea',
  'Password',
  'NumberPicker',
  'RichText',
  'CronInput',
  'ReportDesigner',
] as const;

/** Widgets where the user picks (their required message says "select"). */
export const PICKED_WIDGETS = [
  'Select',
  'RadioGroup',
  'CheckboxGroup',
  'Switch',
  'DatePicker',
  'DateRange',
  'TimePicker',
  'DictSelect',
  'DictRadio',
  'DictCheckbox',
  'DeptTreeSelect',
  'ApiTreeSelect',
  'IconPicker',
  'CategoryTree',
  'UserPicker',
  'UserSelect',
  'RolePicker',
  'RemoteSelect',
  'FileUpload',
  'ImageUpload',
  'StoredFiles',
] as const;

export type FieldWidgetName = (typeof TYPED_WIDGETS)[number] | (typeof PICKED_WIDGETS)[number];

/** Every field widget name, for the semantic pass (`SemanticOptions.widgets`). */
export const FIELD_WIDGET_NAMES: readonly FieldWidgetName[] = [...TYPED_WIDGETS, ...PICKED_WIDGETS];

/** The widget that edits HTML; its field must be sanitised on the server (`x-sanitize: "html"`). */
export const RICH_TEXT_WIDGET: FieldWidgetName = 'RichText';
