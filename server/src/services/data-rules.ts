// The data rules a user's roles and department roles were granted (api-contract §6.4): for each menu a
// role holds with `data_rule_ids`, the active rules among those ids that belong to that menu, keyed by the menu's
// component (the key schema pages share with their menu). Loaded with the user's codes when a session
// is authenticated, so scoping a request costs no query.
import type { Kysely } from 'kysely';
import { canonicalComponent } from '../../../schemas/api/jeecg-names.js';
import type { DataRule } from '../crud/types.js';
import type { Database } from '../db/types.js';

/** Rule ids are 32 characters; a grant lists at most this many (the column holds 1,000 characters). */
const MAX_IDS_PER_GRANT = 30;

/**
 * The user's active data rules by menu component (empty when none is granted).
 *
 * @example
 * (await userDataRules(db, userId)).get('caseManage/CaseList'); // [{ column: 'createBy', conditions: '=', value: '#{sys_user_code}' }]
 */
export async function userDataRules(
  db: Kysely<Database>,
  userId: string,
): Promise<ReadonlyMap<string, readonly DataRule[]>> {
  // Role grants and department-role grants alike (api-contract §6.4: the union of both), in one query.
  const granted = db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .select(['rp.permission_id', 'rp.data_rule_ids'])
    .where('ur.user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('sys_depart_role_permission as dp')
        .innerJoin('sys_depart_role_user as du', 'du.drole_id', 'dp.role_id')
        .select(['dp.permission_id', 'dp.data_rule_ids'])
        .where('du.user_id', '=', userId),
    );
  const grants = await db
    .selectFrom(granted.as('g'))
    .innerJoin('sys_permission as p', 'p.id', 'g.permission_id')
    .select(['p.id', 'p.component', 'g.data_rule_ids'])
    .where('p.del_flag', '=', 0)
    .where('g.data_rule_ids', 'is not', null)
    .where('g.data_rule_ids', '!=', '')
    .execute();
  const wanted = new Map<string, Set<string>>();
  for (const grant of grants) {
    const ids = (grant.data_rule_ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .slice(0, MAX_IDS_PER_GRANT);
    const set = wanted.get(grant.id) ?? new Set<string>();
    for (const id of ids) set.add(id);
    wanted.set(grant.id, set);
  }
  const ruleIds = [...new Set([...wanted.values()].flatMap((set) => [...set]))];
  if (ruleIds.length === 0) return new Map();
  const rules = await db
    .selectFrom('sys_permission_data_rule')
    .select(['id', 'permission_id', 'rule_column', 'rule_conditions', 'rule_value'])
    .where('id', 'in', ruleIds)
    .where('status', '=', '1')
    .orderBy('create_time')
    .orderBy('id')
    .execute();
  // By current name: a menu row still holding a former name of ours matches the pages' menuKeys.
  const componentOf = new Map(
    grants.map((g) => [g.id, g.component === null ? null : canonicalComponent(g.component)]),
  );
  const byComponent = new Map<string, DataRule[]>();
  for (const rule of rules) {
    // A granted id counts only for the menu it was granted on and belongs to.
    const component = componentOf.get(rule.permission_id);
    if (!component || !wanted.get(rule.permission_id)?.has(rule.id)) continue;
    const list = byComponent.get(component) ?? [];
    list.push({
      id: rule.id,
      column: rule.rule_column,
      conditions: rule.rule_conditions,
      value: rule.rule_value,
    });
    byComponent.set(component, list);
  }
  return byComponent;
}
