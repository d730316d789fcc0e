// Issue 20: the dictionary calls JeecgBoot's own front end makes beside the CRUD — the item value check,
// the lookups of its form widgets (plain dictionaries and the table form over allowed tables only),
// the dictionary tree and the recycle bin — with JeecgBoot's shapes, refusals naming the parameter.
import { describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers.js';
import { dictIdOf, suiteWithRoles, type Caller, type Json } from './crud-helpers.js';

interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}
type Option = { value: string; text: string; title: string; label: string };

const call = async <T>(as: Caller, url: string, status = 200): Promise<Envelope<T>> => {
  const res = await as.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json<Envelope<T>>();
};
const send = async <T>(as: Caller, method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: Json) => {
  const res = await as.send(method, url, payload);
  return { status: res.statusCode, env: res.json<Envelope<T>>() };
};

describe.each(DIALECTS)('dictionary contract (%s)', (dialect) => {
  const { admin, staff, partner } = suiteWithRoles(dialect, 'dictc');

  it('checks an item value within its dictionary, the edited item excepted', async () => {
    const dictId = await dictIdOf(admin, 'priority');
    const taken = await call<null>(admin, `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=H`);
    expect(taken).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await call<string>(admin, `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=U`);
    expect(free).toMatchObject({ success: true, result: '该值可用！' });
    const items = await call<{ records: { id: string; itemValue: string }[] }>(
      admin,
      `/sys/dictItem/list?dictId=${dictId}`,
    );
    const high = items.result.records.find((i) => i.itemValue === 'H')!;
    const own = await call<string>(
      admin,
      `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=H&id=${high.id}`,
    );
    expect(own.success).toBe(true);
    const missing = await call<null>(admin, '/sys/dictItem/dictItemCheck?itemValue=H', 400);
    expect(missing.message).toContain('dictId');
    expect((await staff.get(`/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=U`)).statusCode).toBe(
      403,
    );
  });

  it('searches a plain dictionary by keyword for every signed-in user, pageSize clamped', async () => {
    const high = await call<Option[]>(partner, '/sys/dict/loadDict/priority?keyword=高');
    expect(high.result).toEqual([{ value: 'H', text: '高', title: '高', label: '高' }]);
    expect((await call<Option[]>(staff, '/sys/dict/loadDict/priority?pageSize=2')).result).toHaveLength(2);
    expect((await call<Option[]>(staff, '/sys/dict/loadDict/priority?pageSize=99999')).result).toHaveLength(
      3,
    );
    const bad = await call<null>(staff, '/sys/dict/loadDict/priority?pageSize=abc', 400);
    expect(bad.message).toContain('pageSize');
    expect((await call<Option[]>(staff, '/sys/dict/loadDict/no_such_dict')).result).toEqual([]);
  });

  it('answers an unknown dictionary code with an empty list everywhere', async () => {
    expect((await call<Option[]>(staff, '/sys/dict/getDictItems/no_such_dict')).result).toEqual([]);
    expect((await call<string[]>(staff, '/sys/dict/loadDictItem/no_such_dict?key=1')).result).toEqual([]);
  });

  it('labels given values of a plain dictionary, keeping unknown ones only when asked', async () => {
    const labels = await call<string[]>(staff, '/sys/dict/loadDictItem/priority?key=H,X,L');
    expect(labels.result).toEqual(['高', '低']);
    const kept = await call<string[]>(staff, '/sys/dict/loadDictItem/priority?key=H,X&delNotExist=false');
    expect(kept.result).toEqual(['高', 'X']);
  });

  it('reads the table form over model tables the caller may list', async () => {
    const storage = await call<Option[]>(partner, '/sys/dict/loadDict/sys_category,name,id?keyword=存储');
    expect(storage.result.map((o) => o.text)).toContain('存储');
    const id = storage.result.find((o) => o.text === '存储')!.value;
    const names = await call<string[]>(partner, `/sys/dict/loadDictItem/sys_category,name,id?key=${id},nope`);
    expect(names.result).toEqual(['存储']);
    const positions = await call<Option[]>(admin, '/sys/dict/loadDict/sys_position,name,code?pageSize=50');
    expect(positions.result.length).toBeGreaterThan(0);
    expect((await staff.get('/sys/dict/loadDict/sys_position,name,code')).statusCode).toBe(403);
  });

  it('refuses other tables, hidden columns and malformed codes, naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/sys/dict/loadDict/sys_user,realname,username', 'dictCode'],
      ['/sys/dict/loadDict/sys_session,token_hash,id', 'dictCode'],
      ['/sys/dict/loadDict/sys_data_source,db_password,id', 'text'],
      ['/sys/dict/loadDictItem/sys_category,name,nope?key=1', 'code'],
      ['/sys/dict/loadDict/sys_category,name', '字典Code格式不正确'],
      ["/sys/dict/loadDict/sys_category,name,id'--", '字典Code格式不正确'],
      ['/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id', 'pidField'],
      [
        '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&condition=[1]',
        'condition',
      ],
      [
        '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&condition={"nope":"1"}',
        'condition.nope',
      ],
    ];
    for (const [url, named] of cases) {
      const env = await call<null>(admin, encodeURI(url), 400);
      expect(env.success, url).toBe(false);
      expect(env.message, url).toContain(named);
    }
  });

  it('loads one level of a table tree (JTreeSelect)', async () => {
    const base =
      '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=has_child';
    const top = await call<{ key: string; title: string; isLeaf: boolean; parentId: string }[]>(
      partner,
      base,
    );
    expect(top.result.map((n) => n.title)).toContain('存储');
    const storage = top.result.find((n) => n.title === '存储')!;
    expect(storage).toMatchObject({ value: storage.key, code: storage.key, isLeaf: false, parentId: '0' });
    const children = await call<{ parentId: string }[]>(partner, `${base}&pid=${storage.key}`);
    expect(children.result.length).toBeGreaterThan(0);
    expect(children.result.every((n) => n.parentId === storage.key)).toBe(true);
    const filtered = await call<unknown[]>(
      partner,
      `${base}&pid=${storage.key}&condition=${encodeURIComponent('{"name":"none such"}')}`,
    );
    expect(filtered.result).toEqual([]);
  });

  it('lists the dictionaries as a tree, filtered by name', async () => {
    const all = await call<{ key: string; title: string; id: string; dictCode: string }[]>(
      admin,
      '/sys/dict/treeList',
    );
    expect(all.result.length).toBeGreaterThan(5);
    expect(all.result.every((n) => n.key === n.id && typeof n.title === 'string')).toBe(true);
    const some = await call<{ dictCode: string }[]>(
      admin,
      `/sys/dict/treeList?dictName=${encodeURIComponent('优先')}`,
    );
    expect(some.result.map((d) => d.dictCode)).toEqual(['priority']);
    expect((await staff.get('/sys/dict/treeList')).statusCode).toBe(403);
  });

  it('keeps deleted dictionaries in a recycle bin, to restore or delete for good', async () => {
    const added = await send<{ id: string }>(admin, 'POST', '/sys/dict/add', {
      dictName: '回收测试',
      dictCode: 'bin_test',
    });
    expect(added.env.success, added.env.message).toBe(true);
    const id = added.env.result.id;
    await send(admin, 'POST', '/sys/dictItem/add', { dictId: id, itemText: '甲', itemValue: 'a' });
    expect((await call<Option[]>(staff, '/sys/dict/getDictItems/bin_test')).result).toHaveLength(1);

    expect((await send(admin, 'DELETE', `/sys/dict/delete?id=${id}`)).env.success).toBe(true);
    expect((await call<Option[]>(staff, '/sys/dict/getDictItems/bin_test')).result).toEqual([]);
    expect(
      (await call<Record<string, unknown>>(staff, '/sys/dict/queryAllDictItems')).result,
    ).not.toHaveProperty('bin_test');
    const listed = await call<{ records: unknown[] }>(admin, '/sys/dict/list?dictCode=bin_test');
    expect(listed.result.records).toEqual([]);
    const bin = await call<{ id: string; dictCode: string }[]>(admin, '/sys/dict/deleteList');
    expect(bin.result.map((d) => d.dictCode)).toContain('bin_test');
    expect((await staff.get('/sys/dict/deleteList')).statusCode).toBe(403);

    const back = await send(admin, 'PUT', `/sys/dict/back/${id}`);
    expect(back.env).toMatchObject({ success: true, message: '操作成功!' });
    expect((await call<Option[]>(staff, '/sys/dict/getDictItems/bin_test')).result).toHaveLength(1);
    expect((await send(admin, 'PUT', `/sys/dict/back/${id}`)).status).toBe(404);
    expect((await send(admin, 'DELETE', `/sys/dict/deletePhysic/${id}`)).status).toBe(404);

    await send(admin, 'DELETE', `/sys/dict/delete?id=${id}`);
    expect((await send(staff, 'DELETE', `/sys/dict/deletePhysic/${id}`)).status).toBe(403);
    expect((await send(admin, 'DELETE', `/sys/dict/deletePhysic/${id}`)).env.success).toBe(true);
    const after = await call<{ dictCode: string }[]>(admin, '/sys/dict/deleteList');
    expect(after.result.map((d) => d.dictCode)).not.toContain('bin_test');
    const items = await call<{ records: unknown[] }>(admin, `/sys/dictItem/list?dictId=${id}`);
    expect(items.result.records).toEqual([]);
  });
});
