// Partners (issue 13): staff add, edit and read partners with their contacts in one write; a partner user
// reads only the partner of its own organisation (the seeded data rule of the partner role) and may
// change only its profile and contacts, never its level, certification or terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number };

const newPartner = (companyName: string, extra: Json = {}): Json => ({
  companyName,
  partnerLevel: '3',
  certStatus: '2',
  region: '华南',
  industry: '零售',
  productLines: ['OBS', 'CDN'],
  website: 'https://partner.example.com',
  orgCode: 'A09A01',
  agreementStart: '2026-01-01',
  agreementEnd: '2027-12-31',
  contacts: [
    { name: '陈晨', title: '技术总监', phone: '13800001111', email: 'chen@example.com', isPrimary: true },
    { name: '林琳', title: '商务经理', phone: '13800002222', email: 'lin@example.com', isPrimary: false },
  ],
  ...extra,
});

describe.each(DIALECTS)('partners (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let partner: Caller;
  let otherId: string;
  let ownId: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'partner_staff', 'staff');
    partner = await userCaller(app, 'partner_user', 'partner');
    const added = await admin.send('POST', '/biz/partner/add', newPartner('岭南数云科技有限公司'));
    expect(body(added).success, added.body).toBe(true);
    otherId = (body<Json>(added).result as Json).id as string;
    const own = body<Page>(await admin.get('/biz/partner/list?orgCode=A02A01')).result;
    ownId = own.records[0]!.id as string;
  });
  afterAll(() => closeTestApp(app));

  it('seeds demo partners with contacts, one of them the seeded partner organisation’s', async () => {
    const page = body<Page>(await staff.get('/biz/partner/list?pageSize=50')).result;
    expect(page.total).toBeGreaterThanOrEqual(7);
    const own = body<Json>(await staff.get(`/biz/partner/queryById?id=${ownId}`)).result;
    expect(own).toMatchObject({ companyName: '华东云联科技有限公司', orgCode: 'A02A01' });
    expect((own.contacts as Json[]).length).toBe(2);
  });

  it('adds and edits a partner with its contacts in one write', async () => {
    const record = body<Json>(await admin.get(`/biz/partner/queryById?id=${otherId}`)).result;
    expect(record).toMatchObject({ companyName: '岭南数云科技有限公司', partnerLevel_dictText: '金牌' });
    const contacts = record.contacts as Json[];
    expect(contacts.map((c) => c.name)).toEqual(['陈晨', '林琳']);
    const edited = await staff.send('PUT', '/biz/partner/edit', {
      ...record,
      region: '华东',
      contacts: [
        { ...contacts[0], title: 'CTO' },
        { name: '赵新', phone: '13800003333' },
      ],
    });
    expect(body(edited).success, edited.body).toBe(true);
    const after = body<Json>(await staff.get(`/biz/partner/queryContactsByMainId?id=${otherId}`)).result;
    const rows = (Array.isArray(after) ? after : (after as Page).records) as Json[];
    expect(rows.map((c) => [c.name, c.title ?? null])).toEqual([
      ['陈晨', 'CTO'],
      ['赵新', null],
    ]);
    const found = body<Page>(await staff.get('/biz/partner/list?region=*华东*&companyName=*岭南*')).result;
    expect(found.total).toBe(1);
  });

  it('keeps its product lines in the product_line dictionary: labelled, searched by any one, checked', async () => {
    const record = body<Json>(await staff.get(`/biz/partner/queryById?id=${otherId}`, 'en-US')).result;
    expect(record).toMatchObject({
      productLines: ['OBS', 'CDN'],
      productLines_dictText: 'Object Storage Service,Content Delivery Network',
    });
    const names = async (query: string) =>
      body<Page>(await staff.get(`/biz/partner/list?pageSize=50&${query}`)).result.records.map(
        (r) => r.companyName,
      );
    // One value matches wherever it stands in the stored list, never as a part of another value.
    expect(await names('productLines=CDN&companyName=*岭南*')).toEqual(['岭南数云科技有限公司']);
    expect(await names('productLines=OBS')).toEqual(
      expect.arrayContaining(['岭南数云科技有限公司', '华东云联科技有限公司', '西域丝路数据科技有限公司']),
    );
    expect(await names('productLines=OB')).toEqual([]);
    expect(await names('productLines=CES')).toEqual(['长白山云计算服务有限公司']);
    expect(await names('productLines=CES,CDN&region=华东')).toEqual(['岭南数云科技有限公司']);
    const refused = await admin.send(
      'POST',
      '/biz/partner/add',
      newPartner('滇池云端科技有限公司', {
        productLines: ['OBS', '量子存储'],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toContain('productLines');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const website = await admin.send(
      'POST',
      '/biz/partner/add',
      newPartner('坏数据科技', { website: 'not a url' }),
    );
    expect(website.statusCode).toBe(400);
    expect(body(website).message).toContain('website');
    const email = await admin.send(
      'POST',
      '/biz/partner/add',
      newPartner('坏数据科技', { contacts: [{ name: '甲', email: 'nope' }] }),
    );
    expect(email.statusCode).toBe(400);
    expect(body(email).message).toContain('contacts[0].email');
    const noName = await admin.send('POST', '/biz/partner/add', newPartner('', {}));
    expect(noName.statusCode).toBe(400);
    expect(body(noName).message).toContain('companyName');
  });

  it('lets a partner user read only its own organisation’s partner', async () => {
    const page = body<Page>(await partner.get('/biz/partner/list?pageSize=50')).result;
    expect(page.records.map((r) => r.id)).toEqual([ownId]);
    const mine = await partner.get('/biz/partner/queryMine');
    expect(body<Json>(mine).result).toMatchObject({ id: ownId, companyName: '华东云联科技有限公司' });
    const other = await partner.get(`/biz/partner/queryById?id=${otherId}`);
    expect(other.statusCode).toBe(404);
    expect((await partner.get(`/biz/partner/queryMine?id=${otherId}`)).statusCode).toBe(404);
    expect((await partner.get(`/biz/partner/queryContactsByMainId?id=${otherId}`)).statusCode).toBe(404);
    const edit = await partner.send('PUT', '/biz/partner/edit', { id: otherId, address: '篡改' });
    expect(body(edit).success).toBe(false);
    const untouched = body<Json>(await admin.get(`/biz/partner/queryById?id=${otherId}`)).result;
    expect(untouched.address ?? null).toBeNull();
    expect((await partner.send('DELETE', `/biz/partner/delete?id=${ownId}`)).statusCode).toBe(403);
  });

  it('tells staff without a partner organisation to pick one in the list', async () => {
    const res = await staff.get('/biz/partner/queryMine');
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toContain('合作伙伴列表');
    expect(body<Json>(await staff.get(`/biz/partner/queryMine?id=${otherId}`)).result).toMatchObject({
      id: otherId,
    });
  });

  it('lets a partner change its profile and contacts but not its level, certification or terms', async () => {
    const own = body<Json>(await partner.get('/biz/partner/queryMine')).result;
    const profile = await partner.send('PUT', '/biz/partner/edit', {
      ...own,
      website: 'https://www.hdyunlian.example.com/about',
      contacts: [{ name: '周涛', title: '技术总监', phone: '13811110001', isPrimary: true }],
    });
    expect(body(profile).success, profile.body).toBe(true);
    const after = body<Json>(await partner.get('/biz/partner/queryMine')).result;
    expect(after.website).toBe('https://www.hdyunlian.example.com/about');
    expect((after.contacts as Json[]).map((c) => c.name)).toEqual(['周涛']);

    const promote = await partner.send('PUT', '/biz/partner/edit', { ...after, partnerLevel: '4' });
    expect(promote.statusCode).toBe(400);
    expect(body(promote).message).toContain('伙伴级别');
    const certify = await partner.send('PUT', '/biz/partner/edit', {
      ...after,
      certStatus: '2',
      orgCode: 'A01',
    });
    expect(certify.statusCode).toBe(400);
    expect(body(certify).message).toContain('所属组织编码');
    const stored = body<Json>(await admin.get(`/biz/partner/queryById?id=${ownId}`)).result;
    expect(stored).toMatchObject({ partnerLevel: '3', orgCode: 'A02A01' });
  });
});
