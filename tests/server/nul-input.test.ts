// A NUL character anywhere in a JSON body, a query parameter or a value checked for a write is a 400
// naming the field, on both databases (PostgreSQL cannot store one, so it must never reach a query as a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkShape } from '../../server/src/crud/check-shape.js';
import { nulPath } from '../../server/src/lib/nul.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';

describe('nulPath', () => {
  it('names the first string holding a NUL', () => {
    expect(nulPath({ a: 'x', b: [{ c: 'y\u0000' }] })).toBe('b[0].c');
    expect(nulPath('\u0000')).toBe('body');
    expect(nulPath({ a: ['fine'], b: 1, c: null })).toBeUndefined();
  });
});

describe.each(DIALECTS)('NUL characters (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('refuses them in a JSON body, naming the field', async () => {
    const res = await admin.send('POST', '/sys/dict/add', { dictName: 'a\u0000b', dictCode: 'nul_test' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('dictName: 不能包含空字符');
  });

  it('refuses them in a query parameter, naming it', async () => {
    const res = await admin.get('/sys/dict/list?dictName=a%00b', 'en-US');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('dictName must not contain NUL characters');
  });

  it('refuses them in a path parameter, naming it (a 500 on PostgreSQL, found by the fuzz suite)', async () => {
    const res = await admin.get('/sys/file/preview/a%00b', 'en-US');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('id must not contain NUL characters');
  });

  it('refuses them in values that arrive another way (imported cells), naming the field', () => {
    const model = app.models.models.get('sys_dict')!;
    const { errors } = checkShape(model, { dictName: 'a\u0000', dictCode: 'x' }, 'add', 'zh-CN');
    expect(errors).toContainEqual({ field: 'dictName', message: 'dictName: 不能包含空字符' });
  });
});
