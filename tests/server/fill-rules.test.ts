// Fill rules: validation, the preview that takes nothing, and case numbers drawn from an atomic counter
// (200 concurrent adds: none refused, no number twice).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DIALECTS, body, buildTestApp, closeTestApp, loginToken } from './helpers.js';
import { caller, type Caller, type Json } from './crud-helpers.js';

const newCase = (i: number): Json => ({
  title: `并发工单 ${i}`,
  customerName: '测试客户',
  product: '弹性云主机',
  priority: 'H',
  status: '0',
  caseType: '2',
  description: '并发编号测试',
});

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
};

describe.each(DIALECTS)('fill rules (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    admin = caller(app, await loginToken(app, 'admin', ADMIN_PASSWORD));
  });
  afterAll(() => closeTestApp(app));

  it('seeds case_no and previews the next case number without taking it', async () => {
    const list = body<{ records: Json[] }>(await admin.get('/sys/fillRule/list?ruleCode=case_no'));
    expect(list.result.records[0]).toMatchObject({ prefix: 'CS', datePattern: 'yyyyMMdd', digits: 4 });
    const first = body<string>(await admin.get('/sys/fillRule/testFillRule?ruleCode=case_no'));
    expect(first.result).toMatch(new RegExp(`^CS${today()}\\d{4}$`));
    expect(first.message).toBe(`下一个编码：${first.result}`);
    const again = body<string>(await admin.get('/sys/fillRule/testFillRule?ruleCode=case_no'));
    expect(again.result).toBe(first.result);
    const added = body<Json>(await admin.send('POST', '/biz/case/add', newCase(0)));
    expect(added.result.caseNo).toBe(first.result);
    const missing = await admin.get('/sys/fillRule/testFillRule?ruleCode=nope', 'en-US');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('ruleCode: no fill rule has this code');
  });

  it('refuses a bad pattern or a reset finer than the date, naming the field', async () => {
    const rule = {
      ruleName: '订单号',
      ruleCode: 'order_no',
      prefix: 'OD',
      datePattern: 'yyyyMM',
      separator: '-',
      digits: 5,
      resetPeriod: 'day',
    };
    const fine = await admin.send('POST', '/sys/fillRule/add', rule, 'en-US');
    expect(fine.statusCode).toBe(400);
    expect(body(fine).message).toMatch(/^resetPeriod: /);
    const pattern = await admin.send('POST', '/sys/fillRule/add', { ...rule, datePattern: 'ddMMyy' });
    expect(pattern.statusCode).toBe(400);
    expect(body(pattern).message).toContain('datePattern');
    const prefix = await admin.send('POST', '/sys/fillRule/add', {
      ...rule,
      resetPeriod: 'month',
      prefix: 'O D',
    });
    expect(body(prefix).message).toContain('prefix');
    const saved = await admin.send('POST', '/sys/fillRule/add', { ...rule, resetPeriod: 'month' });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = String(body<Json>(saved).result.id);
    // An edit of one setting is judged with the stored other one.
    const edit = await admin.send('PUT', '/sys/fillRule/edit', { id, datePattern: 'yyyy' });
    expect(edit.statusCode).toBe(400);
    expect(body(edit).message).toMatch(/^resetPeriod: /);
    const preview = body<string>(await admin.get('/sys/fillRule/testFillRule?ruleCode=order_no'));
    expect(preview.result).toBe(`OD${today().slice(0, 6)}-00001`);
  });

  it('gives 200 concurrent case adds distinct numbers, refusing none', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => admin.send('POST', '/biz/case/add', newCase(i + 1))),
    );
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.body).slice(0, 3)).toEqual([]);
    const numbers = results.map((r) => String(body<Json>(r).result.caseNo));
    expect(new Set(numbers).size).toBe(200);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^CS${today()}\\d{4}$`));
    // The numbers are consecutive: no value was lost to a retry.
    const values = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(values[199]! - values[0]!).toBe(199);
  });

  it('keeps category codes distinct under concurrent adds to one parent', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.send('POST', '/sys/category/add', { pid: '0', name: `并发分类 ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const codes = results.map((r) => String(body<Json>(r).result.code));
    expect(new Set(codes).size).toBe(30);
  });
});
