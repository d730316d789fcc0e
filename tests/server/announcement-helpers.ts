// Shared by the announcement and realtime suites: calls with a token, and an announcement body.
import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call with the token header (and an optional JSON body and language). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  token: string,
  payload?: object,
  lang?: string,
) {
  const headers: Record<string, string> = { 'x-access-token': token };
  if (lang) headers['accept-language'] = lang;
  return app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

/** A valid add body; override what the test is about. */
export function announcementBody(overrides: Record<string, unknown> = {}) {
  return {
    titile: 'Scheduled maintenance of the ticket system',
    msgContent: '<p>The ticket system is read-only from 22:00 to 23:00.</p>',
    priority: 'M',
    msgCategory: '1',
    msgType: 'ALL',
    ...overrides,
  };
}

/** Adds (as the given token's user) and returns the new id; fails the test when adding fails. */
export async function addAnnouncement(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(app, 'POST', '/sys/annountCement/add', token, announcementBody(overrides));
  const env = res.json<{ success: boolean; message: string; result: { id: string } }>();
  if (!env.success) throw new Error(`add failed: ${res.statusCode} ${env.message}`);
  return env.result.id;
}

/** Adds and publishes; returns the id. */
export async function publishAnnouncement(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = await addAnnouncement(app, token, overrides);
  const res = await call(app, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, token);
  if (res.statusCode !== 200) throw new Error(`release failed: ${res.statusCode} ${res.body}`);
  return id;
}
