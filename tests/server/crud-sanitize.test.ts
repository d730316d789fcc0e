// Rich text through the generated CRUD API: a property with `x-sanitize: "html"` is cleaned on add and
// edit (scripts and event-handler attributes gone, the formatting kept). No delivered model has such a
// property, so the suite drops one into a copy of schemas/.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

const ROOT = join(import.meta.dirname, '../..');

const NOTE_MODEL = {
  $id: 'urn:lowcode:model:biz_note',
  type: 'object',
  'x-label': '笔记',
  'x-storage': { table: 'biz_note', audit: true },
  'x-api': { basePath: '/biz/note', permissionPrefix: 'biz:note' },
  required: ['title'],
  properties: {
    id: { type: 'string', maxLength: 32, readOnly: true },
    title: { type: 'string', maxLength: 100 },
    content: {
      type: 'string',
      maxLength: 5000,
      'x-widget': 'RichText',
      'x-sanitize': 'html',
      'x-storage': { sqlType: 'text' },
    },
  },
};

const DIRTY =
  '<p onclick="steal()">Hello <b>world</b><script>alert(1)</script>' +
  '<img src="https://example.com/a.png" onerror="alert(2)"></p>';
const CLEAN = '<p>Hello <b>world</b><img src="https://example.com/a.png" /></p>';

describe.each(DIALECTS)('rich text is sanitised on write (%s)', (dialect) => {
  let dir: string;
  let app: FastifyInstance;
  let admin: Caller;
  const stored = async (id: string) =>
    body<Json>(await admin.get(`/biz/note/queryById?id=${id}`)).result.content;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crud-sanitize-'));
    cpSync(join(ROOT, 'schemas'), join(dir, 'schemas'), { recursive: true });
    writeFileSync(join(dir, 'schemas/models/biz_note.json'), JSON.stringify(NOTE_MODEL));
    app = await buildTestApp(dialect, { schemasDir: join(dir, 'schemas') });
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(async () => {
    await closeTestApp(app);
    rmSync(dir, { recursive: true, force: true });
  });

  it('strips scripts and event handlers on add and on edit, keeping the formatting', async () => {
    const added = await admin.send('POST', '/biz/note/add', { title: 'a', content: DIRTY });
    expect(added.statusCode, added.body).toBe(200);
    const { records } = body<{ records: Json[] }>(await admin.get('/biz/note/list')).result;
    const id = records[0]!.id as string;
    expect(await stored(id)).toBe(CLEAN);

    const clean = '<p>plain</p>';
    expect((await admin.send('PUT', '/biz/note/edit', { id, content: clean })).statusCode).toBe(200);
    expect(await stored(id)).toBe(clean);
    const edited = await admin.send('PUT', '/biz/note/edit', {
      id,
      content: '<a href="javascript:alert(3)" onmouseover="x()">link</a><svg onload="alert(4)"></svg>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(id)).toBe('<a>link</a>');
  });

  it('leaves properties without x-sanitize as sent', async () => {
    const added = await admin.send('POST', '/biz/note/add', { title: '<b>t</b>', content: '' });
    expect(added.statusCode, added.body).toBe(200);
    const { records } = body<{ records: Json[] }>(await admin.get('/biz/note/list?title=<b>t</b>')).result;
    expect(records.map((r) => r.title)).toContain('<b>t</b>');
  });
});
