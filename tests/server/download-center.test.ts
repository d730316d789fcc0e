// Download center (issue 13): versions, hotfixes and documents over the catalogue's products, newest
// first, seeded with demo entries; staff write them, partners read only the published ones (the partner
// role's data rule on each menu) and cannot write; bad version numbers are refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number };

describe.each(DIALECTS)('download center (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let staff: Caller;
  let partner: Caller;
  let ecs: string;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    staff = await userCaller(app, 'download_staff', 'staff');
    partner = await userCaller(app, 'download_partner', 'partner');
    const versions = body<Page>(await admin.get('/biz/productVersion/list?versionNo=3.2.1')).result;
    ecs = versions.records[0]!.productCategory as string;
  });
  afterAll(() => closeTestApp(app));

  it('lists seeded versions newest first with their product and status labels', async () => {
    const page = body<Page>(await staff.get('/biz/productVersion/list?pageSize=50')).result;
    expect(page.total).toBeGreaterThanOrEqual(10);
    const dates = page.records.map((r) => String(r.releaseDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const v321 = page.records.find((r) => r.versionNo === '3.2.1')!;
    expect(v321).toMatchObject({ productCategory_dictText: '云服务器 ECS', status_dictText: '已发布' });
    expect(String(v321.releaseNotes)).toContain('<li>');
  });

  it('shows partners published entries only, in each of the three lists', async () => {
    for (const base of ['/biz/productVersion', '/biz/hotfix', '/biz/downloadDoc']) {
      const all = body<Page>(await staff.get(`${base}/list?pageSize=100`)).result;
      const mine = body<Page>(await partner.get(`${base}/list?pageSize=100`)).result;
      expect(
        all.records.some((r) => r.status === '0'),
        base,
      ).toBe(true);
      expect(mine.total, base).toBe(all.records.filter((r) => r.status !== '0').length);
      expect(
        mine.records.every((r) => r.status === '1' || r.status === '2'),
        base,
      ).toBe(true);
    }
    const draft = body<Page>(await staff.get('/biz/productVersion/list?status=0')).result.records[0]!;
    const read = await partner.get(`/biz/productVersion/queryById?id=${draft.id as string}`);
    expect(body(read).success).toBe(false);
  });

  it('lets staff add a version and a hotfix for it, and refuses partners’ writes', async () => {
    const version = {
      productCategory: ecs,
      versionNo: '3.2.2',
      title: '云服务器 ECS 管理代理 3.2.2',
      releaseDate: '2026-11-20',
      status: '1',
      releaseNotes: '<p>修复<script>alert(1)</script>日志轮转</p>',
    };
    const added = await admin.send('POST', '/biz/productVersion/add', version);
    expect(body(added).success, added.body).toBe(true);
    const stored = body<Page>(await admin.get('/biz/productVersion/list?versionNo=3.2.2')).result.records[0]!;
    expect(String(stored.releaseNotes)).not.toContain('<script');
    const twice = await admin.send('POST', '/biz/productVersion/add', version);
    expect(body(twice).success).toBe(false);
    expect(twice.statusCode).toBeLessThan(500);

    const hotfix = {
      hotfixNo: 'HF-ECS-2026-012',
      title: '日志轮转修复',
      productCategory: ecs,
      appliesTo: '3.2.1,3.2.2',
      severity: '2',
      releaseDate: '2026-11-21',
      status: '1',
    };
    expect(body(await admin.send('POST', '/biz/hotfix/add', hotfix)).success).toBe(true);
    const found = body<Page>(await partner.get('/biz/hotfix/list?appliesTo=*3.2.2*')).result;
    expect(found.records.map((r) => r.hotfixNo)).toContain('HF-ECS-2026-012');

    const denied = await partner.send('POST', '/biz/hotfix/add', { ...hotfix, hotfixNo: 'HF-ECS-2026-013' });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses malformed version numbers and version lists, naming the field', async () => {
    const bad = await admin.send('POST', '/biz/productVersion/add', {
      productCategory: ecs,
      versionNo: '../3',
      title: '坏版本',
      releaseDate: '2026-11-20',
      status: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('versionNo');
    const badList = await admin.send('POST', '/biz/hotfix/add', {
      hotfixNo: 'HF-ECS-2026-099',
      title: '坏补丁',
      productCategory: ecs,
      appliesTo: '3.2.1;rm -rf',
      severity: '2',
      releaseDate: '2026-11-21',
      status: '1',
    });
    expect(badList.statusCode).toBe(400);
    expect(body(badList).message).toContain('appliesTo');
  });
});
