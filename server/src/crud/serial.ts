// Generated codes of model properties (`x-storage.serial`): the fill rule the serial names (or its own
// prefix and digits) gives the format, an atomic counter (fill-counter.ts) the sequence. A counter met
// for the first time starts after the highest code already stored under the same prefix, so codes
// written before counters existed (or by a previous rule setting) are never handed out again.
import { sql } from 'kysely';
import type { FieldSerial } from '../../../runtime/schema/index.js';
import { peekValue, takeValue } from './fill-counter.js';
import { codePrefix, counterKey, fallbackRule, formatCode, ruleOfRow, type FillRule } from './fill-rule.js';
import type { FieldInfo } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import type { Tx } from './types.js';

/** The model of fill rules (schemas/models/sys_fill_rule.json). */
export const FILL_RULE_MODEL = 'sys_fill_rule';

/**
 * The stored fill rule with this code, or undefined.
 *
 * @example
 * (await findRule(registry, db, 'case_no'))?.prefix; // 'CS'
 */
export async function findRule(
  registry: ModelRegistry,
  db: Tx,
  ruleCode: string,
): Promise<FillRule | undefined> {
  const model = registry.models.get(FILL_RULE_MODEL);
  if (!model) return undefined;
  const row = await Scope.system(registry, model)
    .storedRows(db)
    .selectAll()
    .where('rule_code', '=', ruleCode)
    .executeTakeFirst();
  return row ? ruleOfRow(row) : undefined;
}

function counterName(serial: FieldSerial, table: string, field: FieldInfo): string {
  return serial.rule ?? `${table}.${field.column}`;
}

/**
 * The highest sequence value stored under `prefix` in every property whose serial draws from the
 * counter `name` (any model), or 0.
 */
async function storedMax(registry: ModelRegistry, db: Tx, name: string, prefix: string, digits: number) {
  let max = 0;
  for (const model of registry.models.values()) {
    for (const field of model.fields) {
      const serial = field.def['x-storage']?.serial;
      if (!serial || counterName(serial, model.table, field) !== name) continue;
      const column = sql.ref(field.column);
      const row = await Scope.system(registry, model)
        .storedRows(db)
        .select(sql<string | null>`max(${column})`.as('last'))
        .where(sql`substr(${column}, 1, ${prefix.length})`, '=', prefix)
        .where(sql`length(${column})`, '=', prefix.length + digits)
        .executeTakeFirst();
      const last = row?.last ? Number(String(row.last).slice(prefix.length)) : 0;
      if (Number.isFinite(last) && last > max) max = last;
    }
  }
  return max;
}

async function ruleOfSerial(registry: ModelRegistry, db: Tx, serial: FieldSerial, name: string) {
  const stored = serial.rule ? await findRule(registry, db, serial.rule) : undefined;
  return stored ?? fallbackRule(name, serial.prefix ?? '', serial.digits ?? 4);
}

/**
 * Takes the next code of a serial property inside the add's transaction.
 *
 * @example
 * row.case_no = await nextSerial(scope, tx, caseNoField); // 'CS202611260001'
 */
export async function nextSerial(scope: Scope, tx: Tx, field: FieldInfo): Promise<string> {
  const serial = field.def['x-storage']!.serial!;
  const name = counterName(serial, scope.model.table, field);
  const rule = await ruleOfSerial(scope.registry, tx, serial, name);
  const now = new Date();
  const prefix = codePrefix(rule, now, scope.user.orgCode);
  const seed = () => storedMax(scope.registry, tx, name, prefix, rule.digits);
  const value = await takeValue(tx, name, counterKey(rule, now, scope.user.orgCode), seed);
  return formatCode(prefix, value, rule.digits);
}

/**
 * The code a fill rule would generate next for a user's department, without taking it.
 *
 * @example
 * await previewCode(registry, db, rule, null); // 'CS202611260008'
 */
export async function previewCode(
  registry: ModelRegistry,
  db: Tx,
  rule: FillRule,
  orgCode: string | null | undefined,
): Promise<string> {
  const now = new Date();
  const prefix = codePrefix(rule, now, orgCode);
  const seed = () => storedMax(registry, db, rule.ruleCode, prefix, rule.digits);
  const value = await peekValue(db, rule.ruleCode, counterKey(rule, now, orgCode), seed);
  return formatCode(prefix, value, rule.digits);
}
