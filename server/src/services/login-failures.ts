// Soft lockout of password sign-in (OWASP ASVS 2.2.1), counted per account *and* address: five wrong
// passwords for one account from one address lock that address out of that account for ten minutes,
// so a stranger can lock out only themselves, never the owner signing in from elsewhere. Each failure
// of the pair also waits longer before its answer (0.25 s, 0.5 s, 1 s, 2 s…), and a locked pair is
// answered exactly as a wrong password is, after the same password hash, so the answer tells nothing.
// The counter is one atomic upsert (ASVS 11.1.6), not a read and a write. Beside the pairs, an
// account-wide cap: ACCOUNT_MAX_FAILURES wrong passwords within an hour from any number of addresses
// (ASVS 2.2.1's "no more than 100 failed attempts per hour") lock the account for an hour, answered
// the same way, so a guesser spreading over many addresses still gets no more than that.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashToken } from '../lib/tokens.js';

export const PAIR_MAX_FAILURES = 5;
export const PAIR_LOCK_MS = 10 * 60_000;
/** A failure older than this no longer counts towards the lock. */
export const PAIR_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_FAILURES = 100;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
export const ACCOUNT_LOCK_MS = 60 * 60_000;
/** Rows unchanged for longer than every window and lock together tell nothing any more. */
const FORGET_AFTER_MS = Math.max(PAIR_WINDOW_MS + PAIR_LOCK_MS, ACCOUNT_WINDOW_MS + ACCOUNT_LOCK_MS);
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export interface SignInPair {
  username: string;
  ip: string;
}

interface Limit {
  max: number;
  windowMs: number;
  lockMs: number;
}

const PAIR: Limit = { max: PAIR_MAX_FAILURES, windowMs: PAIR_WINDOW_MS, lockMs: PAIR_LOCK_MS };
const ACCOUNT: Limit = { max: ACCOUNT_MAX_FAILURES, windowMs: ACCOUNT_WINDOW_MS, lockMs: ACCOUNT_LOCK_MS };

const normalName = (username: string) => username.trim().toLowerCase();
const pairHash = ({ username, ip }: SignInPair) => hashToken(`pair:${normalName(username)}|${ip}`);
const accountHash = (username: string) => hashToken(`account:${normalName(username)}`);

async function lockedNow(db: Kysely<Database>, key: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('sys_login_failure')
    .select('lock_until')
    .where('pair_hash', '=', key)
    .executeTakeFirst();
  return row?.lock_until != null && row.lock_until > now;
}

/**
 * Whether the pair, or its account as a whole, is locked out now.
 *
 * @example
 * if (await pairLocked(db, { username: 'admin', ip })) …
 */
export async function pairLocked(db: Kysely<Database>, pair: SignInPair, now = Date.now()): Promise<boolean> {
  return (await lockedNow(db, pairHash(pair), now)) || (await lockedNow(db, accountHash(pair.username), now));
}

/**
 * Counts one failure of the pair and of its account, and locks each on its limit's failure within its
 * window.
 * @returns the pair's failures counted so far (PAIR_MAX_FAILURES when this one locked the pair).
 *
 * @example
 * const failures = await recordPairFailure(db, { username, ip });
 */
export async function recordPairFailure(
  db: Kysely<Database>,
  pair: SignInPair,
  now = Date.now(),
): Promise<number> {
  // Housekeeping on a rate-limited path: rows nobody failed with for every window are forgotten.
  await db
    .deleteFrom('sys_login_failure')
    .where('updated_at', '<', now - FORGET_AFTER_MS)
    .execute();
  await countFailure(db, accountHash(pair.username), ACCOUNT, now);
  return countFailure(db, pairHash(pair), PAIR, now);
}

/** One failure under `key`; locks it on the limit's max-th within the window. */
async function countFailure(
  db: Kysely<Database>,
  pair_hash: string,
  limit: Limit,
  now: number,
): Promise<number> {
  const stale = now - limit.windowMs;
  const row = await db
    .insertInto('sys_login_failure')
    .values({ pair_hash, failures: 1, lock_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('pair_hash').doUpdateSet({
        failures: sql<number>`case when sys_login_failure.updated_at < ${stale} then 1 else sys_login_failure.failures + 1 end`,
        updated_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirst();
  const failures = Number(row?.failures ?? 1);
  if (failures < limit.max) return failures;
  await db
    .updateTable('sys_login_failure')
    .set({ failures: 0, lock_until: now + limit.lockMs })
    .where('pair_hash', '=', pair_hash)
    .execute();
  return limit.max;
}

/**
 * Forgets the pair's failures after a successful sign-in. The account's count stays: the owner
 * signing in must not hand a guesser elsewhere a fresh hundred.
 */
export async function clearPairFailures(db: Kysely<Database>, pair: SignInPair): Promise<void> {
  await db.deleteFrom('sys_login_failure').where('pair_hash', '=', pairHash(pair)).execute();
}

/**
 * How long to wait before answering the `failures`-th failure: none for the first, then doubling.
 *
 * @example
 * failureDelayMs(1); // 0
 * failureDelayMs(3); // 500
 */
export function failureDelayMs(failures: number): number {
  if (failures <= 1) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - 2), MAX_DELAY_MS);
}
