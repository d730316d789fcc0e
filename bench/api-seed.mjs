// Bulk seeding for the API bench: `rows` work-order cases generated inside the database by one
// INSERT … SELECT into the biz_case table the server created at start (bench/table-seed.mjs: secondary
// indexes dropped first and rebuilt after).
//
// The rows look like real cases: five statuses (half of them closed), three priorities, five products, a ~200-character
// description, an assignee (the admin) whose name the list resolves, create_time spread over ~2 years in
// scrambled order (so the index order is not the insertion order), and 1 % soft-deleted.
import { arg } from './args.mjs';
import { fillPostgres, fillSqlite } from './table-seed.mjs';

/**
 * The free texts of the rows, in English or (`--seed-text zh`) in Chinese, as the console's users write
 * them: the list's dictionary labels are Chinese either way (a zh-CN request), and a JSON text with any
 * Chinese in it is a two-byte string to V8 throughout, so which rows are seeded decides whether the
 * query route pays that too.
 */
const TEXTS = {
  en: {
    description:
      'The customer reports intermittent latency on the storage volume attached to the production ' +
      'instance; monitoring shows IO wait above 40 % during peaks. Logs and a support bundle are attached. ',
    title: 'Disk latency alarm on node ',
    customer: 'Customer ',
    partner: 'Partner ',
    contact: 'Contact ',
  },
  zh: {
    description:
      '客户反馈生产实例挂载的存储卷间歇性延迟，监控显示高峰期 IO 等待超过 40 %。日志和支持包已附上，' +
      '请协助排查存储集群的负载与网络状况，并给出处理建议。',
    title: '磁盘延迟告警：节点 ',
    customer: '客户 ',
    partner: '合作伙伴 ',
    contact: '联系人 ',
  },
};

/** The texts of the command line's `--seed-text`: `en` (default) or `zh`. */
function seedTexts() {
  const lang = arg('seed-text', 'en');
  if (!Object.hasOwn(TEXTS, lang)) throw new Error(`--seed-text: en or zh, not ${lang}`);
  return TEXTS[lang];
}

/** Column → SQL expression of the row number `i` (shared by both dialects; `%` and `||` work in both). */
function generators(n, adminId, dialect) {
  const text = seedTexts();
  const pad = (expr, width) =>
    dialect === 'sqlite' ? `printf('%0${width}d', ${expr})` : `lpad((${expr})::text, ${width}, '0')`;
  const pick = (list, expr) =>
    `(case (${expr}) ${list.map((v, k) => `when ${k} then '${v}'`).join(' ')} end)`;
  // A permutation of 0..n-1 (7919 is prime and does not divide n), so times are unique and scrambled.
  const slot = dialect === 'sqlite' ? `((i * 7919) % ${n})` : `((i::bigint * 7919) % ${n})`;
  const created =
    dialect === 'sqlite'
      ? `strftime('%Y-%m-%d %H:%M:%S', 1700000000 + ${slot} * 60, 'unixepoch')`
      : `to_char(to_timestamp(1700000000 + ${slot} * 60) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
  return {
    id: `'b' || ${pad('i', 31)}`,
    case_no: `'BN' || ${pad('i', 8)}`,
    title: `'${text.title}' || (i % 997)`,
    customer_name: `'${text.customer}' || (i % 5000)`,
    partner_name: `'${text.partner}' || (i % 300)`,
    product: pick(['ECS', 'RDS', 'OSS', 'SLB', 'VPC'], 'i % 5'),
    product_version: `'2.' || (i % 10)`,
    priority: pick(['H', 'M', 'L'], 'i % 3'),
    // Most cases are old and closed: 5 % new, 10 % in progress, 5 % waiting, 30 % resolved, 50 % closed.
    status: `(case when (i / 7) % 20 < 1 then '0' when (i / 7) % 20 < 3 then '1' when (i / 7) % 20 < 4 then '2'
      when (i / 7) % 20 < 10 then '3' else '4' end)`,
    case_type: pick(['1', '2', '3'], 'i % 3'),
    description: `'${text.description}' || i`,
    contact_name: `'${text.contact}' || (i % 2000)`,
    contact_phone: `'138' || ${pad('i % 100000000', 8)}`,
    contact_email: `'c' || i || '@example.com'`,
    assignee: `'${adminId}'`,
    create_by: `'admin'`,
    create_time: created,
    del_flag: `(case when i % 100 = 0 then 1 else 0 end)`,
  };
}

/** Seeds SQLite through its own better-sqlite3 connection (WAL: the running server keeps reading). */
export function seedSqlite(Database, file, n) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  try {
    const adminId = db.prepare(`select id from sys_user where username = 'admin'`).pluck().get();
    return fillSqlite(db, 'biz_case', n, generators(n, adminId, 'sqlite'));
  } finally {
    db.close();
  }
}

/** Seeds PostgreSQL through a pg client. */
export async function seedPostgres(pg, url, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const adminId = (await client.query(`select id from sys_user where username = 'admin'`)).rows[0].id;
    return await fillPostgres(client, 'biz_case', n, generators(n, adminId, 'postgres'));
  } finally {
    await client.end();
  }
}
