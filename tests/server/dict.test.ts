import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DICT_SEED } from '../../server/src/db/seed/dicts.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  authGet,
  body,
  buildTestApp,
  closeTestApp,
  loginToken,
} from './helpers.js';

type Option = { value: string; text: string; title: string; label: string };
const url = (code: string) => `/api/sys/dict/getDictItems/${encodeURIComponent(code)}`;

describe.each(DIALECTS)('GET /sys/dict/getDictItems/:dictCode (%s)', (dialect) => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    token = await loginToken(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => closeTestApp(app));

  it('returns the items of a seeded dictionary in sort order', async () => {
    const res = await authGet(app, url('user_status'), token);
    expect(res.statusCode).toBe(200);
    expect(body<Option[]>(res)).toMatchObject({
      success: true,
      code: 200,
      result: [
        { value: '1', text: '正常', title: '正常', label: '正常' },
        { value: '2', text: '冻结', title: '冻结', label: '冻结' },
      ],
    });
  });

  it('serves every seeded dictionary', async () => {
    for (const dict of DICT_SEED) {
      const items = body<Option[]>(await authGet(app, url(dict.code), token)).result;
      expect(items.map((i) => [i.value, i.text])).toEqual(dict.items.map(([v, t]) => [v, t]));
    }
  });

  it('leaves out disabled items', async () => {
    await app.db
      .updateTable('sys_dict_item')
      .set({ status: 0 })
      .where('item_value', '=', 'H')
      .where('dict_id', 'in', (eb) =>
        eb.selectFrom('sys_dict').select('id').where('dict_code', '=', 'priority'),
      )
      .execute();
    const items = body<Option[]>(await authGet(app, url('priority'), token)).result;
    expect(items.map((i) => i.value)).toEqual(['L', 'M']);
  });

  it('answers an unknown dictionary code with no options', async () => {
    const res = await authGet(app, url('no_such_dict'), token);
    expect(body(res)).toMatchObject({ success: true, code: 200, result: [] });
  });

  it('refuses table-dictionary syntax and injection attempts without touching SQL', async () => {
    for (const code of [
      'sys_user,username,password',
      "sex' OR '1'='1",
      'sys_user,realname,id,1=1)--',
      'a'.repeat(65),
    ]) {
      const res = await authGet(app, url(code), token);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 400, message: '字典Code格式不正确！' });
      expect(res.body).not.toMatch(/scrypt|password/i);
    }
  });

  it('requires a token', async () => {
    expect((await app.inject({ method: 'GET', url: url('sex') })).statusCode).toBe(401);
  });
});
