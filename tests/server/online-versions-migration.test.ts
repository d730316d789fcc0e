// Migration 2026-12-03T0100_online_schema_versions on a database whose designer stored documents before
// it: each stored model or page becomes its version 1 (its last author and time), the tables the
// designer claimed get none, and the history answers for it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../server/src/db/migrations/2026-12-03T0100_online_schema_versions.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller } from './crud-helpers.js';

const MODEL = {
  $id: 'urn:lowcode:model:online_older',
  type: 'object',
  'x-storage': { table: 'online_older' },
  properties: { id: { type: 'string', readOnly: true }, title: { type: 'string', maxLength: 50 } },
};

describe.each(DIALECTS)('online schema versions migration (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  it('makes every stored document its own version 1', async () => {
    const admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const saved = await admin.send('POST', '/online/schema/add', {
      kind: 'model',
      content: JSON.stringify(MODEL),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = body<{ id: string }>(saved).result;
    // As before the migration: a stored row last edited by someone else, and no versions table.
    await app.db
      .updateTable('sys_online_schema')
      .set({ update_by: 'editor', update_time: '2026-11-30 08:00:00' })
      .where('id', '=', id)
      .execute();
    await app.db.schema.dropTable('sys_online_schema_version').execute();
    await up(app.db);
    const versions = await app.db.selectFrom('sys_online_schema_version').selectAll().execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      schema_id: id,
      kind: 'model',
      name: 'online_older',
      version: 1,
      content: JSON.stringify(MODEL),
      note: null,
      create_by: 'editor',
      create_time: '2026-11-30 08:00:00',
    });
    const listed = body<{ version: number }[]>(await admin.get(`/online/schema/versions?id=${id}`)).result;
    expect(listed.map((v) => v.version)).toEqual([1]);
  });
});
