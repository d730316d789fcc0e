// Administering data rules (api-contract §4.2–4.3): a menu's rules (field + operator + value) and which
// of them a role applies. Bodies are checked field by field; the custom-SQL kind is refused, since the
// server never runs SQL text from the database; a rule on a menu shown by schema pages must name a
// property of their model.
import type { Kysely } from 'kysely';
import { canonicalComponent } from '../../../schemas/api/jeecg-names.js';
import { RULE_OPERATORS } from '../crud/data-rules.js';
import type { ModelRegistry } from '../crud/registry.js';
import type { FieldError } from '../crud/types.js';
import type { Database } from '../db/types.js';
import { message, type Lang } from '../i18n/messages.js';
import { camelize } from '../lib/camel.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';

const COLUMN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
export const MAX_RULES_PER_QUERY = 500;

export interface RuleBody {
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: '0' | '1';
}

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** Properties of the models whose pages a menu component shows (empty: not a schema page). */
function modelProperties(registry: ModelRegistry, component: string | null): Set<string> | undefined {
  if (!component) return undefined;
  const key = canonicalComponent(component);
  let found: Set<string> | undefined;
  for (const { schema } of registry.pages.values()) {
    const model = schema.menuKey === key && schema.model ? registry.models.get(schema.model) : undefined;
    if (!model) continue;
    found ??= new Set();
    for (const field of model.fields) if (field.stored) found.add(field.name).add(field.column);
  }
  return found;
}

/**
 * A rule body checked against the menus and models; errors name their field.
 *
 * @example
 * const { rule, errors } = await checkRuleBody(db, registry, request.body, 'zh-CN');
 */
export async function checkRuleBody(
  db: Kysely<Database>,
  registry: ModelRegistry,
  body: Record<string, unknown>,
  lang: Lang,
): Promise<{ rule: RuleBody; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const error = (field: string, key: Parameters<typeof message>[1], limit?: number) =>
    errors.push({ field, message: message(lang, key, { field, ...(limit ? { limit } : {}) }) });
  const rule: RuleBody = {
    permissionId: text(body, 'permissionId'),
    ruleName: text(body, 'ruleName'),
    ruleColumn: text(body, 'ruleColumn'),
    ruleConditions: text(body, 'ruleConditions'),
    ruleValue: text(body, 'ruleValue'),
    status: text(body, 'status') === '0' ? '0' : '1',
  };
  for (const [field, limit] of [
    ['permissionId', 32],
    ['ruleName', 50],
    ['ruleColumn', 50],
    ['ruleConditions', 20],
    ['ruleValue', 300],
  ] as const) {
    if (rule[field] === '') error(field, 'fieldRequired');
    else if (rule[field].length > limit) error(field, 'fieldTooLong', limit);
  }
  if (rule.ruleConditions === 'USE_SQL_RULES') error('ruleConditions', 'ruleSqlRefused');
  else if (rule.ruleConditions && !(RULE_OPERATORS as readonly string[]).includes(rule.ruleConditions))
    error('ruleConditions', 'crudFieldEnum');
  if (rule.ruleColumn && !COLUMN.test(rule.ruleColumn)) error('ruleColumn', 'fieldPattern');
  const status = body.status;
  if (status !== undefined && status !== null && !['0', '1', 0, 1].includes(status as string | number))
    error('status', 'crudFieldEnum');
  if (errors.length > 0 || rule.permissionId === '') return { rule, errors };
  const menu = await db
    .selectFrom('sys_permission')
    .select(['id', 'component'])
    .where('id', '=', rule.permissionId)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!menu) error('permissionId', 'crudRefMissing');
  else if (modelProperties(registry, menu.component)?.has(rule.ruleColumn) === false)
    error('ruleColumn', 'ruleColumnUnknown');
  return { rule, errors };
}

/** A stored rule as the contract shows it (camelCase). */
export type RuleRecord = ReturnType<typeof toRecord>;
const toRecord = (row: Database['sys_permission_data_rule']) => camelize(row);

/**
 * Rules matching the filters the contract's query takes, newest first.
 *
 * @example
 * await listRules(db, { permissionId: menuId });
 */
