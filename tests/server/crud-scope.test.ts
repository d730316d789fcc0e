// The CRUD pipeline's scope (server/src/crud/scope.ts): a read path added the way a developer would —
// a route that takes its query builder from `Scope.of(request, model)` — is scoped without code of its
// own: deleted rows stay out, properties the caller may not read are withheld, and a row rule added to
// the registry (as the data rules will be) reaches it and every generated read and write alike.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { recordColumns, toRecord } from '../../server/src/crud/records.js';
import { Scope } from '../../server/src/crud/scope.js';
import { buttonId, roleId } from '../../server/src/db/seed/rows.js';
import { ok } from '../../server/src/lib/envelope.js';
import { newId } from '../../server/src/lib/ids.js';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

const ROOT = join(import.meta.dirname, '../..');

// Notes with a guarded `cost`, and items (a one-to-many sub-table) with a guarded `price`.
const NOTE_MODEL = {
  $id: 'urn:lowcode:model:biz_note',
  type: 'object',
  'x-label': 'Note',
  'x-storage': { table: 'biz_note', audit: true, softDelete: true },
  'x-api': { basePath: '/biz/note', permissionPrefix: 'biz:note' },
  required: ['title'],
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    title: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'Title' },
    cost: { type: 'number', minimum: 0, 'x-label': 'Cost', 'x-permission': 'biz:note:cost' },
    items: {
      type: 'array',
      items: { type: 'string' },
      'x-label': 'Items',
      'x-ref': { model: 'biz_note_item', foreignKey: 'noteId', orderField: 'sortNo', onDelete: 'cascade' },
    },
  },
};
const ITEM_MODEL = {
  $id: 'urn:lowcode:model:biz_note_item',
  type: 'object',
  'x-label': 'Note item',
  'x-storage': { table: 'biz_note_item', audit: true, softDelete: true },
  required: ['noteId', 'name'],
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    noteId: { type: 'string', maxLength: 32, 'x-label': 'Note' },
    sortNo: { type: 'integer', minimum: 0, 'x-label': 'No.' },
    name: { type: 'string', minLength: 1, maxLength: 50, 'x-label': 'Name' },
    price: { type: 'number', minimum: 0, 'x-label': 'Price', 'x-permission': 'biz:note:cost' },
  },
};

const records = (res: LightMyRequestResponse) => body<Json[]>(res).result as Json[];
const titles = (list: Json[]) => list.map((r) => r.title).sort();

describe.each(DIALECTS)('scoped reads and writes (%s)', (dialect) => {
  let app: FastifyInstance;
  let dir: string;
  let admin: Caller;
  let staff: Caller;
  let adminNote: string;
  let staffNote: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crud-scope-'));
    cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
    writeFileSync(join(dir, 'schemas/models/biz_note.json'), JSON.stringify(NOTE_MODEL));
    writeFileSync(join(dir, 'schemas/models/biz_note_item.json'), JSON.stringify(ITEM_MODEL));
    app = await buildTestApp(dialect, { schemasDir: join(dir, 'schemas') });
    // The throwaway read path: nothing in it filters rows or fields.
    await app.register(
      async (api) => {
        api.get('/test/notes', { config: { permission: 'biz:note:list' } }, async (request) => {
          const scope = Scope.of(request, app.models.models.get('biz_note')!);
          const rows = await scope.select().select(recordColumns(scope.model)).execute();
          return ok(scope.present(rows.map((row) => toRecord(scope.model, row))));
        });
      },
      { prefix: '/api' },
    );
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    const codes = ['list', 'add', 'edit', 'delete'].map((a) => `biz:note:${a}`);
    await app.db
      .insertInto('sys_role_permission')
      .values(codes.map((code) => ({ id: newId(), role_id: roleId('staff'), permission_id: buttonId(code) })))
      .execute();
    staff = await userCaller(app, 'notestaff', 'staff');
    const add = async (who: Caller, note: Json) =>
      (body<Json>(await who.send('POST', '/biz/note/add', note)).result as Json).id as string;
    adminNote = await add(admin, { title: 'admin note', cost: 5, items: [{ name: 'disk', price: 2 }] });
    staffNote = await add(staff, { title: 'staff note', items: [{ name: 'cable' }] });
    const gone = await add(admin, { title: 'deleted note' });
    expect(body(await admin.send('DELETE', `/biz/note/delete?id=${gone}`)).success).toBe(true);
  });
  afterAll(async () => {
    await closeTestApp(app);
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves deleted rows out and withholds guarded properties on the new path', async () => {
    const forAdmin = records(await admin.get('/test/notes'));
    expect(titles(forAdmin)).toEqual(['admin note', 'staff note']);
    expect(forAdmin.find((r) => r.title === 'admin note')?.cost).toBe(5);
    const forStaff = records(await staff.get('/test/notes'));
    expect(titles(forStaff)).toEqual(['admin note', 'staff note']);
    expect(forStaff.every((r) => !('cost' in r))).toBe(true);
  });

  it('applies a row rule to the new path and to every generated read and write', async () => {
    const removeRule = app.models.addRowRule((model, user) =>
      model.table === 'biz_note' && user.username === 'notestaff'
        ? [{ column: 'create_by', op: '=', value: user.username }]
        : [],
    );
    try {
      expect(titles(records(await staff.get('/test/notes')))).toEqual(['staff note']);
      expect(titles(records(await admin.get('/test/notes')))).toEqual(['admin note', 'staff note']);
      const page = body<Json>(await staff.get('/biz/note/list')).result as Json;
      expect(page.total).toBe(1);
      expect(titles(page.records as Json[])).toEqual(['staff note']);
      expect(body(await staff.get(`/biz/note/queryById?id=${adminNote}`)).success).toBe(false);
      const edit = await staff.send('PUT', '/biz/note/edit', { id: adminNote, title: 'taken over' });
      expect(body(edit).success).toBe(false);
      const remove = await staff.send('DELETE', `/biz/note/delete?id=${adminNote}`);
      expect(body(remove).success).toBe(false);
      const own = await staff.send('PUT', '/biz/note/edit', { id: staffNote, title: 'staff note 2' });
      expect(body(own).success).toBe(true);
    } finally {
      removeRule();
    }
    const kept = body<Json>(await admin.get(`/biz/note/queryById?id=${adminNote}`)).result as Json;
    expect(kept.title).toBe('admin note');
    expect(titles(records(await staff.get('/test/notes')))).toEqual(['admin note', 'staff note 2']);
  });

  it("withholds and refuses a child's guarded properties as the parent's", async () => {
    const read = body<Json>(await staff.get(`/biz/note/queryById?id=${adminNote}`)).result as Json;
    expect((read.items as Json[]).map((i) => i.name)).toEqual(['disk']);
    expect((read.items as Json[])[0]).not.toHaveProperty('price');
    const refused = await staff.send(
      'PUT',
      '/biz/note/edit',
      { id: staffNote, items: [{ name: 'cable', price: 9 }] },
      'en-US',
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toContain('items[0].price');
    const forAdmin = body<Json>(await admin.get(`/biz/note/queryById?id=${adminNote}`)).result as Json;
    expect((forAdmin.items as Json[])[0]?.price).toBe(2);
  });
});
