// Image captchas (GET /sys/randomImage/:key) and when sign-in asks for one (LOGIN_CAPTCHA).
// A captcha row holds only hashes: sha-256 of the client's check key, and of key + lower-cased code. Checking
// deletes the row whatever the outcome, so each image allows one guess and can never be replayed.
import type { Kysely } from 'kysely';
import type { LoginCaptchaMode } from '../config.js';
import type { Database } from '../db/types.js';
import { randomCaptchaCode, renderCaptchaSvg } from '../lib/svg-captcha.js';
import { hashToken } from '../lib/tokens.js';

/** A captcha is valid for 60 s. */
export const CAPTCHA_TTL_MS = 60_000;
/** After a failed sign-in, the account and the address are asked for a captcha for 15 minutes. */
export const CHALLENGE_MS = 15 * 60_000;

const keyHash = (key: string) => hashToken(`captcha-key:${key}`);
const codeHash = (key: string, code: string) => hashToken(`captcha:${key}:${code.trim().toLowerCase()}`);

/**
 * Draws a new captcha for `key` (replacing one issued earlier for the same key) and returns the image
 * as a data URI. `code` is random unless given (tests plant a known one).
 *
 * @example
 * const image = await issueCaptcha(app.db, '1732200000000'); // 'data:image/svg+xml;base64,…'
 */
export async function issueCaptcha(
  db: Kysely<Database>,
  key: string,
  { now = Date.now(), code = randomCaptchaCode() }: { now?: number; code?: string } = {},
): Promise<string> {
  // Housekeeping on an endpoint that is rate-limited per address.
  await db.deleteFrom('sys_captcha').where('expires_at', '<=', now).execute();
  const row = { key_hash: keyHash(key), code_hash: codeHash(key, code), expires_at: now + CAPTCHA_TTL_MS };
  await db
    .insertInto('sys_captcha')
    .values(row)
    .onConflict((oc) =>
      oc.column('key_hash').doUpdateSet({ code_hash: row.code_hash, expires_at: row.expires_at }),
    )
    .execute();
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
}

/**
 * Checks and consumes the captcha of `key`: true only when it exists, has not expired and `code` matches
 * (case-insensitively). The captcha is gone afterwards either way.
 *
 * @example
 * if (!(await consumeCaptcha(app.db, checkKey, captcha))) throw fail(t('captchaWrong'), 412);
 */
export async function consumeCaptcha(
  db: Kysely<Database>,
  key: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .deleteFrom('sys_captcha')
    .where('key_hash', '=', keyHash(key))
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now && row.code_hash === codeHash(key, code);
}

/** Who is signing in, for the "asked after a failure" rule. */
export interface ChallengeSubject {
  /** The user name as typed (matched case-insensitively); absent when only the address is known. */
  username?: string;
  ip: string;
}

// Typed user names are hashed too: people sometimes type their password into the user-name field.
function challengeHashes({ username, ip }: ChallengeSubject): string[] {
  const hashes = [hashToken(`address:${ip}`)];
  if (username) hashes.push(hashToken(`account:${username.trim().toLowerCase()}`));
  return hashes;
}

/**
 * Whether sign-in by `subject` must pass a captcha under `mode`. With 'after-failure' that is the case
 * for 15 minutes after a failed attempt for that account (existing or not, so the answer reveals nothing
 * about which accounts exist) or from that address.
 *
 * @example
 * if (await captchaRequired(app.db, 'after-failure', { username, ip: request.ip })) …
 */
export async function captchaRequired(
  db: Kysely<Database>,
  mode: LoginCaptchaMode,
  subject: ChallengeSubject,
  now = Date.now(),
): Promise<boolean> {
  if (mode !== 'after-failure') return mode === 'always';
  const row = await db
    .selectFrom('sys_login_challenge')
    .select('challenge_hash')
    .where('challenge_hash', 'in', challengeHashes(subject))
    .where('until_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a failed sign-in: the account and the address are asked for a captcha for CHALLENGE_MS.
 *
 * @example
 * await recordChallenge(app.db, { username, ip });
 */
export async function recordChallenge(
  db: Kysely<Database>,
  subject: ChallengeSubject,
  now = Date.now(),
): Promise<void> {
  const until_at = now + CHALLENGE_MS;
  await db.deleteFrom('sys_login_challenge').where('until_at', '<=', now).execute();
  for (const challenge_hash of challengeHashes(subject)) {
    await db
      .insertInto('sys_login_challenge')
      .values({ challenge_hash, until_at })
      .onConflict((oc) => oc.column('challenge_hash').doUpdateSet({ until_at }))
      .execute();
  }
}

/**
 * Forgets the flags of a successful sign-in (which passed a captcha if one was asked for).
 *
 * @example
 * await clearChallenge(app.db, { username, ip });
 */
export async function clearChallenge(db: Kysely<Database>, subject: ChallengeSubject): Promise<void> {
  await db
    .deleteFrom('sys_login_challenge')
    .where('challenge_hash', 'in', challengeHashes(subject))
    .execute();
}
