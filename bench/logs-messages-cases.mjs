// The list calls of the system log and message pages that the log/message bench measures, each with the
// SQL the server runs for it (crud/list.ts: filters, `order by create_time desc, id desc`, pages from
// offset 1,000 read as keys first, the `count(*)` behind `total`), so the bench can time and EXPLAIN
// that SQL straight on the database as well as the HTTP call.

const pad = (n) => String(n).padStart(2, '0');
const day = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * The cases for data ending at `end` (a Date): one day and one month (30 days), both a quarter of a
 * year back, so the purge of the oldest month does not touch them.
 * @returns {{ name: string, path: string, params: Record<string, string>, table: string,
 *   where: string[], values: string[], deep: boolean }[]} `deep` cases take the last full page
 */
export function listCases(end) {
  const dayAgo = (days) => new Date(end.getTime() - days * 86_400_000);
  const oneDay = { begin: day(dayAgo(90)), end: day(dayAgo(90)) };
  const oneMonth = { begin: day(dayAgo(119)), end: day(dayAgo(90)) };
  const range = ({ begin, end: last }) => ({
    params: { createTime_begin: begin, createTime_end: last },
    where: ['create_time >= ?', 'create_time <= ?'],
    values: [`${begin} 00:00:00`, `${last} 23:59:59`],
  });
  const log = (name, extra, r, deep = false) => ({
    name,
    path: '/api/sys/log/list',
    table: 'sys_log',
    params: { ...extra.params, ...r.params, column: 'createTime', order: 'desc', pageSize: '20' },
    where: [...extra.where, ...r.where],
    values: [...extra.values, ...r.values],
    deep,
  });
  const message = (name, extra, r, deep = false) => ({
    ...log(name, extra, r, deep),
    path: '/api/sys/message/sysMessage/list',
    table: 'sys_message',
  });
  const none = { params: {}, where: [], values: [] };
  const logType = (t) => ({ params: { logType: String(t) }, where: ['log_type = ?'], values: [t] });
  const keyword = (t, word) => ({
    params: { logType: String(t), keyWord: word },
    where: ['log_type = ?', `log_content like ? escape '\\'`],
    values: [t, `%${word}%`],
  });
  return [
    log('log: no filter (the page opening), p.1', none, none),
    log('log: login logs, 1 day, p.1', logType(1), range(oneDay)),
    log('log: operation logs, 1 day, p.1', logType(2), range(oneDay)),
    log('log: operation logs, 1 month, p.1', logType(2), range(oneMonth)),
    log('log: operation logs, 1 month, last page', logType(2), range(oneMonth), true),
    log('log: any type, 1 month, p.1', none, range(oneMonth)),
    log('log: keyword "登录失败" (5 % of login logs), 1 month, p.1', keyword(1, '登录失败'), range(oneMonth)),
    log('log: keyword "BN00012345" (rare), 1 month, p.1', keyword(2, 'BN00012345'), range(oneMonth)),
    message('message: 1 month, p.1', none, range(oneMonth)),
    message('message: 1 month, last page', none, range(oneMonth), true),
    message(
      'message: failed, 1 month, p.1',
      { params: { esSendStatus: '2' }, where: ['es_send_status = ?'], values: ['2'] },
      range(oneMonth),
    ),
  ];
}

/** The SQL of a case (`?` placeholders): its count, its page 1 and, for deep cases, the keys of `offset`. */
export function caseSql(c, offset) {
  const where = c.where.length ? `where ${c.where.join(' and ')}` : '';
  const order = 'order by create_time desc, id desc';
  return {
    count: `select count(*) as n from ${c.table} ${where}`,
    page: `select * from ${c.table} ${where} ${order} limit 20`,
    keys: `select id from ${c.table} ${where} ${order} limit 20 offset ${offset}`,
  };
}

/** Rows the retention purge deletes per statement (PURGE_BATCH in services/quartz-handlers.ts). */
export const PURGE_BATCH = 2000;
/** One batch of the retention purge (services/quartz-handlers.ts, PurgeOldLogs) for a cutoff. */
export const PURGE_SQL = `delete from sys_log where id in (select id from sys_log where create_time < ? limit ${PURGE_BATCH})`;
