// Sales certificates (issue 13): numbers from the sales_cert_no fill rule, valid-to after valid-from,
// the status derived from the dates (30-day boundary, re-derived when the day moves on), renew and
// revoke, the partner role kept to its organisation's certificates, and PDF-only certificate files.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  refreshStatuses,
  StatusKeeper,
  today,
} from '../../server/src/services/certificate-status.js';
import { DEMO_CERTIFICATES } from '../../server/src/db/seed/demo-certificates.js';
import { DIALECTS, body } from './helpers.js';
import { multipart, suiteWithRoles, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number };
type Errors = { errors: { field: string; message: string }[] };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

/** A PDF whose cross-reference table points at each object and whose stream length is its length. */
function expectWellFormedPdf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const start = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(start)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.forEach((entry, i) => {
    const [, offset, , kind] = /^(\d{10}) (\d{5}) ([fn]) $/.exec(entry) ?? [];
    if (kind === 'n') expect(text.slice(Number(offset)).startsWith(`${i} 0 obj\n`), entry).toBe(true);
    else expect(i).toBe(0);
  });
  const stream = /\/Length (\d+) >>\nstream\n/.exec(text)!;
  const from = stream.index + stream[0].length;
  expect(text.slice(from + Number(stream[1])).startsWith('endstream')).toBe(true);
  return text;
}

