// Login/logout rows in sys_log (log_type 1). Passwords and tokens are never written here.
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Database } from '../db/types.js';
import { findUserById } from './users.js';

export interface LoginLogEntry {
  content: string;
  /** Account name as typed or stored. */
  account: string;
  realname?: string | null;
  ip: string;
  requestUrl: string;
  method: string;
  /** The User-Agent header, if any. */
  userAgent?: string | null;
}

export async function writeLoginLog(db: Kysely<Database>, entry: LoginLogEntry): Promise<void> {
  await db
    .insertInto('sys_log')
    .values({
      id: newId(),
      log_type: 1,
      // Column limits: a hostile username must not make the insert (and thus the log) fail.
      log_content: entry.content.slice(0, 1000),
      userid: entry.account.slice(0, 100),
      username: entry.realname?.slice(0, 100) ?? null,
      ip: entry.ip.slice(0, 100),
      request_url: entry.requestUrl.slice(0, 255),
      request_type: entry.method.slice(0, 10),
      user_agent: entry.userAgent?.slice(0, 255) ?? null,
      create_by: entry.account.slice(0, 100),
      create_time: formatDateTime(),
    })
    .execute();
}

/** Where a request came from, as a login log entry records it. */
export type RequestOrigin = Pick<LoginLogEntry, 'ip' | 'requestUrl' | 'method' | 'userAgent'>;

/** The origin fields of a login log entry, from a request. */
export function requestOrigin(request: {
  ip: string;
  url: string;
  method: string;
  headers: { 'user-agent'?: string };
}): RequestOrigin {
  return {
    ip: request.ip,
    requestUrl: request.url,
    method: request.method,
    userAgent: request.headers['user-agent'],
  };
}

/**
 * Writes the sign-out of `userId` (a logout, a CAS single logout), when that user still exists;
 * `content` words it for the user's name.
 *
 * @example
 * await writeSignOutLog(db, userId, requestOrigin(request), (name) => `用户名: ${name},退出成功！`);
 */
export async function writeSignOutLog(
  db: Kysely<Database>,
  userId: string,
  origin: RequestOrigin,
  content: (username: string) => string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) return;
  await writeLoginLog(db, {
    ...origin,
    content: content(user.username),
    account: user.username,
    realname: user.realname,
  });
}
