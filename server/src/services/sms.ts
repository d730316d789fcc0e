// SMS delivery is pluggable: a deployment with a gateway passes its own SmsSender (AppConfig.smsSender);
// without one, codes are written to the server log, so an operator (or a developer) can read them.

/** What a code is for, as the contract's `smsmode`: '0' login, '1' register (or bind a new phone), '2' forgot password. */
export type SmsPurpose = '0' | '1' | '2';

export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/**
 * Sends one verification code. Rejecting makes /sys/sms answer 'SMS could not be sent' and forget the code.
 *
 * @example
 * const sender: SmsSender = { send: ({ mobile, code }) => gateway.send(mobile, `Your code: ${code}`) };
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** Sends a text (message-center SMS templates); a sender without it sends codes only. */
  sendText?(mobile: string, text: string): Promise<void>;
}

/** The part of a logger the log sender needs (pino's and Fastify's loggers fit). */
export interface InfoLogger {
  info(message: string): void;
}

/**
 * The phone with its middle digits hidden, e.g. '13800000000' → '138****0000'.
 *
 * @example
 * maskMobile('13812345678'); // '138****5678'
 */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/**
 * The default sender: one info line per code, `SMS code for 138****0000: 123456`. The phone is masked
 * (logs travel further than the database); the code is kept visible, since reading it is the point.
 *
 * @example
 * const sender = logSmsSender(app.log);
 */
export function logSmsSender(logger: InfoLogger): SmsSender {
  return {
    async send({ mobile, code }) {
      logger.info(`SMS code for ${maskMobile(mobile)}: ${code}`);
    },
    async sendText(mobile, text) {
      logger.info(`SMS to ${maskMobile(mobile)}: ${text}`);
    },
  };
}
