// Delivery of one message with a bounded retry: a few attempts in process with a doubling pause, no
// queue. The senders per type are built once per server from its configuration (message-senders.ts).
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import {
  PermanentFailure,
  mailSender,
  smsTextSender,
  systemSender,
  type MailTransport,
  type MessageSender,
  type MessageType,
  type Outgoing,
} from './message-senders.js';
import { logSmsSender } from './sms.js';

export interface RetryPolicy {
  /** Attempts in all, the first included (1–5). */
  attempts: number;
  /** Pause before the second attempt; it doubles before each later one. */
  delayMs: number;
}

/** What a deployment or a test may set in code (AppConfig.messaging). */
export interface MessagingOverrides {
  /** Used instead of a transport built from SMTP_URL (tests inject a fake one: no network). */
  mailTransport?: MailTransport;
  retry?: RetryPolicy;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, delayMs: 500 };
/** esResult holds 1000 characters. */
const RESULT_LIMIT = 1000;

export interface Channels {
  senders: Record<MessageType, MessageSender>;
  retry: RetryPolicy;
}

/** Bounds of one SMTP exchange: nodemailer's defaults (2 min to connect, 10 min idle) would hold a
 * sendMsg request for minutes behind a server that never answers. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(url: string): MailTransport {
  // Options besides `url` are merged with what the URL says; the URL's own settings win.
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

const built = new WeakMap<FastifyInstance, Channels>();

/**
 * The senders and retry policy of this server, built on first use.
 *
 * @example
 * const { senders, retry } = channelsOf(app);
 */
export function channelsOf(app: FastifyInstance): Channels {
  const known = built.get(app);
  if (known) return known;
  const { config } = app;
  const transport: MailTransport | null =
    config.messaging?.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null);
  const channels: Channels = {
    senders: {
      '1': smsTextSender(config.smsSender ?? logSmsSender(app.log)),
      '2': mailSender(transport, config.smtpFrom ?? 'noreply@localhost', app.log),
      '4': systemSender(app.db, app.realtime),
    },
    retry: config.messaging?.retry ?? DEFAULT_RETRY,
  };
  built.set(app, channels);
  return channels;
}

export interface Attempted {
  sent: boolean;
  /** Attempts made. */
  tries: number;
  /** The sender's note, or the last error. */
  result: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends, retrying a failure up to the policy's attempts (a PermanentFailure stops at once).
 *
 * @example
 * const { sent, tries, result } = await sendWithRetry(sender, message, DEFAULT_RETRY);
 */
export async function sendWithRetry(
  sender: MessageSender,
  message: Outgoing,
  retry: RetryPolicy,
): Promise<Attempted> {
  const attempts = Math.min(Math.max(1, Math.floor(retry.attempts)), 5);
  let last = '';
  for (let tries = 1; ; tries += 1) {
    try {
      const note = await sender.send(message);
      return { sent: true, tries, result: note.slice(0, RESULT_LIMIT) };
    } catch (err) {
      last = (err instanceof Error ? err.message : String(err)).slice(0, RESULT_LIMIT) || 'failed';
      if (err instanceof PermanentFailure || tries >= attempts) return { sent: false, tries, result: last };
    }
    await pause(retry.delayMs * 2 ** (tries - 1));
  }
}
