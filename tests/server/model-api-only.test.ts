// `x-storage.apiOnly` properties (a model's API shape beyond its table, e.g. a user's `selectedroles`)
// have no column: the start's sync adds none, and the generated CRUD never selects, writes or accepts
// them as writable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { compileModel } from '../../server/src/crud/model.js';
import { recordColumns } from '../../server/src/crud/records.js';
import { readColumns, syncModels } from '../../server/src/crud/sync.js';
import { writableFields, writeSchema } from '../../server/src/crud/write-schema.js';
import type { ModelSchema } from '../../runtime/schema/index.js';
import { DIALECTS, buildTestApp, closeTestApp } from './helpers.js';

const withApiOnly: ModelSchema = {
  $id: 'urn:lowcode:model:test_api_only',
  type: 'object',
  'x-storage': { table: 'test_api_only' },
  'x-api': { basePath: '/test/apiOnly', permissionPrefix: 'test:apiOnly' },
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    name: { type: 'string', maxLength: 50 },
    tags: { type: 'string', 'x-storage': { apiOnly: true } },
  },
};

describe('apiOnly properties in the generated CRUD', () => {
  const model = compileModel(withApiOnly, 'test_api_only.json');

  it('are neither selected nor writable', () => {
    expect(model.byName.get('tags')?.stored).toBe(false);
    expect(recordColumns(model)).not.toContain('tags');
    expect(writableFields(model).map((f) => f.name)).toEqual(['name']);
    expect(Object.keys(writeSchema(model, 'add').properties as object)).not.toContain('tags');
  });
});

describe.each(DIALECTS)('apiOnly properties at start (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  it('add no column to sys_user, whose model lists roles, departments and labels', async () => {
    const user = app.models.models.get('sys_user')!;
    expect(user.byName.get('selectedroles')?.stored).toBe(false);
    expect(await syncModels(app.db, app.dialect, [user])).toEqual({ created: [], added: [] });
    const columns = [...((await readColumns(app.db, app.dialect, 'sys_user'))?.keys() ?? [])];
    expect(columns).toContain('username');
    for (const none of ['selectedroles', 'selecteddeparts', 'confirm_password', 'org_code_txt', 'depart_id'])
      expect(columns).not.toContain(none);
  });

  it('creates a new table without them', async () => {
    const model = compileModel(withApiOnly, 'test_api_only.json');
    expect(await syncModels(app.db, app.dialect, [model])).toEqual({ created: ['test_api_only'], added: [] });
    const columns = [...((await readColumns(app.db, app.dialect, 'test_api_only'))?.keys() ?? [])];
    expect(columns).toContain('name');
    expect(columns).not.toContain('tags');
  });
});
