// References in an imported sheet. An export writes a reference as its label (the user's name, the
// department's name: excel.ts), so an import reads either a key or a label in such a column: a text
// that is a key of a live row stays, and a label naming exactly one live row becomes that row's key. A
// label naming no row or several stays as written, and the reference check (check-values.ts) then
// reports the cell by its column, so nothing is guessed.
import { referenceLabel } from './labels.js';
import type { FieldInfo } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';

/** Texts looked up per query: far below every database's limit on bound values. */
const CHUNK = 500;

/** Where a reference property's keys and labels live, when its labels can be read back. */
function labelled(registry: ModelRegistry, field: FieldInfo) {
  const ref = field.def['x-ref'];
  return ref?.through || ref?.foreignKey ? undefined : referenceLabel(registry, field);
}

/**
 * The key each of `texts` stands for in reference property `field`: itself when it is a key, the one
 * row's key when it is the label of exactly one live row; texts that are neither are left out.
 *
 * @example
 * await referenceKeys(registry, caseModel.byName.get('assignee')!, ['管理员']); // Map { '管理员' => 'e9ca…' }
 */
export async function referenceKeys(
  registry: ModelRegistry,
  field: FieldInfo,
  texts: readonly string[],
): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const where = labelled(registry, field);
  if (!where || texts.length === 0) return keys;
  const { target, key, label } = where;
  const isKey = new Set<string>();
  const byLabel = new Map<string, Set<string>>();
  const rows = Scope.system(registry, target);
  for (let from = 0; from < texts.length; from += CHUNK) {
    const chunk = texts.slice(from, from + CHUNK);
    const found = await rows
      .select()
      .select([`${key.column} as k`, `${label.column} as l`])
      .where((eb) => eb.or([eb(key.column, 'in', chunk), eb(label.column, 'in', chunk)]))
      .execute();
    for (const row of found) {
      const k = String(row.k);
      isKey.add(k);
      const l = row.l === null || row.l === undefined ? undefined : String(row.l);
      if (l !== undefined) byLabel.set(l, (byLabel.get(l) ?? new Set()).add(k));
    }
  }
  for (const text of texts) {
    if (isKey.has(text)) keys.set(text, text);
    else {
      const named = byLabel.get(text);
      if (named?.size === 1) keys.set(text, [...named][0]!);
    }
  }
  return keys;
}

/**
 * The reference properties among an import's columns whose labels can be read back.
 *
 * @example
 * referenceColumns(registry, [...columns.values()]); // [assigneeField, departIdField]
 */
export function referenceColumns(registry: ModelRegistry, fields: Iterable<FieldInfo>): FieldInfo[] {
  return [...fields].filter((f) => labelled(registry, f) !== undefined);
}
