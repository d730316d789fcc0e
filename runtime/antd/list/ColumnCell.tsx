import { memo } from 'react';
import type { Action, Column, ModelField } from '../../render/schemaLite';
import type { ListRecord } from '../../render/list/useListController';
import type { ActionRunner } from '../pageKit/useActionRunner';
import { matchHighlight, type CellHighlight } from './cellHighlight';
import type { Display } from './displayOf';
import { ValueView } from './ValueView';

/** What a list column shows, worked out once per column (not per cell). */
export interface CellSpec {
  field: string;
  display: Display;
  def?: ModelField;
  format?: string;
  maxLength: number | false;
  link?: Column['link'];
  /** The row action a click on the value runs (`Column.action`). */
  action?: Action;
  tagColors?: Record<string, string>;
  /** Labels of an `x-options` property by value, for rows without `<field>_dictText` (hand-written APIs). */
  options?: Record<string, string>;
  /** `Column.highlight` with its colours: the first rule holding for the row tints the cell. */
  highlight?: CellHighlight[];
  /** `Column.fallback`: the field shown while this one is empty. */
  fallback?: string;
}

export interface ColumnCellProps {
  spec: CellSpec;
  value: unknown;
  record: ListRecord;
  run: ActionRunner['run'];
}

/**
 * One cell of a list column: the record's value as `ValueView` shows it, a `link` column opening its
 * target with the row, tinted by the first of the column's highlight rules that holds for the row.
 *
 * Memoized: antd's Table renders every cell again whenever it renders (a page turn's loading state, a
 * selection), and with the same spec, record and runner the cell's antd tags and buttons need not.
 *
 * @example
 * render: (value, record) => <ColumnCell spec={spec} value={value} record={record} run={runner.run} />
 */
export const ColumnCell = memo(function ColumnCell({ spec, value: own, record, run }: ColumnCellProps) {
  const { link, action } = spec;
  // An empty value gives way to the fallback field's (a user without a real name shows the username).
  const value = spec.fallback && (own ?? '') === '' ? record[spec.fallback] : own;
  const onLink = action
    ? () => run(action, { record })
    : link
      ? () =>
          run(
            {
              id: `link:${spec.field}`,
              type: 'open',
              position: 'row',
              target: link.target,
              mode: link.mode,
              params: link.params,
            },
            { record },
          )
      : undefined;
  const view = (
    <ValueView
      value={value}
      text={record[`${spec.field}_dictText`] ?? spec.options?.[String(value)]}
      display={spec.display}
      def={spec.def}
      format={spec.format}
      maxLength={spec.maxLength}
      tagColors={spec.tagColors}
      onLink={onLink}
      files={record[`${spec.field}_files`]}
    />
  );
  const tint = matchHighlight(spec.highlight, record);
  return tint ? (
    <span className={`list-cell-highlight list-cell-highlight-${tint.tone}`} style={tint.style}>
      {view}
    </span>
  ) : (
    view
  );
});
