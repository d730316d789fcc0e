import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEMO_CASES } from '../../server/src/db/seed/demo-cases.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

type Db = Kysely<Record<string, Record<string, unknown>>>;

const newCase = (contacts?: unknown): Json => ({
  title: '对象存储跨区域复制延迟',
  customerName: '星河科技',
  product: '对象存储',
  priority: 'H',
  status: '0',
  caseType: '2',
  description: '华东到华北的跨区域复制延迟超过30分钟',
  ...(contacts === undefined ? {} : { contacts }),
});

const LEAD = { name: '陈立', role: '1', phone: '13800001111', email: 'chenli@example.com' };
const OWNER = { name: 'Maria Jensen', role: '2', phone: '+45 3311 2200', email: 'maria@example.com' };

describe.each(DIALECTS)('one-to-many children written with their parent (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const db = (): Db => app.db as unknown as Db;

  const contactsOf = async (id: string, lang?: string): Promise<Json[]> => {
    const res = await admin.get(`/biz/case/queryById?id=${id}`, lang);
    expect(res.statusCode, res.body).toBe(200);
    return body<Json>(res).result.contacts as Json[];
  };
  const add = async (payload: Json): Promise<string> => {
    const res = await admin.send('POST', '/biz/case/add', payload);
    expect(res.statusCode, res.body).toBe(200);
    return String(body<Json>(res).result.id);
  };
  const caseCount = async () => (await db().selectFrom('biz_case').select('id').execute()).length;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('seeds each demo work order with its own contact as the first row', async () => {
    const rows = (await db()
      .selectFrom('biz_case_contact')
      .select(['case_id', 'sort_no', 'role'])
      .where('del_flag', '=', 0)
      .execute()) as { case_id: string; sort_no: number; role: string }[];
    expect(rows).toHaveLength(DEMO_CASES.length);
    expect(new Set(rows.map((r) => r.case_id)).size).toBe(DEMO_CASES.length);
    expect(rows.every((r) => Number(r.sort_no) === 1 && r.role === '1')).toBe(true);
  });

  it('adds the parent and its children in one write, read back in order with labels', async () => {
    const id = await add(newCase([LEAD, OWNER]));
    const contacts = await contactsOf(id, 'en-US');
    expect(contacts).toMatchObject([
      { ...LEAD, caseId: id, sortNo: 1, role_dictText: 'Technical lead' },
      { ...OWNER, caseId: id, sortNo: 2, role_dictText: 'Business owner' },
    ]);
    const byMain = await admin.get(`/biz/case/queryContactsByMainId?id=${id}`);
    expect(byMain.statusCode, byMain.body).toBe(200);
    expect(body<{ records: Json[]; total: number }>(byMain).result).toMatchObject({
      total: 2,
      records: [{ name: LEAD.name }, { name: OWNER.name }],
    });
  });

  it('refuses bad child rows naming contacts[i].field, and writes nothing', async () => {
    const before = await caseCount();
    const childBefore = (await db().selectFrom('biz_case_contact').select('id').execute()).length;
    const res = await admin.send(
      'POST',
      '/biz/case/add',
      newCase([{ ...LEAD }, { name: '', role: '1', email: 'not-an-email' }, { ...OWNER, role: '9' }]),
      'en-US',
    );
    expect(res.statusCode, res.body).toBe(400);
    const errors = body<{ errors: { field: string; message: string }[] }>(res).result.errors;
    expect(errors.map((e) => e.field).sort()).toEqual([
      'contacts[1].email',
      'contacts[1].name',
      'contacts[2].role',
    ]);
    expect(errors.find((e) => e.field === 'contacts[1].name')!.message).toBe('contacts[1].name is required');
    expect(await caseCount()).toBe(before);
    expect((await db().selectFrom('biz_case_contact').select('id').execute()).length).toBe(childBefore);
  });

  it('refuses a list that is not a list, and unknown child fields', async () => {
    const res = await admin.send('POST', '/biz/case/add', newCase('陈立'));
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(res).result.errors[0]!.field).toBe('contacts');
    const unknown = await admin.send('POST', '/biz/case/add', newCase([{ ...LEAD, salary: 1 }]));
    expect(unknown.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(unknown).result.errors[0]!.field).toBe('contacts[0].salary');
  });

  it('edit updates kept children, adds new ones, deletes (softly) the ones left out', async () => {
    const id = await add(newCase([LEAD, OWNER]));
    const [lead, owner] = await contactsOf(id);
    const oncall = { name: '值班工程师', role: '3', phone: '400-800-1234' };
    const res = await admin.send('PUT', '/biz/case/edit', {
      id,
      contacts: [oncall, { ...lead, phone: '13900002222', caseId: 'forged', sortNo: 99 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await contactsOf(id);
    expect(after).toMatchObject([
      { ...oncall, sortNo: 1, caseId: id },
      { id: lead!.id, name: LEAD.name, phone: '13900002222', sortNo: 2, caseId: id },
    ]);
    const removed = (await db()
      .selectFrom('biz_case_contact')
      .select(['del_flag', 'case_id'])
      .where('id', '=', owner!.id)
      .executeTakeFirst()) as { del_flag: number; case_id: string };
    expect(Number(removed.del_flag)).toBe(1);

    // Leaving the list out of an edit leaves the children alone.
    const plain = await admin.send('PUT', '/biz/case/edit', {
      id,
      title: '对象存储跨区域复制延迟（已定位）',
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await contactsOf(id)).map((c) => c.id)).toEqual(after.map((c) => c.id));
  });

  it('refuses a child id that belongs to another work order', async () => {
    const mine = await add(newCase([LEAD]));
    const other = await add(newCase([OWNER]));
    const [foreign] = await contactsOf(other);
    const res = await admin.send('PUT', '/biz/case/edit', {
      id: mine,
      contacts: [{ ...foreign, name: '盗用' }],
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(res).result.errors[0]!.field).toBe('contacts[0].id');
    expect((await contactsOf(other))[0]!.name).toBe(OWNER.name);
  });

  it('deleting the work order deletes its contacts softly with it', async () => {
    const id = await add(newCase([LEAD, OWNER]));
    const res = await admin.send('DELETE', `/biz/case/delete?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await db()
      .selectFrom('biz_case_contact')
      .select(['del_flag'])
      .where('case_id', '=', id)
      .execute()) as { del_flag: number }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => Number(r.del_flag) === 1)).toBe(true);
    const gone = await admin.get(`/biz/case/queryContactsByMainId?id=${id}`);
    expect(body(gone).success).toBe(false);
  });

  it('reads children only with the parent read permission', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/biz/case/queryContactsByMainId?id=x' });
    expect(anonymous.statusCode).toBe(401);
    const missing = await admin.get('/biz/case/queryContactsByMainId');
    expect(missing.statusCode).toBe(400);
  });
});