describe.each(DIALECTS)('sales certificates (%s)', (dialect) => {
  const suite = suiteWithRoles(dialect, 'cert');
  const { admin, staff, partner } = suite;
  let ownPartnerId: string;
  let otherPartnerId: string;
  const day = today();

  const newCert = (extra: Json = {}): Json => ({
    partnerId: otherPartnerId,
    holderName: '李明',
    holderEmail: 'li.ming@example.com',
    productLine: 'ECS',
    certLevel: '2',
    validFrom: addDays(day, -10),
    validTo: addDays(day, 365),
    ...extra,
  });
  const add = async (extra: Json = {}) => {
    const res = await staff.send('POST', '/biz/salesCertificate/add', newCert(extra));
    expect(res.statusCode, res.body).toBe(200);
    return body<Json>(res).result;
  };

  beforeAll(async () => {
    const partners = body<Page>(await admin.get('/biz/partner/list?pageSize=50')).result.records;
    ownPartnerId = partners.find((p) => p.orgCode === 'A02A01')!.id as string;
    otherPartnerId = partners.find((p) => p.orgCode !== 'A02A01')!.id as string;
  });

  it('seeds demo certificates in every status, the A02A01 partner among them', async () => {
    const page = body<Page>(await staff.get('/biz/salesCertificate/list?pageSize=50')).result;
    expect(page.total).toBeGreaterThanOrEqual(8);
    const statuses = new Set(page.records.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['1', '2', '3', '4']);
    const own = page.records.filter((r) => r.partnerId === ownPartnerId);
    expect(own.map((r) => r.status)).toContain('2');
    expect(page.records.every((r) => /^SC-\d{8}-\d{4}$/.test(String(r.certNo)))).toBe(true);
    expect(page.records[0]).toHaveProperty('partnerId_dictText');
  });

  it('seeds each demo certificate with a one-page PDF that its file link downloads', async () => {
    const page = body<Page>(await staff.get('/biz/salesCertificate/list?pageSize=50')).result;
    const seeded = page.records.filter((r) => DEMO_CERTIFICATES.some((d) => d.holderEmail === r.holderEmail));
    expect(seeded).toHaveLength(DEMO_CERTIFICATES.length);
    for (const cert of seeded) {
      const path = String(cert.certFile);
      expect(path).toMatch(/^biz_sales_certificate\/[0-9a-f]{32}\.pdf$/);
      const file = await suite.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const text = expectWellFormedPdf(file.rawPayload);
      expect(text).toContain(`(Certificate No. ${String(cert.certNo)})`);
      expect(text).toContain(`(Holder: ${String(cert.holderEmail)})`);
      // Named after its certificate where it is linked and downloaded.
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${String(cert.certNo)}.pdf`);
    }
    // Stored as an upload of the model, so an edit may send the file back unchanged.
    const kept = await staff.send('PUT', '/biz/salesCertificate/edit', {
      id: seeded[0]!.id,
      certFile: seeded[0]!.certFile,
      remark: '证书文件已核对',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('numbers a new certificate from the fill rule, distinct under concurrent adds', async () => {
    const first = await add();
    const stamp = day.replace(/-/g, '');
    expect(first.certNo).toMatch(new RegExp(`^SC-${stamp}-\\d{4}$`));
    expect(first).toMatchObject({ status: '1' });
    const many = await Promise.all(
      Array.from({ length: 6 }, () => staff.send('POST', '/biz/salesCertificate/add', newCert())),
    );
    const numbers = many.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return body<Json>(res).result.certNo;
    });
    expect(new Set([first.certNo, ...numbers]).size).toBe(7);
  });

  it('copies the partner’s organisation code, whatever the body says', async () => {
    const cert = await add({ partnerId: ownPartnerId, orgCode: 'ZZZ999' });
    expect(cert.orgCode).toBe('A02A01');
    const moved = await staff.send('PUT', '/biz/salesCertificate/edit', {
      id: cert.id,
      partnerId: otherPartnerId,
    });
    const otherOrg = body<Json>(moved).result.orgCode;
    expect(otherOrg).not.toBe('A02A01');
    // An edit that leaves the partner alone keeps the copy; a forged one is dropped.
    const forged = await staff.send('PUT', '/biz/salesCertificate/edit', {
      id: cert.id,
      remark: '改备注',
      orgCode: 'A02A01',
    });
    expect(body<Json>(forged).result).toMatchObject({ remark: '改备注', orgCode: otherOrg });
  });

  it('refuses a valid-to date not after valid-from, naming validTo, on add and edit', async () => {
    const res = await staff.send(
      'POST',
      '/biz/salesCertificate/add',
      newCert({ validTo: addDays(day, -10) }),
    );
    expect(res.statusCode).toBe(400);
    expect(body<Errors>(res).result.errors).toEqual([
      { field: 'validTo', message: 'validTo: 到期日期必须晚于生效日期' },
    ]);
    const cert = await add();
    const edit = await staff.send(
      'PUT',
      '/biz/salesCertificate/edit',
      { id: cert.id, validFrom: addDays(day, 400) },
      'en-US',
    );
    expect(edit.statusCode).toBe(400);
    expect(body(edit).message).toBe('validTo: the valid-to date must be after the valid-from date');
    const bad = await staff.send('POST', '/biz/salesCertificate/add', newCert({ validTo: '2026-02-30' }));
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('validTo');
  });

  it('derives the status from the valid-to date, with the 30-day boundary', async () => {
    const status = async (validTo: string) => (await add({ validFrom: addDays(day, -400), validTo })).status;
    expect(await status(addDays(day, 31))).toBe('1');
    expect(await status(addDays(day, 30))).toBe('2');
    expect(await status(day)).toBe('2');
    expect(await status(addDays(day, -1))).toBe('3');
    const expiring = body<Page>(await staff.get('/biz/salesCertificate/list?status=2&pageSize=100')).result;
    expect(expiring.records.every((r) => r.status === '2' && String(r.validTo) <= addDays(day, 30))).toBe(
      true,
    );
  });

  it('re-derives stored statuses when the day moves on, once per day', async () => {
    const cert = await add({ validTo: addDays(day, 31) });
    expect(cert.status).toBe('1');
    // Tomorrow the certificate is 30 days from expiry.
    expect(await refreshStatuses(suite.app.models, addDays(day, 1))).toBeGreaterThan(0);
    const read = async () =>
      body<Json>(await staff.get(`/biz/salesCertificate/queryById?id=${cert.id}`)).result;
    expect((await read()).status).toBe('2');
    let clock = new Date();
    const keeper = new StatusKeeper(suite.app.models, () => clock);
    await keeper.ensureFresh();
    expect((await read()).status).toBe('1');
    await suite.app.db
      .updateTable('biz_sales_certificate' as never)
      .set({ status: '3' } as never)
      .execute();
    await keeper.ensureFresh(); // the same day: no second refresh
    expect((await read()).status).toBe('3');
    clock = new Date(clock.getTime() + 86_400_000);
    await keeper.ensureFresh();
    expect((await read()).status).toBe('2');
    await refreshStatuses(suite.app.models, day);
  });

  it('renews to a later date and revokes with a reason; a revoked certificate is not renewed', async () => {
    const cert = await add({ validTo: addDays(day, 20) });
    expect(cert.status).toBe('2');
    const early = await staff.send('POST', '/biz/salesCertificate/renew', {
      id: cert.id,
      validTo: addDays(day, 10),
    });
    expect(early.statusCode).toBe(400);
    expect(body<Errors>(early).result.errors[0]!.field).toBe('validTo');
    const renewed = await staff.send('PUT', '/biz/salesCertificate/renew', {
      ...cert,
      validTo: addDays(day, 400),
      holderName: 'ignored',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(body<Json>(renewed).result).toMatchObject({
      validTo: addDays(day, 400),
      status: '1',
      holderName: '李明',
    });
    const noReason = await staff.send('POST', '/biz/salesCertificate/revoke', { id: cert.id });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).message).toContain('revokeReason');
    const revoked = await staff.send('POST', '/biz/salesCertificate/revoke', {
      id: cert.id,
      revokeReason: '违规转借证书',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(body<Json>(revoked).result).toMatchObject({ status: '4', revokeReason: '违规转借证书' });
    expect(String(body<Json>(revoked).result.revokeTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await staff.send(
      'POST',
      '/biz/salesCertificate/renew',
      { id: cert.id, validTo: addDays(day, 800) },
      'en-US',
    );
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe(
      'This certificate is revoked and cannot be renewed; issue a new certificate instead',
    );
    // Revoked stays revoked: the daily refresh and an edit leave it.
    await refreshStatuses(suite.app.models, addDays(day, 1000));
    const edited = await staff.send('PUT', '/biz/salesCertificate/edit', { id: cert.id, remark: '已收回' });
    expect(body<Json>(edited).result.status).toBe('4');
    const missing = await staff.send('POST', '/biz/salesCertificate/renew', {
      id: 'f'.repeat(32),
      validTo: addDays(day, 800),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a partner user to its organisation’s certificates, read-only', async () => {
    const own = await add({ partnerId: ownPartnerId });
    const other = await add({ partnerId: otherPartnerId });
    const page = body<Page>(await partner.get('/biz/salesCertificate/list?pageSize=100')).result;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.orgCode === 'A02A01')).toBe(true);
    expect(page.records.map((r) => r.id)).toContain(own.id);
    expect((await partner.get(`/biz/salesCertificate/queryById?id=${own.id}`)).statusCode).toBe(200);
    expect((await partner.get(`/biz/salesCertificate/queryById?id=${other.id}`)).statusCode).toBe(404);
    const renew = await partner.send('POST', '/biz/salesCertificate/renew', {
      id: own.id,
      validTo: addDays(day, 999),
    });
    expect(renew.statusCode).toBe(403);
    expect(
      (await partner.send('POST', '/biz/salesCertificate/revoke', { id: own.id, revokeReason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await partner.send('POST', '/biz/salesCertificate/add', newCert())).statusCode).toBe(403);
    expect(
      (await partner.send('PUT', '/biz/salesCertificate/edit', { id: own.id, remark: 'x' })).statusCode,
    ).toBe(403);
  });

  it('accepts only PDF certificate files', async () => {
    const upload = (file: Buffer, filename: string) => {
      const { payload, headers } = multipart(file, { biz: 'biz_sales_certificate' }, filename);
      return suite.app.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        payload,
        headers: { ...headers, 'x-access-token': staff.token },
      });
    };
    expect((await upload(PNG, 'certificate.png')).statusCode).toBe(400);
    const pdf = await upload(PDF, '销售证书.pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const path = String(body(pdf).result);
    expect(path).toMatch(/^biz_sales_certificate\/[0-9a-f]{32}\.pdf$/);
    const cert = await add({ certFile: path });
    expect(cert.certFile).toBe(path);
    const file = await suite.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
    expect(file.headers['content-type']).toBe('application/pdf');
    const refused = await staff.send(
      'POST',
      '/biz/salesCertificate/add',
      newCert({ certFile: 'biz_sales_certificate/' + 'a'.repeat(32) + '.png' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(body<Errors>(refused).result.errors.map((e) => e.field)).toEqual(['certFile']);
  });

  it('moves a partner’s certificates with it when staff change its organisation code', async () => {
    const added = await admin.send('POST', '/biz/partner/add', {
      companyName: '岭南证书测试科技有限公司',
      partnerLevel: '2',
      certStatus: '2',
      region: '华南',
      orgCode: 'A09A01',
    });
    expect(added.statusCode, added.body).toBe(200);
    const partnerId = body<Json>(added).result.id as string;
    const cert = await add({ partnerId });
    expect(cert.orgCode).toBe('A09A01');
    const seen = async () =>
      body<Page>(await partner.get('/biz/salesCertificate/list?pageSize=200')).result.records.some(
        (r) => r.id === cert.id,
      );
    expect(await seen()).toBe(false);
    const edited = await admin.send('PUT', '/biz/partner/edit', { id: partnerId, orgCode: 'A02A01' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await seen()).toBe(true);
  });
});
