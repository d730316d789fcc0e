// List queries compiled once per shape. A list request's SQL depends only on which columns it filters
// with which operators (and how many values an IN has), its order and what it selects; the values are
// bound parameters. Building and compiling the Kysely query cost about as much as running it on
// SQLite (reference/perf-security-anchors.md A2: ~25 µs), so the SQL is compiled once with
// placeholders standing for the values, and later requests of the same shape only fill them in.
import type { CompiledQuery } from 'kysely';
import type { CompiledModel } from './model.js';
import type { Condition, ListQuery } from './query.js';

/** Stands for the value at `index` while a template is compiled. */
class Slot {
  constructor(readonly index: number) {}
  /** Shapes are keyed by JSON, in which every value looks the same. */
  toJSON(): string {
    return '?';
  }
}

export type Filters = Pick<ListQuery, 'conditions' | 'superQuery'>;

/** A query's values in order, and the same filters with placeholders for them. */
export interface Slotted {
  filters: Filters;
  values: unknown[];
  /** A placeholder for one more value (limit, offset). */
  slot(value: unknown): unknown;
  /** The shape of the filters, as a key. */
  key: string;
}

/**
 * Replaces the values of list filters by placeholders.
 *
 * @example
 * const s = slotted({ conditions: [{ column: 'status', op: '=', value: '4' }] });
 * s.values; // ['4'];  s.key === '[[{"column":"status","op":"=","value":"?"}],null]'
 */
export function slotted(filters: Filters): Slotted {
  const values: unknown[] = [];
  const slot = (value: unknown): Slot => new Slot(values.push(value) - 1);
  const shape = (cond: Condition): Condition =>
    'any' in cond
      ? { any: cond.any.map(shape) }
      : { ...cond, value: Array.isArray(cond.value) ? cond.value.map(slot) : slot(cond.value) };
  const conditions = filters.conditions.map(shape);
  const superQuery = filters.superQuery && {
    match: filters.superQuery.match,
    conditions: filters.superQuery.conditions.map(shape),
  };
  return {
    filters: { conditions, superQuery },
    values,
    slot,
    key: JSON.stringify([conditions, superQuery ?? null]),
  };
}

/**
 * The same filters with a values array of their own, for a read that outlives the request's (a
 * background walk adds its own limit and offset values).
 *
 * @example
 * const own = reslotted(s); own.slot(20); // s.values is unchanged
 */
export function reslotted<T extends Slotted>(query: T): T {
  const values = [...query.values];
  return { ...query, values, slot: (value: unknown): Slot => new Slot(values.push(value) - 1) };
}

interface Template {
  sql: string;
  /** Per parameter: the index of its value, or the constant Kysely bound itself. */
  params: ({ at: number } | { constant: unknown })[];
}

const templates = new WeakMap<CompiledModel, Map<string, Template>>();
const MAX_PER_MODEL = 300;

/**
 * The compiled query for `key`, compiled by `build` (which must use the placeholders of `query`) on
 * first use, with `query`'s values bound.
 *
 * @example
 * const s = slotted(listQuery);
 * const compiled = templated(model, `page\0${s.key}`, s, () => select.where(whereOf(model, s.filters)).compile());
 */
export function templated(
  model: CompiledModel,
  key: string,
  query: Pick<Slotted, 'values'>,
  build: () => CompiledQuery,
): Pick<CompiledQuery, 'sql' | 'parameters'> {
  let byKey = templates.get(model);
  if (!byKey) templates.set(model, (byKey = new Map()));
  let template = byKey.get(key);
  if (!template) {
    const compiled = build();
    template = {
      sql: compiled.sql,
      params: compiled.parameters.map((p) => (p instanceof Slot ? { at: p.index } : { constant: p })),
    };
    // Shapes are few (fields × operators); the cap only guards against a caller inventing many.
    if (byKey.size >= MAX_PER_MODEL) byKey.clear();
    byKey.set(key, template);
  }
  const { values } = query;
  return {
    sql: template.sql,
    parameters: template.params.map((p) => ('at' in p ? values[p.at] : p.constant)),
  };
}
