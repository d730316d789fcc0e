import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRows } from '../../../../widgets/schema-designer/fields/applyRows';
import {
  newRow,
  pagesOf,
  rowsOf,
  type FieldsModule,
} from '../../../../widgets/schema-designer/fields/fieldRows';
import type { JsonObject } from '../../../../widgets/schema-designer/fields/json';

const SCHEMAS = join(__dirname, '../../../../schemas');

function readJson(path: string): JsonObject {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonObject;
}

function pagesUnder(dir: string): JsonObject[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pagesUnder(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [readJson(join(dir, entry.name))]
        : [],
  );
}

/** Every repository model with its first list and form page. */
function repositoryModules(): [string, FieldsModule][] {
  const pages = pagesUnder(join(SCHEMAS, 'pages'));
  return readdirSync(join(SCHEMAS, 'models')).map((file) => {
    const model = readJson(join(SCHEMAS, 'models', file));
    const name = file.replace(/\.json$/, '');
    const list = pages.find((p) => p.kind === 'list' && p.model === name);
    const form = pages.find((p) => p.kind === 'form' && p.model === name);
    return [name, { model, ...(list ? { list } : {}), ...(form ? { form } : {}) }];
  });
}

// The positions module spelled out: its repository files lean on implied defaults (labels, id).
const SPELLED_OUT = join(__dirname, '../../schema/spelledOut');
const position = (): FieldsModule => ({
  model: readJson(join(SPELLED_OUT, 'models/sys_position.json')),
  list: readJson(join(SPELLED_OUT, 'pages/system/position.list.json')),
  form: readJson(join(SPELLED_OUT, 'pages/system/position.form.json')),
});

