// SMS verification codes and password-reset tickets. Only hashes are stored. A 6-digit code has a
// million values, so its hash alone would not resist an offline search; what protects it is the 10-minute
// life, the five wrong tries after which it is gone, and the rate limits on /sys/sms.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SysSmsCode } from '../db/types-session.js';
import { newId } from '../lib/ids.js';
import { hashToken, newToken } from '../lib/tokens.js';
import type { SmsPurpose } from './sms.js';

/** A code lives 10 minutes (api-contract §3.3). */
export const SMS_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries after which a code is discarded. */
export const SMS_MAX_ATTEMPTS = 5;
/** A reset ticket (after phoneVerification) lives 10 minutes and works once. */
export const RESET_TICKET_TTL_MS = 10 * 60_000;

const codeHash = (mobile: string, purpose: SmsPurpose, code: string) =>
  hashToken(`sms:${mobile}:${purpose}:${code}`);

export interface IssueCodeRequest {
  mobile: string;
  purpose: SmsPurpose;
  /** The account the code is for; null when none has this phone (the code is stored but never sent). */
  userId: string | null;
  ip: string;
}

/**
 * Creates a code for the phone and purpose unless one is still valid.
 * @returns the code in clear (to send), or null when the previous one is still valid.
 * @example
 * const code = await issueSmsCode(app.db, { mobile, purpose: '0', userId, ip });
 */
export async function issueSmsCode(
  db: Kysely<Database>,
  req: IssueCodeRequest,
  now = Date.now(),
): Promise<string | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    code_hash: codeHash(req.mobile, req.purpose, code),
    user_id: req.userId,
    attempts: 0,
    created_at: now,
    expires_at: now + SMS_CODE_TTL_MS,
    ip: req.ip.slice(0, 64),
  };
  await db.deleteFrom('sys_sms_code').where('expires_at', '<=', now).execute();
  // One statement, so two concurrent requests cannot both get a fresh code: the existing row is only
  // replaced once it has expired or used up its tries.
  const row = await db
    .insertInto('sys_sms_code')
    .values({ id: newId(), mobile: req.mobile, purpose: req.purpose, ...values })
    .onConflict((oc) =>
      oc
        .columns(['mobile', 'purpose'])
        .doUpdateSet(values)
        .where((eb) =>
          eb.or([
            eb('sys_sms_code.expires_at', '<=', now),
            eb('sys_sms_code.attempts', '>=', SMS_MAX_ATTEMPTS),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row ? code : null;
}

/** Forgets the code of a phone and purpose (the SMS could not be sent, or it was used). */
export async function discardSmsCode(
  db: Kysely<Database>,
  mobile: string,
  purpose: SmsPurpose,
): Promise<void> {
  await db.deleteFrom('sys_sms_code').where('mobile', '=', mobile).where('purpose', '=', purpose).execute();
}

export type CodeCheck = { status: 'ok'; row: SysSmsCode } | { status: 'expired' } | { status: 'mismatch' };

/**
 * Checks a code without consuming it: 'expired' when there is none, it expired or its tries are used
 * up; 'mismatch' (counting one try) when it differs; else 'ok' with the row. Call discardSmsCode once
 * the code has done its job, or countSmsAttempt when a later check fails.
 *
 * @example
 * const check = await checkSmsCode(app.db, mobile, '0', captcha);
 */
export async function checkSmsCode(
  db: Kysely<Database>,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
  now = Date.now(),
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('sys_sms_code')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.expires_at <= now || row.attempts >= SMS_MAX_ATTEMPTS) return { status: 'expired' };
  if (row.code_hash !== codeHash(mobile, purpose, code.trim())) {
    await countSmsAttempt(db, row.id);
    return { status: 'mismatch' };
  }
  return { status: 'ok', row };
}

/** Counts one failed use of a code (in SQL, so concurrent tries are all counted). */
export async function countSmsAttempt(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('sys_sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Consumes a checked code: true only for the caller whose delete removed the row, so a code that two
 * requests verified at once still signs in or resets only once.
 */
export async function consumeSmsCode(db: Kysely<Database>, row: SysSmsCode): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sys_sms_code')
    .where('id', '=', row.id)
    .where('code_hash', '=', row.code_hash)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * A single-use ticket allowing one password reset of `userId` within RESET_TICKET_TTL_MS.
 *
 * @example
 * const ticket = await issueResetTicket(app.db, user.id);
 */
export async function issueResetTicket(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const ticket = newToken();
  await db.deleteFrom('sys_reset_ticket').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sys_reset_ticket')
    .values({ ticket_hash: hashToken(ticket), user_id: userId, expires_at: now + RESET_TICKET_TTL_MS })
    .execute();
  return ticket;
}

/**
 * Consumes a reset ticket. @returns the user id it was issued for, or null (unknown, used, expired).
 *
 * @example
 * const userId = await consumeResetTicket(app.db, ticket);
 */
export async function consumeResetTicket(
  db: Kysely<Database>,
  ticket: string,
  now = Date.now(),
): Promise<string | null> {
  const row = await db
    .deleteFrom('sys_reset_ticket')
    .where('ticket_hash', '=', hashToken(ticket))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? row.user_id : null;
}
