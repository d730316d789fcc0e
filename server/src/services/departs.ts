// The departments a user belongs to, and the SysDepart JSON shape.
import type { Kysely } from 'kysely';
import { camelize } from '../lib/camel.js';
import type { Database, SysDepart } from '../db/types.js';

/** The user's departments (not deleted), in tree order. */
export function userDeparts(db: Kysely<Database>, userId: string): Promise<SysDepart[]> {
  return db
    .selectFrom('sys_depart as d')
    .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
    .selectAll('d')
    .where('ud.user_id', '=', userId)
    .where('d.del_flag', '=', '0')
    .orderBy('d.org_code')
    .execute();
}

export function toDepartJson(depart: SysDepart) {
  return camelize(depart);
}
