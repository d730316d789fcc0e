// Atomic counters of fill rules (table sys_fill_rule_counter, migration 2026-11-26T0300). A value is
// taken by bumping the counter row inside the caller's transaction: on PostgreSQL the row lock makes
// concurrent transactions queue until the holder commits (or rolls back, giving the value back); SQLite
// runs one write transaction at a time. Both speak `ON CONFLICT … DO UPDATE … RETURNING`.
import { sql } from 'kysely';
import type { Tx } from './types.js';

const TABLE = 'sys_fill_rule_counter';

/**
 * The next value of a counter, taken inside `tx`. A counter met for the first time starts after
 * `seed()` (the highest value already stored, e.g. codes written before counters existed).
 *
 * @example
 * const n = await takeValue(tx, 'case_no', '|20261126', async () => 0); // 1, then 2…
 */
export async function takeValue(
  tx: Tx,
  ruleCode: string,
  counterKey: string,
  seed: () => Promise<number>,
): Promise<number> {
  const bumped = await tx
    .updateTable(TABLE)
    .set({ value: sql`value + 1` })
    .where('rule_code', '=', ruleCode)
    .where('counter_key', '=', counterKey)
    .returning('value')
    .executeTakeFirst();
  if (bumped) return Number(bumped.value);
  const start = (await seed()) + 1;
  // Two first takers both seed; the second waits on the first's row and then bumps it.
  const row = await tx
    .insertInto(TABLE)
    .values({ rule_code: ruleCode, counter_key: counterKey, value: start })
    .onConflict((oc) =>
      oc.columns(['rule_code', 'counter_key']).doUpdateSet({ value: sql`${sql.ref(`${TABLE}.value`)} + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * The value the next take would return, without taking it (a preview may be overtaken).
 *
 * @example
 * await peekValue(db, 'case_no', '|20261126', async () => 0); // 1 on a fresh counter
 */
export async function peekValue(
  db: Tx,
  ruleCode: string,
  counterKey: string,
  seed: () => Promise<number>,
): Promise<number> {
  const row = await db
    .selectFrom(TABLE)
    .select('value')
    .where('rule_code', '=', ruleCode)
    .where('counter_key', '=', counterKey)
    .executeTakeFirst();
  return (row ? Number(row.value) : await seed()) + 1;
}

/**
 * Serialises the transactions that use `key` (generated tree codes): holds the counter row's lock until
 * `tx` ends, so a code computed from what is stored after this call cannot be computed twice.
 *
 * @example
 * await lockKey(tx, 'tree:sys_category', 'A01');
 */
export async function lockKey(tx: Tx, ruleCode: string, counterKey: string): Promise<void> {
  await takeValue(tx, ruleCode, counterKey, async () => 0);
}
