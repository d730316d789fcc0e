import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/json-schema';
import { sessionAuth } from '../../../runtime/core';
import { registerFieldWidgets } from '../../../runtime/antd/fields/registerFieldWidgets';
import type { FormPageSchema, ModelSchema } from '../../../runtime/render/schemaLite';
import { formMode } from '../../../runtime/render/formily/compileForm';
import { compile, fieldsOfSchema, repoJson } from './formilyHelpers';

const dictModel = repoJson<ModelSchema>('schemas/models/sys_dict.json');
const dictForm = repoJson<FormPageSchema>('schemas/pages/system/dict.form.json');
const itemModel = repoJson<ModelSchema>('schemas/models/sys_dict_item.json');
const itemForm = repoJson<FormPageSchema>('schemas/pages/system/dictItem.form.json');
const caseModel = repoJson<ModelSchema>('schemas/models/biz_case.json');
const caseAdd = repoJson<FormPageSchema>('schemas/pages/caseManage/case.add.json');
const caseForm = repoJson<FormPageSchema>('schemas/pages/caseManage/case.form.json');

type Rule = Record<string, unknown>;
const rules = (field: ISchema) => field['x-validator'] as Rule[];

// The registry tells which widgets pick a value ("请选择…" rather than "请输入…").
beforeAll(registerFieldWidgets);
afterEach(() => sessionAuth.clear());

