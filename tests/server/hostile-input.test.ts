// Inputs an attacker sends (issue 15, items 2, 3, 4 and 7): each answered with a 4xx that names what is
// wrong, never a 500, and nothing parsed for a caller who is not signed in.
import { describe, expect, it } from 'vitest';
import { DIALECTS, body } from './helpers.js';
import { suiteApp } from './crud-helpers.js';
import { announcementBody } from './announcement-helpers.js';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const NOT_FINITE = ['Infinity', '-Infinity', '1e400', '-1e400'];
const PAGED_LISTS = [
  '/sys/user/list',
  '/sys/annountCement/list',
  '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  '/biz/case/list',
];
const MODEL = {
  $id: 'urn:lowcode:model:hostile_note',
  type: 'object',
  'x-label': 'Note',
  'x-storage': { table: 'hostile_note' },
  'x-api': { basePath: '/hostile/note', permissionPrefix: 'hostile:note' },
  properties: { id: { type: 'string', readOnly: true }, title: { type: 'string', maxLength: 50 } },
};

describe.each(DIALECTS)('hostile input (%s)', (dialect) => {
  const suite = suiteApp(dialect);
  const raw = (method: 'POST' | 'GET', url: string, headers: Record<string, string>, payload?: string) =>
    suite.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  it('refuses super-query rules that only an object prototype has', async () => {
    for (const rule of INHERITED) {
      const params = encodeURIComponent(JSON.stringify([{ field: 'title', rule, val: 'x' }]));
      const res = await suite.admin.get(`/biz/case/list?superQueryParams=${params}`);
      expect(res.statusCode, rule).toBe(400);
      expect(body(res).message).toBe('superQueryParams: 格式不正确');
    }
  });

  it('refuses page numbers and sizes that are not finite, naming the parameter', async () => {
    for (const list of PAGED_LISTS)
      for (const value of NOT_FINITE)
        for (const param of ['pageNo', 'pageSize']) {
          const res = await suite.admin.get(`${list}?${param}=${value}`, 'en-US');
          expect(res.statusCode, `${list} ${param}=${value}`).toBe(400);
          expect(body(res).message).toContain(param);
        }
  });

  it('answers a multipart body without its closing boundary with a 400 on every import', async () => {
    const imports = ['/sys/user/importExcel', '/sys/sysDepart/importExcel', '/biz/case/importExcel'];
    const broken =
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004';
    for (const url of imports) {
      const res = await raw(
        'POST',
        url,
        {
          'x-access-token': suite.admin.token,
          'content-type': 'multipart/form-data; boundary=XX',
        },
        broken,
      );
      expect(res.statusCode, url).toBe(400);
      expect(body(res).message, url).toMatch(/^file: /);
    }
  });

  it('answers a multipart upload without a boundary with a 400 naming the file (found by the fuzz suite)', async () => {
    const uploads = [
      '/sys/common/upload',
      '/sys/file/upload',
      '/sys/oss/file/upload',
      '/sys/upload/uploadMinio',
    ];
    for (const url of uploads) {
      const headers = { 'x-access-token': suite.admin.token, 'content-type': 'multipart/form-data' };
      const res = await raw('POST', url, headers, '{}');
      expect(res.statusCode, url).toBe(400);
      expect(body(res).message, url).toBe('file: 上传内容格式不正确');
    }
  });

  it('authenticates before reading the body of an online model route, and finds unknown paths first', async () => {
    const saved = await suite.admin.send('POST', '/online/schema/add', {
      kind: 'model',
      content: JSON.stringify(MODEL),
    });
    expect(saved.statusCode).toBe(200);
    const json = { 'content-type': 'application/json' };
    expect((await raw('POST', '/hostile/note/add', json, '{bad')).statusCode).toBe(401);
    expect((await raw('POST', '/no/such/route', json, '{bad')).statusCode).toBe(404);
    const signedIn = { ...json, 'x-access-token': suite.admin.token };
    expect((await raw('POST', '/hostile/note/add', signedIn, '{bad')).statusCode).toBe(400);
    const added = await raw('POST', '/hostile/note/add', signedIn, JSON.stringify({ title: 'kept' }));
    expect(added.statusCode).toBe(200);
  });

  it('refuses HTML nested deeper or with more tags than a sanitiser should parse, naming the field', async () => {
    const deep = '<b>'.repeat(200_000);
    const many = '<i>x</i>'.repeat(25_000);
    const announce = await suite.admin.send(
      'POST',
      '/sys/annountCement/add',
      announcementBody({ msgContent: deep }),
    );
    expect(announce.statusCode).toBe(400);
    expect(body(announce).message).toBe('msgContent: HTML 嵌套层级过深（最多 100 层）');
    const title = await suite.admin.send(
      'POST',
      '/sys/annountCement/add',
      announcementBody({ titile: '<b>'.repeat(150_000) }),
      'en-US',
    );
    // The route's own length bound answers first.
    expect(body(title).message).toBe('titile must have at most 100 characters');
    const hotfix = await suite.admin.send('POST', '/biz/hotfix/add', { description: many }, 'en-US');
    expect(hotfix.statusCode).toBe(400);
    expect(body(hotfix).message).toContain('description: HTML has too many tags (at most 20000)');
    const fine = await suite.admin.send(
      'POST',
      '/sys/annountCement/add',
      announcementBody({
        msgContent: '<p>a<p>b' + '<ul><li>x<li>y</ul>'.repeat(300) + '<br><img src="https://e.x/a.png"/>',
      }),
    );
    expect(fine.statusCode).toBe(200);
  });
});
