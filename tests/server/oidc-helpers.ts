// Shared by the third-party sign-in suites: an app whose public URL is https://console.example.com,
// an oidc-provider started beside it, providers saved through the admin API, and a sign-in driven end to
// end: our render route → the provider's pages (real HTTP) → our callback (app.inject) → the query our
// callback sends the browser back to the login page with.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../server/src/config.js';
import type { Dialect } from '../../server/src/db/connect.js';
import { ADMIN_PASSWORD, body, buildTestApp, closeTestApp, loginToken, nextAddress } from './helpers.js';
import { signInAt, startOidcProvider, type OidcTestProvider, type TestAccount } from './oidc-provider.js';

export const PUBLIC_URL = 'https://console.example.com';
export const LOGIN_PAGE = `${PUBLIC_URL}/user/login`;
export const CLIENT_ID = 'console';
export const CLIENT_SECRET = 'console-secret-at-the-provider';
export const PROVIDER_CODES = ['acme', 'strict', 'binder', 'tampered'];

export const callbackOf = (code: string) => `${PUBLIC_URL}/api/sys/thirdLogin/${code}/callback`;

export interface OidcSuite {
  app: FastifyInstance;
  op: OidcTestProvider;
  adminToken: string;
  accounts: Map<string, TestAccount>;
}

export async function startSuite(
  dialect: Dialect,
  accounts: Map<string, TestAccount>,
  overrides: Partial<AppConfig> = {},
): Promise<OidcSuite> {
  const op = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: PROVIDER_CODES.map(callbackOf),
    accounts,
  });
  const app = await buildTestApp(dialect, {
    thirdLogin: { publicUrl: PUBLIC_URL, clientUrls: [LOGIN_PAGE], allowHttp: true, timeoutMs: 5000 },
    ...overrides,
  });
  await app.ready();
  const adminToken = await loginToken(app, 'admin', ADMIN_PASSWORD);
  return { app, op, adminToken, accounts };
}

export async function stopSuite(suite: OidcSuite | undefined): Promise<void> {
  await closeTestApp(suite?.app);
  await suite?.op.close();
}

/** Saves a provider through the admin API; `fields` override the defaults (discovery, create policy). */
export async function saveProvider(suite: OidcSuite, fields: Record<string, unknown>) {
  const res = await suite.app.inject({
    method: 'POST',
    url: '/api/sys/thirdProvider/add',
    headers: { 'x-access-token': suite.adminToken },
    payload: {
      name: '测试身份源',
      nameEn: 'Test IdP',
      issuer: suite.op.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      scopes: 'openid profile email phone',
      firstLogin: 'create',
      defaultRole: 'staff',
      defaultDepart: 'A01A01',
      ...fields,
    },
  });
  const env = body<{ id: string; hasSecret: boolean }>(res);
  if (!env.success) throw new Error(`saving provider failed: ${env.message}`);
  return env.result;
}

/** Our route's redirect to the provider (render), as a browser would start it. */
export async function authorizeUrl(suite: OidcSuite, code: string): Promise<string> {
  const res = await suite.app.inject({ method: 'GET', url: `/api/sys/thirdLogin/render/${code}` });
  if (res.statusCode !== 302) throw new Error(`render answered ${res.statusCode}: ${res.body}`);
  return res.headers.location as string;
}

/** Sends the provider's redirect (our callback URL) to our app. @returns the login page's query. */
export async function callback(suite: OidcSuite, url: string): Promise<URLSearchParams> {
  const res = await suite.app.inject({
    method: 'GET',
    url: url.slice(PUBLIC_URL.length),
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  const back = new URL(res.headers.location as string);
  if (`${back.origin}${back.pathname}` !== LOGIN_PAGE) throw new Error(`sent to ${back.href}`);
  return back.searchParams;
}

/** The whole sign-in of `subject` through provider `code`, up to the login page's query. */
export async function signIn(suite: OidcSuite, code: string, subject: string) {
  const providerRedirect = await signInAt(await authorizeUrl(suite, code), subject, callbackOf(code));
  return { query: await callback(suite, providerRedirect), providerRedirect };
}

/** GET /sys/thirdLogin/getLoginUser/{id}/{code}. */
export function redeem(suite: OidcSuite, id: string, path = `/api/sys/thirdLogin/getLoginUser/${id}/acme`) {
  return suite.app.inject({ method: 'GET', url: path, remoteAddress: nextAddress() });
}

export async function sessionCount(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('sys_session')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function loginLog(app: FastifyInstance, fragment: string) {
  return app.db
    .selectFrom('sys_log')
    .select(['log_content', 'userid'])
    .where('log_type', '=', 1)
    .where('log_content', 'like', `%${fragment}%`)
    .execute();
}
