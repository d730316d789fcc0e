// What every user and department administration call shares: the database, the caller's language and
// identity, a refusal naming the field, bounded id lists, and the operation log (sys_log type 2).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fail, type HttpError } from '../lib/envelope.js';
import type { MessageKey } from '../i18n/messages.js';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/types.js';
import { markLogged, opLogRow, requestFacts } from './op-log-row.js';

/** Ids one call may name: lists are bounded so a request cannot ask for an unbounded IN (…). */
export const MAX_IDS = 1000;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** sys_log operate_type (api-contract §5.8). */
export const OP = { add: 2, edit: 3, remove: 4, import: 5, export: 6 } as const;

export interface AdminContext {
  db: Kysely<Database>;
  dialect: Dialect;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  actor: { id: string; username: string; realname: string | null };
  /** `source` (the Fastify request) lets the operation log keep its parameters and user agent. */
  request: { ip: string; url: string; method: string; source?: FastifyRequest };
}

/** The context of a signed-in administrator's request. */
export function adminContext(request: FastifyRequest): AdminContext {
  const user = request.user;
  if (!user) throw fail(request.t('tokenExpired'), 401, 401);
  return {
    db: request.server.db,
    dialect: request.server.dialect,
    t: (key, params) => request.t(key, params),
    actor: { id: user.id, username: user.username, realname: user.realname },
    request: { ip: request.ip, url: request.url.split('?')[0]!, method: request.method, source: request },
  };
}

/** A 400 whose message names the field: `throw refuse(ctx, 'userUnknownRoles', 'selectedroles')`. */
export function refuse(
  ctx: Pick<AdminContext, 't'>,
  key: MessageKey,
  field: string,
  params: Record<string, string | number> = {},
): HttpError {
  return fail(ctx.t(key, { field, ...params }), 400, 400);
}

/**
 * Ids from a comma list (`a,b,` as the Vue2 client sends it) or an array: trimmed, empties dropped,
 * de-duplicated, each of id shape, at most MAX_IDS. Anything else is a 400 naming the field.
 */
export function idList(ctx: Pick<AdminContext, 't'>, value: unknown, field: string): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!parts) throw refuse(ctx, 'fieldType', field);
  if (parts.length > MAX_IDS + 1) throw refuse(ctx, 'userTooMany', field, { limit: MAX_IDS });
  const ids = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'string') throw refuse(ctx, 'fieldType', field);
    const id = part.trim();
    if (id === '') continue;
    if (!ID_PATTERN.test(id)) throw refuse(ctx, 'fieldInvalid', field);
    ids.add(id);
  }
  if (ids.size > MAX_IDS) throw refuse(ctx, 'userTooMany', field, { limit: MAX_IDS });
  return [...ids];
}

/** Like idList, but at least one id is required. */
export function requiredIds(ctx: Pick<AdminContext, 't'>, value: unknown, field: string): string[] {
  const ids = idList(ctx, value, field);
  if (ids.length === 0) throw refuse(ctx, 'fieldRequired', field);
  return ids;
}

/**
 * One operation-log row (log_type 2), written in the caller's transaction so the log and the change
 * commit together; the request is then left out of the batched operation log (plugins/op-log.ts), so
 * each operation is logged once. Content is a summary; parameters are kept with secrets removed.
 */
export async function writeOpLog(
  db: Kysely<Database>,
  ctx: AdminContext,
  operateType: number,
  content: string,
): Promise<void> {
  const source = ctx.request.source;
  const facts = source ? requestFacts(source) : null;
  await db
    .insertInto('sys_log')
    .values(
      opLogRow({
        content,
        operateType,
        actor: ctx.actor,
        ip: ctx.request.ip,
        method: ctx.request.method,
        route: source?.routeOptions.url ?? null,
        path: ctx.request.url,
        params: facts?.params ?? null,
        userAgent: facts?.userAgent ?? null,
        costMs: null,
        status: null,
      }),
    )
    .execute();
  if (source) markLogged(source);
}
