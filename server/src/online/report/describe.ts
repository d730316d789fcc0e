// What a report page needs before its data: the columns (with labels and dictionaries) and the search
// form's fields (the filters without a fixed value).
import type { ReportColumnInfo } from '../../../../schemas/api/reports.js';
import { labelOf, type CompiledModel } from '../../crud/model.js';
import type { Lang } from '../../i18n/messages.js';
import type { ReportDefinition } from './types.js';
import { isGrouped } from './run.js';

/**
 * The report's output columns in order.
 *
 * @example
 * reportColumns(caseModel, def, 'en-US'); // [{ field: 'status', label: 'Status', dict: 'case_status', … }, { field: 'cnt', … }]
 */
export function reportColumns(model: CompiledModel, d: ReportDefinition, lang: Lang): ReportColumnInfo[] {
  const labels = new Map(d.columns.map((c) => [c.field, c.label]));
  const fieldColumn = (name: string): ReportColumnInfo => {
    const field = model.byName.get(name)!;
    const dict = field.def['x-dict'];
    return {
      field: name,
      label: labels.get(name) ?? labelOf(model, field, lang),
      ...(dict ? { dict } : {}),
      dictText: Boolean(dict ?? field.def['x-options'] ?? field.def['x-ref']),
      type: field.multi ? 'array' : String(field.def.type ?? 'string'),
    };
  };
  if (!isGrouped(d)) return d.columns.map((c) => fieldColumn(c.field));
  return [
    ...d.groupBy.map(fieldColumn),
    ...d.aggregates.map((a) => ({
      field: a.as,
      label: a.label ?? a.as,
      dictText: false,
      aggregate: a.fn,
      type: 'number',
    })),
  ];
}

/**
 * The search form of a report: one entry per filter the reader fills (`between` reads
 * `<field>_begin` and `<field>_end`, `in` a comma-joined list).
 *
 * @example
 * reportQueryInfo(caseModel, def, 'zh-CN'); // [{ field: 'priority', label: '优先级', op: 'eq', dict: 'priority', … }]
 */
export function reportQueryInfo(model: CompiledModel, d: ReportDefinition, lang: Lang) {
  return d.filters
    .filter((f) => f.value === undefined)
    .map((f) => {
      const field = model.byName.get(f.field)!;
      const dict = field.def['x-dict'];
      return {
        field: f.field,
        label: f.label ?? labelOf(model, field, lang),
        op: f.op,
        ...(dict ? { dict } : {}),
        type: field.multi ? 'array' : String(field.def.type ?? 'string'),
        ...(field.format ? { format: field.format } : {}),
      };
    });
}
