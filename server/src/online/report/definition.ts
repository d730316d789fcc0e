// A report definition (REPORTS.md): the JSON text of a sys_report row, parsed and checked against the
// model it reads, as the caller sees it. Every identifier that reaches SQL later is a property of the
// compiled model or an aggregate alias matching ALIAS; anything else is refused here, naming its path.
import type { CompiledModel, FieldInfo } from '../../crud/model.js';
import type { FieldError } from '../../crud/types.js';

import {
  AGGREGATE_FNS,
  CHART_TYPES,
  DEFAULT_LIMIT,
  FILTER_OPS,
  MAX_LIMIT,
  type AggregateFn,
  type FilterOp,
  type FixedValue,
  type ProblemKey,
  type ReportAggregate,
  type ReportColumn,
  type ReportDefinition,
  type ReportFilter,
  type Say,
} from './types.js';

const MAX_ITEMS = 50;
const MAX_TEXT = 200;
/** Aggregate aliases become SQL identifiers (quoted by Kysely); they are kept to plain words. */
const ALIAS = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** The keys a definition may have: anything else is refused rather than ignored. */
const KEYS = new Set(['columns', 'filters', 'groupBy', 'aggregates', 'sort', 'chart', 'limit']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumeric = (f: FieldInfo) => !f.multi && (f.def.type === 'integer' || f.def.type === 'number');
const scalarOk = (v: unknown) =>
  (typeof v === 'string' && v.length <= MAX_TEXT) || (typeof v === 'number' && Number.isFinite(v));

/**
 * Parses and checks a definition; the result is either the definition or one error per problem.
 *
 * @example
 * checkDefinition(text, caseModel, hidden, say); // { errors: [{ field: 'definition.columns[2].field', … }] }
 */
export function checkDefinition(
  text: unknown,
  model: CompiledModel,
  hidden: ReadonlySet<string>,
  say: Say,
): { definition: ReportDefinition } | { errors: FieldError[] } {
  let raw: unknown;
  try {
    raw = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  if (!isObject(raw)) return { errors: [{ field: 'definition', message: say('rpJson', 'definition') }] };
  const errors: FieldError[] = [];
  const bad = (key: ProblemKey, path: string) => errors.push({ field: path, message: say(key, path) });
  for (const key of Object.keys(raw).slice(0, 10)) if (!KEYS.has(key)) bad('rpShape', `definition.${key}`);
  const list = (name: string): Record<string, unknown>[] => {
    const value = raw[name];
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.length > MAX_ITEMS || !value.every(isObject)) {
      bad('rpShape', `definition.${name}`);
      return [];
    }
    return value;
  };
  /** The readable property `name` at `path`, or undefined after recording why not. */
  const field = (name: unknown, path: string): FieldInfo | undefined => {
    const found = typeof name === 'string' ? model.byName.get(name) : undefined;
    if (!found || !found.stored || found.secret) return void bad('rpUnknownField', path);
    if (hidden.has(found.name)) return void bad('rpHiddenField', path);
    return found;
  };
  const label = (v: unknown, path: string) => {
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || v.length > MAX_TEXT) return void bad('rpShape', path);
    return v;
  };

  const groupBy: string[] = [];
  const rawGroup = raw.groupBy ?? [];
  if (!Array.isArray(rawGroup) || rawGroup.length > MAX_ITEMS) bad('rpShape', 'definition.groupBy');
  else rawGroup.forEach((g, i) => field(g, `definition.groupBy[${i}]`) && groupBy.push(g as string));

  const aggregates: ReportAggregate[] = [];
  list('aggregates').forEach((a, i) => {
    const path = `definition.aggregates[${i}]`;
    const fn = a.fn as AggregateFn;
    if (!AGGREGATE_FNS.includes(fn)) return bad('rpShape', `${path}.fn`);
    if (typeof a.as !== 'string' || !ALIAS.test(a.as) || model.byName.has(a.as))
      return bad('rpAlias', `${path}.as`);
    if (aggregates.some((b) => b.as === a.as)) return bad('rpAlias', `${path}.as`);
    let name: string | undefined;
    if (a.field !== undefined || fn !== 'count') {
      const f = field(a.field, `${path}.field`);
      if (!f) return;
      if ((fn === 'sum' || fn === 'avg') && !isNumeric(f)) return bad('rpNotNumeric', `${path}.field`);
      name = f.name;
    }
    aggregates.push({
      fn,
      as: a.as,
      ...(name ? { field: name } : {}),
      ...optLabel(label(a.label, `${path}.label`)),
    });
  });
  const grouped = groupBy.length > 0 || aggregates.length > 0;

  const columns: ReportColumn[] = [];
  list('columns').forEach((c, i) => {
    const path = `definition.columns[${i}].field`;
    const f = field(c.field, path);
    if (!f) return;
    if (grouped && !groupBy.includes(f.name)) return bad('rpNotGrouped', path);
    columns.push({ field: f.name, ...optLabel(label(c.label, `definition.columns[${i}].label`)) });
  });
  if (!grouped && columns.length === 0) bad('rpShape', 'definition.columns');
  const outputs = grouped ? [...groupBy, ...aggregates.map((a) => a.as)] : columns.map((c) => c.field);

  const filters: ReportFilter[] = [];
  list('filters').forEach((f, i) => {
    const path = `definition.filters[${i}]`;
    const info = field(f.field, `${path}.field`);
    const op = f.op as FilterOp;
    if (!FILTER_OPS.includes(op)) return bad('rpShape', `${path}.op`);
    if (!info) return;
    if (op === 'like' && info.def.type !== 'string' && !info.multi) return bad('rpValue', `${path}.op`);
    const v = f.value;
    if (v !== undefined) {
      const ok =
        op === 'in'
          ? Array.isArray(v) && v.length > 0 && v.length <= 100 && v.every(scalarOk)
          : op === 'between'
            ? Array.isArray(v) && v.length === 2 && v.every(scalarOk)
            : scalarOk(v) || typeof v === 'boolean';
      if (!ok) return bad('rpValue', `${path}.value`);
    }
    filters.push({
      field: info.name,
      op,
      ...(v !== undefined ? { value: v as FixedValue } : {}),
      ...optLabel(label(f.label, `${path}.label`)),
    });
  });

  const sort: ReportDefinition['sort'] = [];
  list('sort').forEach((s, i) => {
    const path = `definition.sort[${i}]`;
    if (s.order !== undefined && s.order !== 'asc' && s.order !== 'desc')
      return bad('rpShape', `${path}.order`);
    if (grouped ? !outputs.includes(s.field as string) : !field(s.field, `${path}.field`)) {
      if (grouped) bad('rpNotGrouped', `${path}.field`);
      return;
    }
    sort.push({ field: s.field as string, order: s.order === 'desc' ? 'desc' : 'asc' });
  });

  let chart: ReportDefinition['chart'];
  if (raw.chart !== undefined && raw.chart !== null) {
    const c = raw.chart;
    if (!isObject(c) || !CHART_TYPES.includes(c.type as 'bar')) bad('rpShape', 'definition.chart.type');
    else if (!outputs.includes(c.x as string)) bad('rpNotGrouped', 'definition.chart.x');
    else if (!outputs.includes(c.y as string)) bad('rpNotGrouped', 'definition.chart.y');
    else chart = { type: c.type as 'bar', x: c.x as string, y: c.y as string };
  }

  const limit = raw.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT)
    bad('rpLimit', 'definition.limit');

  if (errors.length > 0) return { errors };
  return {
    definition: {
      columns,
      filters,
      groupBy,
      aggregates,
      sort,
      limit: limit as number,
      ...(chart ? { chart } : {}),
    },
  };
}

const optLabel = (label: string | undefined) => (label === undefined ? {} : { label });