describe('schema → Formily compiler', () => {
  it('gives fields the model label, type, widget and options', () => {
    const fields = fieldsOfSchema(compile(dictForm, dictModel).schema);
    expect(Object.keys(fields)).toEqual(['dictName', 'dictNameEn', 'dictCode', 'type', 'description']);
    expect(fields.dictName).toMatchObject({
      type: 'string',
      title: '字典名称',
      'x-component': 'Input',
      'x-decorator': 'FormItem',
    });
    expect(fields.type).toMatchObject({
      type: 'number',
      'x-component': 'RadioGroup',
      default: 0,
      enum: [
        { label: '字符串', value: 0 },
        { label: '数字', value: 1 },
      ],
    });
    expect(fields.description?.['x-component']).toBe('TextArea');
    const english = fieldsOfSchema(compile(dictForm, dictModel, { lang: 'en-US' }).schema);
    expect(english.dictName?.title).toBe('Name');
  });

  it("turns the model's validation into rules with bilingual messages", () => {
    const zh = fieldsOfSchema(compile(dictForm, dictModel).schema).dictCode!;
    expect(rules(zh)[0]).toEqual({ required: true, message: '请输入字典编码!' });
    expect(rules(zh)).toContainEqual({ maxLength: 100, message: '字典编码最多100个字符' });
    expect(rules(zh).find((r) => r.pattern)?.pattern).toEqual(/^[A-Za-z0-9_]{1,64}$/u);
    // The duplicate rule asks the server, on blur and on submit.
    expect(rules(zh).find((r) => r.validator)).toMatchObject({ triggerType: 'onBlur' });
    const en = fieldsOfSchema(compile(dictForm, dictModel, { lang: 'en-US' }).schema).dictCode!;
    expect(rules(en)[0]).toEqual({ required: true, message: 'Please enter code!' });
    const optional = fieldsOfSchema(compile(dictForm, dictModel).schema).description!;
    expect(rules(optional)[0]).toMatchObject({ required: false });
  });

  it('compiles formats, patterns, widgets and layout of the case add page', () => {
    const compiled = compile(caseAdd, caseModel);
    const fields = fieldsOfSchema(compiled.schema);
    expect(compiled.columns).toBe(2);
    expect(fields.title?.['x-decorator-props']).toMatchObject({ gridSpan: 2 });
    expect(rules(fields.title!)).toContainEqual({ minLength: 4, message: '标题至少需要4个字符' });
    expect(rules(fields.contactEmail!)).toContainEqual({ format: 'email', message: '请输入正确的电子邮件!' });
    expect(rules(fields.contactPhone!).some((r) => r.pattern instanceof RegExp)).toBe(true);
    expect(fields.priority).toMatchObject({
      'x-component': 'DictSelect',
      default: 'M',
      'x-component-props': { dictCode: 'priority' },
    });
    expect(rules(fields.priority!)[0]).toEqual({ required: true, message: '请选择优先级!' });
    expect(fields.expectedDate?.['x-component-props']).toMatchObject({ format: 'YYYY-MM-DD' });
    expect(fields.attachment?.['x-component-props']).toMatchObject({ maxSizeMB: 10, biz: 'biz_case' });
    expect(compiled.widgets.sort()).toEqual(['DatePicker', 'DictSelect', 'FileUpload', 'Input', 'TextArea']);
    const sections = Object.values(compiled.schema.properties ?? {}).map(
      (s) => (s['x-component-props'] as { title: string }).title,
    );
    expect(sections).toEqual(['基本信息', '产品信息', '问题信息']);
  });

  it('fills defaults (literal, model or expression) only when adding', () => {
    const add = fieldsOfSchema(compile(itemForm, itemModel, { scope: { params: { dictId: 'd1' } } }).schema);
    expect(add.dictId?.default).toBe('d1');
    expect(add.sortOrder?.default).toBe(1);
    const edit = fieldsOfSchema(
      compile(itemForm, itemModel, { mode: 'edit', scope: { params: { id: 'x', dictId: 'd1' } } }).schema,
    );
    expect(edit.dictId?.default).toBeUndefined();
    expect(edit.sortOrder?.default).toBeUndefined();
  });

  it('turns *When expressions into reactions watching exactly the fields they read', () => {
    const page: FormPageSchema = {
      id: 'test.linkage.form',
      kind: 'form',
      title: 'x',
      model: 'biz_case',
      sections: [
        {
          fields: [
            { field: 'status' },
            {
              field: 'assignee',
              visibleWhen: { $expr: "values.status != '0' && values.contact.phone != null" },
            },
            {
              field: 'departId',
              required: { $expr: "values.status == '1'" },
              disabledWhen: { $expr: "mode == 'edit'" },
            },
            { field: 'title', visibleWhen: { $expr: 'values.tags' } },
          ],
        },
      ],
    };
    const fields = fieldsOfSchema(compile(page, caseModel).schema);
    expect(fields.assignee?.['x-reactions']).toEqual([
      {
        dependencies: { status: 'status', 'contact.phone': 'contact.phone' },
        fulfill: { state: { hidden: "{{!(values.status != '0' && values.contact.phone != null)}}" } },
      },
    ]);
    expect(fields.departId?.['x-reactions']).toEqual([
      {
        dependencies: { status: 'status' },
        fulfill: { state: { disabled: "{{!!(mode == 'edit')}}", required: "{{!!(values.status == '1')}}" } },
      },
    ]);
    // The expression `required` starts off; its reaction switches the rule (keeping its message).
    expect(rules(fields.departId!)[0]).toEqual({ required: false, message: '请选择负责部门!' });
    expect(fields.status?.['x-reactions']).toEqual([]);
  });

  it('compiles a one-to-many relation into an ArrayTable of the child model', () => {
    const parent: ModelSchema = {
      $id: 'urn:lowcode:model:test_order',
      type: 'object',
      'x-storage': { table: 'test_order' },
      properties: {
        id: { type: 'string', readOnly: true },
        lines: {
          type: 'array',
          items: { type: 'string' },
          'x-ref': { model: 'test_line', foreignKey: 'orderId' },
        },
      },
    };
    const child: ModelSchema = {
      $id: 'urn:lowcode:model:test_line',
      type: 'object',
      'x-storage': { table: 'test_line' },
      required: ['product'],
      properties: {
        id: { type: 'string' },
        product: { type: 'string', 'x-label': '产品' },
        qty: { type: 'integer', minimum: 1 },
      },
    };
    const page: FormPageSchema = {
      id: 'test.order.form',
      kind: 'form',
      title: 'x',
      model: 'test_order',
      sections: [
        { subTable: { relation: 'lines', fields: [{ field: 'product' }, { field: 'qty' }], minRows: 1 } },
      ],
    };
    const compiled = compile(page, parent, { extraModels: [child] });
    const lines = fieldsOfSchema(compiled.schema).lines!;
    expect(lines).toMatchObject({
      type: 'array',
      'x-component': 'ArrayTable',
      'x-validator': [{ minItems: 1 }],
    });
    const columns = (lines.items as ISchema).properties as Record<string, ISchema>;
    expect(Object.keys(columns)).toEqual(['__index', '__col_product', '__col_qty', '__ops']);
    const cell = (column: string, field: string) =>
      (columns[column]!.properties as Record<string, ISchema>)[field]!;
    expect(cell('__col_product', 'product')).toMatchObject({ 'x-component': 'Input' });
    expect(rules(cell('__col_product', 'product'))[0]).toEqual({ required: true, message: '请输入产品!' });
    expect(cell('__col_qty', 'qty')).toMatchObject({
      'x-component': 'NumberPicker',
      'x-component-props': { precision: 0, min: 1 },
    });
  });

  it('disables a property only holders of its x-writePermission may set', () => {
    const editCode = { action: 'biz:case:edit', type: '1', status: '1' };
    sessionAuth.save([], [editCode]);
    const without = fieldsOfSchema(compile(caseForm, caseModel).schema);
    expect(without.status?.['x-disabled']).toBe(true);
    expect(without.assignee?.['x-disabled']).toBe(true);
    expect(without.title?.['x-disabled']).toBeUndefined();
    sessionAuth.save([editCode], [editCode]);
    const holder = fieldsOfSchema(compile(caseForm, caseModel).schema);
    expect(holder.status?.['x-disabled']).toBeUndefined();
    expect(holder.assignee?.['x-disabled']).toBeUndefined();
  });

  it('edits when the params name a record', () => {
    expect(formMode(dictForm, { id: 'a1' })).toBe('edit');
    expect(formMode(dictForm, {})).toBe('add');
    expect(formMode({ ...dictForm, load: { when: { $expr: "params.copy != '1'" } } }, { copy: '1' })).toBe(
      'add',
    );
  });
});
