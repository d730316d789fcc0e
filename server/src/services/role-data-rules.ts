// Which of a menu's data rules a grant applies (api-contract §4.2 `…/datarule`): stored as the
// comma-joined `data_rule_ids` of the grant of that menu, so the holder must hold the menu first. Three
// holders keep grants: a role (sys_role_permission), a department (sys_depart_permission: the rules its
// department roles may pick from) and a department role (sys_depart_role_permission: within its
// department's).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { listRules, type RuleRecord } from './data-rule-admin.js';

export interface RoleRules {
  datarule: RuleRecord[];
  /** The ids the holder applies, comma-joined. */
  drChecked: string;
}

/** Whose grant of a menu: a role, a department, or a department role (with its department). */
export type RuleHolder =
  | { kind: 'role'; roleId: string }
  | { kind: 'depart'; departId: string }
  | { kind: 'departRole'; roleId: string; departId: string };

async function grantOf(db: Kysely<Database>, permissionId: string, holder: RuleHolder) {
  if (holder.kind === 'role')
    return db
      .selectFrom('sys_role_permission')
      .select(['id', 'data_rule_ids'])
      .where('permission_id', '=', permissionId)
      .where('role_id', '=', holder.roleId)
      .executeTakeFirst();
  if (holder.kind === 'depart')
    return db
      .selectFrom('sys_depart_permission')
      .select(['id', 'data_rule_ids'])
      .where('permission_id', '=', permissionId)
      .where('depart_id', '=', holder.departId)
      .executeTakeFirst();
  return db
    .selectFrom('sys_depart_role_permission')
    .select(['id', 'data_rule_ids'])
    .where('permission_id', '=', permissionId)
    .where('role_id', '=', holder.roleId)
    .where('depart_id', '=', holder.departId)
    .executeTakeFirst();
}

/** The rules a holder may choose from: the menu's, or for a department role its department's of them. */
async function choices(db: Kysely<Database>, permissionId: string, holder: RuleHolder) {
  const rules = await listRules(db, { permissionId });
  if (holder.kind !== 'departRole') return rules;
  const depart = await grantOf(db, permissionId, { kind: 'depart', departId: holder.departId });
  const allowed = new Set((depart?.data_rule_ids ?? '').split(',').filter(Boolean));
  return rules.filter((r) => allowed.has(r.id));
}

/**
 * A menu's rules the holder may choose from and the ones it applies; null when there are none.
 *
 * @example
 * const rules = await roleRules(db, menuId, { kind: 'role', roleId }); // { datarule: [...], drChecked: 'a,b' }
 */
export async function roleRules(
  db: Kysely<Database>,
  permissionId: string,
  holder: RuleHolder,
): Promise<RoleRules | null> {
  const datarule = await choices(db, permissionId, holder);
  if (datarule.length === 0) return null;
  const grant = await grantOf(db, permissionId, holder);
  return { datarule, drChecked: grant?.data_rule_ids ?? '' };
}

export type SaveRoleRulesOutcome = 'saved' | 'noGrant' | 'unknownRule';

/**
 * Sets the rules a holder applies on a menu it holds; every id must be one of its choices.
 *
 * @example
 * await saveRoleRules(db, menuId, { kind: 'role', roleId }, ['r1', 'r2']); // 'saved'
 */
export async function saveRoleRules(
  db: Kysely<Database>,
  permissionId: string,
  holder: RuleHolder,
  ruleIds: readonly string[],
): Promise<SaveRoleRulesOutcome> {
  const grant = await grantOf(db, permissionId, holder);
  if (!grant) return 'noGrant';
  const unique = [...new Set(ruleIds)];
  if (unique.length > 0) {
    const known = new Set((await choices(db, permissionId, holder)).map((r) => r.id));
    if (unique.some((id) => !known.has(id))) return 'unknownRule';
  }
  const set = { data_rule_ids: unique.join(',') };
  if (holder.kind === 'role')
    await db.updateTable('sys_role_permission').set(set).where('id', '=', grant.id).execute();
  else if (holder.kind === 'depart')
    await db.updateTable('sys_depart_permission').set(set).where('id', '=', grant.id).execute();
  else await db.updateTable('sys_depart_role_permission').set(set).where('id', '=', grant.id).execute();
  return 'saved';
}
