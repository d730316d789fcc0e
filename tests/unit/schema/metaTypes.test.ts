import { describe, expect, it } from 'vitest';
import {
  ACTION_POSITIONS,
  ACTION_TYPES,
  API_OPERATIONS,
  COLUMN_DISPLAYS,
  DETAIL_DISPLAYS,
  FIELD_FORMATS,
  FIELD_RULE_TYPES,
  FIELD_TYPES,
  PAGE_KINDS,
  SEARCH_OPS,
  SQL_TYPES,
} from '../../../runtime/schema/index.js';
import { schemaCopy } from './helpers.js';
import { MIRRORS, UNMIRRORED, type MetaFile } from './metaTypeKeys.js';

type Json = Record<string, unknown>;
const model = schemaCopy<Json>('schemas/meta/model.schema.json');
const page = schemaCopy<Json>('schemas/meta/page.schema.json');
const META: Record<MetaFile, Json> = {
  common: schemaCopy<Json>('schemas/meta/common.schema.json'),
  model,
  page,
};

function at(doc: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Json)[key], doc);
}

// runtime/schema/types.ts is written by hand; these keep its enums equal to the meta-schemas'.
describe('types.ts is in step with the meta-schemas', () => {
  it.each<[string, readonly string[], Json, string]>([
    ['field types', FIELD_TYPES, model, '$defs.Field.properties.type.enum'],
    ['field formats', FIELD_FORMATS, model, '$defs.Field.properties.format.enum'],
    ['sql types', SQL_TYPES, model, '$defs.FieldStorage.properties.sqlType.enum'],
    ['api operations', API_OPERATIONS, model, '$defs.ModelApi.properties.operations.items.enum'],
    ['page kinds', PAGE_KINDS, page, 'properties.kind.enum'],
    ['action types', ACTION_TYPES, page, '$defs.Action.properties.type.enum'],
    ['action positions', ACTION_POSITIONS, page, '$defs.Position.enum'],
    ['column displays', COLUMN_DISPLAYS, page, '$defs.Column.properties.display.enum'],
    ['detail displays', DETAIL_DISPLAYS, page, '$defs.DetailField.properties.display.enum'],
    ['search operators', SEARCH_OPS, page, '$defs.SearchField.properties.op.enum'],
    ['field rule types', FIELD_RULE_TYPES, page, '$defs.FieldRule.properties.type.enum'],
  ])('%s', (_name, values, doc, path) => {
    expect([...values]).toEqual(at(doc, path));
  });

  it('every page kind has its own branch', () => {
    const branches = (page.oneOf as { $ref: string }[]).map((b) => b.$ref.split('/').pop());
    expect(branches).toEqual([
      'ListPage',
      'FormPage',
      'DetailPage',
      'ModalPage',
      'GrantPage',
      'SplitPage',
      'ReportPage',
      'DashboardPage',
    ]);
    for (const [kind, branch] of PAGE_KINDS.map((k, i) => [k, branches[i]!] as const)) {
      expect(at(page, `$defs.${branch}.properties.kind.const`)).toBe(kind);
    }
  });
});

const segment = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** The node at a JSON pointer ('' is the document). */
function resolve(doc: Json, pointer: string): Json {
  if (pointer === '') return doc;
  return pointer
    .slice(1)
    .split('/')
    .reduce<Json>((node, key) => node[segment(key)] as Json, doc);
}

/** Pointers of every schema object that lists `properties`, wherever it sits in the meta-schema. */
function objectDefinitions(node: unknown, pointer = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => objectDefinitions(item, `${pointer}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const found = Object.hasOwn(node, 'properties') ? [pointer] : [];
  for (const [key, child] of Object.entries(node as Json)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    // Maps of named schemas: their keys are names, not keywords (a property may be called "properties").
    if (key === 'properties' || key === '$defs') {
      for (const [name, schema] of Object.entries(child as Json)) {
        found.push(...objectDefinitions(schema, `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`));
      }
    } else found.push(...objectDefinitions(child, at));
  }
  return found;
}

// Property names: the lists in metaTypeKeys.ts satisfy their TS types (tsc), and equal the meta-schemas (here).
describe("types.ts has the meta-schemas' properties", () => {
  it.each(MIRRORS.map((m) => [m.type, m] as const))('%s', (_type, m) => {
    const meta = m.pointers.flatMap((p) => Object.keys(resolve(META[m.file], p).properties as Json));
    expect(Object.keys(m.keys).sort()).toEqual([...new Set(meta)].sort());
  });

  it.each(Object.keys(META) as MetaFile[])('every object %s.schema.json defines has a TS shape', (file) => {
    const covered = new Set([
      ...MIRRORS.filter((m) => m.file === file).flatMap((m) => m.pointers),
      ...Object.keys(UNMIRRORED[file] ?? {}),
    ]);
    expect(objectDefinitions(META[file]).filter((p) => !covered.has(p))).toEqual([]);
  });
});
