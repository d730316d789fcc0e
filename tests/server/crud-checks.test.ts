import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, userCaller, type Caller } from './crud-helpers.js';

const dup = (params: Record<string, string>) =>
  `/sys/duplicate/check?${new URLSearchParams(params).toString()}`;

describe.each(DIALECTS)('GET /sys/duplicate/check (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('says whether a unique value is free, by table and column or by model and property', async () => {
    expect(
      body(await admin.get(dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'no_such_code' }))),
    ).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    expect(
      body(await admin.get(dup({ tableName: 'sys_dict', fieldName: 'dictCode', fieldVal: 'priority' }))),
    ).toMatchObject({
      success: false,
      code: 500,
      message: '该值不可用，系统中已存在！',
    });
  });

  it('ignores the record being edited (dataId)', async () => {
    const dict = await app.db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', 'priority')
      .executeTakeFirstOrThrow();
    const res = await admin.get(
      dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'priority', dataId: dict.id }),
    );
    expect(body(res)).toMatchObject({ success: true, message: '该值可用！' });
  });

  it('answers an empty value as the contract does', async () => {
    expect(
      body(await admin.get(dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: '' }))),
    ).toMatchObject({
      success: true,
      code: 500,
      message: '数据为空,不作处理！',
    });
  });

  it('refuses tables that are not models and fields that are not unique', async () => {
    for (const tableName of [
      'sys_user where 1=1--',
      '`sys_user`',
      '(sys_user)',
      'sys_user t',
      'sys_session',
      'sys_user%20',
      '',
    ]) {
      const res = await admin.get(dup({ tableName, fieldName: 'username', fieldVal: 'admin' }));
      expect(res.statusCode, tableName).toBe(400);
      expect(body(res).message).toBe('tableName: 不是可校验的表');
    }
    for (const fieldName of [
      'password',
      'realname',
      'username or 1=1',
      'dict_code/**/',
      "dict_code'--",
      'del_flag',
    ]) {
      const table = fieldName === 'password' || fieldName === 'realname' ? 'sys_user' : 'sys_dict';
      const res = await admin.get(dup({ tableName: table, fieldName, fieldVal: 'x' }), 'en-US');
      expect(res.statusCode, fieldName).toBe(400);
      expect(body(res).message).toBe('fieldName is not a unique field of that table');
    }
  });

  it('binds the value: injection text is just a value that does not exist', async () => {
    for (const fieldVal of ["' or '1'='1", "priority' --", 'x%09and%09sleep(5)', '1) or (1=1']) {
      const res = await admin.get(dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal }));
      expect(body(res)).toMatchObject({ success: true, message: '该值可用！' });
    }
  });
});

describe.each(DIALECTS)('GET /sys/checkRule/checkByCode (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;
  const check = (ruleCode: string, value: string) =>
    admin.get(
      `/sys/checkRule/checkByCode?ruleCode=${ruleCode}&value=${encodeURIComponent(encodeURIComponent(value))}`,
    );
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('passes values the seeded common rule accepts', async () => {
    for (const value of ['abc', 'a_1', 'Abcdefghijkl']) {
      expect(body(await check('common', value)), value).toMatchObject({ success: true });
    }
  });

  it('reports the first failing item with its position', async () => {
    const first = body<Record<string, unknown>>(await check('common', '1abc'));
    expect(first).toMatchObject({ success: false, message: '第一位只能是字母' });
    expect(first.result).toMatchObject({
      digits: '1',
      beginIndex: 0,
      endIndex: 1,
      checkValue: '1abc',
      passed: false,
    });
    expect(body(await check('common', 'ab-c'))).toMatchObject({
      success: false,
      message: '只能输入字母、数字和下划线',
    });
    expect(body(await check('common', 'ab'))).toMatchObject({ success: false, message: '长度不能少于3位' });
    expect(body(await check('common', 'abcdefghijklm'))).toMatchObject({
      success: false,
      message: '长度不能超过12位',
    });
  });

  it('names unknown and misconfigured rules', async () => {
    expect(body(await check('nope', 'abc'))).toMatchObject({ success: false, message: '该编码不存在' });
    const add = await admin.send('POST', '/sys/checkRule/add', {
      ruleName: '坏规则',
      ruleCode: 'broken',
      ruleJson: '[{"digits":"*","pattern":"(","message":"x"}]',
    });
    expect(body(add).success).toBe(true);
    expect(body(await check('broken', 'abc'))).toMatchObject({
      success: false,
      message: '校验规则“broken”配置错误',
    });
  });

  it('is open to any signed-in user, and to nobody else', async () => {
    const partner = await userCaller(app, 'partner_rule', 'partner');
    expect(body(await partner.get('/sys/checkRule/checkByCode?ruleCode=common&value=abc'))).toMatchObject({
      success: true,
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/sys/checkRule/checkByCode?ruleCode=common&value=abc' }))
        .statusCode,
    ).toBe(401);
  });
});
