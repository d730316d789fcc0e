import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN,
  REQUEST_TIMEOUT_MS,
  changeLocale,
  createHttpClient,
  deleteAction,
  downFile,
  getAction,
  http,
  ls,
  postAction,
  putAction,
  uploadAction,
} from '../../../runtime/core';
import { bindFakeUi, fakeAdapter } from './helpers';

const NOW = new Date('2025-01-01T00:00:00Z').getTime();
const ok = (result: unknown = null) => ({ data: { success: true, code: 200, message: '', result } });

describe('HTTP client requests', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    bindFakeUi();
    await changeLocale('zh-CN');
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.__APP_CONFIG__;
  });

  it('sends the token header, the locale, the API base and resolves with the envelope', async () => {
    ls.set(ACCESS_TOKEN, 'tok-1');
    const { adapter, seen } = fakeAdapter({ 'GET /sys/user/list': ok({ records: [] }) });
    const client = createHttpClient({ adapter });
    const envelope = await client.get('/sys/user/list');
    expect(envelope).toEqual({ success: true, code: 200, message: '', result: { records: [] } });
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.headers.get('X-Access-Token')).toBe('tok-1');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('sends no token header without a token, and follows the locale', async () => {
    await changeLocale('en-US');
    const { adapter, seen } = fakeAdapter({ 'POST /sys/login': ok() });
    await createHttpClient({ adapter }).post('/sys/login', {});
    expect(seen[0]?.headers.has('X-Access-Token')).toBe(false);
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en-US');
  });

  it('adds _t in seconds to GETs, keeping the caller params', async () => {
    const { adapter, seen } = fakeAdapter({ 'GET /sys/user/list': ok() });
    await createHttpClient({ adapter }).get('/sys/user/list', { params: { pageNo: 2 } });
    expect(seen[0]?.params).toEqual({ _t: 1735689600, pageNo: 2 });
  });

  it('adds no _t to dictionary-item lookups or to non-GET requests', async () => {
    const { adapter, seen } = fakeAdapter({
      'GET /sys/dict/getDictItems/sex': ok([]),
      'POST /sys/role/add': ok(),
    });
    const client = createHttpClient({ adapter });
    await client.get('/sys/dict/getDictItems/sex');
    await client.post('/sys/role/add', { roleName: 'x' });
    expect(seen[0]?.params).not.toHaveProperty('_t');
    expect(seen[1]?.params).not.toHaveProperty('_t');
  });

  it('times out after 9000 ms and reads the API base from the runtime config at request time', async () => {
    const { adapter, seen } = fakeAdapter({ 'GET /x': ok() });
    const client = createHttpClient({ adapter });
    expect(REQUEST_TIMEOUT_MS).toBe(9000);
    expect(client.defaults.timeout).toBe(9000);
    window.__APP_CONFIG__ = { apiBase: '/portal-api' };
    await client.get('/x');
    expect(seen[0]?.baseURL).toBe('/portal-api');
  });
});

describe('generic helpers on the shared client', () => {
  const original = http.defaults.adapter;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    bindFakeUi();
  });
  afterEach(() => {
    http.defaults.adapter = original;
    vi.useRealTimers();
  });

  it('getAction sends params with _t; postAction and putAction send JSON bodies', async () => {
    const { adapter, seen } = fakeAdapter({
      'GET /sys/role/queryall': ok([]),
      'POST /sys/role/add': ok(),
      'PUT /sys/role/edit': ok(),
    });
    http.defaults.adapter = adapter;
    await getAction('/sys/role/queryall', { a: 1 });
    await postAction('/sys/role/add', { roleName: 'R' });
    await putAction('/sys/role/edit', { id: '1' });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /sys/role/queryall',
      'POST /sys/role/add',
      'PUT /sys/role/edit',
    ]);
    expect(seen[0]?.params).toEqual({ _t: 1735689600, a: 1 });
    expect(seen[1]?.data).toEqual({ roleName: 'R' });
    expect(seen[2]?.data).toEqual({ id: '1' });
  });

  it('deleteAction puts its parameters in the query string', async () => {
    const { adapter, seen } = fakeAdapter({ 'DELETE /sys/sysDepart/delete': ok() });
    http.defaults.adapter = adapter;
    await deleteAction('/sys/sysDepart/delete', { id: 'd1' });
    expect(seen[0]?.params).toEqual({ id: 'd1' });
    expect(seen[0]?.data).toBeUndefined();
  });

  it('downFile asks for a blob and resolves with it', async () => {
    const blob = new Blob(['xls']);
    const { adapter, seen } = fakeAdapter({ 'GET /sys/user/exportXls': { data: blob } });
    http.defaults.adapter = adapter;
    await expect(downFile('/sys/user/exportXls', { selections: 'a,b' })).resolves.toBe(blob);
    expect(seen[0]?.responseType).toBe('blob');
    expect(seen[0]?.params).toMatchObject({ selections: 'a,b' });
  });

  it('uploadAction posts multipart form data', async () => {
    const { adapter, seen } = fakeAdapter({ 'POST /sys/common/upload': ok('temp/a.png') });
    http.defaults.adapter = adapter;
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await uploadAction('/sys/common/upload', form);
    expect(seen[0]?.data).toBeInstanceOf(FormData);
    expect(String(seen[0]?.headers.get('Content-Type'))).toContain('multipart/form-data');
  });
});