describe('fields builder rows', () => {
  const modules = repositoryModules();

  it.each(modules)('round-trips the repository module %s unchanged', (_name, module) => {
    const text = JSON.stringify(module);
    const back = applyRows(module, rowsOf(module));
    expect(back).toEqual(module);
    expect(JSON.stringify(back)).toBe(text);
    expect(JSON.stringify(module)).toBe(text);
  });

  it('reads the twelve kinds the way the models express them', () => {
    const kinds = new Map(
      modules.flatMap(([name, m]) => rowsOf(m).map((r) => [`${name}.${r.name}`, r.kind] as const)),
    );
    expect(kinds.get('sys_position.code')).toBe('text');
    expect(kinds.get('sys_position.postRank')).toBe('dict');
    expect(kinds.get('biz_case.attachment')).toBe('file');
    expect(kinds.get('sys_user.avatar')).toBe('image');
    expect(kinds.get('biz_hotfix.description')).toBe('richText');
    expect(kinds.get('sys_announcement.startTime')).toBe('datetime');
    expect(kinds.get('biz_sales_certificate.validFrom')).toBe('date');
    expect(kinds.get('biz_partner_contact.isPrimary')).toBe('switch');
    expect(kinds.get('biz_case.contacts')).toBe('children');
    expect(kinds.get('sys_third_provider.enabled')).toBe('other');
  });

  it('reads labels in both languages and page membership', () => {
    const code = rowsOf(position()).find((r) => r.name === 'code')!;
    expect(code).toMatchObject({
      labelZh: '职务编码',
      labelEn: 'Code',
      length: 32,
      required: true,
      unique: true,
      inList: true,
      inForm: true,
      inSearch: true,
      searchOp: 'like',
      checkRule: 'common',
    });
  });

  it('keeps unknown x- properties and keys through every edit of another row', () => {
    const module: FieldsModule = {
      model: {
        $id: 'urn:lowcode:model:online_visit',
        'x-custom': { keep: [1, 2] },
        'x-storage': { table: 'online_visit', 'x-note': 'kept' },
        properties: {
          id: { type: 'string', readOnly: true },
          place: { type: 'string', maxLength: 50, 'x-future': true, 'x-label': 'Place' },
          note: { type: 'string', 'x-widget': 'TextArea' },
        },
      },
    };
    expect(applyRows(module, rowsOf(module))).toEqual(module);
    const rows = rowsOf(module).map((r) => (r.name === 'note' ? { ...r, length: 500 } : r));
    const out = applyRows(module, rows).model;
    expect(out['x-custom']).toBe(module.model['x-custom']);
    expect(out['x-storage']).toBe(module.model['x-storage']);
    const props = out.properties as Record<string, JsonObject>;
    expect(props.place).toBe((module.model.properties as Record<string, JsonObject>).place);
    expect(props.note).toEqual({ type: 'string', 'x-widget': 'TextArea', maxLength: 500 });
  });

  it('renames a property in the model, required list and the pages', () => {
    const module = position();
    const rows = rowsOf(module).map((r) => (r.name === 'code' ? { ...r, name: 'postCode' } : r));
    const out = applyRows(module, rows);
    expect(Object.keys(out.model.properties as object)).toEqual(['id', 'postCode', 'name', 'postRank']);
    expect(out.model.required).toEqual(['postCode', 'name', 'postRank']);
    expect(JSON.stringify(out.list)).toContain('"field":"postCode"');
    expect(JSON.stringify(out.list)).not.toContain('"field":"code"');
    expect(JSON.stringify(out.form)).toContain('"field":"postCode"');
  });

  it('adds a dictionary field with labels, a column, a search and a form entry', () => {
    const module = position();
    const row = {
      ...newRow('dict', 1, pagesOf(module)),
      name: 'visitType',
      labelZh: '拜访类型',
      labelEn: 'Visit type',
      dictCode: 'visit_type',
      required: true,
      inSearch: true,
      searchOp: 'eq' as const,
    };
    const out = applyRows(module, [...rowsOf(module), row]);
    const props = out.model.properties as Record<string, JsonObject>;
    expect(props.visitType).toEqual({
      type: 'string',
      maxLength: 32,
      'x-dict': 'visit_type',
      'x-label': { $t: 'position.visitType' },
    });
    const i18n = out.model['x-i18n'] as Record<string, Record<string, string>>;
    expect(i18n['zh-CN']!['position.visitType']).toBe('拜访类型');
    expect(i18n['en-US']!['position.visitType']).toBe('Visit type');
    expect(out.model.required).toEqual(['code', 'name', 'postRank', 'visitType']);
    expect(out.list!.columns).toContainEqual({ field: 'visitType', display: 'dictTag' });
    expect((out.list!.search as JsonObject).fields).toContainEqual({ field: 'visitType', op: 'eq' });
    expect(JSON.stringify(out.form)).toContain('{"field":"visitType"}');
    expect(rowsOf(out).at(-1)).toMatchObject({ name: 'visitType', kind: 'dict', labelEn: 'Visit type' });
  });

  it('changes a kind, drops a field from the pages, reorders, and removes a row', () => {
    const module = position();
    const [id, code, name, rank] = rowsOf(module);
    const out = applyRows(module, [id!, { ...name!, kind: 'longText', inList: false }, code!]);
    expect(Object.keys(out.model.properties as object)).toEqual(['id', 'name', 'code']);
    const props = out.model.properties as Record<string, JsonObject>;
    expect(props.name).toMatchObject({
      type: 'string',
      'x-widget': 'TextArea',
      'x-label': { $t: 'position.name' },
    });
    const fieldsOf = (entries: unknown) => (entries as JsonObject[]).map((e) => e.field);
    expect(fieldsOf(out.list!.columns)).toEqual(['code', 'createTime']);
    expect(fieldsOf((out.list!.search as JsonObject).fields)).toEqual(['code', 'name']);
    expect(JSON.stringify(out.form)).not.toContain('postRank');
    expect(out.model.required).toEqual(['code', 'name']);
    expect(rank!.name).toBe('postRank');
  });

  // The repository's positions model leans on implied labels: its properties have no `x-label`.
  const shortPosition = (): FieldsModule => ({
    model: readJson(join(SCHEMAS, 'models/sys_position.json')),
  });

  it('shows the labels a short model implies, as the rendered pages show them', () => {
    const rows = rowsOf(shortPosition());
    expect(rows.map((r) => [r.name, r.labelZh, r.labelEn])).toEqual([
      ['code', '职务编码', 'Code'],
      ['name', '职务名称', 'Name'],
      ['postRank', '职级', 'Rank'],
    ]);
  });

  it('keeps an implied label implied when its texts change, and names its key when renamed', () => {
    const module = shortPosition();
    const [code, name, rank] = rowsOf(module);
    const out = applyRows(module, [
      { ...code!, labelZh: '编码', labelEn: 'Position code' },
      { ...name!, name: 'title' },
      rank!,
    ]);
    const props = out.model.properties as Record<string, JsonObject>;
    expect(props.code).not.toHaveProperty('x-label');
    expect(props.title!['x-label']).toEqual({ $t: 'position.name' });
    expect(props.postRank).toBe((module.model.properties as Record<string, JsonObject>).postRank);
    const i18n = out.model['x-i18n'] as Record<string, Record<string, string>>;
    expect([i18n['zh-CN']!['position.code'], i18n['en-US']!['position.code']]).toEqual([
      '编码',
      'Position code',
    ]);
    expect(rowsOf(out).map((r) => r.labelZh)).toEqual(['编码', '职务名称', '职级']);
  });
});
