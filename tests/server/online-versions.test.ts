// The designer's versions (issue 19): every save is a numbered version with its author and note, a
// rollback goes through the same checks as an edit and is itself a new version, a change that could lose
// data is refused until confirmed and never drops a column, and a module exported as files is imported
// into a fresh database (all or nothing) where its CRUD answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readColumns } from '../../server/src/crud/sync.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

const MODEL = {
  $id: 'urn:lowcode:model:online_note',
  type: 'object',
  'x-label': '笔记',
  'x-storage': { table: 'online_note', audit: true },
  'x-api': { basePath: '/online/note', permissionPrefix: 'online:note' },
  required: ['title'],
  properties: {
    id: { type: 'string', readOnly: true },
    title: { type: 'string', maxLength: 100 },
    code: { type: 'string', maxLength: 20 },
    pages: { type: 'integer' },
  },
};
const WITH_TAG = { ...MODEL, properties: { ...MODEL.properties, tag: { type: 'string', maxLength: 30 } } };
const LIST = {
  id: 'online.note.list',
  kind: 'list',
  menuKey: 'online/NoteList',
  title: '笔记',
  model: 'online_note',
  columns: [{ field: 'title' }, { field: 'code' }],
  actions: [
    {
      id: 'add',
      type: 'open',
      position: 'toolbar',
      target: 'online.note.modal',
      permission: 'online:note:add',
    },
  ],
};
const MODAL = {
  id: 'online.note.modal',
  kind: 'modal',
  title: '笔记',
  container: 'modal',
  content: { page: 'online.note.form' },
};
const FORM = {
  id: 'online.note.form',
  kind: 'form',
  title: '笔记',
  model: 'online_note',
  sections: [{ fields: [{ field: 'title' }, { field: 'code' }] }],
};

interface Version {
  version: number;
  note: string | null;
  createBy: string;
  createTime: string;
}
interface Stored {
  id: string;
  kind: string;
  name: string;
}
interface Loss {
  field: string;
  change: string;
}
interface Bundle {
  files: { path: string; content: string }[];
}

const text = (doc: unknown) => JSON.stringify(doc, null, 2);

