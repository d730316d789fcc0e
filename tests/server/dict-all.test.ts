// GET /sys/dict/queryAllDictItems: what a signed-in client reloads after dictionary edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { caller, userCaller, type Caller } from './crud-helpers.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';

type Option = { value: string; text: string; title: string; label: string };
type AllItems = Record<string, Option[]>;
const URL = '/sys/dict/queryAllDictItems';

describe.each(DIALECTS)('GET /sys/dict/queryAllDictItems (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  const all = async (as: Caller = admin) => body<AllItems>(await as.get(URL)).result;
  const dictId = async (code: string) =>
    body<{ records: { id: string }[] }>(await admin.get(`/sys/dict/list?dictCode=${code}`)).result.records[0]!
      .id;

  it('answers like the login result, keyed by dictionary code', async () => {
    const res = await admin.get(URL);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, code: 200 });
    expect((await all()).user_status).toEqual([
      { value: '1', text: '正常', title: '正常', label: '正常' },
      { value: '2', text: '冻结', title: '冻结', label: '冻结' },
    ]);
  });

  it('includes an item added through the dictItem API at once', async () => {
    const added = await admin.send('POST', '/sys/dictItem/add', {
      dictId: await dictId('priority'),
      itemText: '紧急',
      itemValue: 'U',
      sortOrder: 9,
    });
    expect(body(added).success).toBe(true);
    expect((await all()).priority?.map((o) => [o.value, o.text])).toContainEqual(['U', '紧急']);
  });

  it('leaves out disabled and deleted items and deleted dictionaries', async () => {
    const priority = await dictId('priority');
    const disabled = await admin.send('POST', '/sys/dictItem/add', {
      dictId: priority,
      itemText: '停用',
      itemValue: 'X',
      status: 0,
    });
    expect(body(disabled).success).toBe(true);
    const gone = await admin.send('POST', '/sys/dictItem/add', {
      dictId: priority,
      itemText: '已删',
      itemValue: 'D',
    });
    const goneId = body<{ id: string }>(gone).result.id;
    expect(body(await admin.send('DELETE', `/sys/dictItem/delete?id=${goneId}`)).success).toBe(true);
    const values = (await all()).priority?.map((o) => o.value);
    expect(values).toContain('L');
    expect(values).not.toContain('X');
    expect(values).not.toContain('D');

    expect(body(await admin.send('DELETE', `/sys/dict/delete?id=${await dictId('sex')}`)).success).toBe(true);
    expect(await all()).not.toHaveProperty('sex');
  });

  it('serves any signed-in user, not only dictionary admins', async () => {
    const partner = await userCaller(app, 'dictreader', 'partner');
    expect((await all(partner)).user_status).toHaveLength(2);
  });

  it('requires a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api${URL}` })).statusCode).toBe(401);
  });
});
