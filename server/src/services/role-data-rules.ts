// Which of a menu's data rules a role applies (api-contract §4.2 `/sys/role/datarule`): stored as the
// comma-joined `data_rule_ids` of the role's grant of that menu, so a role must hold the menu first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { listRules, type RuleRecord } from './data-rule-admin.js';

export interface RoleRules {
  datarule: RuleRecord[];
  /** The ids the role applies, comma-joined. */
  drChecked: string;
}

async function grantOf(db: Kysely<Database>, permissionId: string, roleId: string) {
  return db
    .selectFrom('sys_role_permission')
    .select(['id', 'data_rule_ids'])
    .where('permission_id', '=', permissionId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
}

/**
 * A menu's rules and the ones a role applies; null when the menu has no rules.
 *
 * @example
 * const rules = await roleRules(db, menuId, roleId); // { datarule: [...], drChecked: 'a,b' }
 */
export async function roleRules(
  db: Kysely<Database>,
  permissionId: string,
  roleId: string,
): Promise<RoleRules | null> {
  const datarule = await listRules(db, { permissionId });
  if (datarule.length === 0) return null;
  const grant = await grantOf(db, permissionId, roleId);
  return { datarule, drChecked: grant?.data_rule_ids ?? '' };
}

export type SaveRoleRulesOutcome = 'saved' | 'noGrant' | 'unknownRule';

/**
 * Sets the rules a role applies on a menu it holds; every id must be a rule of that menu.
 *
 * @example
 * await saveRoleRules(db, menuId, roleId, ['r1', 'r2']); // 'saved'
 */
export async function saveRoleRules(
  db: Kysely<Database>,
  permissionId: string,
  roleId: string,
  ruleIds: readonly string[],
): Promise<SaveRoleRulesOutcome> {
  const grant = await grantOf(db, permissionId, roleId);
  if (!grant) return 'noGrant';
  if (ruleIds.length > 0) {
    const known = await db
      .selectFrom('sys_permission_data_rule')
      .select('id')
      .where('permission_id', '=', permissionId)
      .where('id', 'in', [...ruleIds])
      .execute();
    if (known.length !== new Set(ruleIds).size) return 'unknownRule';
  }
  await db
    .updateTable('sys_role_permission')
    .set({ data_rule_ids: [...new Set(ruleIds)].join(',') })
    .where('id', '=', grant.id)
    .execute();
  return 'saved';
}
