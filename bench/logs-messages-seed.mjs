// Bulk seeding for the log and message bench: `n` rows of sys_log and `n` rows of sys_message generated
// inside the database (bench/table-seed.mjs), into the tables the server created at start.
//
// Both spread create_time evenly over the year before `endEpoch`, in the order the server writes them
// (row i is newer than row i − 1; ids random hex, as newId() makes them), or with `scrambled` in a
// permuted order (row i at slot (i · 7919) mod n), so that neighbouring times sit far apart in the
// table. Logs: 30 % login logs (1 in 20 of them a failed sign-in), 70 % operation logs over the six
// operate types, 50 users, 200 addresses. Messages: SMS, email and system messages to 5,000 receivers,
// 80 % sent, 15 % failed, 5 % not sent yet.

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** SQL helpers of one dialect; `%` and `||` work in both. */
function sqlOf(dialect, n, endEpoch, scrambled) {
  const pad = (expr, width) =>
    dialect === 'sqlite' ? `printf('%0${width}d', ${expr})` : `lpad((${expr})::text, ${width}, '0')`;
  const pick = (list, expr) =>
    `(case (${expr}) ${list.map((v, k) => `when ${k} then '${v}'`).join(' ')} end)`;
  const step = Math.max(1, Math.floor(YEAR_SECONDS / n));
  const permuted = dialect === 'sqlite' ? `((i * 7919) % ${n})` : `((i::bigint * 7919) % ${n})`;
  const slot = scrambled ? permuted : '(i - 1)';
  const randomId = dialect === 'sqlite' ? 'lower(hex(randomblob(16)))' : 'md5(random()::text || i)';
  const epoch = `(${endEpoch - n * step} + ${slot} * ${step})`;
  const time = (seconds) =>
    dialect === 'sqlite'
      ? `strftime('%Y-%m-%d %H:%M:%S', ${seconds}, 'unixepoch')`
      : `to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
  return { pad, pick, epoch, time, randomId };
}

/** Column → SQL expression of the row number `i` for sys_log. */
export function logGenerators(n, dialect, endEpoch, scrambled = false) {
  const { pad, pick, epoch, time, randomId } = sqlOf(dialect, n, endEpoch, scrambled);
  const login = `(i % 10 < 3)`;
  const failed = `(i % 20 = 0)`;
  const user = `(i % 50)`;
  const op = `(i % 6)`;
  return {
    id: randomId,
    log_type: `(case when ${login} then 1 else 2 end)`,
    log_content: `(case when ${login} then (case when ${failed} then '用户名: user' || ${user} || ',登录失败！密码错误'
      else '用户名: user' || ${user} || ',登录成功！' end)
      else ${pick(['查询', '添加', '修改', '删除', '导入', '导出'], op)} || ' 工单 BN' || ${pad('i % 100000', 8)} end)`,
    operate_type: `(case when ${login} then null else ${op} + 1 end)`,
    userid: `'user' || ${user}`,
    username: `'用户' || ${user}`,
    ip: `'10.0.' || (i % 200) || '.' || (i % 7 + 1)`,
    method: `(case when ${login} then null else 'biz.case.' || ${pick(['list', 'add', 'edit', 'delete', 'importExcel', 'exportXls'], op)} end)`,
    request_url: `(case when ${login} then '/api/sys/login' else '/api/biz/case/' || ${pick(['list', 'add', 'edit', 'delete', 'importExcel', 'exportXls'], op)} end)`,
    request_param: `(case when ${login} then null else '{"id":"b' || ${pad('i % 100000', 31)} || '","pageNo":1}' end)`,
    request_type: `(case when ${login} then 'POST' else ${pick(['GET', 'POST', 'PUT', 'DELETE', 'POST', 'GET'], op)} end)`,
    cost_time: `(i % 397)`,
    user_agent: `'${USER_AGENT}'`,
    status_code: `(case when ${login} then null when i % 50 = 1 then 500 else 200 end)`,
    create_by: `'user' || ${user}`,
    create_time: time(epoch),
  };
}

/** Column → SQL expression of the row number `i` for sys_message. */
export function messageGenerators(n, dialect, endEpoch, scrambled = false) {
  const { pad, pick, epoch, time, randomId } = sqlOf(dialect, n, endEpoch, scrambled);
  const status = `(case when i % 20 < 16 then '1' when i % 20 < 19 then '2' else '0' end)`;
  return {
    id: randomId,
    es_type: pick(['1', '2', '4'], 'i % 3'),
    es_title: `'工单 BN' || ${pad('i % 100000', 8)} || ' 状态更新'`,
    es_content: `'您好，您提交的工单 BN' || ${pad('i % 100000', 8)} || ' 已有新的处理进展，请登录控制台查看详情。'`,
    es_param: `'{"caseNo":"BN' || ${pad('i % 100000', 8)} || '"}'`,
    es_receiver: `'receiver' || (i % 5000) || '@example.com'`,
    es_send_status: status,
    es_send_num: `(case when i % 20 < 16 then 1 when i % 20 < 19 then 3 else 0 end)`,
    es_send_time: `(case when i % 20 < 19 then ${time(`${epoch} + 2`)} else null end)`,
    es_result: `(case when i % 20 < 16 then 'ok' when i % 20 < 19 then 'connect ETIMEDOUT' else null end)`,
    template_code: `'case_progress'`,
    create_by: `'admin'`,
    create_time: time(epoch),
  };
}
