// GET /sys/dict/queryAllDictItems: what a signed-in client reloads after dictionary edits.
import { describe, expect, it } from 'vitest';
import { addDictItem, dictIdOf, suiteApp, userCaller, type Caller } from './crud-helpers.js';
import { DIALECTS, body } from './helpers.js';

type Option = { value: string; text: string; title: string; label: string };
type AllItems = Record<string, Option[]>;
const URL = '/sys/dict/queryAllDictItems';

describe.each(DIALECTS)('GET /sys/dict/queryAllDictItems (%s)', (dialect) => {
  const suite = suiteApp(dialect);
  const { admin } = suite;

  const all = async (as: Caller = admin) => body<AllItems>(await as.get(URL)).result;

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
    await addDictItem(admin, 'priority', { itemText: '紧急', itemValue: 'U' });
    expect((await all()).priority?.map((o) => [o.value, o.text])).toContainEqual(['U', '紧急']);
  });

  it('leaves out disabled and deleted items and deleted dictionaries', async () => {
    await addDictItem(admin, 'priority', { itemText: '停用', itemValue: 'X', status: 0 });
    const goneId = await addDictItem(admin, 'priority', { itemText: '已删', itemValue: 'D' });
    expect(body(await admin.send('DELETE', `/sys/dictItem/delete?id=${goneId}`)).success).toBe(true);
    const values = (await all()).priority?.map((o) => o.value);
    expect(values).toContain('L');
    expect(values).not.toContain('X');
    expect(values).not.toContain('D');

    expect(
      body(await admin.send('DELETE', `/sys/dict/delete?id=${await dictIdOf(admin, 'sex')}`)).success,
    ).toBe(true);
    expect(await all()).not.toHaveProperty('sex');
  });

  it('serves any signed-in user, not only dictionary admins', async () => {
    const partner = await userCaller(suite.app, 'dictreader', 'partner');
    expect((await all(partner)).user_status).toHaveLength(2);
  });

  it('requires a token', async () => {
    expect((await suite.app.inject({ method: 'GET', url: `/api${URL}` })).statusCode).toBe(401);
  });
});
