// The database checks of a write whose shape passed (check-shape.ts), before anything is stored: each
// value (check-values.ts), one-to-many children row by row against their model (child-check.ts, which
// is handed this check for its rows), uploaded files (file-check.ts), a tree's parent (tree-check.ts)
// and uniqueness. Every bad field is reported at once, in the scope's language. A write that passes
// gets its `x-copyFrom` properties from the rows it references (copy-from.ts).
import { checkChildren } from './child-check.js';
import { checkValue, uniqueness } from './check-values.js';
import { copyFromReferences } from './copy-from.js';
import { checkFiles } from './file-check.js';
import { checkStoredFiles } from './stored-files.js';
import { relationNamed } from './relations.js';
import type { Scope } from './scope.js';
import { checkTreeParent } from './tree-check.js';
import type { FieldError, Row } from './types.js';

/**
 * Dictionary membership, fixed options, reference existence, children, files, tree parent and
 * uniqueness. `current` is the stored row on edit (column values). A relation's list in `values` is
 * replaced by its plan (child-plan.ts) for the storing step.
 *
 * @example
 * const errors = await checkAgainstDatabase(scope, values, undefined);
 */
export async function checkAgainstDatabase(
  scope: Scope,
  values: Row,
  current: Row | undefined,
): Promise<FieldError[]> {
  const { model, registry } = scope;
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(values)) {
    const relation = relationNamed(registry, model, name);
    if (relation) {
      const parentId = current === undefined ? undefined : String(current[model.pk.column]);
      const checked = await checkChildren(scope, relation, value, parentId, checkAgainstDatabase);
      errors.push(...checked.errors);
      values[name] = checked.plan;
      continue;
    }
    const field = model.byName.get(name);
    if (!field || value === null || field === model.pk) continue;
    errors.push(...(await checkValue(scope, field, value)));
  }
  errors.push(...(await checkFiles(scope, values, current)));
  errors.push(...(await checkStoredFiles(scope, values, current)));
  errors.push(...(await checkTreeParent(scope, values, current)));
  errors.push(...(await uniqueness(scope, values, current)));
  if (errors.length === 0) await copyFromReferences(scope, values, current);
  return errors;
}
