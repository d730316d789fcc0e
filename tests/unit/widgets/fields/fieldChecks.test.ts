import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedNameOf } from '../../../../runtime/schema/reservedNames';
import { checkRows } from '../../../../widgets/schema-designer/fields/fieldChecks';
import { newRow, type FieldRow } from '../../../../widgets/schema-designer/fields/fieldRows';

const MODELS = join(__dirname, '../../../../schemas/models');
const row = (name: string, extra: Partial<FieldRow> = {}): FieldRow => ({
  ...newRow('text', 0, { list: false, form: false }),
  key: `k:${name}`,
  name,
  ...extra,
});
const catalog = new Set(['biz_partner', 'sys_user']);

describe('fields builder checks', () => {
  it('refuses invalid, reserved and duplicate names, naming the field', () => {
    const issues = checkRows(
      [
        row('visitDate'),
        row('Visit date'),
        row('order'),
        row('select'),
        row('constructor'),
        row('currentDate'),
        row(''),
        row('visitDate', { key: 'k:second' }),
      ],
      catalog,
    );
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['Visit date', 'nameInvalid'],
      ['order', 'nameReservedQuery'],
      ['select', 'nameReservedSql'],
      ['constructor', 'nameReservedJs'],
      ['currentDate', 'nameReservedSql'],
      ['', 'nameRequired'],
      ['visitDate', 'nameDuplicate'],
    ]);
    expect(issues.at(-1)!.key).toBe('k:second');
  });

  it('refuses a reference to a model not in the catalog, and missing dictionary or child key', () => {
    const issues = checkRows(
      [
        row('partner', { kind: 'ref', refModel: 'biz_partner' }),
        row('owner', { kind: 'ref', refModel: 'no_such_model' }),
        row('kind', { kind: 'dict', dictCode: '' }),
        row('lines', { kind: 'children', refModel: 'sys_user', foreignKey: '' }),
        row('title', { length: 0 }),
      ],
      catalog,
    );
    expect(issues.map((i) => [i.field, i.column, i.code])).toEqual([
      ['owner', 'refModel', 'refMissing'],
      ['kind', 'dictCode', 'dictRequired'],
      ['lines', 'foreignKey', 'foreignKeyRequired'],
      ['title', 'length', 'lengthInvalid'],
    ]);
  });

  it('finds no reserved name in any repository model (the server refuses them in stored ones)', () => {
    const used = readdirSync(MODELS).flatMap((file) => {
      const model = JSON.parse(readFileSync(join(MODELS, file), 'utf8')) as { properties: object };
      return [file.replace('.json', ''), ...Object.keys(model.properties)].filter((n) => reservedNameOf(n));
    });
    expect(used).toEqual([]);
    expect(reservedNameOf('visitDate')).toBeUndefined();
    expect(reservedNameOf('__proto__')).toBe('js');
  });
});
