// Helpers for the model-driven CRUD suites: authenticated JSON calls, multipart uploads and workbooks.
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createUser, loginToken } from './helpers.js';

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
