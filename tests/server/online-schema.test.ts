// The online schema designer's API: drafts validated like repository files, a stored model live at once
// (table, generated API with its codes, menu entry) without a restart, refusals of what a stored schema
// must not take over, and stored schemas loaded again by a new app on the same database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { readColumns } from '../../server/src/crud/sync.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, userCaller, workbook, type Caller, type Json } from './crud-helpers.js';

const MODEL = {
  $id: 'urn:lowcode:model:online_book',
  type: 'object',
  'x-label': '图书',
  'x-storage': { table: 'online_book', audit: true },
  'x-api': { basePath: '/online/book', permissionPrefix: 'online:book' },
  required: ['title'],
  properties: {
    id: { type: 'string', readOnly: true },
    title: { type: 'string', maxLength: 100, 'x-label': '书名' },
    isbn: { type: 'string', maxLength: 20, 'x-storage': { unique: true } },
    pages: { type: 'integer', minimum: 1 },
  },
};
const LIST = {
  id: 'online.book.list',
  kind: 'list',
  menuKey: 'online/BookList',
  title: '图书',
  model: 'online_book',
  columns: [{ field: 'title' }, { field: 'isbn' }, { field: 'pages', display: 'number' }],
  actions: [
    {
      id: 'add',
      type: 'open',
      position: 'toolbar',
      target: 'online.book.form',
      permission: 'online:book:add',
    },
    { id: 'delete', type: 'delete', position: 'row', confirm: true, permission: 'online:book:delete' },
  ],
};
const FORM = {
  id: 'online.book.form',
  kind: 'form',
  title: '图书',
  model: 'online_book',
  sections: [{ fields: [{ field: 'title' }, { field: 'isbn' }, { field: 'pages' }] }],
};

interface Issue {
  file: string;
  pointer: string;
  message: string;
  text: string;
}
interface Stored {
  id: string;
  kind: string;
  name: string;
}

