// Soft lockout of password sign-in (OWASP ASVS 2.2.1), counted per account *and* address: five wrong
// passwords for one account from one address lock that address out of that account for ten minutes,
// so a stranger can lock out only themselves, never the owner signing in from elsewhere. Each failure
// of the pair also waits longer before its answer (0.25 s, 0.5 s, 1 s, 2 s…), and a locked pair is
// answered exactly as a wrong password is, after the same password hash, so the answer tells nothing.
// The counter is one atomic upsert (ASVS 11.1.6), not a read and a write.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashToken } from '../lib/tokens.js';

export const PAIR_MAX_FAILURES = 5;
export const PAIR_LOCK_MS = 10 * 60_000;
/** A failure older than this no longer counts towards the lock. */
export const PAIR_WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export interface SignInPair {
  username: string;
  ip: string;
}

const pairHash = ({ username, ip }: SignInPair) => hashToken(`pair:${username.trim().toLowerCase()}|${ip}`);

/**
 * Whether the pair is locked out now.
 *
 * @example
 * if (await pairLocked(db, { username: 'admin', ip })) …
 */
export async function pairLocked(db: Kysely<Database>, pair: SignInPair, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('sys_login_failure')
    .select('lock_until')
    .where('pair_hash', '=', pairHash(pair))
    .executeTakeFirst();
  return row?.lock_until != null && row.lock_until > now;
}

/**
 * Counts one failure of the pair and locks it on the PAIR_MAX_FAILURES-th within the window.
 * @returns the failures counted so far (PAIR_MAX_FAILURES when this one locked the pair).
 *
 * @example
 * const failures = await recordPairFailure(db, { username, ip });
 */
export async function recordPairFailure(
  db: Kysely<Database>,
  pair: SignInPair,
  now = Date.now(),
): Promise<number> {
  const pair_hash = pairHash(pair);
  // Housekeeping on a rate-limited path: rows nobody failed with for a window are forgotten.
  await db
    .deleteFrom('sys_login_failure')
    .where('updated_at', '<', now - PAIR_WINDOW_MS - PAIR_LOCK_MS)
    .execute();
  const stale = now - PAIR_WINDOW_MS;
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
  if (failures < PAIR_MAX_FAILURES) return failures;
  await db
    .updateTable('sys_login_failure')
    .set({ failures: 0, lock_until: now + PAIR_LOCK_MS })
    .where('pair_hash', '=', pair_hash)
    .execute();
  return PAIR_MAX_FAILURES;
}

/** Forgets the pair's failures after a successful sign-in. */
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
