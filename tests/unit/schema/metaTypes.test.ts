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

type Json = Record<string, unknown>;
const model = schemaCopy<Json>('schemas/meta/model.schema.json');
const page = schemaCopy<Json>('schemas/meta/page.schema.json');

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
    expect(branches).toEqual(['ListPage', 'FormPage', 'DetailPage', 'ModalPage']);
    for (const [kind, branch] of PAGE_KINDS.map((k, i) => [k, branches[i]!] as const)) {
      expect(at(page, `$defs.${branch}.properties.kind.const`)).toBe(kind);
    }
  });
});
