// One form field of a page schema → one Formily field schema, inheriting label, type, validation,
// dictionary and widget from the model property it edits.
import type { ISchema } from '@formily/json-schema';
import { isExpr, type ExprScope, type FormField, type ModelField } from '../schemaLite';
import { evaluateParam } from '../actions/evaluate';
import { hasPermission } from '../../core';
import { permissionAccess } from '../actions/access';
import { getWidget } from '../widgets/widgetRegistry';
import type { TextResolver } from '../schema/text';
import { fieldReactions } from './reactions';
import type { DuplicateTarget } from './remoteRules';
import { fieldValidators, type Translate } from './validators';
import { defaultWidget, optionsOf, widgetProps } from './widgetFor';

export interface FieldCompileContext {
  mode: 'add' | 'edit';
  tx: TextResolver;
  t: Translate;
  /** `record`, `params`, `user`, `mode` for defaults and rules. */
  scope: Omit<ExprScope, 'values'>;
  /** Columns of the form grid (a field's span is capped at it). */
  columns: number;
  /** The model's table (duplicate checks, upload folder). */
  table?: string;
  /** Column of each property, for duplicate checks. */
  columnOf: (name: string) => string;
  /** The record being edited (labels of references). */
  record?: Record<string, unknown>;
  /** Required properties of the model. */
  requiredFields: readonly string[];
  /** The edited record's id (duplicate checks skip it). */
  recordId?: string;
  /** Inside a sub-table: no label above the input (the column header has it). */
  inTable?: boolean;
}

function schemaType(def: ModelField | undefined): ISchema['type'] {
  if (!def) return 'string';
  if (def.type === 'integer' || def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'array') return 'array';
  return 'string';
}

function defaultValue(field: FormField, def: ModelField | undefined, ctx: FieldCompileContext): unknown {
  // Defaults fill new records only: on edit an empty stored value must stay empty.
  if (ctx.mode !== 'add') return undefined;
  if (field.default !== undefined)
    return isExpr(field.default) ? evaluateParam(field.default, ctx.scope) : field.default;
  return def?.default;
}

/**
 * The Formily schema of a form field, or undefined when the user may not see it (its `permission`).
 *
 * @example
 * compileField({ field: 'dictCode', rules: [{ type: 'duplicate' }] }, model.properties.dictCode, ctx);
 */
export function compileField(
  field: FormField,
  def: ModelField | undefined,
  ctx: FieldCompileContext,
): ISchema | undefined {
  const access = permissionAccess(field.permission);
  if (!access.visible) return undefined;
  // A property only holders of its write code may set (`x-writePermission`): others see it, cannot
  // change it, and the server keeps its default or stored value whatever they send.
  const writeCode = def?.['x-writePermission'];
  const locked = access.disabled || (writeCode !== undefined && !hasPermission(writeCode));
  const widget = field.widget ?? defaultWidget(def);
  const label = ctx.tx(field.label ?? def?.['x-label'] ?? def?.title, field.field);
  const requiredFixed =
    field.required === true || (field.required === undefined && ctx.requiredFields.includes(field.field));
  const duplicate: DuplicateTarget | undefined = ctx.table
    ? {
        tableName: ctx.table,
        fieldName: ctx.columnOf(field.field),
        dataId: ctx.recordId,
        property: field.field,
      }
    : undefined;
  const validators = fieldValidators(def, field, {
    label,
    t: ctx.t,
    tx: ctx.tx,
    picks: getWidget(widget)?.picks ?? false,
    required: requiredFixed,
    duplicate,
    scope: ctx.scope,
  });
  const props = {
    // Formily's FormItem label is not tied to its input: the accessible name comes from here.
    'aria-label': label,
    ...widgetProps(widget, def, {
      table: ctx.table,
      label: ctx.record?.[`${field.field}_dictText`],
      files: ctx.record?.[`${field.field}_files`],
    }),
    ...(field.placeholder ? { placeholder: ctx.tx(field.placeholder) } : {}),
    ...field.props,
  };
  const span = Math.min(Math.max(field.span ?? 1, 1), ctx.columns);
  const schema: ISchema = {
    type: schemaType(def),
    title: ctx.inTable ? undefined : label,
    'x-decorator': 'FormItem',
    'x-decorator-props': {
      ...(ctx.inTable ? {} : { gridSpan: span }),
      ...(field.help ? { extra: ctx.tx(field.help) } : {}),
    },
    'x-component': widget,
    'x-component-props': props,
    'x-validator': validators,
    'x-reactions': fieldReactions({
      visibleWhen: field.visibleWhen,
      // A control the user's grants disable stays disabled whatever its expression says.
      disabledWhen: locked ? undefined : field.disabledWhen,
      requiredWhen: isExpr(field.required) ? field.required : undefined,
    }),
  };
  const initial = defaultValue(field, def, ctx);
  if (initial !== undefined) schema.default = initial;
  const options = optionsOf(def, ctx.tx);
  if (options) schema.enum = options;
  // Server-owned properties (numbers made on add, ids) are shown but never typed in.
  if (def?.readOnly) schema['x-read-pretty'] = true;
  else if (locked) schema['x-disabled'] = true;
  return schema;
}
