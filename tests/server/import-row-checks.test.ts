// Imports run a model's own checks (registry.addRowCheck) on every row, as its hand-written add runs them
// on a body: an imported job with a cron that never fires or an unknown handler class, and an imported
// message template using a variable its sample lacks, are refused naming the field; nothing of a file
// with a bad row is stored unless the good rows are asked for.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, multipart, workbook, type Caller, type Json } from './crud-helpers.js';

const SAMPLE_JOB = 'org.jeecg.modules.quartz.job.SampleJob';
type Summary = { successCount: number; errorCount: number; errors: { row: number; field: string }[] };

describe.each(DIALECTS)('row checks of imports (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const upload = async (base: string, file: Buffer, query = '') => {
    const { payload, headers } = multipart(file);
    return app.inject({
      method: 'POST',
      url: `/api${base}/importExcel${query}`,
      payload,
      headers: { ...headers, 'x-access-token': admin.token },
    });
  };
  const list = async (url: string) => body<{ records: Json[] }>(await admin.get(url)).result.records;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('refuses imported jobs with a bad cron or an unknown class, by field, and keeps the good row', async () => {
    const file = await workbook(
      ['任务类名', 'Cron表达式', '参数'],
      [
        [SAMPLE_JOB, '0 0 3 * * ?', 'import-good'],
        [SAMPLE_JOB, 'not a cron', 'import-bad-cron'],
        ['com.example.Missing', '0 0 3 * * ?', 'import-bad-class'],
      ],
    );
    const all = await upload('/sys/quartzJob', file);
    expect(body<Summary>(all).success).toBe(false);
    const summary = body<Summary>(all).result!;
    expect(summary.errors.map((e) => [e.row, e.field])).toEqual([
      [5, 'cronExpression'],
      [6, 'jobClassName'],
    ]);
    expect(
      (await list('/sys/quartzJob/list?pageSize=50')).some((j) => String(j.parameter).startsWith('import-')),
    ).toBe(false);
    const valid = body<Summary>(await upload('/sys/quartzJob', file, '?importValid=true')).result!;
    expect(valid.successCount).toBe(1);
    const stored = (await list('/sys/quartzJob/list?pageSize=50')).filter((j) =>
      String(j.parameter).startsWith('import-'),
    );
    expect(stored.map((j) => j.parameter)).toEqual(['import-good']);
  });

  it('refuses an imported template whose variables its sample lacks', async () => {
    const file = await workbook(
      ['模板编码', '模板标题', '模板内容', '模板测试JSON'],
      [
        ['imp_ok', '你好 ${name}', '${name} 的工单已受理', '{"name":"张三"}'],
        ['imp_bad', '通知', '${who} 的工单已受理', '{"name":"张三"}'],
      ],
    );
    const summary = body<Summary>(await upload('/sys/message/sysMessageTemplate', file)).result!;
    expect(summary.errors.map((e) => [e.row, e.field])).toEqual([[5, 'templateContent']]);
  });
});
