// The stored-file service (issue 13, "Documents and file lists" and "Bad input and safety"), the same
// suite on local disk and on S3 (an s3rver started here), on every test database: upload, list and
// download byte for byte with ranges and the checksum header, previews, refusals (413, 415, 400) that
// store nothing, chunked uploads with resume, abort, sweep and checksum, folders, partners kept to
// their organisation (404 for another's private file), the categories' codes, and the object-storage
// list with links that download.
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, type StoredFile, type UploadSession } from '../../schemas/api/files.js';
import { sql } from 'kysely';
import { DEMO_FILES } from '../../server/src/db/seed/demo-files.js';
import { UploadSessions } from '../../server/src/files/chunked.js';
import { roleId } from '../../server/src/db/seed/rows.js';
import { newId } from '../../server/src/lib/ids.js';
import { ADMIN_PASSWORD, DIALECTS, body, closeTestApp, createUser, loginToken } from './helpers.js';
import {
  STORAGES,
  fileRows,
  buildFilesApp,
  multipartBody,
  noise,
  sha256,
  stagedUploads,
  startS3,
  storedKeys,
  type Part,
  type StorageKind,
  type TestS3,
} from './files-helpers.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image-but-png-magic'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CSV = Buffer.from('区域,伙伴,金额\n华东,华东云联,120000\n华北,北辰数智,98000\n');
const PASSWORD = 'Files-pass-12';

const COMBOS = DIALECTS.flatMap((dialect) => STORAGES.map((storage) => [dialect, storage] as const));

