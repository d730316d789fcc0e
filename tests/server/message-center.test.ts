// The message center: templates whose ${variables} are checked against their sample, sending through a
// template (system messages land in the receiver's bell, mails go through an injected fake transport,
// failures are retried and recorded), and who may do what.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './announcement-helpers.js';
import {
  ADMIN_PASSWORD,
  DIALECTS,
  body,
  buildTestApp,
  closeTestApp,
  createUser,
  loginToken,
} from './helpers.js';

const TPL = '/sys/message/sysMessageTemplate';
const MSG = '/sys/message/sysMessage';

interface Mail {
  to: string;
  subject: string;
  html: string;
}

interface MessageRow {
  id: string;
  esType: string;
  esTitle: string;
  esContent: string;
  esReceiver: string;
  esSendStatus: string;
  esSendNum: number;
  esResult: string | null;
  templateCode: string;
}

interface SendResult {
  total: number;
  sent: number;
  failed: number;
  messages: { id: string; receiver: string; esSendStatus: string; esSendNum: number; esResult: string }[];
}

describe.each(DIALECTS)('message center (%s)', (dialect) => {
  let app: FastifyInstance;
  let admin: string;
  let staff: string;
  let staffId: string;
  const mails: Mail[] = [];
  /** How many of the next mails the fake transport refuses. */
  let refuseNext = 0;

  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      sessionCacheTtlMs: 0,
      messaging: {
        retry: { attempts: 3, delayMs: 1 },
        mailTransport: {
          async sendMail(mail) {
            if (refuseNext > 0) {
              refuseNext -= 1;
              throw new Error('550 mailbox unavailable');
            }
            mails.push(mail);
            return { messageId: 'fake' };
          },
        },
      },
    });
    staffId = await createUser(app, { username: 'msg_staff', password: 'Staff-pass-1', roleCode: 'staff' });
    await app.db
      .updateTable('sys_user')
      .set({ email: 'staff@example.com' })
      .where('id', '=', staffId)
      .execute();
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
    staff = await loginToken(app, 'msg_staff', 'Staff-pass-1');
  });
  afterAll(() => closeTestApp(app));

  const addTemplate = (payload: object, lang?: string) =>
    call(app, 'POST', `${TPL}/add`, admin, payload, lang);
  const send = (payload: object, token = admin) => call(app, 'POST', `${TPL}/sendMsg`, token, payload);
  const messages = async (query = '') => {
    const res = await call(app, 'GET', `${MSG}/list?pageSize=100${query}`, admin);
    expect(res.statusCode).toBe(200);
    return body<{ records: MessageRow[] }>(res).result.records;
  };

  it('refuses a template whose variables the sample lacks, naming the field', async () => {
    const res = await addTemplate({
      templateCode: 'bad_vars',
      templateName: 'Case ${caseNo}',
      templateType: '4',
      templateContent: 'Dear ${name}, case ${caseNo} is ${status}.',
      templateTestJson: '{"caseNo": "CS1"}',
    });
    expect(res.statusCode).toBe(400);
    const env = body<{ errors: { field: string; message: string }[] }>(res);
    expect(env.result.errors.map((e) => e.field)).toEqual(['templateContent']);
    expect(env.message).toContain('name, status');
    const notJson = await addTemplate({
      templateCode: 'bad_json',
      templateName: 'x',
      templateType: '4',
      templateContent: 'x',
      templateTestJson: '[1, 2]',
    });
    expect(notJson.statusCode).toBe(400);
    expect(body(notJson).message).toContain('templateTestJson');
    expect((await call(app, 'GET', `${TPL}/list?templateCode=bad_vars`, admin)).json().result.total).toBe(0);
  });

  it('refuses template content nested deeper than the sanitiser should parse for every receiver', async () => {
    const res = await addTemplate({
      templateCode: 'deep_html',
      templateName: 'x',
      templateType: '4',
      templateContent: '<b>'.repeat(2000),
      templateTestJson: '{}',
    });
    expect(res.statusCode).toBe(400);
    const env = body<{ errors: { field: string; message: string }[] }>(res);
    expect(env.result.errors).toEqual([
      { field: 'templateContent', message: 'templateContent: HTML 嵌套层级过深（最多 100 层）' },
    ]);
  });

  it('stores a template whose variables are all in the sample, and checks an edit as stored', async () => {
    const res = await addTemplate({
      templateCode: 'case_notice',
      templateName: 'Case ${caseNo} updated',
      templateType: '4',
      templateContent: '<p>Dear ${name}, case ${caseNo} is now ${status}.</p>',
      templateTestJson: '{"name": "Ann", "caseNo": "CS1", "status": "closed"}',
    });
    expect(res.statusCode).toBe(200);
    const id = body<{ id: string }>(res).result.id;
    // Only the content changes: its new variable is checked against the stored sample.
    const edit = await call(
      app,
      'PUT',
      `${TPL}/edit`,
      admin,
      { id, templateContent: 'Hi ${nobody}' },
      'en-US',
    );
    expect(edit.statusCode).toBe(400);
    expect(body(edit).message).toBe(
      'templateContent: the sample JSON (templateTestJson) has no value for nobody',
    );
    const fine = await call(app, 'PUT', `${TPL}/edit`, admin, { id, templateName: 'Case ${caseNo} changed' });
    expect(fine.statusCode).toBe(200);
  });

  it('sends a system message that appears in the receiver’s bell', async () => {
    const res = await send({
      templateCode: 'case_notice',
      testData: '{"name": "<b>Bo</b>", "caseNo": "CS42", "status": "open"}',
      receiver: 'msg_staff',
    });
    expect(res.statusCode).toBe(200);
    const result = body<SendResult>(res).result;
    expect(result).toMatchObject({ total: 1, sent: 1, failed: 0 });
    const bell = await call(app, 'GET', '/sys/annountCement/listByUser', staff);
    const inbox = bell.json().result as {
      sysMsgList: { titile: string; msgContent: string }[];
      sysMsgTotal: number;
    };
    expect(inbox.sysMsgTotal).toBe(1);
    expect(inbox.sysMsgList[0]!.titile).toBe('Case CS42 changed');
    // Values are escaped into the HTML: the receiver sees the text, not markup.
    expect(inbox.sysMsgList[0]!.msgContent).toContain('&lt;b&gt;Bo&lt;/b&gt;');
    expect(inbox.sysMsgList[0]!.msgContent).not.toContain('<b>');
    // Only the receiver: the admin's bell has no such message.
    const adminBell = (await call(app, 'GET', '/sys/annountCement/listByUser', admin)).json().result;
    expect(adminBell.sysMsgList.map((m: { titile: string }) => m.titile)).not.toContain('Case CS42 changed');
    const [row] = await messages('&esType=4');
    expect(row).toMatchObject({
      esReceiver: 'msg_staff',
      esSendStatus: '1',
      esSendNum: 1,
      templateCode: 'case_notice',
    });
  });

  it('sends to users chosen by id (the form’s user picker), together with typed receivers', async () => {
    const res = await send({ templateCode: 'case_notice', receiverIds: `${staffId},`, receiver: 'admin' });
    expect(body<SendResult>(res).result).toMatchObject({ total: 2, sent: 2 });
    const inbox = (await call(app, 'GET', '/sys/annountCement/listByUser', staff)).json().result;
    expect(inbox.sysMsgTotal).toBe(2);
    const none = await send({ templateCode: 'case_notice', receiver: ' ', receiverIds: '' });
    expect(none.statusCode).toBe(400);
    expect(body(none).message).toContain('receiver');
  });

  it('refuses an unknown template, missing test data and bad receivers, naming the field', async () => {
    const unknown = await send({ templateCode: 'nope', receiver: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toContain('templateCode');
    const missing = await send({ templateCode: 'case_notice', testData: '{"name": "x"}', receiver: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('testData');
    expect(body(missing).message).toContain('caseNo');
    const notJson = await send({ templateCode: 'case_notice', testData: 'not json', receiver: 'admin' });
    expect(body(notJson).message).toContain('testData');
    const who = await send({ templateCode: 'case_notice', receiver: 'admin,ghost_user' });
    expect(who.statusCode).toBe(400);
    expect(body(who).message).toContain('receiver');
    expect(body(who).message).toContain('ghost_user');
    const many = Array.from({ length: 51 }, (_, i) => `u${i}`).join(',');
    expect(body(await send({ templateCode: 'case_notice', receiver: many })).message).toContain('receiver');
    const huge = await send({ templateCode: 'case_notice', receiver: 'a'.repeat(3000) });
    expect(huge.statusCode).toBe(400);
    // Nothing was recorded for refused sends.
    expect((await messages()).filter((m) => m.esReceiver.includes('ghost'))).toHaveLength(0);
  });

  it('mails through the transport, to addresses and to users’ addresses', async () => {
    const add = await addTemplate({
      templateCode: 'mail_notice',
      templateName: 'Hello ${name}',
      templateType: '2',
      templateContent: '<p>Your code is ${code}</p>',
      templateTestJson: '{"name": "Ann", "code": "1234"}',
    });
    expect(add.statusCode).toBe(200);
    const res = await send({ templateCode: 'mail_notice', receiver: 'ops@example.com; msg_staff' });
    expect(body<SendResult>(res).result).toMatchObject({ total: 2, sent: 2 });
    expect(mails.map((m) => m.to).sort()).toEqual(['ops@example.com', 'staff@example.com']);
    expect(mails[0]).toMatchObject({ subject: 'Hello Ann', html: '<p>Your code is 1234</p>' });
    // A user without an email address cannot be mailed.
    const noMail = await send({ templateCode: 'mail_notice', receiver: 'admin' });
    expect(noMail.statusCode).toBe(400);
    expect(body(noMail).message).toContain('admin');
  });

  it('retries a failing mail, then records the failure with its error and attempts', async () => {
    refuseNext = 1;
    const retried = await send({ templateCode: 'mail_notice', receiver: 'retry@example.com' });
    expect(body<SendResult>(retried).result.messages[0]).toMatchObject({ esSendStatus: '1', esSendNum: 2 });
    refuseNext = 10;
    const failed = await send({ templateCode: 'mail_notice', receiver: 'down@example.com' });
    expect(failed.statusCode).toBe(200);
    expect(body<SendResult>(failed).result).toMatchObject({ total: 1, sent: 0, failed: 1 });
    refuseNext = 0;
    const [row] = await messages('&esReceiver=down@example.com');
    expect(row).toMatchObject({ esSendStatus: '2', esSendNum: 3, esResult: '550 mailbox unavailable' });
    const byStatus = await messages('&esSendStatus=2');
    expect(byStatus.map((m) => m.esReceiver)).toContain('down@example.com');
  });

  it('sends SMS text through the SMS sender, to a user’s phone', async () => {
    await app.db.updateTable('sys_user').set({ phone: '13800001111' }).where('id', '=', staffId).execute();
    await addTemplate({
      templateCode: 'sms_notice',
      templateName: 'SMS',
      templateType: '1',
      templateContent: 'Case ${caseNo} closed',
      templateTestJson: '{"caseNo": "CS9"}',
    });
    const res = await send({ templateCode: 'sms_notice', receiver: 'msg_staff,13900002222' });
    expect(body<SendResult>(res).result).toMatchObject({ total: 2, sent: 2 });
    const rows = await messages('&esType=1');
    expect(rows.map((r) => r.esContent)).toEqual(['Case CS9 closed', 'Case CS9 closed']);
  });

  it('keeps templates and sending to those granted them', async () => {
    expect((await call(app, 'GET', `${TPL}/list`, staff)).statusCode).toBe(403);
    expect((await send({ templateCode: 'case_notice', receiver: 'admin' }, staff)).statusCode).toBe(403);
    expect(
      (
        await call(app, 'POST', `${TPL}/add`, staff, {
          templateCode: 'x',
          templateName: 'x',
          templateContent: 'x',
        })
      ).statusCode,
    ).toBe(403);
    // Staff hold the message list (its menu is theirs) but not templates.
    expect((await call(app, 'GET', `${MSG}/list`, staff)).statusCode).toBe(200);
  });
});

describe('message center without SMTP (sqlite)', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await buildTestApp('sqlite', { messaging: { retry: { attempts: 3, delayMs: 1 } } });
    admin = await loginToken(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(() => closeTestApp(app));

  it('records a mail as failed, not retried, saying SMTP is not configured', async () => {
    await call(app, 'POST', `${TPL}/add`, admin, {
      templateCode: 'm',
      templateName: 'Hi',
      templateType: '2',
      templateContent: 'Hello',
    });
    const res = await call(app, 'POST', `${TPL}/sendMsg`, admin, {
      templateCode: 'm',
      receiver: 'a@example.com',
    });
    const result = body<SendResult>(res).result;
    expect(result.messages[0]).toMatchObject({ esSendStatus: '2', esSendNum: 1 });
    expect(result.messages[0]!.esResult).toContain('SMTP_URL');
  });
});
