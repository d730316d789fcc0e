import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_LOCK_MS,
  ACCOUNT_MAX_FAILURES,
  failureDelayMs,
  pairLocked,
  recordPairFailure,
} from '../../server/src/services/login-failures.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  login,
  nextAddress,
} from './helpers.js';

interface LoginResult {
  token: string;
  userInfo: Record<string, unknown>;
  departs: { orgCode: string; departName: string }[];
  multi_depart: number;
  sysAllDictItems: Record<string, { value: string; text: string; title: string; label: string }[]>;
  roles: string[];
}

describe.each(DIALECTS)('POST /sys/login (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => closeTestApp(app));

  it('signs the admin in with the contract shape', async () => {
    const res = await login(app, 'admin', ADMIN_PASSWORD, { remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(200);
    const env = body<LoginResult>(res);
    expect(env).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(typeof env.timestamp).toBe('number');
    expect(env.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(env.result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      status: 1,
      orgCode: 'A01',
    });
    for (const secret of ['password', 'loginFailCount', 'lockUntil', 'login_fail_count', 'lock_until']) {
      expect(env.result.userInfo).not.toHaveProperty(secret);
    }
    expect(env.result.multi_depart).toBe(1);
    // The role codes the client keeps under USER_ROLE (SPEC §3).
    expect(env.result.roles).toContain('admin');
    expect(env.result.departs).toEqual([expect.objectContaining({ orgCode: 'A01', departName: '总部' })]);
    expect(env.result.sysAllDictItems.priority).toEqual([
      { value: 'L', text: '低', title: '低', label: '低' },
      { value: 'M', text: '中', title: '中', label: '中' },
      { value: 'H', text: '高', title: '高', label: '高' },
    ]);
    expect(env.result.sysAllDictItems.case_status?.map((i) => i.text)).toEqual([
      '新建',
      '处理中',
      '待客户反馈',
      '已解决',
      '已关闭',
    ]);
    const session = await app.db.selectFrom('sys_session').selectAll().executeTakeFirst();
    expect(session?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.token_hash).not.toContain(env.result.token);
  });

  it('names missing fields with HTTP 400, in the caller language', async () => {
    const zh = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin' } });
    expect(zh.statusCode).toBe(400);
    expect(body(zh)).toMatchObject({ success: false, code: 400, message: 'password: 必填' });
    const en = await app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: {},
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(body(en).message).toBe('username is required; password is required');
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    await createUser(app, { username: 'wrongpw', password: 'Right-pass-1', roleCode: 'staff' });
    const wrong = body(await login(app, 'wrongpw', 'nope', { remoteAddress: nextAddress() }));
    const unknown = body(await login(app, 'nobody-here', 'nope', { remoteAddress: nextAddress() }));
    expect(wrong).toMatchObject({ success: false, code: 500, message: '用户名或密码错误' });
    expect(unknown).toMatchObject({ success: false, code: 500, message: '用户名或密码错误' });
    const en = body(await login(app, 'nobody-here', 'nope', { headers: { 'accept-language': 'en' } }));
    expect(en.message).toBe('Incorrect username or password');
  });

  it('locks out one address from one account on its fifth failure, answering as a wrong password does', async () => {
    await createUser(app, { username: 'locky', password: 'Locky-pass-1', roleCode: 'staff' });
    const stranger = nextAddress();
    const owner = nextAddress();
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(body(await login(app, 'locky', `bad-${i}`, { remoteAddress: stranger })).message);
    expect(messages).toEqual(Array(5).fill('用户名或密码错误'));

    // The stranger's address is locked out: even the right password gets the wrong-password answer.
    const sixth = await login(app, 'locky', 'Locky-pass-1', { remoteAddress: stranger });
    expect(sixth.statusCode).toBe(200);
    expect(body(sixth)).toMatchObject({ success: false, code: 500, message: '用户名或密码错误' });
    const en = await login(app, 'locky', 'Locky-pass-1', {
      remoteAddress: stranger,
      headers: { 'accept-language': 'en-US' },
    });
    expect(body(en).message).toBe('Incorrect username or password');
    // The account itself is not locked: its owner signs in from another address.
    expect(body(await login(app, 'locky', 'Locky-pass-1', { remoteAddress: owner })).success).toBe(true);
    const user = await app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'locky')
      .executeTakeFirstOrThrow();
    expect(user.lock_until).toBeNull();
    // The log tells the administrator what the answer does not.
    const logged = await app.db
      .selectFrom('sys_log')
      .select('log_content')
      .where('ip', '=', stranger)
      .execute();
    expect(logged.filter((r) => r.log_content?.includes('已暂停登录10分钟'))).toHaveLength(3);

    // Once the lock has passed, the right password works from the stranger's address too.
    await app.db
      .updateTable('sys_login_failure')
      .set({ lock_until: Date.now() - 1 })
      .execute();
    const pairs = async () => (await app.db.selectFrom('sys_login_failure').selectAll().execute()).length;
    const before = await pairs();
    expect(body(await login(app, 'locky', 'Locky-pass-1', { remoteAddress: stranger })).success).toBe(true);
    // Its failures are forgotten with the success.
    expect(await pairs()).toBe(before - 1);
  });

  it('locks the whole account for an hour after 100 failures within an hour from any addresses', async () => {
    await createUser(app, { username: 'spready', password: 'Spready-pass-1', roleCode: 'staff' });
    const now = Date.now();
    // A guesser spread over many addresses, four tries each: no pair ever reaches its own lock.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++)
      await recordPairFailure(app.db, { username: 'spready', ip: `198.51.100.${Math.floor(i / 4)}` }, now);
    const owner = nextAddress();
    expect(await pairLocked(app.db, { username: 'spready', ip: owner })).toBe(false);
    await recordPairFailure(app.db, { username: 'Spready ', ip: '198.51.100.250' }, now);
    expect(await pairLocked(app.db, { username: 'spready', ip: owner })).toBe(true);
    // Locked, the right password gets the wrong-password answer, from any address.
    const refused = await login(app, 'spready', 'Spready-pass-1', { remoteAddress: owner });
    expect(body(refused)).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect(await pairLocked(app.db, { username: 'spready', ip: owner }, now + ACCOUNT_LOCK_MS + 1)).toBe(
      false,
    );
    // Other accounts are untouched.
    expect(await pairLocked(app.db, { username: 'locky', ip: owner })).toBe(false);
  });

  it('makes each further failure of an account and address wait longer before its answer', () => {
    expect([1, 2, 3, 4, 5, 9].map(failureDelayMs)).toEqual([0, 250, 500, 1000, 2000, 4000]);
  });

  it('resets the failure count on success, so only consecutive failures lock', async () => {
    await createUser(app, { username: 'resetty', password: 'Resetty-pass-1', roleCode: 'staff' });
    for (let i = 0; i < 4; i++) await login(app, 'resetty', 'bad');
    expect(body(await login(app, 'resetty', 'Resetty-pass-1')).success).toBe(true);
    for (let i = 0; i < 4; i++) await login(app, 'resetty', 'bad');
    expect(body(await login(app, 'resetty', 'Resetty-pass-1')).success).toBe(true);
  });

  it('refuses a frozen user only once the password matched', async () => {
    await createUser(app, { username: 'frozen', password: 'Frozen-pass-1', roleCode: 'staff', status: 2 });
    expect(body(await login(app, 'frozen', 'wrong')).message).toBe('用户名或密码错误');
    expect(body(await login(app, 'frozen', 'Frozen-pass-1')).message).toBe('该用户已冻结');
  });

  it('writes a login log row for every success and failure, without secrets', async () => {
    const address = nextAddress();
    await login(app, 'admin', ADMIN_PASSWORD, { remoteAddress: address });
    await login(app, 'admin', 'Not-the-password', { remoteAddress: address });
    const rows = await app.db
      .selectFrom('sys_log')
      .selectAll()
      .where('ip', '=', address)
      .orderBy('create_time')
      .execute();
    // Both within one second: create_time does not order them, so compare them as a set.
    expect(rows.map((r) => r.log_content).sort()).toEqual(
      ['用户名: admin,登录成功！', '用户名: admin,登录失败：用户名或密码错误'].sort(),
    );
    expect(rows.every((r) => r.log_type === 1 && r.userid === 'admin' && r.username === '管理员')).toBe(true);
    const all = JSON.stringify(await app.db.selectFrom('sys_log').selectAll().execute());
    expect(all).not.toContain(ADMIN_PASSWORD);
    expect(all).not.toContain('Not-the-password');
  });
});

describe.each(DIALECTS)('login rate limit (%s)', (dialect) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { loginRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => closeTestApp(app));

  it('answers 429 once an address used its attempts, before checking the password', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(app, 'admin', 'bad', { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    const limited = await login(app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({
      success: false,
      code: 429,
      message: '登录尝试过于频繁，请稍后再试',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(body(await login(app, 'admin', ADMIN_PASSWORD, { remoteAddress: '10.9.9.10' })).success).toBe(
      true,
    );
  });
});