describe.each(COMBOS)('stored files (%s, %s)', (dialect, storage: StorageKind) => {
  let app: FastifyInstance;
  let s3: TestS3 | undefined;
  let admin: string;
  let staff: string;
  let partner: string;
  let partner2: string;
  let nobody: string;

  const auth = (token: string) => ({ 'x-access-token': token });
  const api = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url: `/api${url}`, payload, headers: { ...auth(token), ...headers } });

  const upload = (token: string, fields: Record<string, string>, file: { name: string; content: Buffer }) => {
    const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    parts.push({ name: 'file', value: file.content, filename: file.name, type: 'application/octet-stream' });
    const { payload, contentType } = multipartBody(parts);
    return api(token, 'POST', '/sys/file/upload', payload, { 'content-type': contentType });
  };
  const uploaded = async (token: string, fields: Record<string, string>, name: string, content: Buffer) => {
    const res = await upload(token, fields, { name, content });
    expect(res.statusCode, res.body).toBe(200);
    return body<StoredFile>(res).result;
  };
  const nothingMore = async (rows: number, keys: string[]) => {
    expect(await fileRows(app)).toBe(rows);
    expect(await storedKeys(app, storage, s3)).toEqual(keys);
  };

  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3() : undefined;
    app = await buildFilesApp(dialect, storage, s3);
    await app.ready();
    await createUser(app, { username: 'f_staff', password: PASSWORD, roleCode: 'staff' });
    await createUser(app, {
      username: 'f_partner',
      password: PASSWORD,
      roleCode: 'partner',
      orgCodes: ['A02A01'],
    });
    const p2 = await createUser(app, { username: 'f_partner2', password: PASSWORD, roleCode: 'partner' });
    await app.db.updateTable('sys_user').set({ org_code: 'A02A02' }).where('id', '=', p2).execute();
    await createUser(app, { username: 'f_nobody', password: PASSWORD });
    // Partners may upload to the download center here (the seed gives them its :list code only).
    const add = await app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'biz:version:add')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: roleId('partner'), permission_id: add.id })
      .execute();
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'f_staff', PASSWORD);
    partner = await loginToken(app, 'f_partner', PASSWORD);
    partner2 = await loginToken(app, 'f_partner2', PASSWORD);
    nobody = await loginToken(app, 'f_nobody', PASSWORD);
  });
  afterAll(async () => {
    await closeTestApp(app);
    await s3?.close();
  });

  it('tells each caller the categories it may list, with their limits', async () => {
    const staffRules = body<{ category: string; maxMB: number; accept: string[] | null }[]>(
      await api(staff, 'GET', '/sys/file/categories'),
    ).result;
    expect(staffRules.map((r) => r.category)).toEqual(
      expect.arrayContaining(['general', 'document', 'cdmp', 'temporary', 'download']),
    );
    expect(staffRules.find((r) => r.category === 'document')).toMatchObject({
      maxMB: 200,
      perm: 'biz:document',
    });
    const partnerRules = body<{ category: string }[]>(
      await api(partner, 'GET', '/sys/file/categories'),
    ).result;
    expect(partnerRules.map((r) => r.category)).toEqual(['download']);
    expect(body<unknown[]>(await api(nobody, 'GET', '/sys/file/categories')).result).toEqual([]);
  });

  it('starts with the demo files stored through the backend', async () => {
    const page = body<{ records: StoredFile[] }>(
      await api(
        staff,
        'GET',
        `/sys/file/list?category=general&folder=${encodeURIComponent('运营报表/2026')}`,
      ),
    ).result;
    expect(page.records.map((r) => r.name).sort()).toEqual([
      '2026年10月工单统计.csv',
      '合作伙伴认证进度.csv',
    ]);
    const demo = DEMO_FILES.find((f) => f.name === page.records[0]!.name)!;
    const res = await api(staff, 'GET', `/sys/file/download/${page.records[0]!.id}`);
    expect(res.body).toBe(demo.content);
    expect(page.records[0]).toMatchObject({ storage, createBy: 'admin', sha256: sha256(demo.content) });
  });

  it('stores an upload, lists it without its key, and downloads it byte for byte', async () => {
    const before = await storedKeys(app, storage, s3);
    const file = await uploaded(staff, { category: 'general', folder: '' }, '华东季度报表.csv', CSV);
    expect(file).toMatchObject({
      category: 'general',
      folder: '',
      name: '华东季度报表.csv',
      ext: 'csv',
      sizeBytes: CSV.length,
      contentType: 'text/csv; charset=utf-8',
      sha256: sha256(CSV),
      storage,
      orgCode: null,
      isPublic: '0',
      downloadCount: 0,
      createBy: 'f_staff',
    });
    expect(file).not.toHaveProperty('storageKey');
    const keys = await storedKeys(app, storage, s3);
    expect(keys.length).toBe(before.length + 1);
    const key = keys.find((k) => !before.includes(k))!;
    expect(key).toMatch(/^general\/\d{4}\/\d{2}\/[0-9a-f]{32}$/);

    const list = await api(
      staff,
      'GET',
      '/sys/file/list?category=general&name=*季度*&column=createTime&order=desc',
    );
    const page = body<{ records: StoredFile[]; total: number; current: number; pages: number }>(list).result;
    expect(page).toMatchObject({ total: 1, current: 1, pages: 1 });
    expect(page.records[0]).toMatchObject({
      id: file.id,
      name: '华东季度报表.csv',
      category_dictText: '通用文件',
    });
    expect(list.body).not.toContain(key);
    expect(list.body).not.toMatch(/storage_?key/i);

    const res = await api(staff, 'GET', `/sys/file/download/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(CSV)).toBe(true);
    expect(res.headers['x-checksum-sha256']).toBe(sha256(res.rawPayload));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(CSV.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="______.csv"; filename*=UTF-8''${encodeURIComponent('华东季度报表.csv')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const again = body<{ records: StoredFile[] }>(
      await api(
        staff,
        'GET',
        `/sys/file/list?category=general&name=${encodeURIComponent('华东季度报表.csv')}`,
      ),
    ).result;
    expect(again.records[0]!.downloadCount).toBe(1);
  });

  it('answers ranges with 206 and their Content-Range, 416 past the end, and counts only first-byte ones', async () => {
    const content = noise(1, 0, 1000);
    const file = await uploaded(staff, { category: 'general' }, 'noise.bin', content);
    const range = (value: string) =>
      api(staff, 'GET', `/sys/file/download/${file.id}`, undefined, { range: value });

    const head = await range('bytes=0-9');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe('bytes 0-9/1000');
    expect(head.rawPayload.equals(content.subarray(0, 10))).toBe(true);
    const tail = await range('bytes=990-');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(content.subarray(990))).toBe(true);
    const suffix = await range('bytes=-5');
    expect(suffix.headers['content-range']).toBe('bytes 995-999/1000');
    expect(suffix.rawPayload.equals(content.subarray(995))).toBe(true);
    const middle = await range('bytes=100-199');
    expect(middle.rawPayload.equals(content.subarray(100, 200))).toBe(true);
    const past = await range('bytes=1000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    expect(body(past).message).toContain('1000');
    const several = await range('bytes=0-1,5-6');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(content)).toBe(true);

    const stats = body<{ total: number }>(
      await api(staff, 'GET', `/sys/file/downloadStats?id=${file.id}`),
    ).result;
    // bytes=0-9 and the whole file (several ranges ignored): two downloads, the later ranges none.
    expect(stats.total).toBe(2);
  });

  it('previews images and PDFs inline in a sandbox, and nothing else', async () => {
    const png = await uploaded(staff, { category: 'document' }, '架构图.png', PNG);
    const pdf = await uploaded(staff, { category: 'document' }, '白皮书.pdf', PDF);
    const fake = await uploaded(
      staff,
      { category: 'document' },
      'page.png',
      Buffer.from('<html><script>x</script>'),
    );
    const text = await uploaded(staff, { category: 'document' }, 'readme.txt', Buffer.from('hello'));
    expect(png.contentType).toBe('image/png');
    expect(fake.contentType).toBe('application/octet-stream');

    for (const [file, type] of [
      [png, 'image/png'],
      [pdf, 'application/pdf'],
    ] as const) {
      const res = await api(staff, 'GET', `/sys/file/preview/${file.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
    }
    for (const file of [fake, text]) {
      const res = await api(staff, 'GET', `/sys/file/preview/${file.id}`);
      expect(res.statusCode).toBe(415);
      expect(body(res).message).toContain('PDF');
    }
    // A preview is not a download.
    const stats = body<{ total: number }>(
      await api(staff, 'GET', `/sys/file/downloadStats?id=${png.id}`),
    ).result;
    expect(stats.total).toBe(0);
  });

  it('refuses a refused type or a program with 415 naming the accepted types, storing nothing', async () => {
    const rows = await fileRows(app);
    const keys = await storedKeys(app, storage, s3);
    const refused = async (category: string, name: string, content: Buffer, named: string) => {
      const res = await upload(staff, { category }, { name, content });
      expect(res.statusCode, `${category} ${name}`).toBe(415);
      expect(body(res).message).toContain(named);
    };
    await refused('document', 'setup.exe', Buffer.from('plain'), '.pdf, .docx');
    await refused('document', 'data.bin', Buffer.from('plain'), '.pdf');
    await refused('general', 'tool.exe', Buffer.from('plain'), '除可执行程序外');
    await refused(
      'general',
      'notes.txt',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      '除可执行程序外',
    );
    await refused('general', 'run.txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), '除可执行程序外');
    await refused(
      'general',
      'lib.dat',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)]),
      '',
    );
    await refused(
      'general',
      'app.dat',
      Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(64)]),
      '',
    );
    await refused('document', 'tiny.txt', Buffer.from('MZ'), '.pdf');
    const en = await app.inject({
      method: 'POST',
      url: '/api/sys/file/upload',
      ...(() => {
        const { payload, contentType } = multipartBody([
          { name: 'category', value: 'general' },
          { name: 'file', value: Buffer.from('x'), filename: 'a.bat' },
        ]);
        return {
          payload,
          headers: { ...auth(staff), 'content-type': contentType, 'accept-language': 'en-US' },
        };
      })(),
    });
    expect(body(en).message).toBe(
      'file: this type of file is not accepted; accepted: any type except programs',
    );
    await nothingMore(rows, keys);
  });

  it('refuses bad names and folders with 400 naming the field, storing nothing', async () => {
    const rows = await fileRows(app);
    const keys = await storedKeys(app, storage, s3);
    for (const name of [
      '../secret.txt',
      'a/b.txt',
      'a\\b.txt',
      'bell\u0007.txt',
      `${'长'.repeat(197)}.txt`,
      '..',
    ]) {
      const res = await upload(staff, { category: 'general' }, { name, content: Buffer.from('x') });
      expect(res.statusCode, name).toBe(400);
      expect(body(res).message).toMatch(/^name: /);
    }
    for (const folder of ['../up', '/abs', 'a//b', 'a/../b', 'x'.repeat(65), 'a\u0000b']) {
      const res = await upload(
        staff,
        { category: 'general', folder },
        { name: 'ok.txt', content: Buffer.from('x') },
      );
      expect(res.statusCode, folder).toBe(400);
      expect(body(res).message).toMatch(/^folder: /);
    }
    const nul = await api(staff, 'POST', '/sys/file/upload/init', {
      category: 'general',
      name: 'a\u0000.txt',
      sizeBytes: 1,
    });
    expect(nul.statusCode).toBe(400);
    expect(body(nul).message).toMatch(/^name/);
    const category = await upload(
      staff,
      { category: 'secrets' },
      { name: 'ok.txt', content: Buffer.from('x') },
    );
    expect(category.statusCode).toBe(400);
    expect(body(category).message).toMatch(/^category: /);
    await nothingMore(rows, keys);
  });

  it('checks size and type when a chunked upload starts, before any byte', async () => {
    const init = (payload: object) => api(staff, 'POST', '/sys/file/upload/init', payload);
    const big = await init({ category: 'general', name: 'huge.iso', sizeBytes: 1024 * 1024 * 1024 + 1 });
    expect(big.statusCode).toBe(413);
    expect(body(big).message).toContain('1024 MB');
    const doc = await init({ category: 'document', name: 'big.pdf', sizeBytes: 201 * 1024 * 1024 });
    expect(doc.statusCode).toBe(413);
    expect(body(doc).message).toContain('200 MB');
    expect((await init({ category: 'general', name: 'setup.exe', sizeBytes: 10 })).statusCode).toBe(415);
    expect((await init({ category: 'cdmp', name: 'photo.png', sizeBytes: 10 })).statusCode).toBe(415);
    expect(
      (await init({ category: 'general', name: 'x.txt', sizeBytes: 10, sha256: 'abc' })).statusCode,
    ).toBe(400);
    expect(stagedUploads(app)).toEqual([]);
  });

  it('takes a chunked upload in any order, shows what it holds for a resume, and stores it whole', async () => {
    const size = 2 * UPLOAD_CHUNK_BYTES + 12345;
    const content = noise(2, 0, size);
    const init = await api(staff, 'POST', '/sys/file/upload/init', {
      category: 'general',
      folder: 'images/2026',
      name: 'ecs-image.qcow2',
      sizeBytes: size,
      sha256: sha256(content).toUpperCase(),
    });
    expect(init.statusCode, init.body).toBe(200);
    const session = body<UploadSession>(init).result;
    expect(session).toMatchObject({ chunkBytes: UPLOAD_CHUNK_BYTES, chunkCount: 3, received: [] });
    const chunk = (i: number) => content.subarray(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES);
    const put = (token: string, i: number, data: Buffer) =>
      api(token, 'PUT', `/sys/file/upload/${session.uploadId}/${i}`, data, {
        'content-type': 'application/octet-stream',
      });

    expect((await put(staff, 2, chunk(2))).statusCode).toBe(200);
    const afterFirst = await put(staff, 0, chunk(0));
    expect(body<UploadSession>(afterFirst).result.received).toEqual([0, 2]);
    // The resume: a client that lost its place asks what is held.
    const resumed = await api(staff, 'GET', `/sys/file/upload/${session.uploadId}`);
    expect(body<UploadSession>(resumed).result).toMatchObject({
      uploadId: session.uploadId,
      received: [0, 2],
    });

    // Another user's session does not exist for them.
    expect((await api(admin, 'GET', `/sys/file/upload/${session.uploadId}`)).statusCode).toBe(404);
    expect((await put(admin, 1, chunk(1))).statusCode).toBe(404);
    expect((await api(admin, 'POST', `/sys/file/upload/${session.uploadId}/complete`)).statusCode).toBe(404);
    expect((await api(admin, 'DELETE', `/sys/file/upload/${session.uploadId}`)).statusCode).toBe(404);

    const early = await api(staff, 'POST', `/sys/file/upload/${session.uploadId}/complete`);
    expect(early.statusCode).toBe(400);
    expect(body(early).message).toContain('1');
    const short = await put(staff, 1, chunk(1).subarray(1));
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toContain(String(UPLOAD_CHUNK_BYTES));
    expect((await put(staff, 3, chunk(2))).statusCode).toBe(400);
    expect((await put(staff, 1, chunk(1))).statusCode).toBe(200);
    // Sending a held chunk again changes nothing.
    expect(body<UploadSession>(await put(staff, 1, chunk(1))).result.received).toEqual([0, 1, 2]);

    const done = await api(staff, 'POST', `/sys/file/upload/${session.uploadId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const file = body<StoredFile>(done).result;
    expect(file).toMatchObject({ folder: 'images/2026', sizeBytes: size, sha256: sha256(content) });
    expect(stagedUploads(app)).toEqual([]);
    expect((await api(staff, 'GET', `/sys/file/upload/${session.uploadId}`)).statusCode).toBe(404);
    const back = await api(staff, 'GET', `/sys/file/download/${file.id}`);
    expect(back.rawPayload.equals(content)).toBe(true);
    expect(back.headers['x-checksum-sha256']).toBe(sha256(content));
  });

  it('stores nothing when a chunked file does not match its checksum or is a program', async () => {
    const rows = await fileRows(app);
    const keys = await storedKeys(app, storage, s3);
    const content = Buffer.from('a small file uploaded in one chunk');
    const start = async (name: string, data: Buffer, checksum?: string) => {
      const session = body<UploadSession>(
        await api(staff, 'POST', '/sys/file/upload/init', {
          category: 'general',
          name,
          sizeBytes: data.length,
          sha256: checksum,
        }),
      ).result;
      const put = await api(staff, 'PUT', `/sys/file/upload/${session.uploadId}/0`, data, {
        'content-type': 'application/octet-stream',
      });
      expect(put.statusCode).toBe(200);
      return session;
    };
    const wrong = await start('a.txt', content, sha256('something else'));
    const mismatch = await api(staff, 'POST', `/sys/file/upload/${wrong.uploadId}/complete`);
    expect(mismatch.statusCode).toBe(400);
    expect(body(mismatch).message).toMatch(/^sha256: /);
    expect((await api(staff, 'GET', `/sys/file/upload/${wrong.uploadId}`)).statusCode).toBe(404);

    const program = await start('b.txt', Buffer.from('#!/usr/bin/env python\nprint(1)\n'));
    expect((await api(staff, 'POST', `/sys/file/upload/${program.uploadId}/complete`)).statusCode).toBe(415);
    expect(stagedUploads(app)).toEqual([]);
    await nothingMore(rows, keys);
  });

  it('leaves nothing of an aborted or an abandoned chunked upload', async () => {
    const rows = await fileRows(app);
    const keys = await storedKeys(app, storage, s3);
    const begin = async () => {
      const session = body<UploadSession>(
        await api(staff, 'POST', '/sys/file/upload/init', {
          category: 'general',
          name: 'half.bin',
          sizeBytes: UPLOAD_CHUNK_BYTES + 10,
        }),
      ).result;
      await api(staff, 'PUT', `/sys/file/upload/${session.uploadId}/1`, Buffer.alloc(10, 7), {
        'content-type': 'application/octet-stream',
      });
      return session;
    };
    const aborted = await begin();
    expect(stagedUploads(app).length).toBeGreaterThan(0);
    expect((await api(staff, 'DELETE', `/sys/file/upload/${aborted.uploadId}`)).statusCode).toBe(200);
    expect(stagedUploads(app)).toEqual([]);
    expect((await api(staff, 'GET', `/sys/file/upload/${aborted.uploadId}`)).statusCode).toBe(404);

    const abandoned = await begin();
    const sessions = new UploadSessions(join(app.config.dataDir, 'uploads'));
    expect(await sessions.sweep()).toBe(0); // fresh: kept
    expect(await sessions.sweep(24 * 60 * 60 * 1000, Date.now() + 25 * 60 * 60 * 1000)).toBe(1);
    expect(stagedUploads(app)).toEqual([]);
    expect((await api(staff, 'GET', `/sys/file/upload/${abandoned.uploadId}`)).statusCode).toBe(404);
    await nothingMore(rows, keys);
  });

  it('keeps folders, empty ones too, and moves and renames files between them', async () => {
    const folder = (parent: string, name: string) =>
      api(staff, 'POST', '/sys/file/folder', { category: 'temporary', parent, name });
    expect((await folder('', '2026')).statusCode).toBe(200);
    expect((await folder('2026', 'Q4')).statusCode).toBe(200);
    expect((await folder('2026', 'Q4')).statusCode).toBe(400);
    expect((await folder('2026', '../x')).statusCode).toBe(400);
    expect((await folder('nope/..', 'x')).statusCode).toBe(400);
    const tree = body(await api(staff, 'GET', '/sys/file/folderTree?category=temporary')).result;
    expect(tree).toEqual([
      { key: '2026', title: '2026', children: [{ key: '2026/Q4', title: 'Q4', children: [] }] },
    ]);

    const file = await uploaded(
      staff,
      { category: 'temporary', folder: '2026/Q4' },
      '日志.log',
      Buffer.from('ok'),
    );
    const list = async (query: string) =>
      body<{ records: StoredFile[] }>(
        await api(staff, 'GET', `/sys/file/list?category=temporary${query}`),
      ).result.records.map((r) => r.id);
    expect(await list('&folder=2026/Q4')).toEqual([file.id]);
    expect(await list('&folder=')).toEqual([]);
    expect(await list('')).toEqual([file.id]);

    const notEmpty = await api(staff, 'DELETE', '/sys/file/folder?category=temporary&path=2026');
    expect(notEmpty.statusCode).toBe(400);
    const renamed = await api(staff, 'PUT', '/sys/file/edit', {
      id: file.id,
      name: '运行日志.log',
      folder: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(body<StoredFile>(renamed).result).toMatchObject({ name: '运行日志.log', folder: '' });
    const ext = await api(staff, 'PUT', '/sys/file/edit', { id: file.id, name: '运行日志.exe' });
    expect(ext.statusCode).toBe(400);
    expect(body(ext).message).toContain('log');
    expect((await api(staff, 'PUT', '/sys/file/edit', { id: file.id, folder: 'a/../b' })).statusCode).toBe(
      400,
    );
    expect(await list('&folder=')).toEqual([file.id]);
    expect((await api(staff, 'DELETE', '/sys/file/folder?category=temporary&path=2026')).statusCode).toBe(
      200,
    );
    expect(body(await api(staff, 'GET', '/sys/file/folderTree?category=temporary')).result).toEqual([]);
    expect((await api(staff, 'DELETE', '/sys/file/folder?category=temporary&path=2026')).statusCode).toBe(
      404,
    );
  });

  it('deletes a file with its bytes, one or a batch', async () => {
    const keys = await storedKeys(app, storage, s3);
    const one = await uploaded(staff, { category: 'general' }, 'one.txt', Buffer.from('1'));
    const two = await uploaded(staff, { category: 'general' }, 'two.txt', Buffer.from('2'));
    const three = await uploaded(staff, { category: 'general' }, 'three.txt', Buffer.from('3'));
    expect((await storedKeys(app, storage, s3)).length).toBe(keys.length + 3);
    expect((await api(staff, 'DELETE', `/sys/file/delete?id=${one.id}`)).statusCode).toBe(200);
    expect((await api(staff, 'DELETE', `/sys/file/deleteBatch?ids=${two.id},${three.id}`)).statusCode).toBe(
      200,
    );
    expect(await storedKeys(app, storage, s3)).toEqual(keys);
    expect((await api(staff, 'GET', `/sys/file/download/${one.id}`)).statusCode).toBe(404);
    expect((await api(staff, 'DELETE', `/sys/file/delete?id=${one.id}`)).statusCode).toBe(404);
  });

  it("keeps a partner user to its organisation's files and the public ones: 404 for any other", async () => {
    const put = (name: string, fields: Record<string, string>) =>
      uploaded(admin, { category: 'download', ...fields }, name, Buffer.from(`content of ${name}`));
    const own = await put('华东专属补丁.zip', { orgCode: 'A02A01' });
    const other = await put('北辰专属补丁.zip', { orgCode: 'A02A02' });
    const pub = await put('公开版本说明.pdf', { isPublic: '1' });
    const internal = await put('内部构建.tar', {});
    expect(own).toMatchObject({ orgCode: 'A02A01', isPublic: '0' });
    expect(pub).toMatchObject({ orgCode: null, isPublic: '1' });

    const listed = async (token: string) =>
      body<{ records: StoredFile[] }>(
        await api(token, 'GET', '/sys/file/list?category=download&pageSize=100'),
      ).result.records;
    // The demo download-center files are public: every partner reads them.
    const isDemo = (r: StoredFile) => DEMO_FILES.some((d) => d.category === r.category && d.name === r.name);
    expect((await listed(partner)).filter(isDemo)).toHaveLength(
      DEMO_FILES.filter((d) => d.category === 'download').length,
    );
    const ids = async (token: string) =>
      (await listed(token))
        .filter((r) => !isDemo(r))
        .map((r) => r.id)
        .sort();
    expect(await ids(partner)).toEqual([own.id, pub.id].sort());
    expect(await ids(partner2)).toEqual([other.id, pub.id].sort());
    expect(await ids(admin)).toEqual(expect.arrayContaining([own.id, other.id, pub.id, internal.id]));

    for (const file of [other, internal]) {
      for (const url of [
        `/sys/file/download/${file.id}`,
        `/sys/file/preview/${file.id}`,
        `/sys/file/downloadStats?id=${file.id}`,
      ]) {
        const res = await api(partner, 'GET', url);
        expect(res.statusCode, url).toBe(404);
      }
      expect((await api(partner, 'DELETE', `/sys/file/delete?id=${file.id}`)).statusCode).toBe(404);
      expect((await api(partner, 'PUT', '/sys/file/edit', { id: file.id, name: 'x.zip' })).statusCode).toBe(
        404,
      );
    }
    // A public file is read, not changed, by partners; its own organisation's needs the edit code.
    expect((await api(partner, 'PUT', '/sys/file/edit', { id: pub.id, name: 'x.pdf' })).statusCode).toBe(404);
    expect((await api(partner, 'PUT', '/sys/file/edit', { id: own.id, name: 'x.zip' })).statusCode).toBe(403);

    expect((await api(partner, 'GET', `/sys/file/download/${own.id}`)).statusCode).toBe(200);
    expect((await api(partner, 'GET', `/sys/file/download/${pub.id}`)).statusCode).toBe(200);
    expect((await api(partner2, 'GET', `/sys/file/download/${pub.id}`)).statusCode).toBe(200);
    expect((await api(admin, 'GET', `/sys/file/download/${pub.id}`)).statusCode).toBe(200);
    // Downloads per file and per partner.
    const stats = body<{ total: number; byOrg: { orgCode: string | null; count: number }[] }>(
      await api(admin, 'GET', `/sys/file/downloadStats?id=${pub.id}`),
    ).result;
    expect(stats.total).toBe(3);
    expect(stats.byOrg).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orgCode: 'A02A01', count: 1 }),
        expect.objectContaining({ orgCode: 'A02A02', count: 1 }),
      ]),
    );
    const mine = body<{ byOrg: unknown[] }>(
      await api(partner, 'GET', `/sys/file/downloadStats?id=${pub.id}`),
    ).result;
    expect(mine.byOrg).toEqual([expect.objectContaining({ orgCode: 'A02A01', count: 1 })]);
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from sys_file_download where file_id = ${pub.id}`.execute(app.db);
    expect(Number(rows[0]!.n)).toBe(3);

    // A partner's upload is its organisation's and private; it may not say otherwise.
    const theirs = await uploaded(
      partner,
      { category: 'download', folder: '回传' },
      '日志包.zip',
      Buffer.from('z'),
    );
    expect(theirs).toMatchObject({ orgCode: 'A02A01', isPublic: '0', createBy: 'f_partner' });
    const publicAsk = await upload(
      partner,
      { category: 'download', isPublic: '1' },
      { name: 'p.zip', content: Buffer.from('z') },
    );
    expect(publicAsk.statusCode).toBe(400);
    expect(body(publicAsk).message).toMatch(/^isPublic/);
    const orgAsk = await upload(
      partner,
      { category: 'download', orgCode: 'A02A02' },
      { name: 'p.zip', content: Buffer.from('z') },
    );
    expect(orgAsk.statusCode).toBe(400);
    expect(body(orgAsk).message).toMatch(/^orgCode/);
    // Its folder is its own: the other partner does not see it, staff do.
    const tree = async (token: string) =>
      JSON.stringify(body(await api(token, 'GET', '/sys/file/folderTree?category=download')).result);
    expect(await tree(partner)).toContain('回传');
    expect(await tree(partner2)).not.toContain('回传');
    expect(await tree(admin)).toContain('回传');
  });

  it('holds each category to its codes: 403 for a role without them', async () => {
    const csv = { name: 'x.csv', content: Buffer.from('a,b') };
    expect((await api(partner, 'GET', '/sys/file/list?category=general')).statusCode).toBe(403);
    expect((await api(partner, 'GET', '/sys/file/folderTree?category=general')).statusCode).toBe(403);
    expect((await upload(partner, { category: 'general' }, csv)).statusCode).toBe(403);
    expect(
      (
        await api(partner, 'POST', '/sys/file/upload/init', {
          category: 'general',
          name: 'x.csv',
          sizeBytes: 3,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api(partner, 'POST', '/sys/file/folder', { category: 'general', name: 'x' })).statusCode,
    ).toBe(403);
    expect((await api(nobody, 'GET', '/sys/file/list?category=download')).statusCode).toBe(403);
    const file = await uploaded(staff, { category: 'general' }, 'staff-only.csv', Buffer.from('a,b'));
    expect((await api(nobody, 'GET', `/sys/file/download/${file.id}`)).statusCode).toBe(403);
    expect((await api(nobody, 'DELETE', `/sys/file/delete?id=${file.id}`)).statusCode).toBe(403);
    expect((await api(staff, 'GET', '/sys/file/list?category=general')).statusCode).toBe(200);
    expect((await api(partner, 'GET', '/sys/oss/bucket/list')).statusCode).toBe(403);
    expect((await api(partner, 'GET', '/sys/oss/file/list')).statusCode).toBe(403);
  });

  it('lists buckets and objects with links that download, and uploads and deletes objects', async () => {
    const buckets = body<{ name: string; createTime: string | null }[]>(
      await api(staff, 'GET', '/sys/oss/bucket/list'),
    ).result;
    expect(buckets.map((b) => b.name)).toContain(storage === 's3' ? 'console-files' : 'store');

    const content = Buffer.from('对象存储里的一个文件\n');
    const { payload, contentType } = multipartBody([
      { name: 'file', value: content, filename: '对象 说明.txt', type: 'text/plain' },
    ]);
    const put = await api(staff, 'POST', '/sys/oss/file/upload', payload, { 'content-type': contentType });
    expect(put.statusCode, put.body).toBe(200);
    const object = body<{ key: string; sizeBytes: number; url: string }>(put).result;
    expect(object.key).toMatch(/^oss\/\d{4}\/\d{2}\/[0-9a-f]{32}\/对象 说明\.txt$/);
    expect(body(put).message).toBe(object.url);

    const folder = object.key.slice(0, object.key.lastIndexOf('/') + 1);
    const bucket = storage === 's3' ? 'console-files' : 'store';
    const list = await api(
      staff,
      'GET',
      `/sys/oss/file/list?bucket=${bucket}&prefix=${encodeURIComponent(folder)}&pageNo=1&pageSize=10`,
    );
    const page = body<{ records: { key: string; sizeBytes: number; url: string | null }[]; total: number }>(
      list,
    ).result;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ key: object.key, sizeBytes: content.length });

    const fetched = await fetchLink(page.records[0]!.url!);
    expect(fetched.status).toBe(200);
    expect(fetched.body.equals(content)).toBe(true);
    expect(fetched.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('对象 说明.txt')}`);
    if (storage === 'local') {
      const url = new URL(page.records[0]!.url!, 'http://x');
      url.searchParams.set('key', `${folder}other.txt`);
      expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(404);
      const expired = new URL(page.records[0]!.url!, 'http://x');
      expired.searchParams.set('exp', '1000');
      expect((await app.inject({ method: 'GET', url: expired.pathname + expired.search })).statusCode).toBe(
        404,
      );
    }
    if (storage === 'local') {
      const root = body<{ records: { key: string }[] }>(
        await api(staff, 'GET', '/sys/oss/file/list?bucket=store'),
      ).result;
      expect(root.records.map((r) => r.key)).toEqual(expect.arrayContaining(['general/', 'oss/']));
    }

    const minio = multipartBody([{ name: 'file', value: Buffer.from('m'), filename: 'm.txt' }]);
    const viaMinio = await api(staff, 'POST', '/sys/upload/uploadMinio', minio.payload, {
      'content-type': minio.contentType,
    });
    expect(body(viaMinio).message).toMatch(/m\.txt/);
    expect((await upload(staff, {}, { name: 'x', content: Buffer.from('x') })).statusCode).toBe(400);
    const exe = multipartBody([{ name: 'file', value: Buffer.from('MZ'), filename: 'x.exe' }]);
    expect(
      (await api(staff, 'POST', '/sys/oss/file/upload', exe.payload, { 'content-type': exe.contentType }))
        .statusCode,
    ).toBe(415);

    const del = await api(
      staff,
      'DELETE',
      `/sys/oss/file/delete?bucket=${bucket}&key=${encodeURIComponent(object.key)}`,
    );
    expect(del.statusCode).toBe(200);
    const after = body<{ total: number }>(
      await api(staff, 'GET', `/sys/oss/file/list?bucket=${bucket}&prefix=${encodeURIComponent(folder)}`),
    ).result;
    expect(after.total).toBe(0);
    expect(
      (await api(staff, 'DELETE', `/sys/oss/file/delete?bucket=${bucket}&key=../app.db`)).statusCode,
    ).toBe(400);

    // A file list's bytes go with their row, not from here.
    const file = await uploaded(staff, { category: 'general' }, 'kept.txt', Buffer.from('kept'));
    const { rows } = await sql<{
      k: string;
    }>`select storage_key as k from sys_file where id = ${file.id}`.execute(app.db);
    const stored = await api(
      staff,
      'DELETE',
      `/sys/oss/file/delete?bucket=${bucket}&key=${encodeURIComponent(rows[0]!.k)}`,
    );
    expect(stored.statusCode).toBe(409);
    expect((await api(staff, 'GET', `/sys/file/download/${file.id}`)).statusCode).toBe(200);
    expect((await api(staff, 'GET', '/sys/oss/file/list?bucket=no-such-bucket')).statusCode).toBe(404);
    expect(
      (await api(staff, 'DELETE', '/sys/oss/file/delete?bucket=no-such-bucket&key=a.txt')).statusCode,
    ).toBe(404);
    const elsewhere = multipartBody([
      { name: 'bucket', value: 'no-such-bucket' },
      { name: 'file', value: Buffer.from('x'), filename: 'x.txt' },
    ]);
    const misplaced = await api(staff, 'POST', '/sys/oss/file/upload', elsewhere.payload, {
      'content-type': elsewhere.contentType,
    });
    expect(misplaced.statusCode).toBe(404);
  });

  /** A link of the object list: ours through inject, S3's over the network. */
  async function fetchLink(url: string): Promise<{ status: number; body: Buffer; disposition: string }> {
    if (url.startsWith('http')) {
      const res = await fetch(url);
      return {
        status: res.status,
        body: Buffer.from(await res.arrayBuffer()),
        disposition: res.headers.get('content-disposition') ?? '',
      };
    }
    const res: LightMyRequestResponse = await app.inject({ method: 'GET', url });
    return {
      status: res.statusCode,
      body: res.rawPayload,
      disposition: String(res.headers['content-disposition']),
    };
  }
});
