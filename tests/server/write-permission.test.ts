// `x-writePermission` (schemas/README.md): a work order's status and assignee are read by everyone who
// reads the case, but only holders of biz:case:edit set them; a partner's add may leave them at their
// defaults and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller, type Json } from './crud-helpers.js';

const newCase = (extra: Json = {}): Json => ({
  title: '写权限测试',
  customerName: '测试客户',
  product: '弹性云主机',
  priority: 'H',
  caseType: '2',
  description: '状态与处理人只能由有编辑权限的人设置',
  ...extra,
});

describe.each(DIALECTS)('write-guarded properties (%s)', (dialect) => {
  let app: FastifyInstance;
  let partner: Caller;
  let staff: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    await loginToken(app, 'admin', ADMIN_PASSWORD);
    partner = await userCaller(app, 'wp_partner', 'partner');
    staff = await userCaller(app, 'wp_staff', 'staff');
  });
  afterAll(() => closeTestApp(app));

  it('refuses a partner setting status or assignee on add, naming the field', async () => {
    const status = await partner.send('POST', '/biz/case/add', newCase({ status: '4' }), 'en-US');
    expect(status.statusCode).toBe(400);
    expect((body<Json>(status).result as { errors: Json[] }).errors.map((e) => e.field)).toEqual(['status']);
    const adminId = (
      await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const assignee = await partner.send('POST', '/biz/case/add', newCase({ assignee: adminId }));
    expect(assignee.statusCode).toBe(400);
    expect(body(assignee).message).toContain('没有修改此字段的权限');
  });

  it("lets a partner's add leave them at their defaults, and staff set them", async () => {
    const plain = await partner.send('POST', '/biz/case/add', newCase({ status: '0' }));
    expect(body(plain).success, plain.body).toBe(true);
    expect((body<Json>(plain).result as Json).status).toBe('0');
    const set = await staff.send('POST', '/biz/case/add', newCase({ status: '4' }));
    expect(body(set).success, set.body).toBe(true);
    expect((body<Json>(set).result as Json).status).toBe('4');
  });

  it('creates no extra button: the code is the model’s own edit code', async () => {
    const rows = await app.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'biz:case:edit')
      .execute();
    expect(rows).toHaveLength(1);
    const admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
    expect(body(await admin.get('/biz/case/list')).success).toBe(true);
  });
});
