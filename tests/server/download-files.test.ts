// Download-center files (issue 13): versions, hotfixes and documents hold files of the stored-file
// service (`x-storedFiles`, category `download`). Writes may name only files of that category; reads
// list each file's name, size, SHA-256 and download count; a partner downloads a published version's
// file, byte-identical to its checksum, and the download is counted for the file and the partner.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../schemas/api/files.js';
import { DEMO_FILES } from '../../server/src/db/seed/demo-files.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, userCaller, type Caller, type Json } from './crud-helpers.js';

type Page = { records: Json[]; total: number };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(DIALECTS)('download-center files (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  let partner: Caller;
  let version: Json;

  const upload = async (who: Caller, name: string, content: Buffer, category = 'download') => {
    const { payload, headers } = multipart(content, { category, folder: '版本', isPublic: '1' }, name);
    const res = await app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      payload,
      headers: { 'x-access-token': who.token, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return body<StoredFile>(res).result;
  };
  const versionById = async (who: Caller, id: string) =>
    body<Json>(await who.get(`/biz/productVersion/queryById?id=${id}`)).result;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    partner = await userCaller(app, 'download_files_partner', 'partner');
    const page = body<Page>(await admin.get('/biz/productVersion/list?status=1&pageSize=1')).result;
    version = page.records[0]!;
  });
  afterAll(() => closeTestApp(app));

  it('seeds the demo versions, hotfixes and documents with their files', async () => {
    for (const [base, query, table] of [
      ['/biz/productVersion', 'versionNo=3.2.1', 'biz_product_version'],
      ['/biz/hotfix', 'hotfixNo=HF-ECS-2026-011', 'biz_hotfix'],
      [
        '/biz/downloadDoc',
        `title=${encodeURIComponent('云服务器 ECS 管理代理 3.2 安装指南')}`,
        'biz_download_doc',
      ],
    ] as const) {
      const record = body<Page>(await admin.get(`${base}/list?${query}`)).result.records[0]!;
      const demo = DEMO_FILES.filter((f) => f.attach?.table === table);
      expect(record.files_files, base).toEqual(
        demo.map((f) => expect.objectContaining({ name: f.name, sha256: sha256(Buffer.from(f.content)) })),
      );
    }
  });

  it('attaches download files to a version and lists them with size and SHA-256', async () => {
    const agent = Buffer.from('#!/bin/sh\necho not-really-a-program\n'.replace('#!', '# '));
    const notes = Buffer.from('ECS 管理代理 安装说明\n1. 解压\n2. 运行 install.sh\n');
    const a = await upload(admin, 'ecs-agent-3.2.1.tar.gz', agent);
    const b = await upload(admin, '安装说明.txt', notes);
    const res = await admin.send('PUT', '/biz/productVersion/edit', {
      ...version,
      files: ` ${a.id}, ${b.id} `,
    });
    expect(body(res).success, res.body).toBe(true);
    const read = await versionById(admin, String(version.id));
    expect(read.files).toBe(`${a.id},${b.id}`);
    expect(read.files_dictText).toBe('ecs-agent-3.2.1.tar.gz,安装说明.txt');
    expect(read.files_files).toEqual([
      { id: a.id, name: a.name, sizeBytes: agent.length, sha256: sha256(agent), downloadCount: 0 },
      { id: b.id, name: b.name, sizeBytes: notes.length, sha256: sha256(notes), downloadCount: 0 },
    ]);
    const listed = body<Page>(await admin.get(`/biz/productVersion/list?id=${String(version.id)}`)).result;
    expect((listed.records[0]!.files_files as Json[]).map((f) => f.sha256)).toEqual([
      sha256(agent),
      sha256(notes),
    ]);
  });

  it('refuses files of another category, unknown ids, duplicates and too many, naming the field', async () => {
    const general = await upload(admin, 'report.csv', Buffer.from('a,b\n1,2\n'), 'general');
    const own = await upload(admin, 'ok.txt', Buffer.from('ok\n'));
    const tries = [
      general.id,
      'f'.repeat(32),
      '../../etc/passwd',
      `${own.id},${own.id}`,
      Array.from({ length: 11 }, () => own.id).join(','),
    ];
    for (const files of tries) {
      const res = await admin.send('PUT', '/biz/productVersion/edit', { ...version, files });
      expect(res.statusCode, files).toBeLessThan(500);
      const answer = body(res);
      expect(answer.success, files).toBe(false);
      expect(answer.message, files).toContain('files');
    }
    const kept = await versionById(admin, String(version.id));
    expect(String(kept.files).split(',')).toHaveLength(2);
  });

  it('lets a partner download a published version’s file, counted for the file and the partner', async () => {
    const read = await versionById(partner, String(version.id));
    const file = (read.files_files as Json[])[1]!;
    const res = await app.inject({
      method: 'GET',
      url: `/api/sys/file/download/${String(file.id)}`,
      headers: { 'x-access-token': partner.token },
    });
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(file.sha256);
    expect(res.headers['x-checksum-sha256']).toBe(file.sha256);
    const after = await versionById(admin, String(version.id));
    expect((after.files_files as Json[])[1]!.downloadCount).toBe(1);
    const stats = body<{ total: number; byOrg: { orgCode: string; orgName: string; count: number }[] }>(
      await admin.get(`/sys/file/downloadStats?id=${String(file.id)}`),
    ).result;
    const { rows } = await sql<{ name: string }>`
      select depart_name as name from sys_depart where org_code = ${'A02A01'}`.execute(app.db);
    expect(stats).toEqual({
      total: 1,
      byOrg: [{ orgCode: 'A02A01', orgName: rows[0]?.name, count: 1 }],
    });
    expect(stats.byOrg[0]!.orgName).toBeTruthy();
  });

  it('finds a record’s files by their ids for its form', async () => {
    const read = await versionById(admin, String(version.id));
    const page = body<Page>(
      await admin.get(`/sys/file/list?category=download&ids=${String(read.files)}`),
    ).result;
    expect(page.records.map((r) => r.id).sort()).toEqual(String(read.files).split(',').sort());
    const bad = await admin.get('/sys/file/list?category=download&ids=x,y');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('ids');
  });
});
