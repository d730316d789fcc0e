// Row-as-array reads (db/array-reader.ts) on both databases: values come in select order with the
// same JavaScript types Kysely returns, and on SQLite they never turn the statements Kysely reuses
// (statement-cache.ts) into raw ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DIALECTS, buildTestApp, closeTestApp } from './helpers.js';

describe.each(DIALECTS)('array reads on %s', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  const query = () =>
    app.db
      .selectFrom('sys_user')
      .select(['username', 'realname', 'create_time'])
      .where('username', '=', 'admin');

  it('returns each row as its values in select order, typed as Kysely types them', async () => {
    const [objectRow] = await query().execute();
    const rows = await app.readArrays(query().compile());
    expect(rows).toEqual([[objectRow!.username, objectRow!.realname, objectRow!.create_time]]);
    expect(typeof rows[0]![2]).toBe(typeof objectRow!.create_time);
  });

  it('leaves the same SQL read through Kysely returning objects', async () => {
    const compiled = query().compile();
    await app.readArrays(compiled);
    const { rows } = await app.db.executeQuery(compiled);
    expect(rows[0]).toMatchObject({ username: 'admin' });
    expect(await app.readArrays(compiled)).toEqual([
      [expect.any(String), expect.anything(), expect.anything()],
    ]);
  });

  it('binds values, never splices them', async () => {
    const hostile = "admin' or '1'='1";
    const rows = await app.readArrays(
      app.db
        .selectFrom('sys_user')
        .select(sql<number>`count(*)`.as('n'))
        .where('username', '=', hostile)
        .compile(),
    );
    expect(Number(rows[0]![0])).toBe(0);
  });
});
