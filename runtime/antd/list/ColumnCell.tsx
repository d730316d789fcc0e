import { memo } from 'react';
import type { Action, Column, ModelField } from '../../render/schemaLite';
import type { ListRecord } from '../../render/list/useListController';
import type { ActionRunner } from '../pageKit/useActionRunner';
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
}

export interface ColumnCellProps {
  spec: CellSpec;
  value: unknown;
  record: ListRecord;
  run: ActionRunner['run'];
}

/**
 * One cell of a list column: the record's value as `ValueView` shows it, a `link` column opening its
 * target with the row.
 *
 * Memoized: antd's Table renders every cell again whenever it renders (a page turn's loading state, a
 * selection), and with the same spec, record and runner the cell's antd tags and buttons need not.
 *
 * @example
 * render: (value, record) => <ColumnCell spec={spec} value={value} record={record} run={runner.run} />
 */
export const ColumnCell = memo(function ColumnCell({ spec, value, record, run }: ColumnCellProps) {
  const { link, action } = spec;
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
  return (
    <ValueView
      value={value}
      text={record[`${spec.field}_dictText`]}
      display={spec.display}
      def={spec.def}
      format={spec.format}
      maxLength={spec.maxLength}
      tagColors={spec.tagColors}
      onLink={onLink}
    />
  );
});
