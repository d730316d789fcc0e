// The `summary` line of a list page: how many of the loaded rows meet a condition, out of all of them
// ("已读 1 / 共 2 人"). A plain line in the secondary text colour: antd's Typography would add to the
// list's chunk, which is at its bundle budget.
import { theme } from 'antd';
import type { ListSummary as Summary } from '../../render/schemaLite';
import { conditionOf } from '../../render/actions/evaluate';
import type { ListRecord } from '../../render/list/useListController';
import { interpolate, type TextResolver } from '../../render/schema/text';

export interface ListSummaryProps {
  summary: Summary;
  /** The rows the list has loaded (all of them for an unpaged list, else the page shown). */
  rows: readonly ListRecord[];
  tx: TextResolver;
}

/**
 * The summary text with `{{count}}` (rows for which `when` holds over `record`) and `{{total}}`.
 *
 * @example
 * <ListSummary summary={page.summary} rows={list.records} tx={tx} />
 */
export function ListSummary({ summary, rows, tx }: ListSummaryProps) {
  const { token } = theme.useToken();
  const count = rows.filter((record) => conditionOf(summary.when, { record }, false)).length;
  return (
    <div style={{ color: token.colorTextSecondary, marginBottom: token.margin }}>
      {interpolate(tx(summary.text), { count, total: rows.length })}
    </div>
  );
}
