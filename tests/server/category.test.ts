import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { nextCode } from '../../server/src/crud/tree.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

interface Node {
  key: string;
  title: string;
  code: string;
  value: string;
  isLeaf: boolean;
  parentId: string;
  children?: Node[];
}

describe('category codes', () => {
  it('count a letter and two digits per level', () => {
    expect(nextCode('', undefined)).toBe('A01');
    expect(nextCode('', 'A01')).toBe('A02');
    expect(nextCode('A03', 'A03A09')).toBe('A03A10');
    expect(nextCode('', 'A99')).toBe('B01');
    expect(() => nextCode('', 'Z99')).toThrow();
  });
});

describe.each(DIALECTS)('categories (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  const get = async <T>(url: string, who: Caller = admin): Promise<T> => {
    const res = await who.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return body<T>(res).result;
  };
  const add = async (payload: Json): Promise<Json> => {
    const res = await admin.send('POST', '/sys/category/add', payload);
    expect(res.statusCode, res.body).toBe(200);
    return body<Json>(res).result;
  };
  const byId = (id: unknown) => get<Json>(`/sys/category/queryById?id=${String(id)}`);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'categoryreader', 'staff');
  });
  afterAll(() => closeTestApp(app));

  it('seeds the product catalogue as a coded tree', async () => {
    const roots = await get<Node[]>('/sys/category/loadTreeRoot?async=true&pcode=0');
    expect(roots.map((n) => [n.code, n.title, n.isLeaf])).toEqual([
      ['A01', '计算', false],
      ['A02', '存储', false],
      ['A03', '网络', false],
      ['A04', '数据库', false],
      ['A05', '安全', false],
      ['A06', '中间件与运维', false],
    ]);
    const db = await get<Node[]>(`/sys/category/loadTreeChildren?pid=${roots[3]!.key}`);
    expect(db[0]).toMatchObject({
      code: 'A04A01',
      title: '云数据库 RDS',
      isLeaf: false,
      parentId: roots[3]!.key,
    });
    const whole = await get<Node[]>('/sys/category/loadTreeRoot?async=false&pcode=A04');
    expect(whole[0]!.children!.map((n) => n.code)).toEqual(['A04A01A01', 'A04A01A02', 'A04A01A03']);
  });

  it('generates codes on add and keeps the parent flag', async () => {
    const top = await add({ name: '人工智能' });
    expect(top).toMatchObject({ code: 'A07', pid: '0', hasChild: '0' });
    const child = await add({ pid: top.id, name: '机器学习平台' });
    const second = await add({ pid: top.id, name: '智能语音' });
    expect([child.code, second.code]).toEqual(['A07A01', 'A07A02']);
    expect((await byId(top.id)).hasChild).toBe('1');
    // The client cannot choose the code or the flag.
    const forged = await admin.send('POST', '/sys/category/add', {
      name: '伪造',
      code: 'Z01',
      hasChild: '1',
    });
    expect(body<Json>(forged).result).toMatchObject({ code: 'A08', hasChild: '0' });
  });

  it('refuses a parent that does not exist or lies below the node', async () => {
    const missing = await admin.send(
      'POST',
      '/sys/category/add',
      { pid: 'f'.repeat(32), name: '孤儿' },
      'en-US',
    );
    expect(missing.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(missing).result.errors[0]!.field).toBe('pid');
    const top = await add({ name: '物联网' });
    const child = await add({ pid: top.id, name: '设备接入' });
    const cycle = await admin.send('PUT', '/sys/category/edit', { id: top.id, pid: child.id });
    expect(cycle.statusCode).toBe(400);
    const self = await admin.send('PUT', '/sys/category/edit', { id: top.id, pid: top.id });
    expect(self.statusCode).toBe(400);
  });

  it('moves a subtree with new codes and fixes both parents', async () => {
    const from = await add({ name: '视频服务' });
    const node = await add({ pid: from.id, name: '视频点播' });
    const leaf = await add({ pid: node.id, name: '转码' });
    const to = await add({ name: '媒体服务' });
    const res = await admin.send('PUT', '/sys/category/edit', { id: node.id, pid: to.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await byId(node.id)).toMatchObject({ pid: to.id, code: `${String(to.code)}A01` });
    expect((await byId(leaf.id)).code).toBe(`${String(to.code)}A01A01`);
    expect((await byId(from.id)).hasChild).toBe('0');
    expect((await byId(to.id)).hasChild).toBe('1');
  });

  it('deletes a node with its subtree and fixes the parent flag', async () => {
    const top = await add({ name: '区块链' });
    const node = await add({ pid: top.id, name: '区块链服务' });
    const leaf = await add({ pid: node.id, name: '联盟链' });
    const res = await admin.send('DELETE', `/sys/category/delete?id=${String(node.id)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(await admin.get(`/sys/category/queryById?id=${String(leaf.id)}`)).success).toBe(false);
    expect((await byId(top.id)).hasChild).toBe('0');
  });

  it('answers a delete of nodes that do not exist with a 404 (a 500 on PostgreSQL, found by the fuzz suite)', async () => {
    for (const url of ['/sys/category/delete?id=nosuch', '/sys/category/deleteBatch?ids=nosuch,other']) {
      const res = await admin.send('DELETE', url);
      expect(res.statusCode, url).toBe(404);
      expect(body(res).message, url).toBe('未找到对应实体');
    }
  });

  it('names ids for pickers, and any signed-in user may read the tree', async () => {
    const roots = await get<Node[]>('/sys/category/loadTreeRoot?pcode=', staff);
    const ids = `${roots[0]!.key},${'e'.repeat(32)},${roots[1]!.key}`;
    expect(await get<string[]>(`/sys/category/loadDictItem?ids=${ids}`, staff)).toEqual(['计算', '存储']);
    expect(await get<string[]>(`/sys/category/loadDictItem?ids=${ids}&delNotExist=false`, staff)).toEqual([
      '计算',
      'e'.repeat(32),
      '存储',
    ]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/sys/category/loadTreeRoot' });
    expect(anonymous.statusCode).toBe(401);
    expect((await staff.get('/sys/category/add')).statusCode).not.toBe(200);
    const unknown = await admin.get('/sys/category/loadTreeRoot?pcode=ZZZ');
    expect(unknown.statusCode).toBe(400);
  });

  it('gives work orders a product category by reference, shown by name', async () => {
    const roots = await get<Node[]>('/sys/category/loadTreeRoot?pcode=A02');
    const oss = roots[0]!;
    const res = await admin.send('POST', '/biz/case/add', {
      title: '对象存储生命周期规则未生效',
      customerName: '星河科技',
      product: '对象存储 OSS',
      productCategory: oss.key,
      priority: 'M',
      status: '0',
      caseType: '2',
      description: '配置30天转低频存储后对象仍为标准存储。',
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = await get<Json>(`/biz/case/queryById?id=${String(body<Json>(res).result.id)}`);
    expect(record).toMatchObject({ productCategory: oss.key, productCategory_dictText: '对象存储 OSS' });
    const bad = await admin.send('POST', '/biz/case/add', { ...record, id: undefined, productCategory: 'x' });
    expect(bad.statusCode).toBe(400);
    const referenced = await admin.send('DELETE', `/sys/category/delete?id=${oss.key}`);
    expect(body(referenced).success).toBe(false);
  });
});
