// One sender per message type, behind one interface, so a deployment swaps a channel without touching
// the send flow: system messages become a personal announcement (the bell and its live push, through
// the announcement machinery), mails go through a nodemailer transport (SMTP_URL), SMS text through
// the configured SmsSender. A sender resolves with a note for the message list or rejects; a rejection
// that is a PermanentFailure is not retried (nothing would change on a second try).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { sanitizePlainText, sanitizeRichHtml } from '../lib/sanitize-html.js';
import { formatDateTime } from '../lib/time.js';
import type { RealtimeBus } from '../realtime/types.js';
import { releaseAnnouncement } from './announcement-publish.js';
import { createAnnouncement } from './announcements.js';
import { maskMobile, type InfoLogger, type SmsSender } from './sms.js';

/** What the system sender needs of the realtime layer: publishing. */
type Publisher = Pick<RealtimeBus, 'publish'>;

/** '1' SMS, '2' email, '4' system message (JeecgBoot's message types; WeChat '3' has no sender). */
export type MessageType = '1' | '2' | '4';

export interface Outgoing {
  /** The id of the message's sys_message row (an announcement's bus_id). */
  messageId: string;
  /** A user id (system), an email address (email) or a mobile number (SMS). */
  address: string;
  title: string;
  /** HTML for system messages and mails, plain text for SMS. */
  content: string;
  /** Username of whoever sends. */
  sender: string;
}

export interface MessageSender {
  /** Delivers one message; resolves with a note for the message list. */
  send(message: Outgoing): Promise<string>;
}

/** A failure a retry cannot mend (no SMTP configured, a sender without text support). */
export class PermanentFailure extends Error {}

/** The part of a nodemailer transport the mail sender uses (tests inject a fake one). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; html: string }): Promise<unknown>;
}

/** The announcement title column holds 100 characters. */
const TITLE_LIMIT = 100;

/**
 * System messages: a published personal announcement (category 2, 系统消息) for the one user, pushed
 * to their open sockets; it lists in their bell until read.
 *
 * @example
 * const sender = systemSender(app.db, app.realtime);
 */
export function systemSender(db: Kysely<Database>, realtime: Publisher): MessageSender {
  return {
    async send({ messageId, address, title, content, sender }) {
      const id = await createAnnouncement(
        db,
        {
          titile: sanitizePlainText(title).slice(0, TITLE_LIMIT) || '-',
          msg_content: sanitizeRichHtml(content),
          msg_abstract: null,
          start_time: formatDateTime(),
          end_time: null,
          priority: 'L',
          msg_category: '2',
          msg_type: 'USER',
          user_ids: `${address},`,
          role_ids: null,
          depart_ids: null,
          bus_type: 'message',
          bus_id: messageId,
          open_type: null,
          open_page: null,
          publish_at: null,
        },
        sender,
      );
      const result = await releaseAnnouncement(db, id, { sender });
      if (typeof result !== 'object') throw new Error(`announcement ${id}: ${result}`);
      await realtime.publish(result.audience, result.message);
      return `announcement ${id}`;
    },
  };
}

/**
 * Mails through a transport; without one (SMTP_URL unset) the mail is written to the log at info level
 * and the message fails for good with that explanation: recording it as sent would be untrue.
 *
 * @example
 * const sender = mailSender(nodemailer.createTransport(url), 'console@example.com', app.log);
 */
export function mailSender(transport: MailTransport | null, from: string, logger: InfoLogger): MessageSender {
  return {
    async send({ address, title, content }) {
      if (!transport) {
        logger.info(`Mail to ${address} not sent (SMTP_URL unset): ${title}\n${content}`);
        throw new PermanentFailure(
          'SMTP is not configured (SMTP_URL); the mail was written to the server log',
        );
      }
      await transport.sendMail({ from, to: address, subject: title, html: content });
      return 'ok';
    },
  };
}

/**
 * SMS text through the SmsSender's `sendText`; a sender that only sends codes cannot carry it.
 *
 * @example
 * const sender = smsTextSender(app.config.smsSender ?? logSmsSender(app.log));
 */
export function smsTextSender(sms: SmsSender): MessageSender {
  return {
    async send({ address, content }) {
      if (!sms.sendText) throw new PermanentFailure('The configured SMS sender cannot send text messages');
      await sms.sendText(address, content);
      return `ok ${maskMobile(address)}`;
    },
  };
}
