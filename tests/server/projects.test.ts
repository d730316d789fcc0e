// Projects (issue 13): staff add, edit, search and delete projects; writes are checked by the model
// (errors name the field); a project's orgCode is copied from its partner on the server, so the partner
// role's data rule shows a partner user only its organisation's projects; a stage change is kept in
// the data log and read back through /sys/dataLog/queryDataVerList.
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, body } from './helpers.js';
import { multipart, suiteWithRoles, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number };
type Errors = { errors: { field: string; message: string }[] };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CSV = Buffer.from('客户,金额\n甲,1\n');

describe.each(DIALECTS)('projects (%s)', (dialect) => {
  const suite = suiteWithRoles(dialect, 'project');
  const { admin, staff, partner } = suite;
  let ownPartnerId: string;
  let otherPartnerId: string;
  let otherProjectId: string;

  const newProject = (extra: Json = {}): Json => ({
    projectName: '合肥制造云化改造',
    partnerId: otherPartnerId,
    customerName: '合肥精密制造有限公司',
    productLine: 'ECS',
    stage: 'lead',
    amount: 520000.5,
    expectedCloseDate: '2027-03-31',
    description: '首期迁移 40 台虚拟机。',
    ...extra,
  });
  const refused = async (extra: Json, lang?: string) => {
    const res = await admin.send('POST', '/biz/project/add', newProject(extra), lang);
    expect(res.statusCode, res.body).toBe(400);
    return body<Errors>(res).result;
  };

  beforeAll(async () => {
    const own = body<Page>(await admin.get('/biz/partner/list?orgCode=A02A01')).result;
    ownPartnerId = own.records[0]!.id as string;
    const other = await admin.send('POST', '/biz/partner/add', {
      companyName: '皖江云数科技有限公司',
      partnerLevel: '2',
      certStatus: '2',
      region: '华东',
      orgCode: 'A03A01',
    });
    expect(body(other).success, other.body).toBe(true);
    otherPartnerId = (body<Json>(other).result as Json).id as string;
    const added = await staff.send('POST', '/biz/project/add', newProject({ orgCode: 'A02A01' }));
    expect(body(added).success, added.body).toBe(true);
    otherProjectId = (body<Json>(added).result as Json).id as string;
  });

  it('seeds demo projects of the demo partners, some of the seeded partner organisation', async () => {
    const page = body<Page>(await staff.get('/biz/project/list?pageSize=50')).result;
    expect(page.total).toBeGreaterThanOrEqual(10);
    const own = page.records.filter((r) => r.partnerId === ownPartnerId);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.every((r) => r.orgCode === 'A02A01')).toBe(true);
    expect(own[0]).toMatchObject({ partnerId_dictText: '华东云联科技有限公司' });
  });

  it('adds a project with labels, its orgCode taken from the partner, not from the body', async () => {
    const record = body<Json>(await staff.get(`/biz/project/queryById?id=${otherProjectId}`)).result;
    expect(record).toMatchObject({
      projectName: '合肥制造云化改造',
      partnerId: otherPartnerId,
      partnerId_dictText: '皖江云数科技有限公司',
      orgCode: 'A03A01',
      stage: 'lead',
      stage_dictText: '线索',
      productLine_dictText: '弹性云主机',
      amount: 520000.5,
      expectedCloseDate: '2027-03-31',
    });
  });

  it('searches by name, partner, stage, product line and close-date range, sorted and paged', async () => {
    const query = [
      'projectName=*制造云化*',
      `partnerId=${otherPartnerId}`,
      'stage=lead',
      'productLine=ECS',
      'expectedCloseDate_begin=2027-03-01',
      'expectedCloseDate_end=2027-03-31',
    ].join('&');
    const found = body<Page>(await staff.get(`/biz/project/list?${query}`)).result;
    expect(found.records.map((r) => r.id)).toEqual([otherProjectId]);
    const outside = body<Page>(
      await staff.get(
        `/biz/project/list?expectedCloseDate_begin=2027-04-01&expectedCloseDate_end=2027-04-30&partnerId=${otherPartnerId}`,
      ),
    ).result;
    expect(outside.total).toBe(0);
    const sorted = body<Page>(
      await staff.get('/biz/project/list?column=amount&order=desc&pageNo=1&pageSize=3'),
    ).result;
    expect(sorted.records).toHaveLength(3);
    const amounts = sorted.records.map((r) => Number(r.amount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const exported = await staff.get('/biz/project/exportXls');
    expect(exported.statusCode).toBe(200);
  });

  it('refuses a negative amount, an unknown stage and a bad date, naming the field', async () => {
    expect((await refused({ amount: -1 })).errors.map((e) => e.field)).toEqual(['amount']);
    expect((await refused({ stage: 'maybe' })).errors.map((e) => e.field)).toEqual(['stage']);
    expect((await refused({ expectedCloseDate: '2027-02-30x' })).errors.map((e) => e.field)).toEqual([
      'expectedCloseDate',
    ]);
    expect((await refused({ partnerId: 'f'.repeat(32) })).errors.map((e) => e.field)).toEqual(['partnerId']);
    const english = await refused({ amount: -5 }, 'en-US');
    expect(english.errors[0]!.message).toMatch(/amount|Amount/);
  });

  it('keeps several attachments and refuses kinds the field does not accept', async () => {
    const upload = async (file: Buffer, filename: string) => {
      const { payload, headers } = multipart(file, { biz: 'biz_project' }, filename);
      return suite.app.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        payload,
        headers: { ...headers, 'x-access-token': staff.token },
      });
    };
    const paths: string[] = [];
    for (const name of ['方案建议书.pdf', '报价单.pdf']) {
      const res = await upload(PDF, name);
      expect(res.statusCode, res.body).toBe(200);
      paths.push(String(body(res).result));
    }
    expect(paths.every((p) => /^biz_project\/[0-9a-f]{32}\.pdf$/.test(p))).toBe(true);
    const added = await staff.send(
      'POST',
      '/biz/project/add',
      newProject({ projectName: '附件测试项目', attachments: paths.join(',') }),
    );
    expect(body(added).success, added.body).toBe(true);
    expect((body<Json>(added).result as Json).attachments).toBe(paths.join(','));
    // CSV is a kind model files may be, but not one this field accepts (PDF, Office, images).
    const csv = await upload(CSV, '客户清单.csv');
    expect(csv.statusCode).toBeGreaterThanOrEqual(400);
    expect(csv.statusCode).toBeLessThan(500);
    const forged = await refused({ attachments: 'biz_case/0123456789abcdef0123456789abcdef.pdf' });
    expect(forged.errors.map((e) => e.field)).toEqual(['attachments']);
  });

  it('records a stage change in the data log with the old and new stage', async () => {
    const record = body<Json>(await staff.get(`/biz/project/queryById?id=${otherProjectId}`)).result;
    const edited = await staff.send('PUT', '/biz/project/edit', { ...record, stage: 'proposal' });
    expect(body(edited).success, edited.body).toBe(true);
    const res = await staff.get(
      `/sys/dataLog/queryDataVerList?dataTable=biz_project&dataId=${otherProjectId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const versions = body<Json[]>(res).result;
    const stages = versions.map((v) => [v.dataVersion, JSON.parse(String(v.dataContent)).stage]);
    expect(stages).toEqual([
      [2, 'proposal'],
      [1, 'lead'],
    ]);
  });

  it('shows a partner user only its organisation’s projects, read only', async () => {
    const page = body<Page>(await partner.get('/biz/project/list?pageSize=50')).result;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.records.every((r) => r.orgCode === 'A02A01')).toBe(true);
    expect((await partner.get(`/biz/project/queryById?id=${otherProjectId}`)).statusCode).toBe(404);
    const history = await partner.get(
      `/sys/dataLog/queryDataVerList?dataTable=biz_project&dataId=${otherProjectId}`,
    );
    expect(history.statusCode).toBe(404);
    const add = await partner.send('POST', '/biz/project/add', newProject({ partnerId: ownPartnerId }));
    expect(add.statusCode).toBe(403);
    const edit = await partner.send('PUT', '/biz/project/edit', { id: otherProjectId, stage: 'won' });
    expect(edit.statusCode).toBe(403);
    expect((await partner.send('DELETE', `/biz/project/delete?id=${otherProjectId}`)).statusCode).toBe(403);
    const own = page.records[0]!;
    expect(body<Json>(await partner.get(`/biz/project/queryById?id=${own.id}`)).result).toMatchObject({
      id: own.id,
      orgCode: 'A02A01',
    });
  });

  it('moves a project to another partner’s organisation when its partner changes, and deletes it', async () => {
    const record = body<Json>(await admin.get(`/biz/project/queryById?id=${otherProjectId}`)).result;
    const moved = await admin.send('PUT', '/biz/project/edit', { ...record, partnerId: ownPartnerId });
    expect(body(moved).success, moved.body).toBe(true);
    const seen = await partner.get(`/biz/project/queryById?id=${otherProjectId}`);
    expect(body<Json>(seen).result).toMatchObject({ orgCode: 'A02A01' });
    const removed = await admin.send('DELETE', `/biz/project/delete?id=${otherProjectId}`);
    expect(body(removed).success, removed.body).toBe(true);
    expect((await staff.get(`/biz/project/queryById?id=${otherProjectId}`)).statusCode).toBe(404);
  });
});
