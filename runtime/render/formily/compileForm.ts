// A form page schema → a Formily JSON schema: sections become titled groups laid out on a FormGrid of
// `layout.columns`, fields inherit from the model (compileField.ts), one-to-many relations become
// ArrayTable sub-tables. `{{ }}` strings in the result are evaluated by the sandboxed compiler only.
import type { ISchema } from '@formily/json-schema';
import {
  columnOf,
  type ExprScope,
  type FormPageSchema,
  type FormSection,
  type ModelSchema,
  type SchemaDoc,
} from '../schemaLite';
import { conditionOf } from '../actions/evaluate';
import { fieldOf } from '../schema/fields';
import type { TextResolver } from '../schema/text';
import { compileField, type FieldCompileContext } from './compileField';
import './expressionCompiler';
import { fieldReactions } from './reactions';
import type { Translate } from './validators';

export interface FormCompileOptions {
  mode: 'add' | 'edit';
  tx: TextResolver;
  t: Translate;
  scope: Omit<ExprScope, 'values'>;
  record?: Record<string, unknown>;
  /** Models by name, for the child models of sub-tables. */
  models: ReadonlyMap<string, SchemaDoc<ModelSchema>>;
}

export interface CompiledForm {
  schema: ISchema;
  /** Every widget name the schema uses (the view loads them before rendering). */
  widgets: string[];
  /** Form-level columns. */
  columns: number;
}

const MAX_COLUMNS = 4;

function fieldContext(model: ModelSchema, options: FormCompileOptions, columns: number): FieldCompileContext {
  const key = model['x-storage'].primaryKey ?? 'id';
  const id = options.record?.[key];
  return {
    mode: options.mode,
    tx: options.tx,
    t: options.t,
    scope: options.scope,
    columns,
    table: model['x-api'] ? model['x-storage'].table : undefined,
    columnOf: (name) => columnOf(name, fieldOf(model, name)),
    record: options.record,
    requiredFields: model.required ?? [],
    recordId: id === undefined || id === null ? undefined : String(id),
  };
}

function subTableSchema(
  section: FormSection,
  model: ModelSchema,
  options: FormCompileOptions,
  widgets: Set<string>,
): [string, ISchema] | undefined {
  const sub = section.subTable!;
  const ref = fieldOf(model, sub.relation)?.['x-ref'];
  const child = ref ? options.models.get(ref.model)?.schema : undefined;
  if (!child) return undefined;
  const ctx = {
    ...fieldContext(child, { ...options, record: undefined }, 1),
    inTable: true,
    mode: 'add' as const,
  };
  const columns: Record<string, ISchema> = {
    __index: {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { width: 64, title: options.t('form.index'), align: 'center' },
      properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } },
    },
  };
  for (const field of sub.fields) {
    const compiled = compileField(field, fieldOf(child, field.field), ctx);
    if (!compiled) continue;
    widgets.add(compiled['x-component'] as string);
    columns[`__col_${field.field}`] = {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': {
        title: options.tx(field.label ?? fieldOf(child, field.field)?.['x-label'], field.field),
      },
      properties: { [field.field]: compiled },
    };
  }
  columns.__ops = {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { width: 80, title: options.t('list.actions'), align: 'center' },
    properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
  };
  return [
    sub.relation,
    {
      type: 'array',
      'x-decorator': 'FormItem',
      'x-decorator-props': { gridSpan: MAX_COLUMNS },
      'x-component': 'ArrayTable',
      'x-validator': [
        ...(sub.minRows !== undefined ? [{ minItems: sub.minRows }] : []),
        ...(sub.maxRows !== undefined ? [{ maxItems: sub.maxRows }] : []),
      ],
      items: { type: 'object', properties: columns },
      properties: {
        add: { type: 'void', title: options.t('form.addItem'), 'x-component': 'ArrayTable.Addition' },
      },
    },
  ];
}

/**
 * Compiles a form page against its model for one mode (add or edit).
 *
 * @example
 * const { schema, widgets } = compileForm(page, model, { mode: 'add', tx, t, scope: { params }, models });
 * <SchemaField schema={schema} components={await loadWidgets(widgets)} />
 */
export function compileForm(
  page: FormPageSchema,
  model: ModelSchema,
  options: FormCompileOptions,
): CompiledForm {
  const columns = Math.min(Math.max(page.layout?.columns ?? 1, 1), MAX_COLUMNS);
  const ctx = fieldContext(model, options, columns);
  const widgets = new Set<string>();
  const sections: Record<string, ISchema> = {};
  page.sections.forEach((section, i) => {
    const body: Record<string, ISchema> = {};
    if (section.subTable) {
      const entry = subTableSchema(section, model, options, widgets);
      if (entry) body[entry[0]] = entry[1];
    }
    for (const field of section.fields ?? []) {
      const compiled = compileField(field, fieldOf(model, field.field), ctx);
      if (!compiled) continue;
      widgets.add(compiled['x-component'] as string);
      body[field.field] = compiled;
    }
    sections[`__section${i}`] = {
      type: 'void',
      'x-component': 'FormSection',
      'x-component-props': {
        title: section.title ? options.tx(section.title) : undefined,
        collapsible: section.collapsible ?? false,
      },
      'x-reactions': fieldReactions({ visibleWhen: section.visibleWhen }),
      properties: {
        [`__grid${i}`]: {
          type: 'void',
          'x-component': 'FormGrid',
          'x-component-props': { maxColumns: columns, minColumns: 1, columnGap: 16 },
          properties: body,
        },
      },
    };
  });
  return { schema: { type: 'object', properties: sections }, widgets: [...widgets], columns };
}

/**
 * The form mode: editing when `load.when` holds, or (without it) when the params name a record by
 * `id`; else adding.
 *
 * @example
 * formMode(page, { id: 'a1' }); // 'edit'
 */
export function formMode(
  page: FormPageSchema,
  params: Record<string, unknown>,
  user?: unknown,
): 'add' | 'edit' {
  if (page.load?.when) return conditionOf(page.load.when, { params, user }, false) ? 'edit' : 'add';
  const id = params.id;
  return id === undefined || id === null || id === '' ? 'add' : 'edit';
}
