// Sample rows of an unsaved model for the designer's preview: a plausible value per property from its
// type, format, limits and dictionary, and the endpoint that serves them as the model's list and record.
import { describe, expect, it } from 'vitest';
import { sampleEndpoint } from '../../../widgets/schema-designer/layout/sampleEndpoint';
import {
  dictCodesOf,
  sampleRows,
  type SampleContext,
} from '../../../widgets/schema-designer/layout/sampleRows';
import { CONTACT_MODEL } from '../../../widgets/schema-designer/layout/layoutStoryData';

const context: SampleContext = {
  labelOf: (name) => ({ name: 'Name', mobile: 'Mobile' })[name] ?? name,
  optionLabel: (label) => String(label),
  dictItems: {
    position_rank: [
      { value: '1', text: 'Junior' },
      { value: '2', text: 'Senior' },
    ],
  },
  today: new Date(2026, 10, 27),
};

describe('sample rows', () => {
  it('gives five rows with a value per property, dictionary labels and audit fields', () => {
    const rows = sampleRows(CONTACT_MODEL, context);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      id: `sample${'1'.padStart(26, '0')}`,
      name: 'Name 1',
      mobile: '13800138000',
      email: 'email1@example.com',
      rank: '1',
      rank_dictText: 'Junior',
      since: '2026-11-27',
      score: 1,
      active: true,
    });
    expect(rows[2]).toMatchObject({ rank: '1', since: '2026-11-25', active: true });
    expect(rows[1]).toMatchObject({ rank: '2', rank_dictText: 'Senior', active: false });
    expect(rows[4]!.createTime).toBe('2026-11-23 13:08:00');
    expect(dictCodesOf(CONTACT_MODEL)).toEqual(['position_rank']);
  });

  it('keeps within limits: maximum, maxLength, a pattern, options and children', () => {
    const model = structuredClone(CONTACT_MODEL);
    model.properties.score = { type: 'integer', minimum: 98, maximum: 100 };
    model.properties.code = { type: 'string', maxLength: 4, pattern: '^[a-z0-9]+$' };
    model.properties.level = { type: 'string', 'x-options': [{ value: 'a', label: 'Alpha' }] };
    model.properties.items = { type: 'array', 'x-ref': { model: 'online_item', foreignKey: 'contactId' } };
    const rows = sampleRows(model, { ...context, count: 3 });
    expect(rows.map((r) => r.score)).toEqual([99, 100, 100]);
    expect(rows[0]).toMatchObject({ code: 'code', level: 'a', level_dictText: 'Alpha', items: [] });
  });

  it('serves the rows as the list and by id, and refuses writes', () => {
    const rows = sampleRows(CONTACT_MODEL, context);
    const endpoint = sampleEndpoint('/online/contact', rows, 'not saved');
    const list = endpoint({
      method: 'GET',
      path: '/online/contact/list',
      params: { pageSize: '2' },
      body: {},
    });
    expect(list).toMatchObject({ success: true, result: { total: 5, size: 2, current: 1, pages: 3 } });
    const one = endpoint({
      method: 'GET',
      path: '/online/contact/queryById',
      params: { id: rows[3]!.id },
      body: {},
    });
    expect(one).toMatchObject({ success: true, result: { name: 'Name 4' } });
    expect(endpoint({ method: 'POST', path: '/online/contact/add', params: {}, body: {} })).toMatchObject({
      success: false,
      message: 'not saved',
    });
    expect(
      endpoint({ method: 'GET', path: '/sys/dict/getDictItems/x', params: {}, body: {} }),
    ).toBeUndefined();
  });
});
