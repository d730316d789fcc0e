// The system log and message lists filter a create_time range and order by `create_time desc, id desc`:
// on a million rows that stays fast only when an index serves the range in that order (bench
// logs-messages: a scan of sys_message took seconds). SQLite's plan says so without any data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, closeTestApp } from './helpers.js';

describe('log and message list indexes (sqlite)', () => {
  let app: FastifyInstance;
  const plan = async (query: string) => {
    const { rows } = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(app.db);
    return rows.map((r) => r.detail);
  };
  const range = `create_time >= '2026-10-01 00:00:00' and create_time <= '2026-10-31 23:59:59'`;
  const order = 'order by create_time desc, id desc limit 20 offset 5000';

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(() => closeTestApp(app));

  it('reads a log type and time range in list order from one index', async () => {
    expect(await plan(`select id from sys_log where log_type = 2 and ${range} ${order}`)).toEqual([
      expect.stringMatching(/^SEARCH sys_log USING COVERING INDEX idx_sys_log_type_time_id/),
    ]);
  });

  it('reads a time range of every log type in list order from one index', async () => {
    expect(await plan(`select id from sys_log where ${range} ${order}`)).toEqual([
      expect.stringMatching(/^SEARCH sys_log USING COVERING INDEX idx_sys_log_time_id/),
    ]);
  });

  it('purges old logs through the time index', async () => {
    expect(await plan(`delete from sys_log where create_time < '2026-01-01 00:00:00'`)).toEqual([
      expect.stringMatching(/^SEARCH sys_log USING (COVERING )?INDEX idx_sys_log_time_id \(create_time<\?\)/),
    ]);
  });

  it('reads a time range of messages in list order from one index', async () => {
    expect(await plan(`select id from sys_message where ${range} ${order}`)).toEqual([
      expect.stringMatching(/^SEARCH sys_message USING COVERING INDEX idx_sys_message_create_time_id/),
    ]);
  });
});
