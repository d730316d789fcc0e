// Issue 20: the category calls JeecgBoot's own front end makes beside the CRUD — the tree table's level
// reads (rootList, childList, getChildListBatch, loadOne; generic for every tree model, under its list
// code) and the pickers' reads (loadAllData, loadTreeData, loadDictItem/ with its trailing slash,
// checkCode; open to every signed-in user) — with JeecgBoot's shapes and refusals naming the parameter.
import { describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers.js';
import { suiteWithRoles, type Caller } from './crud-helpers.js';

interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}
interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
}
interface Node {
  key: string;
  title: string;
  code: string;
  isLeaf: boolean;
  parentId: string;
}

const call = async <T>(as: Caller, url: string, status = 200): Promise<Envelope<T>> => {
  const res = await as.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json<Envelope<T>>();
};

describe.each(DIALECTS)('category contract (%s)', (dialect) => {
  const { admin, staff } = suiteWithRoles(dialect, 'catc');
  const roots = async () => (await call<Page<Category>>(admin, '/sys/category/rootList?pageSize=50')).result;

  it('pages the top-level categories with their has-child flags', async () => {
    const page = (await call<Page<Category>>(admin, '/sys/category/rootList?pageNo=1&pageSize=2')).result;
    expect(page).toMatchObject({ size: 2, current: 1 });
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.records.map((c) => [c.code, c.name, c.pid, c.hasChild])).toEqual([
      ['A01', '计算', '0', '1'],
      ['A02', '存储', '0', '1'],
    ]);
    // A search by name looks at every level (JeecgBoot's rootList with `name`).
    const found = (
      await call<Page<Category>>(admin, `/sys/category/rootList?name=${encodeURIComponent('云数据库 RDS')}`)
    ).result;
    expect(found.records.map((c) => c.code)).toEqual(['A04A01']);
    expect((await staff.get('/sys/category/rootList')).statusCode).toBe(403);
  });

  it('lists the children of one parent and of several at once', async () => {
    const [compute, storage] = (await roots()).records;
    const children = (await call<Page<Category>>(admin, `/sys/category/childList?pid=${compute!.id}`)).result;
    expect(children.records.length).toBeGreaterThan(0);
    expect(children.records.every((c) => c.pid === compute!.id && c.code.startsWith('A01'))).toBe(true);
    expect(children.total).toBe(children.records.length);
    const batch = (
      await call<Page<Category>>(
        admin,
        `/sys/category/getChildListBatch?parentIds=${compute!.id},${storage!.id}`,
      )
    ).result;
    expect(new Set(batch.records.map((c) => c.pid))).toEqual(new Set([compute!.id, storage!.id]));
    const missing = await call<null>(admin, '/sys/category/childList', 400);
    expect(missing.message).toContain('pid');
    const tooMany = Array.from({ length: 1001 }, (_, i) => `id${i}`).join(',');
    expect(
      (await call<null>(admin, `/sys/category/getChildListBatch?parentIds=${tooMany}`, 400)).message,
    ).toContain('parentIds');
    expect((await staff.get(`/sys/category/childList?pid=${compute!.id}`)).statusCode).toBe(403);
  });

  it('loads one category by a field, refusing unknown fields', async () => {
    const one = await call<Category>(admin, '/sys/category/loadOne?field=code&val=A02');
    expect(one.result).toMatchObject({ code: 'A02', name: '存储' });
    expect((await call<null>(admin, '/sys/category/loadOne?field=code&val=Z99')).success).toBe(false);
    expect((await call<null>(admin, '/sys/category/loadOne?field=hasChild&val=1')).message).toContain(
      'hasChild',
    );
    expect((await call<null>(admin, '/sys/category/loadOne?field=nope&val=1', 400)).message).toContain(
      'field',
    );
    expect((await call<null>(admin, '/sys/category/loadOne?field=code', 400)).message).toContain('val');
  });

  it('gives pickers every category under a code as dictionary options', async () => {
    const all = await call<{ value: string; text: string }[]>(staff, '/sys/category/loadAllData?code=A04');
    expect(all.result.length).toBeGreaterThan(3);
    expect(all.result[0]).toMatchObject({ text: '数据库', title: '数据库', label: '数据库' });
    const everything = await call<unknown[]>(staff, '/sys/category/loadAllData?code=0');
    expect(everything.result.length).toBeGreaterThan(all.result.length);
  });

  it('loads one level for pickers by pid or by the parent code, with conditions', async () => {
    const top = await call<Node[]>(staff, '/sys/category/loadTreeData?pcode=0');
    expect(top.result.map((n) => n.code).slice(0, 2)).toEqual(['A01', 'A02']);
    const db = await call<Node[]>(staff, '/sys/category/loadTreeData?pcode=A04');
    expect(db.result[0]).toMatchObject({ code: 'A04A01', title: '云数据库 RDS', isLeaf: false });
    const byPid = await call<Node[]>(staff, `/sys/category/loadTreeData?pid=${db.result[0]!.parentId}`);
    expect(byPid.result).toEqual(db.result);
    const condition = encodeURIComponent(JSON.stringify({ name: '存储' }));
    const named = await call<Node[]>(staff, `/sys/category/loadTreeData?pcode=0&condition=${condition}`);
    expect(named.result.map((n) => n.code)).toEqual(['A02']);
    expect((await call<null>(staff, '/sys/category/loadTreeData', 400)).message).toContain('pid');
    expect((await call<null>(staff, '/sys/category/loadTreeData?pcode=ZZ', 400)).message).toContain('pcode');
    const bad = encodeURIComponent('{"create_by":"admin"}');
    expect((await staff.get(`/sys/category/loadTreeData?pcode=0&condition=${bad}`)).statusCode).toBe(403);
  });

  it('names ids at loadDictItem/ with its trailing slash, as JeecgBoot calls it', async () => {
    const [compute, storage] = (await roots()).records;
    const names = await call<string[]>(
      staff,
      `/sys/category/loadDictItem/?ids=${compute!.id},${storage!.id}`,
    );
    expect(names.result).toEqual(['计算', '存储']);
  });

  it("checks that a child's code starts with its parent's code", async () => {
    const storage = (await roots()).records[1]!;
    expect((await call<null>(staff, `/sys/category/checkCode?pid=${storage.id}&code=A02A09`)).success).toBe(
      true,
    );
    const wrong = await call<null>(staff, `/sys/category/checkCode?pid=${storage.id}&code=B01`);
    expect(wrong).toMatchObject({ success: false, message: '编码不符合规范,须以"A02"开头!' });
    expect((await call<null>(staff, '/sys/category/checkCode?pid=0&code=A09')).success).toBe(true);
    expect((await call<null>(staff, '/sys/category/checkCode?pid=0', 400)).message).toContain('code');
    expect((await call<null>(staff, '/sys/category/checkCode?pid=nosuch&code=A', 400)).message).toContain(
      'pid',
    );
  });
});
