// /online/schema/editMany: a stored model and its pages saved as one change, each checked against the
// others' new texts. A field renamed in the model and its pages at once is refused by single edits in
// either order and accepted here; a refused document refuses them all and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller } from './crud-helpers.js';

const MODEL = {
  $id: 'urn:lowcode:model:online_memo',
  type: 'object',
  'x-label': '备忘',
  'x-storage': { table: 'online_memo', audit: true },
  'x-api': { basePath: '/online/memo', permissionPrefix: 'online:memo' },
  properties: {
    id: { type: 'string', readOnly: true },
    title: { type: 'string', maxLength: 100 },
    place: { type: 'string', maxLength: 50 },
  },
};
const LIST = {
  id: 'online.memo.list',
  kind: 'list',
  menuKey: 'online/MemoList',
  title: '备忘',
  model: 'online_memo',
  columns: [{ field: 'title' }, { field: 'place' }],
};
const FORM = {
  id: 'online.memo.form',
  kind: 'form',
  title: '备忘',
  model: 'online_memo',
  sections: [{ fields: [{ field: 'title' }, { field: 'place' }] }],
};
/** `place` renamed to `site` in all three. */
const renamed = {
  model: {
    ...MODEL,
    properties: { id: MODEL.properties.id, title: MODEL.properties.title, site: MODEL.properties.place },
  },
  list: { ...LIST, columns: [{ field: 'title' }, { field: 'site' }] },
  form: { ...FORM, sections: [{ fields: [{ field: 'title' }, { field: 'site' }] }] },
};

interface Stored {
  id: string;
  name: string;
  content: string;
}

const text = (doc: unknown) => JSON.stringify(doc, null, 2);

describe.each(DIALECTS)('online schemas saved together (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const ids = { model: '', list: '', form: '' };
  const stored = async () =>
    new Map(body<Stored[]>(await admin.get('/online/schema/list')).result.map((r) => [r.id, r]));
  const versionCount = async (id: string) =>
    body<unknown[]>(await admin.get(`/online/schema/versions?id=${id}`)).result.length;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    for (const [key, kind, doc] of [
      ['model', 'model', MODEL],
      ['form', 'page', FORM],
      ['list', 'page', LIST],
    ] as const) {
      const res = await admin.send('POST', '/online/schema/add', { kind, content: text(doc) });
      expect(res.statusCode, res.body).toBe(200);
      ids[key] = body<Stored>(res).result.id;
    }
  });
  afterAll(() => closeTestApp(app));

  it('refuses a rename edited one document at a time, in either order', async () => {
    const model = await admin.send('PUT', '/online/schema/edit', {
      id: ids.model,
      content: text(renamed.model),
    });
    expect(model.statusCode).toBe(400);
    expect(model.body).toContain('place');
    const list = await admin.send('PUT', '/online/schema/edit', {
      id: ids.list,
      content: text(renamed.list),
    });
    expect(list.statusCode).toBe(400);
    expect(list.body).toContain('site');
  });

  it('saves the rename as one change once its data loss is confirmed: one version each, live at once', async () => {
    const documents = [
      { id: ids.model, content: text(renamed.model) },
      { id: ids.list, content: text(renamed.list) },
      { id: ids.form, content: text(renamed.form) },
    ];
    // The stored column `place` is no longer used: the caller must say it has seen that.
    const unconfirmed = await admin.send('PUT', '/online/schema/editMany', { documents });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.body).toContain('place');
    for (const id of Object.values(ids)) expect(await versionCount(id)).toBe(1);
    const res = await admin.send('PUT', '/online/schema/editMany', {
      documents,
      note: 'place → site',
      confirmDataLoss: ['place'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Stored[]>(res).result.map((r) => r.id)).toEqual([ids.model, ids.list, ids.form]);
    const rows = await stored();
    expect(JSON.parse(rows.get(ids.list)!.content)).toEqual(renamed.list);
    expect(JSON.parse(rows.get(ids.form)!.content)).toEqual(renamed.form);
    for (const id of Object.values(ids)) expect(await versionCount(id)).toBe(2);
    const added = await admin.send('POST', '/online/memo/add', { title: '周会', site: '三楼' });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('writes nothing when one document is refused, and names it', async () => {
    const broken = { ...renamed.form, sections: [{ fields: [{ field: 'nowhere' }] }] };
    const res = await admin.send('PUT', '/online/schema/editMany', {
      documents: [
        { id: ids.model, content: text({ ...renamed.model, 'x-label': '备忘录' }) },
        { id: ids.form, content: text(broken) },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('online.memo.form');
    expect(res.body).toContain('nowhere');
    const rows = await stored();
    expect(JSON.parse(rows.get(ids.model)!.content)['x-label']).toBe('备忘');
    expect(await versionCount(ids.model)).toBe(2);
  });

  it('asks for confirmation before a change that could lose data', async () => {
    const narrower = {
      ...renamed.model,
      properties: { ...renamed.model.properties, site: { type: 'string', maxLength: 10 } },
    };
    const res = await admin.send('PUT', '/online/schema/editMany', {
      documents: [{ id: ids.model, content: text(narrower) }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('site');
    expect(await versionCount(ids.model)).toBe(2);
  });

  it.each([
    [{}, 'documents'],
    [{ documents: [] }, 'documents'],
    [{ documents: [{ id: 'x' }] }, 'content'],
    [{ documents: Array.from({ length: 11 }, () => ({ id: 'x', content: '{}' })) }, 'documents'],
  ])('refuses the body %j with a 400 naming %s', async (payload, field) => {
    const res = await admin.send('PUT', '/online/schema/editMany', payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it('refuses a document listed twice, and an unknown one', async () => {
    const twice = await admin.send('PUT', '/online/schema/editMany', {
      documents: [
        { id: ids.list, content: text(renamed.list) },
        { id: ids.list, content: text(renamed.list) },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('documents');
    const unknown = await admin.send('PUT', '/online/schema/editMany', {
      documents: [{ id: 'no-such-id', content: text(renamed.list) }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});
