import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { acceptsExt, filePaths } from '../../server/src/crud/model-files.js';
import type { FieldInfo } from '../../server/src/crud/model.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, type Caller, type Json } from './crud-helpers.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

const newCase = (extra: Json = {}): Json => ({
  title: '负载均衡健康检查异常',
  customerName: '星河科技',
  product: '负载均衡 SLB',
  priority: 'M',
  status: '0',
  caseType: '2',
  description: '后端服务器健康检查间歇性失败，附抓包与日志。',
  ...extra,
});

describe.each(DIALECTS)('x-file fields checked on the server (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const upload = (file: Buffer, filename: string, biz: string) => {
    const { payload, headers } = multipart(file, { biz }, filename);
    return app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload,
      headers: { ...headers, 'x-access-token': admin.token },
    });
  };
  const uploaded = async (file: Buffer, filename: string) => {
    const res = await upload(file, filename, 'biz_case');
    expect(res.statusCode, res.body).toBe(200);
    return String(body(res).result);
  };
  const refused = async (attachment: unknown, lang?: string) => {
    const res = await admin.send('POST', '/biz/case/add', newCase({ attachment }), lang);
    expect(res.statusCode, res.body).toBe(400);
    const errors = body<{ errors: { field: string; message: string }[] }>(res).result.errors;
    expect(errors.map((e) => e.field)).toEqual(['attachment']);
    return errors[0]!.message;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('stores a model file under its table and serves it as a download', async () => {
    const path = await uploaded(PDF, '抓包分析.pdf');
    expect(path).toMatch(/^biz_case\/[0-9a-f]{32}\.pdf$/);
    const res = await admin.send('POST', '/biz/case/add', newCase({ attachment: path }));
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Json>(res).result.attachment).toBe(path);
    const file = await app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const image = await uploaded(PNG, 'topology.png');
    const inline = await app.inject({ method: 'GET', url: `/api/sys/common/static/${image}` });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses uploads of unknown kinds, for unknown folders, and too large', async () => {
    expect((await upload(EXE, 'report.pdf', 'biz_case')).statusCode).toBe(400);
    expect((await upload(PDF, 'a.pdf', 'no_such_table')).statusCode).toBe(400);
    expect((await upload(PDF, 'a.pdf', 'sys_position')).statusCode).toBe(400);
    expect((await upload(PDF, 'a.pdf', '../avatar')).statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    expect((await upload(big, 'big.pdf', 'biz_case')).statusCode).toBe(413);
  });

  it('refuses values that are not files uploaded for this model, naming the field', async () => {
    const hex = 'a'.repeat(32);
    expect(await refused('../../app.db')).toBe('attachment: 文件不存在，请重新上传');
    expect(await refused(`biz_case/../../app.db`)).toContain('attachment');
    expect(await refused(`biz_case/${hex}.pdf`)).toBe('attachment: 文件不存在，请重新上传');
    expect(await refused('https://files.example.com/a.pdf', 'en-US')).toBe(
      'attachment must be an uploaded file, not a link',
    );
    expect(await refused('/etc/passwd')).toContain('attachment');
    const [a, b] = [await uploaded(PDF, 'a.pdf'), await uploaded(PDF, 'b.pdf')];
    expect(await refused(`${a},${b}`)).toBe('attachment: 只能上传一个文件');
    // A file stored for another model's folder is not this model's.
    const avatar = await upload(PNG, 'me.png', 'avatar');
    expect(await refused(String(body(avatar).result))).toBe('attachment: 文件不存在，请重新上传');
  });

  it('keeps a value the record already holds on edit', async () => {
    const path = await uploaded(PDF, 'log.pdf');
    const added = body<Json>(await admin.send('POST', '/biz/case/add', newCase({ attachment: path }))).result;
    const res = await admin.send('PUT', '/biz/case/edit', {
      ...added,
      title: '负载均衡健康检查异常（复现）',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cleared = await admin.send('PUT', '/biz/case/edit', { id: added.id, attachment: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('matches accept lists by extension, MIME type and type/*', () => {
    const field = (file: Record<string, unknown>) =>
      ({ def: { type: 'string', 'x-file': file } }) as unknown as FieldInfo;
    expect(acceptsExt(field({}), 'pdf')).toBe(true);
    expect(acceptsExt(field({ accept: ['.pdf'] }), 'pdf')).toBe(true);
    expect(acceptsExt(field({ accept: ['.pdf'] }), 'docx')).toBe(false);
    expect(acceptsExt(field({ accept: ['image/*'] }), 'png')).toBe(true);
    expect(acceptsExt(field({ accept: ['image/*'] }), 'pdf')).toBe(false);
    expect(acceptsExt(field({ accept: ['application/pdf'] }), 'pdf')).toBe(true);
    expect(acceptsExt(field({ image: true }), 'pdf')).toBe(false);
    expect(acceptsExt(field({}), 'exe')).toBe(false);
    expect(filePaths(' a/1.pdf, ,a/2.pdf')).toEqual(['a/1.pdf', 'a/2.pdf']);
  });
});
