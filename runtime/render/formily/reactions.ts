// `visibleWhen`, `disabledWhen` and expression `required` → Formily reactions. The fields an
// expression reads are found statically, so each reaction watches exactly those (`dependencies`), and
// its `{{ }}` state values are evaluated by the sandboxed compiler (expressionCompiler.ts).
import type { ISchema } from '@formily/json-schema';
import { valueDependencies, type Expr } from '../schemaLite';

export interface FieldConditions {
  visibleWhen?: Expr;
  disabledWhen?: Expr;
  requiredWhen?: Expr;
}

type Reaction = Exclude<
  NonNullable<ISchema['x-reactions']>,
  unknown[] | string | ((...args: never[]) => unknown)
>;

/** The reaction's dependencies, or undefined when the expression reads all of `values`. */
function dependenciesOf(sources: string[]): Record<string, string> | undefined {
  const paths = new Set(sources.flatMap((source) => valueDependencies(source)));
  if (paths.has('*')) return undefined;
  return Object.fromEntries([...paths].map((path) => [path, path]));
}

/**
 * The reactions of one field (or section), none when it has no conditions.
 *
 * @example
 * fieldReactions({ visibleWhen: { $expr: "values.type == '1'" } });
 * // [{ dependencies: { type: 'type' }, fulfill: { state: { hidden: "{{!(values.type == '1')}}" } } }]
 */
export function fieldReactions(conditions: FieldConditions): Reaction[] {
  const state: Record<string, string> = {};
  const sources: string[] = [];
  if (conditions.visibleWhen) {
    // Hidden, not removed: a hidden field keeps its value (e.g. a foreign key filled from params).
    state.hidden = `{{!(${conditions.visibleWhen.$expr})}}`;
    sources.push(conditions.visibleWhen.$expr);
  }
  if (conditions.disabledWhen) {
    state.disabled = `{{!!(${conditions.disabledWhen.$expr})}}`;
    sources.push(conditions.disabledWhen.$expr);
  }
  if (conditions.requiredWhen) {
    state.required = `{{!!(${conditions.requiredWhen.$expr})}}`;
    sources.push(conditions.requiredWhen.$expr);
  }
  if (sources.length === 0) return [];
  const dependencies = dependenciesOf(sources);
  return [{ ...(dependencies ? { dependencies } : {}), fulfill: { state } }];
}
