// What the fuzz suite (fuzz.test.ts) throws at a route: a method, path parameters, a query string,
// headers and a body, each drawn from values that broke servers before (non-finite numbers, prototype
// names, malformed percent-encoding and JSON, wrong content types) mixed with plain random ones.
import fc from 'fast-check';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

export interface FuzzRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Query keys the list, search and tree routes read, plus names only an attacker would send. */
const QUERY_KEYS = [
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  'field',
  'keyword',
  'id',
  'ids',
  'pid',
  'category',
  'path',
  'name',
  'username',
  'status',
  'fields',
  'groupBy',
  '__proto__',
  'constructor',
  'prototype',
];

const NASTY_NUMBERS = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '-1', '0', '9007199254740993'];
const NASTY_STRINGS = [
  '__proto__',
  'constructor',
  'toString',
  '..',
  '../..',
  '%00',
  '\u0000',
  '%',
  '%E0%A4%A',
  "'; DROP TABLE sys_user; --",
  '<script>alert(1)</script>',
  '{"a":',
  '[1,2',
  '[{"field":"id","rule":"eq","val":1}]',
  '[{"field":"__proto__","rule":"constructor","val":{}}]',
  '{"__proto__":{"x":1}}',
  'null',
  'true',
  '',
  ' ',
  '😀'.repeat(40),
];

const longString = fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n));
const unicode = fc.string({ unit: 'binary', maxLength: 40 });
const hugeNumber = fc.oneof(
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
);

/** A scalar as it appears in a URL or header: text, nothing encoded yet. */
function scalarText(sampleIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...sampleIds), weight: 3 },
    { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 2 },
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
    { arbitrary: hugeNumber, weight: 1 },
    { arbitrary: unicode, weight: 2 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
    { arbitrary: longString, weight: 1 },
  );
}

/** Encoded for a URL, or now and then sent raw (a literal `..`, `%00` or half a percent escape). */
function urlPart(sampleIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: scalarText(sampleIds).map(encodeURIComponent), weight: 4 },
    { arbitrary: fc.constantFrom('..', '%00', '%', '%E0%A4%A', '%2e%2e', 'a/b', '%2F'), weight: 1 },
  );
}

function queryString(sampleIds: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...QUERY_KEYS), weight: 4 },
    { arbitrary: fc.string({ maxLength: 10 }).map(encodeURIComponent), weight: 1 },
  );
  const pair = fc.tuple(key, urlPart(sampleIds), fc.boolean());
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&'));
}

/** A JSON value shaped like the routes' bodies: objects whose keys are the fields routes read. */
function jsonBody(sampleIds: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    scalarText(sampleIds),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const keys = fc.oneof(
    fc.constantFrom(
      ...QUERY_KEYS,
      'title',
      'content',
      'userIds',
      'roleIds',
      'departIds',
      'password',
      'realname',
      'orgCode',
      'parentId',
      'sizeBytes',
      'kind',
    ),
    fc.string({ maxLength: 8 }),
  );
  return fc.oneof(
    { arbitrary: fc.dictionary(keys, value, { maxKeys: 8 }).map((o) => JSON.stringify(o)), weight: 5 },
    { arbitrary: fc.array(value, { maxLength: 5 }).map((a) => JSON.stringify(a)), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 1 },
  );
}

/** A body: absent, JSON, malformed JSON, or text, sized below the app's 1 MiB limit. */
function payload(sampleIds: readonly string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: jsonBody(sampleIds), weight: 5 },
    { arbitrary: jsonBody(sampleIds).map((s) => s.slice(0, Math.max(1, s.length - 1))), weight: 1 },
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 1 },
    { arbitrary: longString, weight: 1 },
    { arbitrary: unicode, weight: 1 },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=XX',
  'application/octet-stream',
  'application/xml',
  'garbage',
  '',
];

function headers(sampleIds: readonly string[]): fc.Arbitrary<Record<string, string>> {
  const text = scalarText(sampleIds).map((s) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 8_000));
  return fc.record(
    {
      'content-type': fc.constantFrom(...CONTENT_TYPES),
      'x-access-token': fc.oneof(text, fc.constant('f'.repeat(64))),
      authorization: text.map((s) => `Bearer ${s}`),
      'tenant-id': text,
      'x-tenant-id': text,
      'accept-language': fc.constantFrom('zh-CN', 'en-US', 'xx', '*', '', 'en-US;q=abc'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
      range: fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=9999999999-', 'bytes=a-b', 'lines=1-2'),
      'user-agent': text,
    },
    { requiredKeys: [] },
  );
}

const PATH_PARAM = /:(\w+)/g;

/** Requests to one route: mostly its own method, sometimes any other; everything else random. */
export function requestTo(
  route: { method: string; url: string },
  sampleIds: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const params = (route.url.match(PATH_PARAM) ?? []).length + (route.url.endsWith('*') ? 1 : 0);
  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(route.method as Method), weight: 4 },
        { arbitrary: fc.constantFrom(...METHODS), weight: 1 },
      ),
      params: fc.array(urlPart(sampleIds), { minLength: params, maxLength: params }),
      query: queryString(sampleIds),
      headers: headers(sampleIds),
      payload: payload(sampleIds),
    })
    .map(({ method, params: values, query, headers: h, payload: p }) => {
      let i = 0;
      const path = route.url
        .replace(PATH_PARAM, () => values[i++] || 'x')
        .replace(/\*$/, () => values[i++] || 'x');
      return {
        method,
        url: query ? `${path}?${query}` : path,
        headers: h,
        // GET/HEAD with a body is legal HTTP; light-my-request sends it as given.
        ...(p === undefined ? {} : { payload: p }),
      };
    });
}