describe.each(DIALECTS)('online schema designer (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const save = (kind: 'model' | 'page', doc: unknown, lang?: string) =>
    admin.send('POST', '/online/schema/add', { kind, content: JSON.stringify(doc, null, 2) }, lang);
  const issuesOf = (res: { json: () => unknown }) =>
    (res.json() as { result: { issues: Issue[] } }).result.issues.map((i) => i.text);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('gives the designer a menu item and codes granted to admin', async () => {
    const menu = await admin.get('/sys/permission/getUserPermissionByToken');
    expect(menu.body).toContain('online/SchemaDesigner');
    const list = await admin.get('/online/schema/list');
    expect(list.statusCode).toBe(200);
    expect(body(list).result).toEqual([]);
  });

  it('validates drafts like repository files, naming pointer and expectation, writing nothing', async () => {
    const broken = {
      ...MODEL,
      'x-storage': { table: 'Bad Table' },
      properties: { ...MODEL.properties, n: { type: 'decimal' } },
    };
    const res = await admin.send('POST', '/online/schema/validate', {
      kind: 'model',
      content: JSON.stringify(broken),
    });
    expect(res.statusCode).toBe(200);
    const issues = body<{ issues: Issue[] }>(res).result.issues.map((i) => i.text);
    expect(issues.some((t) => t.startsWith('online:models/online_book.json#/x-storage/table'))).toBe(true);
    expect(issues.some((t) => t.startsWith('online:models/online_book.json#/properties/n/type'))).toBe(true);
    // The designer's UI is zh-CN by default: the meta-schema's problems come in the caller's language.
    const english = await admin.send(
      'POST',
      '/online/schema/validate',
      { kind: 'model', content: JSON.stringify(broken) },
      'en-US',
    );
    const type = 'online:models/online_book.json#/properties/n/type';
    expect(body<{ issues: Issue[] }>(english).result.issues.map((i) => i.text)).toContain(
      `${type}: must be one of: string, integer, number, boolean, array`,
    );
    expect(issues).toContain(`${type}: 必须是以下之一：string, integer, number, boolean, array`);
    const notJson = await admin.send(
      'POST',
      '/online/schema/validate',
      { kind: 'page', content: '{"id": ' },
      'en-US',
    );
    expect(body<{ issues: Issue[] }>(notJson).result.issues[0]!.message).toMatch(/not valid JSON/);
    // A page naming a field its model does not have, validated with the stored model it uses.
    const page = { ...LIST, columns: [{ field: 'author' }] };
    const unknown = await admin.send('POST', '/online/schema/validate', {
      kind: 'page',
      content: JSON.stringify(page),
    });
    expect(body<{ issues: Issue[] }>(unknown).result.issues.length).toBeGreaterThan(0);
    const refused = await save('model', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 400 });
    expect(issuesOf(refused).length).toBeGreaterThan(1);
    expect(await readColumns(app.db, app.dialect, 'online_book')).toBeNull();
    expect(body(await admin.get('/online/schema/list')).result).toEqual([]);
  });

  it('brings a saved model and its pages live without a restart', async () => {
    expect((await admin.get('/online/book/list')).statusCode).toBe(404);
    const model = await save('model', MODEL);
    expect(model.statusCode, model.body).toBe(200);
    for (const page of [FORM, LIST]) expect((await save('page', page)).statusCode).toBe(200);
    expect(await readColumns(app.db, app.dialect, 'online_book')).not.toBeNull();

    const added = await admin.send('POST', '/online/book/add', {
      title: '三体',
      isbn: '978-7-5366',
      pages: 302,
    });
    expect(added.statusCode, added.body).toBe(200);
    const bad = await admin.send('POST', '/online/book/add', { pages: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/title/);
    const dup = await admin.send('POST', '/online/book/add', { title: '重复', isbn: '978-7-5366' });
    expect(dup.statusCode).toBe(400);
    const page = body<{ records: Json[]; total: number }>(
      await admin.get('/online/book/list?title=三*'),
    ).result;
    expect(page.total).toBe(1);
    const id = page.records[0]!.id as string;
    expect(page.records[0]).toMatchObject({ title: '三体', pages: 302, createBy: 'admin' });
    const edited = await admin.send('PUT', '/online/book/edit', { id, title: '三体 II' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<Json>(await admin.get(`/online/book/queryById?id=${id}`)).result).toMatchObject({
      title: '三体 II',
    });
    const exported = await admin.get('/online/book/exportXls');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/spreadsheetml/);
    const file = await workbook(['书名', 'Isbn', 'Pages'], [['球状闪电', '978-1', 350]]);
    const { payload, headers } = multipart(file);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/online/book/importExcel',
      headers: { ...headers, 'x-access-token': admin.token },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(body<{ total: number }>(await admin.get('/online/book/list')).result.total).toBe(2);
    const second = body<{ records: Json[] }>(await admin.get('/online/book/list?title=球*')).result
      .records[0]!;
    expect((await admin.send('DELETE', `/online/book/delete?id=${id}`)).statusCode).toBe(200);
    expect((await admin.send('DELETE', `/online/book/deleteBatch?ids=${String(second.id)}`)).statusCode).toBe(
      200,
    );
    expect(body<{ total: number }>(await admin.get('/online/book/list')).result.total).toBe(0);
    expect((await admin.get('/online/book/nothing')).statusCode).toBe(404);
  });

  it('refuses a page naming a widget the client does not register, writing nothing', async () => {
    const page = {
      ...FORM,
      id: 'online.book.edit',
      sections: [
        {
          fields: [
            { field: 'title', widget: 'Wysiwyg' },
            { field: 'isbn', widget: 'Input' },
          ],
        },
      ],
    };
    const refused = await save('page', page, 'en-US');
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)).toEqual([
      'online:pages/online.book.edit.json#/sections/0/fields/0/widget: widget "Wysiwyg" is not registered',
    ]);
    // In the caller's language: zh-CN unless Accept-Language asks for English.
    const zh = await save('page', page);
    expect(zh.statusCode).toBe(400);
    expect(issuesOf(zh)).toEqual([
      'online:pages/online.book.edit.json#/sections/0/fields/0/widget: 控件 "Wysiwyg" 未注册',
    ]);
    expect(body(zh).message).toContain('控件 "Wysiwyg" 未注册');
    const rows = body<Stored[]>(await admin.get('/online/schema/list')).result;
    expect(rows.map((r) => r.name)).not.toContain('online.book.edit');
  });

  it('puts a stored page in the menu, and the catalog hands its documents to clients', async () => {
    const rows = body<Stored[]>(await admin.get('/online/schema/list')).result;
    const list = rows.find((r) => r.name === 'online.book.list')!;
    const parent = await app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('url', '=', '/isystem')
      .executeTakeFirstOrThrow();
    const res = await admin.send('POST', '/online/schema/addToMenu', {
      id: list.id,
      parentId: parent.id,
      name: '图书管理',
      nameEn: 'Books',
      icon: 'BookOutlined',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Without a url of its own the page is at /online/<id's segments>, the id's own `online.` not doubled.
    expect(body<{ url: string }>(res).result.url).toBe('/online/book/list');
    const menu = await admin.get('/sys/permission/getUserPermissionByToken');
    expect(menu.body).toContain('online/BookList');
    expect(menu.body).toContain('online:book:add');
    // The icon as JeecgBoot stores it, whichever spelling came in.
    expect(menu.body).toContain('"icon":"ant-design:book-outlined"');
    expect(
      (await admin.send('POST', '/online/schema/addToMenu', { id: list.id, name: 'again' })).statusCode,
    ).toBe(400);
    const catalog = body<{ pages: { id: string; menuKey: string }[]; models: { name: string }[] }>(
      await admin.get('/online/schema/catalog'),
    ).result;
    expect(catalog.models.map((m) => m.name)).toEqual(['online_book']);
    expect(catalog.pages.map((p) => p.id).sort()).toEqual(['online.book.form', 'online.book.list']);
  });

  it('creates the menu item a stored page declares in `menu`, and removes it with the page', async () => {
    const detail = {
      id: 'online.book.detail',
      kind: 'detail',
      menuKey: 'online/BookDetail',
      title: '图书详情',
      model: 'online_book',
      menu: { path: '/online/bookDetail', parent: '/isystem', hidden: true },
      sections: [{ fields: [{ field: 'title' }, { field: 'pages' }] }],
    };
    const saved = await save('page', detail);
    expect(saved.statusCode, saved.body).toBe(200);
    const item = await app.db
      .selectFrom('sys_permission')
      .select(['url', 'hidden', 'parent_id'])
      .where('component', '=', 'online/BookDetail')
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ url: '/online/bookDetail', hidden: 1 });
    expect(item.parent_id).not.toBeNull();
    const id = body<Stored>(saved).result.id;
    expect((await admin.send('DELETE', `/online/schema/delete?id=${id}`)).statusCode).toBe(200);
    const left = await app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('component', '=', 'online/BookDetail')
      .execute();
    expect(left).toEqual([]);
  });

  it('enforces the generated codes: 401 without a token, 403 without the code', async () => {
    const staff = await userCaller(app, 'online-staff', 'staff');
    expect((await staff.get('/online/book/list')).statusCode).toBe(403);
    expect((await staff.send('POST', '/online/book/add', { title: 'x' })).statusCode).toBe(403);
    expect((await staff.get('/online/schema/list')).statusCode).toBe(403);
    expect((await staff.get('/online/schema/catalog')).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'GET', url: '/api/online/book/list' });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/online/nothing/list' })).statusCode).toBe(404);
  });

  it('refuses schemas that would take over what they do not own, writing nothing', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['model', { ...MODEL, $id: 'urn:lowcode:model:sys_position' }, /#\/\$id/],
      [
        'model',
        { ...MODEL, $id: 'urn:lowcode:model:evil', 'x-storage': { table: 'sys_user' } },
        /#\/x-storage\/table/,
      ],
      [
        'model',
        { ...MODEL, $id: 'urn:lowcode:model:evil', 'x-storage': { table: 'sys_user; drop table sys_user' } },
        /x-storage\/table/,
      ],
      [
        'model',
        {
          ...MODEL,
          $id: 'urn:lowcode:model:evil',
          'x-storage': { table: 'evil' },
          'x-api': { basePath: '/sys/position', permissionPrefix: 'evil' },
        },
        /basePath/,
      ],
      [
        'model',
        {
          ...MODEL,
          $id: 'urn:lowcode:model:evil',
          'x-storage': { table: 'evil' },
          'x-api': { basePath: '/sys/user', permissionPrefix: 'evil' },
        },
        /basePath/,
      ],
      [
        'model',
        {
          ...MODEL,
          $id: 'urn:lowcode:model:evil',
          'x-storage': { table: 'evil' },
          'x-api': { basePath: '/evil', permissionPrefix: 'user' },
        },
        /permissionPrefix/,
      ],
      [
        'model',
        {
          ...MODEL,
          $id: 'urn:lowcode:model:evil',
          'x-storage': { table: 'evil' },
          'x-api': { basePath: '/evil/../sys', permissionPrefix: 'evil' },
        },
        /basePath/,
      ],
      ['model', { ...MODEL, $id: 'urn:lowcode:model:online_book' }, /#\/\$id/],
      ['page', { ...LIST, id: 'system.position.list' }, /#\/id/],
      ['page', { ...LIST, id: 'online.evil.list', menuKey: 'system/UserList' }, /#\/menuKey/],
      // A former name of a built-in screen opens that screen's page (schemas/api/jeecg-names.ts).
      ['page', { ...LIST, id: 'online.evil.list', menuKey: 'system/PositionList' }, /#\/menuKey/],
      ['page', { ...LIST, id: 'online.evil.list', menuKey: 'online/BookList' }, /#\/menuKey/],
    ];
    for (const [kind, doc, pointer] of cases) {
      const res = await save(kind as 'model', doc);
      expect(res.statusCode, JSON.stringify(doc)).toBe(400);
      expect(issuesOf(res).join('\n')).toMatch(pointer);
    }
    expect(await readColumns(app.db, app.dialect, 'evil')).toBeNull();
    expect(body<Stored[]>(await admin.get('/online/schema/list')).result).toHaveLength(3);
  });

  it('refuses reserved names of a model, its table and its properties, naming each', async () => {
    const reserved = {
      ...MODEL,
      $id: 'urn:lowcode:model:online_visit',
      'x-storage': { table: 'select' },
      'x-api': { basePath: '/online/visit', permissionPrefix: 'online:visit' },
      properties: {
        ...MODEL.properties,
        order: { type: 'string', maxLength: 10 },
        constructor: { type: 'string', maxLength: 10 },
        currentDate: { type: 'string', format: 'date' },
      },
    };
    const res = await save('model', reserved, 'en-US');
    expect(res.statusCode).toBe(400);
    const texts = issuesOf(res);
    const file = 'online:models/online_visit.json#';
    expect(texts).toContain(`${file}/x-storage/table: select is an SQL keyword; choose another name`);
    expect(texts).toContain(
      `${file}/properties/order: order is a parameter of the list query; choose another name`,
    );
    expect(texts).toContain(
      `${file}/properties/constructor: constructor is a name every JavaScript object has; choose another name`,
    );
    expect(texts).toContain(
      `${file}/properties/currentDate: currentDate is an SQL keyword; choose another name`,
    );
    expect(texts).toHaveLength(4);
    const validated = await admin.send('POST', '/online/schema/validate', {
      kind: 'model',
      content: JSON.stringify(reserved),
    });
    expect(body<{ issues: Issue[] }>(validated).result.issues.map((i) => i.message)).toContain(
      'order 是列表查询参数，请换一个名称',
    );
    expect(await readColumns(app.db, app.dialect, 'select')).toBeNull();
  });

  it('refuses deleting a model its stored pages use, and edits a model additively', async () => {
    const rows = body<Stored[]>(await admin.get('/online/schema/list')).result;
    const model = rows.find((r) => r.kind === 'model')!;
    const refused = await admin.send('DELETE', `/online/schema/delete?id=${model.id}`);
    expect(refused.statusCode).toBe(400);
    const extended = {
      ...MODEL,
      properties: { ...MODEL.properties, author: { type: 'string', maxLength: 50 } },
    };
    const edit = await admin.send('PUT', '/online/schema/edit', {
      id: model.id,
      content: JSON.stringify(extended),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await readColumns(app.db, app.dialect, 'online_book'))?.has('author')).toBe(true);
    const added = await admin.send('POST', '/online/book/add', { title: '流浪地球', author: '刘慈欣' });
    expect(added.statusCode, added.body).toBe(200);
    const retyped = { ...extended, properties: { ...extended.properties, pages: { type: 'string' } } };
    const bad = await admin.send('PUT', '/online/schema/edit', {
      id: model.id,
      content: JSON.stringify(retyped),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/pages/);
  });

  it('loads stored schemas again when the app is built anew on the same database', async () => {
    // A database seeded before the designer existed gets its menu item and codes at the next start.
    const designer = await app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('component', '=', 'online/SchemaDesigner')
      .executeTakeFirstOrThrow();
    const codes = ['onlineSchema:list', 'onlineSchema:add', 'onlineSchema:edit', 'onlineSchema:delete'];
    const ids = (
      await app.db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).execute()
    ).map((r) => r.id);
    await app.db
      .deleteFrom('sys_role_permission')
      .where('permission_id', 'in', [designer.id, ...ids])
      .execute();
    await app.db
      .deleteFrom('sys_permission')
      .where('id', 'in', [designer.id, ...ids])
      .execute();
    const again = await buildApp(app.config);
    try {
      const token = await loginToken(again, 'admin', ADMIN_PASSWORD);
      const res = await again.inject({
        method: 'GET',
        url: '/api/online/book/list',
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<{ records: Json[] }>(res).result.records[0]).toMatchObject({
        title: '流浪地球',
        author: '刘慈欣',
      });
      const catalog = await again.inject({
        method: 'GET',
        url: '/api/online/schema/catalog',
        headers: { 'x-access-token': token },
      });
      expect(body<{ pages: unknown[] }>(catalog).result.pages).toHaveLength(2);
      const menu = await again.inject({
        method: 'GET',
        url: '/api/sys/permission/getUserPermissionByToken',
        headers: { 'x-access-token': token },
      });
      expect(menu.body).toContain('online/SchemaDesigner');
      for (const code of codes) expect(menu.body).toContain(code);
    } finally {
      await again.close();
    }
  });

  it('deletes a page and then its model; the routes stop answering', async () => {
    const rows = () => admin.get('/online/schema/list').then((r) => body<Stored[]>(r).result);
    for (const name of ['online.book.list', 'online.book.form', 'online_book']) {
      const row = (await rows()).find((r) => r.name === name)!;
      const res = await admin.send('DELETE', `/online/schema/delete?id=${row.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await admin.get('/online/book/list')).statusCode).toBe(404);
    expect(await readColumns(app.db, app.dialect, 'online_book')).not.toBeNull();
    // The list page's menu item went with it.
    expect((await admin.get('/sys/permission/getUserPermissionByToken')).body).not.toContain(
      'online/BookList',
    );
    // Stored again, the model takes back the table the designer created, rows included.
    expect((await save('model', MODEL)).statusCode).toBe(200);
    expect(body<{ total: number }>(await admin.get('/online/book/list')).result.total).toBe(1);
    // A table the designer did not create stays out of reach under any name.
    const other = {
      ...MODEL,
      $id: 'urn:lowcode:model:other_book',
      'x-api': { basePath: '/other/book', permissionPrefix: 'other:book' },
    };
    const refused = await save('model', other);
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused).join()).toMatch(/x-storage\/table/);
  });
});

describe('online schema designer with the web app served', () => {
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'console-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    app = await buildTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await closeTestApp(app);
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers GETs of live operations past the web app catch-all, and keeps the 404s', async () => {
    const admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const saved = await admin.send('POST', '/online/schema/add', {
      kind: 'model',
      content: JSON.stringify(MODEL),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.send('POST', '/online/book/add', { title: '三体' })).statusCode).toBe(200);
    const list = await admin.get('/online/book/list');
    expect(list.statusCode, list.body).toBe(200);
    expect(body<{ total: number }>(list).result.total).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/online/book/list' })).statusCode).toBe(401);
    const staff = await userCaller(app, 'web-staff', 'staff');
    expect((await staff.get('/online/book/list')).statusCode).toBe(403);
    const unknown = await app.inject({ method: 'GET', url: '/api/online/none/list' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ success: false, code: 404 });
    expect((await app.inject({ method: 'GET', url: '/some/client/route' })).body).toContain(
      '<title>shell</title>',
    );
  });
});
