// Data rules the first start creates and grants (api-contract §5.4): partners see only the work orders
// they created, in every read and write of the case model, and only their own organisation's partner
// row (server/src/crud/data-rules.ts).
import type { Transaction } from 'kysely';
import { stableId } from '../../lib/ids.js';
import type { Database } from '../types.js';
import type { SeedRole } from './menus.js';
import { menuId, roleId } from './rows.js';

interface DataRuleSeed {
  /** The menu's url (its seed key). */
  menuUrl: string;
  name: string;
  column: string;
  conditions: string;
  value: string;
  roles: readonly SeedRole[];
}

export const DATA_RULE_SEED: readonly DataRuleSeed[] = [
  {
    menuUrl: '/caseManage/list',
    name: '只能看自己创建的工单',
    column: 'createBy',
    conditions: '=',
    value: '#{sys_user_code}',
    roles: ['partner'],
  },
  {
    // A partner user belongs to the partner whose organisation is the user's department.
    menuUrl: '/partner/basicInfo',
    name: '只能看本组织的合作伙伴',
    column: 'orgCode',
    conditions: '=',
    value: '#{sys_org_code}',
    roles: ['partner'],
  },
  // Partners download what is published: released and end-of-support entries, never drafts.
  ...['/download/version', '/download/hotfix', '/download/doc'].map((menuUrl) => ({
    menuUrl,
    name: '只能看已发布的',
    column: 'status',
    conditions: 'IN',
    value: '1,2',
    roles: ['partner'] as const,
  })),
  {
    // A project's orgCode is its partner's (copied by the server, x-copyFrom in biz_project.json).
    menuUrl: '/project',
    name: '只能看本组织的项目',
    column: 'orgCode',
    conditions: '=',
    value: '#{sys_org_code}',
    roles: ['partner'],
  },
  {
    // Certificates carry their partner's orgCode (copied by the server, x-copyFrom): a partner sees its own.
    menuUrl: '/salesCertificate',
    name: '只能看本组织的销售证书',
    column: 'orgCode',
    conditions: '=',
    value: '#{sys_org_code}',
    roles: ['partner'],
  },
];

/** The id of a seeded rule. */
export const dataRuleId = (menuUrl: string, name: string) => stableId(`data-rule:${menuUrl}:${name}`);

/**
 * Inserts the seeded rules, flags their menus and grants them to their roles' existing menu grants.
 *
 * @example
 * await seedDataRules(trx, { create_by: 'admin', create_time: '2026-11-25 23:00:00' });
 */
export async function seedDataRules(
  trx: Transaction<Database>,
  audit: { create_by: string; create_time: string },
): Promise<void> {
  for (const seed of DATA_RULE_SEED) {
    const permissionId = menuId(seed.menuUrl);
    const id = dataRuleId(seed.menuUrl, seed.name);
    await trx
      .insertInto('sys_permission_data_rule')
      .values({
        id,
        permission_id: permissionId,
        rule_name: seed.name,
        rule_column: seed.column,
        rule_conditions: seed.conditions,
        rule_value: seed.value,
        status: '1',
        ...audit,
        update_by: null,
        update_time: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx.updateTable('sys_permission').set({ rule_flag: 1 }).where('id', '=', permissionId).execute();
    await trx
      .updateTable('sys_role_permission')
      .set({ data_rule_ids: id })
      .where('permission_id', '=', permissionId)
      .where(
        'role_id',
        'in',
        seed.roles.map((role) => roleId(role)),
      )
      .execute();
  }
}
