// Helpers of the SMS-based suites: a sender that keeps what it was asked to send, and requesting a code.
import type { FastifyInstance } from 'fastify';
import type { SmsMessage, SmsSender } from '../../server/src/services/sms.js';
import { body, nextAddress } from './helpers.js';

/** An SmsSender that records every message instead of sending it. */
export function captureSms(): SmsSender & { sent: SmsMessage[]; codeFor: (mobile: string) => string } {
  const sent: SmsMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    codeFor(mobile) {
      const last = sent.filter((m) => m.mobile === mobile).at(-1);
      if (!last) throw new Error(`no SMS was sent to ${mobile}`);
      return last.code;
    },
  };
}

/** Sending happens after the response; let it run. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/** POST /api/sys/sms and wait for the (asynchronous) send. */
export async function requestSms(
  app: FastifyInstance,
  mobile: string,
  smsmode: '0' | '1' | '2',
  remoteAddress = nextAddress(),
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sys/sms',
    payload: { mobile, smsmode },
    remoteAddress,
  });
  await settle();
  return { res, env: body(res) };
}

/** Gives an existing user a phone number. */
export async function setPhone(app: FastifyInstance, userId: string, phone: string): Promise<void> {
  await app.db.updateTable('sys_user').set({ phone }).where('id', '=', userId).execute();
}
