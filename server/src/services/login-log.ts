// Login/logout rows in sys_log (log_type 1). Passwords and tokens are never written here.
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { Database } from '../db/types.js';

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
