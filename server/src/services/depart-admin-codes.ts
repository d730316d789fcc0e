// Org codes of new and moved departments: hierarchical (A01, A01A05, A01A05A01 — a letter and two digits
// a level, api-contract §5.5), the next free one after the highest stored on that level. Two admins
// adding under the same parent at once would compute the same code: on PostgreSQL a transaction-scoped
// advisory lock queues the code-generating writes (departments are added rarely), SQLite runs one write
// transaction at a time, and the unique index on org_code with a retry of the whole transaction remains
// the backstop.
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from '../crud/store.js';
import { nextCode } from '../crud/tree.js';
import type { Database } from '../db/types.js';
import { refuse, type AdminContext } from './user-admin-context.js';

const SEGMENT = 3;
const ATTEMPTS = 5;
/** The advisory lock of department codes (any constant; only this module takes it). */
const CODE_LOCK = 7_311_024_151;

/** The next code below `parentCode` ('' for the top level); deleted rows keep theirs, so all count. */
export async function nextOrgCode(tx: Kysely<Database>, ctx: AdminContext, parentCode: string) {
  const last = await tx
    .selectFrom('sys_depart')
    .select('org_code')
    .where('org_code', 'like', `${parentCode}%`)
    .where(sql`length(org_code)`, '=', parentCode.length + SEGMENT)
    .orderBy('org_code', 'desc')
    .executeTakeFirst();
  try {
    return nextCode(parentCode, last?.org_code);
  } catch {
    throw refuse(ctx, 'departCodesExhausted', 'parentId');
  }
}

/** The depth of a code: '1' first level, '2' below it… (org_type). */
export const orgTypeOf = (code: string) => String(Math.max(1, Math.round(code.length / SEGMENT)));

/** Runs `work` in a transaction, again when another writer took the same org code first. */
export async function withCodeRetry<T>(ctx: AdminContext, work: (tx: Kysely<Database>) => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction().execute(async (tx) => {
        if (ctx.dialect === 'postgres')
          await sql`select pg_advisory_xact_lock(cast(${CODE_LOCK} as bigint))`.execute(tx);
        return work(tx);
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}