describe.each(DIALECTS)('online schema versions (%s)', (dialect) => {
  let app: FastifyInstance;
  let fresh: FastifyInstance | undefined;
  let admin: Caller;
  let modelId = '';
  const versions = async (id: string) =>
    body<Version[]>(await admin.get(`/online/schema/versions?id=${id}`)).result;
  const stored = async (as: Caller = admin) => body<Stored[]>(await as.get('/online/schema/list')).result;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(async () => {
    await closeTestApp(fresh);
    await closeTestApp(app);
  });

  it('writes a version per save with its author and note, and reads each one back', async () => {
    const added = await admin.send('POST', '/online/schema/add', {
      kind: 'model',
      content: text(MODEL),
      note: '  first cut  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    modelId = body<Stored>(added).result.id;
    for (const page of [FORM, MODAL, LIST]) {
      const res = await admin.send('POST', '/online/schema/add', { kind: 'page', content: text(page) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const edited = await admin.send('PUT', '/online/schema/edit', {
      id: modelId,
      content: text(WITH_TAG),
      note: 'tag added',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The table gains its column with no restart.
    expect((await readColumns(app.db, app.dialect, 'online_note'))?.has('tag')).toBe(true);
    expect(
      (await admin.send('POST', '/online/note/add', { title: '一', code: 'c-1', tag: 'x' })).statusCode,
    ).toBe(200);
    const list = await versions(modelId);
    expect(list.map((v) => [v.version, v.note, v.createBy])).toEqual([
      [2, 'tag added', 'admin'],
      [1, 'first cut', 'admin'],
    ]);
    const first = await admin.get(`/online/schema/version?id=${modelId}&version=1`);
    expect(JSON.parse(body<{ content: string }>(first).result.content)).toEqual(MODEL);
    expect((await admin.get(`/online/schema/version?id=${modelId}&version=9`)).statusCode).toBe(404);
    expect((await admin.get(`/online/schema/version?id=${modelId}&version=x`)).statusCode).toBe(400);
    expect((await admin.get('/online/schema/versions?id=nope')).statusCode).toBe(404);
    const long = await admin.send('PUT', '/online/schema/edit', {
      id: modelId,
      content: text(WITH_TAG),
      note: 'n'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toMatch(/note/);
  });

  it('lists a change that could lose data, refuses it unconfirmed and never drops the data', async () => {
    const narrowed = {
      ...WITH_TAG,
      properties: {
        id: MODEL.properties.id,
        title: { type: 'string', maxLength: 10 },
        pages: { type: 'boolean' },
      },
    };
    const checked = await admin.send('POST', '/online/schema/validate', {
      kind: 'model',
      id: modelId,
      content: text(narrowed),
    });
    const result = body<{ dataLoss: Loss[]; issues: { text: string }[] }>(checked).result;
    expect(result.dataLoss.map((l) => `${l.field}:${l.change}`).sort()).toEqual([
      'code:removed',
      'pages:typeNarrowed',
      'tag:removed',
      'title:maxLengthLowered',
    ]);
    // The pages still show `code`: removing it from the model breaks them, confirmed or not.
    expect(result.issues.map((i) => i.text).join()).toMatch(/code/);
    const broken = await admin.send('PUT', '/online/schema/edit', {
      id: modelId,
      content: text(narrowed),
      confirmDataLoss: ['title', 'code', 'pages', 'tag'],
    });
    expect(broken.statusCode).toBe(400);
    const withCode = { ...narrowed, properties: { ...narrowed.properties, code: MODEL.properties.code } };
    const refused = await admin.send(
      'PUT',
      '/online/schema/edit',
      { id: modelId, content: text(withCode), confirmDataLoss: ['title', 'pages'] },
      'en-US',
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('These fields would lose data; confirm them to save: tag');
    expect(body<{ dataLoss: Loss[] }>(refused).result.dataLoss).toMatchObject([
      { field: 'tag', change: 'removed' },
    ]);
    expect(await versions(modelId)).toHaveLength(2);
    const saved = await admin.send('PUT', '/online/schema/edit', {
      id: modelId,
      content: text(withCode),
      confirmDataLoss: ['title', 'pages', 'tag'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The column and its values stay; the model no longer reads it.
    const columns = await readColumns(app.db, app.dialect, 'online_note');
    expect(columns?.get('title')?.sql).toBe('varchar(100)');
    expect(columns?.has('tag')).toBe(true);
    const { rows } = await sql<{ tag: string }>`select tag from online_note`.execute(app.db);
    expect(rows.map((r) => r.tag)).toEqual(['x']);
    expect(await versions(modelId)).toHaveLength(3);
  });

  it('rolls back as a new version, through the same checks as an edit', async () => {
    // Version 2 brings `tag` back: its column and values were kept.
    const tagBack = await admin.send('POST', '/online/schema/rollback', { id: modelId, version: 2 });
    expect(tagBack.statusCode, tagBack.body).toBe(200);
    expect(body<{ version: number }>(tagBack).result.version).toBe(4);
    const records = body<{ records: Json[] }>(await admin.get('/online/note/list')).result.records;
    expect(records[0]).toMatchObject({ title: '一', tag: 'x' });
    // Back to the first version drops `tag` from the model again: confirmed, or refused.
    const unconfirmed = await admin.send('POST', '/online/schema/rollback', { id: modelId, version: 1 });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.body).toMatch(/tag/);
    const back = await admin.send('POST', '/online/schema/rollback', {
      id: modelId,
      version: 1,
      note: 'back to the first',
      confirmDataLoss: ['tag'],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(body<{ version: number }>(back).result.version).toBe(5);
    const [latest] = await versions(modelId);
    expect(latest).toMatchObject({ version: 5, note: 'back to the first' });
    const current = body<{ content: string }>(
      await admin.get(`/online/schema/queryById?id=${modelId}`),
    ).result;
    expect(JSON.parse(current.content)).toEqual(MODEL);
    // The form's version 2 names a field the model no longer has: that rollback no longer validates.
    const form = (await stored()).find((r) => r.name === 'online.note.form')!;
    const withTag = { ...FORM, sections: [{ fields: [{ field: 'title' }, { field: 'title' }] }] };
    expect(
      (await admin.send('PUT', '/online/schema/edit', { id: form.id, content: text(withTag) })).statusCode,
    ).toBe(200);
    await app.db
      .updateTable('sys_online_schema_version')
      .set({ content: text({ ...FORM, sections: [{ fields: [{ field: 'tag' }] }] }) })
      .where('schema_id', '=', form.id)
      .where('version', '=', 1)
      .execute();
    const stale = await admin.send('POST', '/online/schema/rollback', { id: form.id, version: 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toMatch(/tag/);
    expect(await versions(form.id)).toHaveLength(2);
    expect(
      (await admin.send('POST', '/online/schema/rollback', { id: modelId, version: 0 })).statusCode,
    ).toBe(400);
  });

  it('exports the module as files and imports it into a fresh database, where it works the same', async () => {
    const list = (await stored()).find((r) => r.name === 'online.note.list')!;
    const menu = await admin.send('POST', '/online/schema/addToMenu', {
      id: list.id,
      name: '笔记',
      nameEn: 'Notes',
    });
    expect(menu.statusCode, menu.body).toBe(200);
    const exported = await admin.get('/online/schema/exportModule?model=online_note');
    expect(exported.statusCode, exported.body).toBe(200);
    const bundle = body<Bundle>(exported).result;
    expect(bundle.files.map((f) => f.path).sort()).toEqual([
      'schemas/menus/online_note.json',
      'schemas/models/online_note.json',
      'schemas/pages/online/note.form.json',
      'schemas/pages/online/note.list.json',
      'schemas/pages/online/note.modal.json',
    ]);
    const menuFile = JSON.parse(
      bundle.files.find((f) => f.path.startsWith('schemas/menus'))!.content,
    ) as Json;
    expect(menuFile).toMatchObject({
      model: 'online_note',
      items: [{ page: 'online.note.list', name: '笔记' }],
    });
    expect((await admin.get('/online/schema/exportModule?model=nothing')).statusCode).toBe(404);

    fresh = await buildTestApp(dialect);
    const there = caller(fresh, await loginToken(fresh, 'admin', ADMIN_PASSWORD));
    const imported = await there.send('POST', '/online/schema/importModule', { ...bundle, note: 'shipped' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await stored(there)).map((r) => r.name).sort()).toEqual([
      'online.note.form',
      'online.note.list',
      'online.note.modal',
      'online_note',
    ]);
    const added = await there.send('POST', '/online/note/add', { title: '二', code: 'c-2' });
    expect(added.statusCode, added.body).toBe(200);
    expect(body<{ total: number }>(await there.get('/online/note/list')).result.total).toBe(1);
    const permissions = (await there.get('/sys/permission/getUserPermissionByToken')).body;
    expect(permissions).toContain('online/NoteList');
    expect(permissions).toContain('online:note:add');
    const model = (await stored(there)).find((r) => r.name === 'online_note')!;
    const history = body<Version[]>(await there.get(`/online/schema/versions?id=${model.id}`)).result;
    expect(history).toMatchObject([{ version: 1, note: 'shipped' }]);
    // Imported again: new versions of the same documents, the menu item kept once.
    expect((await there.send('POST', '/online/schema/importModule', bundle)).statusCode).toBe(200);
    expect(body<Version[]>(await there.get(`/online/schema/versions?id=${model.id}`)).result).toHaveLength(2);
  });

  it('imports a clashing bundle all or nothing, naming the file and pointer', async () => {
    const there = caller(fresh!, await loginToken(fresh!, 'admin', ADMIN_PASSWORD));
    const before = await stored(there);
    const other = {
      ...MODEL,
      $id: 'urn:lowcode:model:online_memo',
      'x-storage': { table: 'online_memo' },
      'x-api': { basePath: '/online/memo', permissionPrefix: 'online:memo' },
    };
    const clash = { ...FORM, id: 'online.report.form', model: 'online_memo' };
    const res = await there.send('POST', '/online/schema/importModule', {
      files: [
        { path: 'schemas/models/online_memo.json', content: text(other) },
        { path: 'schemas/pages/online/report.form.json', content: text(clash) },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/online:pages\/online\.report\.form\.json#\/id/);
    expect(await stored(there)).toEqual(before);
    expect(await readColumns(fresh!.db, fresh!.dialect, 'online_memo')).toBeNull();
    expect((await there.get('/online/memo/list')).statusCode).toBe(404);
    const stray = await there.send('POST', '/online/schema/importModule', {
      files: [{ path: '../etc/passwd', content: '{}' }],
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.body).toMatch(/etc\/passwd/);
  });

  it('answers only holders of the designer codes: 403 for others, 401 signed out', async () => {
    const staff = await userCaller(app, 'versions-staff', 'staff');
    const calls: [string, string, Json?][] = [
      ['GET', `/online/schema/versions?id=${modelId}`],
      ['GET', `/online/schema/version?id=${modelId}&version=1`],
      ['POST', '/online/schema/rollback', { id: modelId, version: 1 }],
      ['GET', '/online/schema/exportModule?model=online_note'],
      ['POST', '/online/schema/importModule', { files: [{ path: 'schemas/models/x.json', content: '{}' }] }],
    ];
    for (const [method, url, payload] of calls) {
      const res = method === 'GET' ? await staff.get(url) : await staff.send('POST', url, payload);
      expect(res.statusCode, url).toBe(403);
      const anonymous = await app.inject({ method: method as 'GET', url: `/api${url}`, payload });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});
