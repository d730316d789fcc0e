// The template text functions the save-time and send-time checks share (services/message-template.ts),
// and the retry loop (services/message-delivery.ts).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { sendWithRetry } from '../../server/src/services/message-delivery.js';
import { PermanentFailure, type Outgoing } from '../../server/src/services/message-senders.js';
import {
  escapeHtml,
  fillTemplate,
  missingVariables,
  parseTemplateData,
  templateVariables,
} from '../../server/src/services/message-template.js';
import { receiverEntries } from '../../server/src/services/message-receivers.js';

const message: Outgoing = {
  messageId: 'm1',
  address: 'a@example.com',
  title: 't',
  content: 'c',
  sender: 'admin',
};

describe('message templates as text', () => {
  it('finds each ${variable} once, in order, spaces tolerated; other dollars are text', () => {
    expect(templateVariables('Hi ${name}', 'case ${ caseNo } for ${name}, $5 and ${1bad} and $name')).toEqual(
      ['name', 'caseNo'],
    );
  });

  it('parses sample data as a flat JSON object only', () => {
    expect(parseTemplateData('{"a": "x", "b": 2, "c": true, "d": null}')).toEqual({
      a: 'x',
      b: 2,
      c: true,
      d: null,
    });
    expect(parseTemplateData('  ')).toEqual({});
    expect(parseTemplateData('[1]')).toBeNull();
    expect(parseTemplateData('"text"')).toBeNull();
    expect(parseTemplateData('{"a": {"b": 1}}')).toBeNull();
    expect(parseTemplateData('{oops')).toBeNull();
  });

  it('names the variables the data lacks, and only those', () => {
    expect(missingVariables({ name: 'a' }, 'Hi ${name}', '${day} ${time}')).toEqual(['day', 'time']);
    // An inherited property is not a value.
    expect(missingVariables({}, '${toString}')).toEqual(['toString']);
  });

  it('fills values, escaping them (not the template) when asked', () => {
    expect(fillTemplate('<p>${a}</p>', { a: '<b>&' }, escapeHtml)).toBe('<p>&#60;b&#62;&#38;</p>');
    expect(fillTemplate('${a}/${b}/${c}', { a: 1, b: null })).toBe('1//${c}');
  });

  it('splits receiver lists on commas, semicolons and spaces, without repeats', () => {
    expect(receiverEntries('a, b;c，d\ne a')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('sending with retries', () => {
  it('retries a failure and reports the attempts; stops at the limit with the last error', async () => {
    let calls = 0;
    const flaky = { send: async () => (++calls < 3 ? Promise.reject(new Error(`down ${calls}`)) : 'ok') };
    expect(await sendWithRetry(flaky, message, { attempts: 3, delayMs: 1 })).toEqual({
      sent: true,
      tries: 3,
      result: 'ok',
    });
    calls = -10;
    expect(await sendWithRetry(flaky, message, { attempts: 2, delayMs: 1 })).toEqual({
      sent: false,
      tries: 2,
      result: 'down -8',
    });
  });

  it('does not retry a permanent failure', async () => {
    let calls = 0;
    const broken = {
      send: async () => {
        calls += 1;
        throw new PermanentFailure('no SMTP');
      },
    };
    expect(await sendWithRetry(broken, message, { attempts: 5, delayMs: 1 })).toEqual({
      sent: false,
      tries: 1,
      result: 'no SMTP',
    });
    expect(calls).toBe(1);
  });
});

describe('SMTP configuration', () => {
  it('reads SMTP_URL and SMTP_FROM, refusing a URL that is not smtp:// or smtps://', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', SMTP_FROM: 'desk@example.com' }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      smtpFrom: 'desk@example.com',
    });
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
