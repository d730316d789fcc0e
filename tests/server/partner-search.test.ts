// The open partner search (/partner/search, SPEC §2): no sign-in; certified partners only; only the
// properties the model marks x-public leave the server; bounded inputs refused with a 400 naming the
// field; a fixed number of searches per address per minute, then 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEARCHES_PER_MINUTE } from '../../server/src/routes/biz/partner-search.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  loginToken,
  nextAddress,
} from './helpers.js';
import { caller, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number; size: number };

const PUBLIC = [
  'companyName',
  'partnerLevel',
  'partnerLevel_dictText',
  'region',
  'industry',
  'productLines',
  'productLines_dictText',
  'website',
  'address',
  'intro',
].sort();

describe.each(DIALECTS)('public partner search (%s)', (dialect) => {
  let app: FastifyInstance;
  const search = (query: string, remoteAddress = nextAddress()) =>
    app.inject({ method: 'GET', url: `/api/partner/search?${query}`, remoteAddress });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    const admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    // A certified partner and an uncertified one with the same name prefix and product lines; of the
    // seeded partners only uncertified ones offer CBR (蜀道云服) or CES (长白山).
    for (const [companyName, certStatus] of [
      ['闽江星云科技有限公司', '2'],
      ['闽江星云咨询有限公司', '1'],
    ]) {
      const res = await admin.send('POST', '/biz/partner/add', {
        companyName,
        certStatus,
        partnerLevel: '2',
        region: '华南',
        productLines: ['CBR', 'CES'],
        orgCode: 'A09A09',
        agreementEnd: '2027-01-01',
        contacts: [{ name: '秘密联系人', phone: '13900009999', email: 'secret@example.com' }],
      });
      expect(body(res).success, res.body).toBe(true);
    }
  });
  afterAll(() => closeTestApp(app));

  it('answers without sign-in with certified partners only, and only their public properties', async () => {
    const res = await search('productLine=CES');
    expect(res.statusCode).toBe(200);
    const page = body<Page>(res).result;
    expect(page.records.map((r) => r.companyName)).toEqual(['闽江星云科技有限公司']);
    expect(Object.keys(page.records[0]!).sort()).toEqual(PUBLIC);
    expect(res.body).not.toContain('13900009999');
    expect(res.body).not.toContain('A09A09');

    const all = body<Page>(await search('pageSize=20')).result;
    expect(all.total).toBeGreaterThanOrEqual(5);
    for (const record of all.records) {
      expect(
        Object.keys(record).every((k) => PUBLIC.includes(k)),
        JSON.stringify(record),
      ).toBe(true);
    }
    // Seeded: 认证中, 未认证 and 已过期 partners exist but never show.
    const names = all.records.map((r) => r.companyName);
    expect(names).toContain('华东云联科技有限公司');
    expect(names).not.toContain('蜀道云服信息科技有限公司');
    expect(names).not.toContain('长白山云计算服务有限公司');
    expect(names).not.toContain('闽江星云咨询有限公司');
  });

  it('searches by one product line, wherever it stands in a partner’s list, labelled in the visitor’s language', async () => {
    const names = async (query: string, lang?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/partner/search?pageSize=20&${query}`,
        remoteAddress: nextAddress(),
        headers: lang ? { 'accept-language': lang } : {},
      });
      return body<Page>(res).result.records;
    };
    const first = await names('productLine=CBR');
    expect(first.map((r) => r.companyName)).toEqual(['闽江星云科技有限公司']);
    expect(first[0]).toMatchObject({ productLines: ['CBR', 'CES'], productLines_dictText: '云备份,云监控' });
    const english = await names('productLine=CBR', 'en-US');
    expect(english[0]!.productLines_dictText).toBe('Cloud Backup and Recovery,Cloud Eye');
    // OBS is first, between and last in the seeded certified partners' lists.
    expect((await names('productLine=OBS')).map((r) => r.companyName).sort()).toEqual(
      ['华东云联科技有限公司', '南粤智联网络科技有限公司', '西域丝路数据科技有限公司'].sort(),
    );
    expect(await names('productLine=C')).toEqual([]);
    expect(await names('productLine=%25')).toEqual([]);
  });

  it('searches by name (contains), region and level', async () => {
    const byName = body<Page>(await search(`companyName=${encodeURIComponent('星云')}`)).result;
    expect(byName.records.map((r) => r.companyName)).toEqual(['闽江星云科技有限公司']);
    const byRegion = body<Page>(await search(`region=${encodeURIComponent('华北')}`)).result;
    expect(byRegion.records.map((r) => r.companyName)).toEqual(['北辰数智信息技术有限公司']);
    const byLevel = body<Page>(await search('partnerLevel=4')).result;
    expect(byLevel.records.every((r) => r.partnerLevel === '4')).toBe(true);
    expect(byLevel.total).toBeGreaterThan(0);
    const likeIsLiteral = body<Page>(await search('companyName=%25')).result;
    expect(likeIsLiteral.total).toBe(0);
  });

  it('offers the levels, the product lines and the regions certified partners are in', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/partner/search/options',
      remoteAddress: nextAddress(),
    });
    const options = body<{ levels: Json[]; productLines: Json[]; regions: string[] }>(res).result;
    expect(options.levels.map((l) => l.value)).toEqual(['1', '2', '3', '4']);
    expect(options.productLines.map((l) => l.value)).toEqual([
      'ECS',
      'CCE',
      'OBS',
      'CBR',
      'ELB',
      'CDN',
      'RDS',
      'DWS',
      'WAF',
      'MA',
      'CES',
    ]);
    expect(options.productLines[0]).toEqual({ value: 'ECS', label: '弹性云主机' });
    expect(options.regions).toContain('华南');
    expect(options.regions).not.toContain('西南');
  });

  it('refuses oversized input with a 400 naming the field', async () => {
    const long = await search(`companyName=${'a'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toContain('companyName');
    // Above the cap a page size is clamped (issue 20), like every list's.
    const big = await search('pageSize=500');
    expect(big.statusCode).toBe(200);
    expect(body<Page>(big).result.size).toBe(20);
    const zero = await search('pageSize=0');
    expect(zero.statusCode).toBe(400);
    expect(body(zero).message).toContain('pageSize');
    const level = await search('partnerLevel=x;drop');
    expect(level.statusCode).toBe(400);
    expect(body(level).message).toContain('partnerLevel');
  });

  it('answers 429 after too many searches from one address, and not to another address', async () => {
    const address = nextAddress();
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1) expect((await search('', address)).statusCode).toBe(200);
    const limited = await search('', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(body(limited).message).toContain('频繁');
    expect((await search('', nextAddress())).statusCode).toBe(200);
  });
});
