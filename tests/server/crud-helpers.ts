// Helpers for the model-driven CRUD suites: authenticated JSON calls, a suite's shared app with its
// signed-in users, multipart uploads and workbooks.
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../server/src/db/connect.js';
import { ADMIN_PASSWORD, buildTestApp, closeTestApp, createUser, loginToken } from './helpers.js';

export type Json = Record<string, unknown>;

export interface Caller {
  get(url: string, lang?: string): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  token: string;
}

/** Calls the API as one signed-in user. */
export function caller(app: FastifyInstance, token: string): Caller {
  const headers = (lang?: string) => ({
    'x-access-token': token,
    ...(lang ? { 'accept-language': lang } : {}),
  });
  return {
    token,
    get: (url, lang) => app.inject({ method: 'GET', url: `/api${url}`, headers: headers(lang) }),
    send: (method, url, payload, lang) =>
      app.inject({
        method,
        url: `/api${url}`,
        headers: headers(lang),
        ...(payload === undefined ? {} : { payload: payload as Json }),
      }),
  };
}

/** Creates a user with a role and signs in. */
export async function userCaller(
  app: FastifyInstance,
  username: string,
  roleCode: 'admin' | 'staff' | 'partner',
): Promise<Caller> {
  const password = `${username}-Passw0rd`;
  await createUser(app, {
    username,
    password,
    roleCode,
    orgCodes: [roleCode === 'partner' ? 'A02A01' : 'A01A01'],
  });
  return caller(app, await loginToken(app, username, password));
}

/** The app one suite shares and its signed-in callers (suiteApp, suiteWithRoles). */
export interface SuiteApp {
  /** Built by the suite's first hook: read it in hooks and tests, not while the suite is declared. */
  app: FastifyInstance;
  admin: Caller;
}

export interface RoleSuiteApp extends SuiteApp {
  /** A staff user of A01A01. */
  staff: Caller;
  /** A partner user of A02A01, the seeded partner organisation. */
  partner: Caller;
}

/**
 * Registers the hooks of a suite sharing one app: built on `dialect` with admin signed in before the
 * suite's first test (and before the hooks registered after this call), closed after its last. The
 * callers are the same objects from the start, signed in by the hook, so a suite may take them out at
 * once: `const { admin } = suiteApp(dialect)`.
 *
 * @example
 * const suite = suiteApp(dialect);
 * it('…', async () => expect((await suite.admin.get('/sys/dict/list')).statusCode).toBe(200));
 */
export function suiteApp(dialect: Dialect): SuiteApp {
  const suite = { admin: {} as Caller } as SuiteApp;
  beforeAll(async () => {
    suite.app = await buildTestApp(dialect);
    Object.assign(suite.admin, caller(suite.app, await loginToken(suite.app, 'admin', ADMIN_PASSWORD)));
  });
  afterAll(() => closeTestApp(suite.app));
  return suite;
}

/**
 * suiteApp with a staff user (`<prefix>_staff`) and a partner user (`<prefix>_partner`) signed in too.
 *
 * @example
 * const { admin, staff, partner } = suiteWithRoles(dialect, 'cert');
 */
export function suiteWithRoles(dialect: Dialect, prefix: string): RoleSuiteApp {
  const suite = Object.assign(suiteApp(dialect), { staff: {} as Caller, partner: {} as Caller });
  beforeAll(async () => {
    Object.assign(suite.staff, await userCaller(suite.app, `${prefix}_staff`, 'staff'));
    Object.assign(suite.partner, await userCaller(suite.app, `${prefix}_partner`, 'partner'));
  });
  return suite;
}

/**
 * The id of the dictionary with `code`, as the dictionary list gives it to `as`.
 *
 * @example
 * const id = await dictIdOf(admin, 'priority');
 */
export async function dictIdOf(as: Caller, code: string): Promise<string> {
  const res = await as.get(`/sys/dict/list?dictCode=${code}`);
  return res.json<{ result: { records: { id: string }[] } }>().result.records[0]!.id;
}

/**
 * Adds an item to the dictionary `code` through the dictItem API (sort order 9 unless given); fails
 * the test when that does not succeed. @returns the new item's id.
 *
 * @example
 * const id = await addDictItem(admin, 'priority', { itemText: '紧急', itemValue: 'U' });
 */
export async function addDictItem(as: Caller, code: string, item: Json): Promise<string> {
  const res = await as.send('POST', '/sys/dictItem/add', {
    dictId: await dictIdOf(as, code),
    sortOrder: 9,
    ...item,
  });
  const env = res.json<{ success: boolean; message: string; result: { id: string } }>();
  if (!env.success) throw new Error(`adding to ${code} failed: ${res.statusCode} ${env.message}`);
  return env.result.id;
}

/** An .xlsx with the export layout: a title row, an "exported by" row, a header row, then data. */
export async function workbook(header: string[], rows: unknown[][], titleRows = 2): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  if (titleRows > 0) sheet.addRow(['导入数据']);
  if (titleRows > 1) sheet.addRow(['导出人:测试']);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part and optional fields. */
export function multipart(file: Buffer, fields: Record<string, string> = {}, filename = 'import.xlsx') {
  const boundary = `----crudtest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Reads a workbook's first sheet as rows of cell texts. */
export async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
