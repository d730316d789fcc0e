// The caller's own recent operations from the operation log (sys_log, log_type 2), for the workplace
// dashboard. The log names its actor by account (`userid`, indexed), so the read is that index's rows.
import type { Kysely } from 'kysely';
import type { MyLogEntry } from '../../../schemas/api/my-log.js';
import type { DictCache } from '../crud/dict-cache.js';
import type { Database } from '../db/types.js';
import type { Lang } from '../i18n/messages.js';

/**
 * The newest `limit` operations of the account `username`, with the operation type's text.
 *
 * @example
 * await myOperations(app.db, app.models.dicts, 'admin', 10, 'en-US'); // [{ logContent: 'POST /api/biz/case/add', … }]
 */
export async function myOperations(
  db: Kysely<Database>,
  dicts: DictCache,
  username: string,
  limit: number,
  lang: Lang,
): Promise<MyLogEntry[]> {
  const [rows, types] = await Promise.all([
    db
      .selectFrom('sys_log')
      .select([
        'id',
        'log_content',
        'operate_type',
        'request_type',
        'request_url',
        'status_code',
        'cost_time',
        'create_time',
      ])
      .where('userid', '=', username)
      .where('log_type', '=', 2)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    dicts.items('operate_type', lang),
  ]);
  return rows.map((r) => ({
    id: r.id,
    logContent: r.log_content,
    operateType: r.operate_type,
    operateType_dictText:
      r.operate_type === null ? null : (types.get(String(r.operate_type)) ?? String(r.operate_type)),
    requestType: r.request_type,
    requestUrl: r.request_url,
    statusCode: r.status_code,
    costTime: r.cost_time,
    createTime: r.create_time,
  }));
}
