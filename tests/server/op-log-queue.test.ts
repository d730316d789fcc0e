// The operation log's queue and redaction on their own: a batch threshold that flushes early, a bound
// that drops (and counts) instead of growing, rows written in one insert per batch, secrets masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OpLogQueue } from '../../server/src/services/op-log-queue.js';
import { MAX_PARAM_CHARS, redactParams } from '../../server/src/services/op-log-redact.js';
import { opLogRow, operateTypeOf } from '../../server/src/services/op-log-row.js';
import { DIALECTS, buildTestApp, closeTestApp } from './helpers.js';

const row = (content: string) =>
  opLogRow({
    content,
    operateType: 2,
    actor: { username: 'queue', realname: null },
    ip: '127.0.0.1',
    method: 'POST',
    route: '/api/x/add',
    path: '/api/x/add',
    params: null,
    userAgent: null,
    costMs: 1,
    status: 200,
  });

describe('operation log redaction', () => {
  it('masks secrets by key name at any depth and bounds the size', () => {
    const text = redactParams({
      username: 'u',
      oldpassword: 'a',
      confirmPassword: 'b',
      smscode: '1234',
      captcha: 'x',
      deep: { x: { apiSecret: 'k', ok: 1 } },
    })!;
    expect(JSON.parse(text)).toEqual({
      username: 'u',
      oldpassword: '******',
      confirmPassword: '******',
      smscode: '******',
      captcha: '******',
      deep: { x: { apiSecret: '******', ok: 1 } },
    });
    const big = redactParams({
      rows: Array.from({ length: 500 }, (_, i) => ({ text: 'y'.repeat(300), i })),
    })!;
    expect(big.length).toBeLessThanOrEqual(MAX_PARAM_CHARS);
    expect(redactParams({})).toBeNull();
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(JSON.parse(redactParams(wide)!) as object)).toHaveLength(51);
  });

  it('tells the operation type from the path', () => {
    expect(operateTypeOf('/api/sys/user/add')).toBe(2);
    expect(operateTypeOf('/api/sys/user/deleteBatch')).toBe(4);
    expect(operateTypeOf('/api/sys/user/edit?x=1')).toBe(3);
    expect(operateTypeOf('/api/sys/user/importExcel')).toBe(5);
    expect(operateTypeOf('/api/sys/whatever')).toBeNull();
  });
});

describe.each(DIALECTS)('operation log queue (%s)', (dialect) => {
  let app: FastifyInstance;
  const count = async () =>
    (await app.db.selectFrom('sys_log').select('id').where('userid', '=', 'queue').execute()).length;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  it('flushes when a batch is full, drops beyond the bound, and reports the drop', async () => {
    const warnings: object[] = [];
    const queue = new OpLogQueue(
      app.db,
      { warn: (o) => void warnings.push(o) },
      {
        intervalMs: 60_000,
        batchRows: 4,
        maxQueued: 6,
      },
    );
    for (let i = 0; i < 3; i++) queue.push(row(`r${i}`));
    await new Promise((r) => setTimeout(r, 20));
    expect(await count()).toBe(0);
    queue.push(row('r3'));
    await queue.flush();
    expect(await count()).toBe(4);
    // A full batch starts a flush, but its rows leave the queue only when the insert begins: pushes
    // in the same tick all land in the queue, and beyond the bound are dropped.
    for (let i = 0; i < 9; i++) queue.push(row(`s${i}`));
    expect(queue.pending).toBe(6);
    expect(queue.dropped).toBe(3);
    await queue.close();
    expect(queue.pending).toBe(0);
    expect(await count()).toBe(4 + 6);
    expect(warnings).toEqual([{ dropped: 3 }]);
  });

  it('writes on the timer without a flush', async () => {
    const queue = new OpLogQueue(app.db, { warn: () => undefined }, { intervalMs: 30, batchRows: 100 });
    const before = await count();
    queue.push(row('timer'));
    await new Promise((r) => setTimeout(r, 150));
    expect(await count()).toBe(before + 1);
  });
});