export async function listRules(
  db: Kysely<Database>,
  filters: Partial<Record<'permissionId' | 'ruleName' | 'ruleColumn' | 'ruleValue', string>>,
) {
  let query = db.selectFrom('sys_permission_data_rule').selectAll();
  if (filters.permissionId) query = query.where('permission_id', '=', filters.permissionId);
  if (filters.ruleName) query = query.where('rule_name', '=', filters.ruleName);
  if (filters.ruleColumn) query = query.where('rule_column', '=', filters.ruleColumn);
  if (filters.ruleValue) query = query.where('rule_value', '=', filters.ruleValue);
  const rows = await query
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_RULES_PER_QUERY)
    .execute();
  return rows.map(toRecord);
}

/** Marks whether a menu has rules (the role tree's rule icon). */
async function refreshRuleFlag(db: Kysely<Database>, permissionId: string): Promise<void> {
  const any = await db
    .selectFrom('sys_permission_data_rule')
    .select('id')
    .where('permission_id', '=', permissionId)
    .limit(1)
    .executeTakeFirst();
  await db
    .updateTable('sys_permission')
    .set({ rule_flag: any ? 1 : 0 })
    .where('id', '=', permissionId)
    .execute();
}

/**
 * Stores a checked rule (a new one without `id`); null when the rule to edit does not exist.
 *
 * @example
 * await saveRule(db, rule, undefined, 'admin');
 */
export async function saveRule(
  db: Kysely<Database>,
  rule: RuleBody,
  id: string | undefined,
  username: string,
): Promise<RuleRecord | null> {
  return db.transaction().execute(async (tx) => {
    const columns = {
      permission_id: rule.permissionId,
      rule_name: rule.ruleName,
      rule_column: rule.ruleColumn,
      rule_conditions: rule.ruleConditions,
      rule_value: rule.ruleValue,
      status: rule.status,
    };
    const now = formatDateTime();
    let ruleId = id;
    let previousMenu: string | undefined;
    if (ruleId === undefined) {
      ruleId = newId();
      await tx
        .insertInto('sys_permission_data_rule')
        .values({
          id: ruleId,
          ...columns,
          create_by: username,
          create_time: now,
          update_by: null,
          update_time: null,
        })
        .execute();
    } else {
      const old = await tx
        .selectFrom('sys_permission_data_rule')
        .select('permission_id')
        .where('id', '=', ruleId)
        .executeTakeFirst();
      if (!old) return null;
      previousMenu = old.permission_id;
      await tx
        .updateTable('sys_permission_data_rule')
        .set({ ...columns, update_by: username, update_time: now })
        .where('id', '=', ruleId)
        .execute();
    }
    await refreshRuleFlag(tx, rule.permissionId);
    if (previousMenu && previousMenu !== rule.permissionId) await refreshRuleFlag(tx, previousMenu);
    const row = await tx
      .selectFrom('sys_permission_data_rule')
      .selectAll()
      .where('id', '=', ruleId)
      .executeTakeFirstOrThrow();
    return toRecord(row);
  });
}

/**
 * Deletes a rule and takes it out of every role's grant; false when there was none.
 *
 * @example
 * await deleteRule(db, id);
 */
export async function deleteRule(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const rule = await tx
      .deleteFrom('sys_permission_data_rule')
      .where('id', '=', id)
      .returning('permission_id')
      .executeTakeFirst();
    if (!rule) return false;
    const grants = await tx
      .selectFrom('sys_role_permission')
      .select(['id', 'data_rule_ids'])
      .where('permission_id', '=', rule.permission_id)
      .where('data_rule_ids', 'like', `%${id}%`)
      .execute();
    for (const grant of grants) {
      const ids = (grant.data_rule_ids ?? '').split(',').filter((r) => r && r !== id);
      await tx
        .updateTable('sys_role_permission')
        .set({ data_rule_ids: ids.join(',') })
        .where('id', '=', grant.id)
        .execute();
    }
    await refreshRuleFlag(tx, rule.permission_id);
    return true;
  });
}
