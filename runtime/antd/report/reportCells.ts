// How a report cell reads: the dictionary label the server added (`<field>_dictText`), a rounded
// aggregate, a list joined, or the value as text.
import type { ReportColumnInfo, ReportRecord } from './reportApi';

/**
 * The shown text of one cell.
 *
 * @example
 * cellText({ field: 'status', dictText: true, … }, { status: '1', status_dictText: '处理中' }); // '处理中'
 */
export function cellText(column: ReportColumnInfo, record: ReportRecord): string {
  const label = column.dictText ? record[`${column.field}_dictText`] : undefined;
  const value = label ?? record[column.field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isInteger(value)) return String(Math.round(value * 100) / 100);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
