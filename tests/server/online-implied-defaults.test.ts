// A stored page may be as short as a repository file: the designer's drafts are checked with their
// implied defaults written out (runtime/schema/expand), issues point into what the author wrote, and
// the stored short list behaves as its spelled-out form would (actions with the model's codes, the
// modal its form implies, the menu item titled from the model's texts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Action } from '../../runtime/schema/index.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';

const MODEL = {
  $id: 'urn:lowcode:model:online_note',
  type: 'object',
  'x-label': { $t: 'note.entity', default: '笔记' },
  'x-i18n': {
    'zh-CN': { 'note.entity': '笔记', 'note.list.title': '笔记管理', 'note.title': '标题' },
    'en-US': { 'note.entity': 'Note', 'note.list.title': 'Notes', 'note.title': 'Title' },
  },
  'x-storage': { table: 'online_note', audit: true },
  'x-api': { basePath: '/online/note', permissionPrefix: 'online:note' },
  required: ['title'],
  properties: { title: { type: 'string', maxLength: 100 } },
};
const FORM = {
  id: 'online.note.form',
  kind: 'form',
  model: 'online_note',
  sections: [{ fields: [{ field: 'title' }] }],
};
const LIST = {
  id: 'online.note.list',
  kind: 'list',
  menuKey: 'online/NoteList',
  model: 'online_note',
  menu: { path: '/online/noteList', parent: '/isystem' },
  columns: [{ field: 'title' }],
  standardActions: true,
  actions: [{ id: 'delete', confirm: { $t: 'note.entity' } }],
};

interface Issue {
  text: string;
}

describe.each(DIALECTS)('stored pages with implied defaults (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const save = (doc: unknown, kind: 'model' | 'page' = 'page') =>
    admin.send('POST', '/online/schema/add', { kind, content: JSON.stringify(doc, null, 2) }, 'en-US');
  const validate = async (doc: unknown) =>
    body<{ issues: Issue[] }>(
      await admin.send(
        'POST',
        '/online/schema/validate',
        { kind: 'page', content: JSON.stringify(doc) },
        'en-US',
      ),
    ).result.issues.map((i) => i.text);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('saves a model without an id property: the implied primary key works', async () => {
    const saved = await save(MODEL, 'model');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.send('POST', '/online/note/add', { title: 'first' })).statusCode).toBe(200);
    const rows = body<{ records: { id: string; title: string }[] }>(await admin.get('/online/note/list'));
    expect(rows.result.records[0]!.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names what cannot be implied at the pointer the author wrote', async () => {
    // The form is not stored yet: the modal its add and edit open does not exist.
    expect(await validate(LIST)).toContain(
      'online:pages/online.note.list.json#/standardActions: page "online.note.modal" does not exist',
    );
    // A detail action opens <base>.detailModal; the listed id is the one named.
    const detail = { ...LIST, standardActions: ['detail'], actions: [] };
    expect(await validate(detail)).toContain(
      'online:pages/online.note.list.json#/standardActions/0: page "online.note.detailModal" does not exist',
    );
    // An entry merged over no standard action must be a whole action.
    const partial = { ...LIST, standardActions: ['add'] };
    expect(await validate(partial)).toContain(
      'online:pages/online.note.list.json#/actions/0: needs "type" and "position" (only a standard action of "standardActions" may leave them out)',
    );
  });

  it('stores a short list whose actions, codes and menu item are those of its long form', async () => {
    expect((await save(FORM)).statusCode).toBe(200);
    const saved = await save(LIST);
    expect(saved.statusCode, saved.body).toBe(200);
    const catalog = body<{ pages: { id: string; schema: { title: unknown; actions: Action[] } }[] }>(
      await admin.get('/online/schema/catalog'),
    ).result;
    const list = catalog.pages.find((p) => p.id === 'online.note.list')!.schema;
    expect(list.title).toEqual({ $t: 'note.list.title' });
    expect(list.actions.map((a) => [a.id, a.type, a.permission, a.target])).toEqual([
      ['add', 'open', 'online:note:add', 'online.note.modal'],
      ['export', 'export', 'online:note:export', undefined],
      ['import', 'import', 'online:note:import', undefined],
      ['edit', 'open', 'online:note:edit', 'online.note.modal'],
      ['delete', 'delete', 'online:note:delete', undefined],
    ]);
    // The explicit entry wins over the standard delete's confirmation and keeps the rest.
    expect(list.actions[4]).toMatchObject({
      confirm: { $t: 'note.entity' },
      danger: true,
      position: ['row', 'bulk'],
    });
    const form = catalog.pages.find((p) => p.id === 'online.note.form')!.schema;
    expect(form.title).toEqual({ $t: 'note.entity', default: '笔记' });
    // Every action's code is a button the admin holds, and the menu item reads the model's texts.
    const menu = (await admin.get('/sys/permission/getUserPermissionByToken')).body;
    for (const action of list.actions) expect(menu).toContain(`"${action.permission}"`);
    const item = await app.db
      .selectFrom('sys_permission')
      .select(['name', 'name_en', 'url'])
      .where('component', '=', 'online/NoteList')
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ name: '笔记管理', name_en: 'Notes', url: '/online/noteList' });
  });
});
