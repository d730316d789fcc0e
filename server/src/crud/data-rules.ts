// Data rules as a row rule of the registry (types.ts RowRule): the rules a user was granted on the menus
// that show a model (a page of the model whose menuKey is the menu's component) become conditions of
// every scoped read and write of that model — list, queryById, children, export, edit, delete, record
// versions. Rules are ANDed. Values may use the contract's variables (`#{sys_user_code}`…). A rule that
// cannot be applied safely (custom SQL, an unknown variable, a value its column cannot hold) admits no
// row rather than every row; a rule on a property the model lacks is ignored, as JeecgBoot does.
import { formatDateTime } from '../lib/time.js';
import type { CompiledModel, FieldInfo } from './model.js';
import { escapeLike, type Condition, type Op } from './query.js';
import type { ModelRegistry } from './registry.js';
import type { DataRule, RowRule, ScopeUser } from './types.js';

/** The operators a data rule may use; `USE_SQL_RULES` (SQL text from the database) is never run. */
export const RULE_OPERATORS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'IN',
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

const COMPARISONS: Partial<Record<RuleOperator, Op>> = {
  '=': '=',
  '!=': '!=',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};
const MAX_IN_VALUES = 100;

/**
 * The value of a system variable for `user` (snake and camel spellings), or undefined when unknown.
 *
 * @example
 * ruleVariable('sys_user_code', user); // 'admin'
 */
export function ruleVariable(name: string, user: ScopeUser, now = new Date()): string | undefined {
  switch (name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)) {
    case 'sys_user_code':
      return user.username;
    case 'sys_user_name':
      return user.realname ?? user.username;
    case 'sys_org_code':
      return user.orgCode ?? undefined;
    case 'sys_date':
      return formatDateTime(now).slice(0, 10);
    case 'sys_time':
      return formatDateTime(now);
    default:
      return undefined;
  }
}

/** `#{var}` replaced by its value; undefined when a variable is unknown or has no value. */
function resolveValue(text: string, user: ScopeUser): string | undefined {
  let unknown = false;
  const value = text.replace(/#\{\s*([A-Za-z_]+)\s*\}/g, (_, name: string) => {
    const resolved = ruleVariable(name, user);
    if (resolved === undefined) unknown = true;
    return resolved ?? '';
  });
  return unknown ? undefined : value;
}

/** A rule value as its column compares (numbers for numeric properties); undefined when it cannot be. */
function typed(field: FieldInfo, text: string): unknown {
  const type = field.def.type;
  if (type !== 'integer' && type !== 'number') return text;
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** Admits no row: `1 = 0`. */
const nothing = (model: CompiledModel): Condition => ({ column: model.pk.column, op: 'in', value: [] });

/**
 * One rule as a condition on `model` for `user`; null when the model has no such property.
 *
 * @example
 * ruleCondition(caseModel, { column: 'createBy', conditions: '=', value: '#{sys_user_code}' }, user);
 * // { column: 'create_by', op: '=', value: 'partner1' }
 */
export function ruleCondition(model: CompiledModel, rule: DataRule, user: ScopeUser): Condition | null {
  const field =
    model.byName.get(rule.column) ?? model.fields.find((f) => f.column === rule.column && f.stored);
  if (!field || !field.stored) return null;
  const op = rule.conditions as RuleOperator;
  const value = resolveValue(rule.value, user);
  if (value === undefined || !RULE_OPERATORS.includes(op)) return nothing(model);
  const column = field.column;
  const comparison = COMPARISONS[op];
  if (comparison) {
    const v = typed(field, value);
    return v === undefined ? nothing(model) : { column, op: comparison, value: v };
  }
  if (op === 'IN') {
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, MAX_IN_VALUES)
      .map((v) => typed(field, v));
    return values.includes(undefined) ? nothing(model) : { column, op: 'in', value: values };
  }
  const text = escapeLike(value);
  const pattern = op === 'LEFT_LIKE' ? `%${text}` : op === 'RIGHT_LIKE' ? `${text}%` : `%${text}%`;
  return { column, op: 'like', value: pattern };
}

/** The menu components that show `model`: the menuKey of each page of the model. */
function componentsOf(registry: ModelRegistry, model: CompiledModel): Set<string> {
  const keys = new Set<string>();
  for (const { schema } of registry.pages.values()) {
    if (schema.model === model.name && schema.menuKey) keys.add(schema.menuKey);
  }
  return keys;
}

/**
 * The registry's row rule for data rules.
 *
 * @example
 * registry.addRowRule(dataRuleRowRule(registry));
 */
export function dataRuleRowRule(registry: ModelRegistry): RowRule {
  return (model, user) => {
    if (!user.dataRules || user.dataRules.size === 0) return [];
    const conditions: Condition[] = [];
    for (const component of componentsOf(registry, model)) {
      for (const rule of user.dataRules.get(component) ?? []) {
        const condition = ruleCondition(model, rule, user);
        if (condition) conditions.push(condition);
      }
    }
    return conditions;
  };
}
