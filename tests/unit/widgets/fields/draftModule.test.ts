import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaSet, type SchemaSource } from '../../../../runtime/schema';
import {
  checkModuleName,
  draftModule,
  shortName,
} from '../../../../widgets/schema-designer/fields/draftModule';
import { newRow, type FieldRow } from '../../../../widgets/schema-designer/fields/fieldRows';
import type { FieldKind } from '../../../../widgets/schema-designer/fields/fieldKinds';

const ROOT = join(__dirname, '../../../..');
const filesUnder = (dir: string): SchemaSource[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.json')
      ? [{ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }]
      : [];
  });

let seq = 0;
const field = (
  kind: FieldKind,
  name: string,
  zh: string,
  en: string,
  extra: Partial<FieldRow> = {},
): FieldRow => ({
  ...newRow(kind, (seq += 1), { list: true, form: true }),
  name,
  labelZh: zh,
  labelEn: en,
  ...extra,
});

/** The issue's "customer visit": six fields, one dictionary, a reference, a date and a file, two searched. */
const VISIT_ROWS = [
  field('text', 'subject', '主题', 'Subject', { required: true, inSearch: true, searchOp: 'like' }),
  field('dict', 'visitType', '拜访类型', 'Visit type', { dictCode: 'priority', inSearch: true }),
  field('ref', 'partnerId', '合作伙伴', 'Partner', { refModel: 'biz_partner' }),
  field('date', 'visitDate', '拜访日期', 'Visit date', { required: true }),
  field('file', 'report', '拜访报告', 'Report'),
  field('money', 'amount', '金额', 'Amount', { defaultValue: '0' }),
];

describe('new module drafting', () => {
  const issuesOf = (module: ReturnType<typeof draftModule>) => {
    const repo = {
      models: filesUnder(join(ROOT, 'schemas/models')),
      pages: filesUnder(join(ROOT, 'schemas/pages')),
    };
    const set = loadSchemaSet({
      models: [
        ...repo.models,
        { path: 'online:models/online_visit.json', text: JSON.stringify(module.model) },
      ],
      pages: [
        ...repo.pages,
        ...(['list', 'form', 'modal'] as const).map((kind) => ({
          path: `online:pages/online.visit.${kind}.json`,
          text: JSON.stringify(module[kind]),
        })),
      ],
    });
    return set.issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`);
  };

  it('drafts a model and its list, form and modal pages that validate with the repository', () => {
    const module = draftModule(
      { name: 'online_visit', labelZh: '客户拜访', labelEn: 'Customer visits' },
      VISIT_ROWS,
    );
    expect(issuesOf(module)).toEqual([]);
    expect(Object.keys(module.model.properties as object)).toEqual([
      'id',
      'subject',
      'visitType',
      'partnerId',
      'visitDate',
      'report',
      'amount',
    ]);
    expect(module.model.required).toEqual(['subject', 'visitDate']);
    expect(module.list.search).toEqual({
      fields: [{ field: 'subject', op: 'like' }, { field: 'visitType' }],
    });
    expect(module.list.menuKey).toBe('online/VisitList');
    expect((module.list.actions as { id: string }[]).map((a) => a.id)).toEqual([
      'add',
      'export',
      'import',
      'edit',
      'delete',
    ]);
    expect(module.order).toEqual(['model', 'form', 'modal', 'list']);
    // The smallest module: one field, no search.
    const small = draftModule({ name: 'online_visit', labelZh: '拜访', labelEn: 'Visits' }, [
      field('text', 'subject', '主题', 'Subject'),
    ]);
    expect(issuesOf(small)).toEqual([]);
  });

  it('refuses a module name that is invalid, reserved or taken', () => {
    const models = new Set(['sys_user']);
    expect(checkModuleName('Visit', models)).toBe('moduleNameInvalid');
    expect(checkModuleName('select', models)).toBe('moduleNameReserved');
    expect(checkModuleName('online_order', models)).toBe('moduleNameReserved');
    expect(checkModuleName('sys_user', models)).toBe('moduleNameTaken');
    expect(checkModuleName('online_visit', models)).toBeUndefined();
    expect(shortName('online_customer_visit')).toBe('customerVisit');
  });
});
