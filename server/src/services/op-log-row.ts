// One operation-log row (sys_log, log_type 2) from a request: the shape both writers share (the
// batched hook in plugins/op-log.ts and the in-transaction writeOpLog of the admin services). Every
// column is set, so rows of one multi-row insert all have the same columns.
import type { FastifyRequest } from 'fastify';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { NewSysLog } from '../db/types.js';
import { redactParams } from './op-log-redact.js';

/** sys_log operate_type (api-contract §5.8): 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. */
export function operateTypeOf(path: string): number | null {
  const last = (path.split('?')[0]!.split('/').pop() ?? '').toLowerCase();
  if (/^(add|save|create|insert|register)/.test(last)) return 2;
  if (/^(delete|remove|del)/.test(last)) return 4;
  if (/^import/.test(last)) return 5;
  if (/^export/.test(last)) return 6;
  if (/^(edit|update|change|reset|set|freeze|frozen|put|revoke|release|restore|revert)/.test(last)) return 3;
  return null;
}

/** Requests whose operation was logged in the transaction that made it: the hook leaves them out. */
const loggedInTransaction = new WeakSet<FastifyRequest>();
export const markLogged = (request: FastifyRequest): void => void loggedInTransaction.add(request);
export const wasLogged = (request: FastifyRequest): boolean => loggedInTransaction.has(request);

/** What the log keeps of a request besides its actor and outcome. */
export function requestFacts(request: FastifyRequest): {
  path: string;
  userAgent: string | null;
  params: string | null;
} {
  const query = request.query as Record<string, unknown> | undefined;
  const hasQuery = query !== undefined && query !== null && Object.keys(query).length > 0;
  const body = request.body;
  // Multipart uploads are streams (not parsed here): only their query is kept.
  const kept = body !== undefined && body !== null && typeof body === 'object' && !Buffer.isBuffer(body);
  const params = redactParams(
    hasQuery && kept
      ? { query, body }
      : hasQuery
        ? query
        : kept
          ? body
          : typeof body === 'string'
            ? body
            : null,
  );
  const agent = request.headers['user-agent'];
  return {
    path: request.url.split('?')[0]!,
    userAgent: typeof agent === 'string' ? agent.slice(0, 255) : null,
    params,
  };
}

export interface OpLogFields {
  content: string;
  operateType: number | null;
  actor: { username: string; realname: string | null };
  ip: string;
  method: string;
  route: string | null;
  path: string;
  params: string | null;
  userAgent: string | null;
  costMs: number | null;
  status: number | null;
}

export function opLogRow(f: OpLogFields): NewSysLog {
  return {
    id: newId(),
    log_type: 2,
    log_content: f.content.slice(0, 1000),
    operate_type: f.operateType,
    userid: f.actor.username.slice(0, 100),
    username: f.actor.realname?.slice(0, 100) ?? null,
    ip: f.ip.slice(0, 100),
    method: (f.route ?? f.path).slice(0, 500),
    request_url: f.path.slice(0, 255),
    request_param: f.params,
    request_type: f.method.slice(0, 10),
    cost_time: f.costMs,
    user_agent: f.userAgent,
    status_code: f.status,
    create_by: f.actor.username.slice(0, 100),
    create_time: formatDateTime(),
    update_by: null,
    update_time: null,
  };
}
