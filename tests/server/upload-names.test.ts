// Uploaded names of model files (sys_upload_file.original_name): kept at upload, answered by path for
// file links (GET /sys/common/fileNames) and sent as the download's file name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uploadedName } from '../../server/src/crud/model-upload.js';
import { contentDisposition } from '../../server/src/services/upload-names.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { multipart } from './crud-helpers.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('uploadedName', () => {
  it('keeps the last path segment, without control characters, commas or quotes', () => {
    expect(uploadedName('C:\\fakepath\\合同 v2.pdf')).toBe('合同 v2.pdf');
    expect(uploadedName('a/b/"x,y"\u0007.pdf')).toBe('xy.pdf');
    expect(uploadedName('  ')).toBeNull();
    expect(uploadedName(undefined)).toBeNull();
    expect([...(uploadedName(`${'名'.repeat(300)}.pdf`) ?? '')]).toHaveLength(200);
    expect(uploadedName(`${'名'.repeat(300)}.pdf`)).toMatch(/\.pdf$/);
  });

  it('goes into Content-Disposition as RFC 6266 filename*, beside the stored name', () => {
    expect(contentDisposition('attachment', "合同(1)'s.pdf", 'a.pdf')).toBe(
      'attachment; filename="a.pdf"; filename*=UTF-8\'\'%E5%90%88%E5%90%8C%281%29%27s.pdf',
    );
    expect(contentDisposition('inline', undefined, 'a.png')).toBe('inline; filename="a.png"');
  });
});

describe.each(DIALECTS)('uploaded file names (%s)', (dialect) => {
  let app: FastifyInstance;
  let token: string;
  const upload = async (filename: string) => {
    const { payload, headers } = multipart(PDF, { biz: 'biz_case' }, filename);
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload,
      headers: { ...headers, 'x-access-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(body(res).result);
  };
  const names = (query: string, auth = true) =>
    app.inject({
      method: 'GET',
      url: `/api/sys/common/fileNames${query}`,
      headers: auth ? { 'x-access-token': token } : {},
    });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    token = await loginToken(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => closeTestApp(app));

  it('answers the uploaded names of stored paths, and downloads under that name', async () => {
    const contract = await upload('合同 2026.pdf');
    const report = await upload('report.pdf');
    expect(contract).toMatch(/^biz_case\/[0-9a-f]{32}\.pdf$/);
    const res = await names(`?paths=${encodeURIComponent(`${contract},${report},biz_case/unknown.pdf`)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).result).toEqual({ [contract]: '合同 2026.pdf', [report]: 'report.pdf' });
    const file = await app.inject({ method: 'GET', url: `/api/sys/common/static/${contract}` });
    expect(file.statusCode).toBe(200);
    const stored = contract.split('/')[1];
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${stored}"; filename*=UTF-8''%E5%90%88%E5%90%8C%202026.pdf`,
    );
  });

  it('needs a signed-in caller and a bounded list of paths', async () => {
    expect((await names('?paths=a', false)).statusCode).toBe(401);
    const missing = await names('');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('paths');
    expect((await names(`?paths=${'a'.repeat(12_001)}`)).statusCode).toBe(400);
    expect((await names('?paths=a&other=1')).statusCode).toBe(200);
  });
});
