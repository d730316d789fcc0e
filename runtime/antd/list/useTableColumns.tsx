// The antd columns of a list page: title and display from the model, server sorting, visibility
// (user settings, column permissions) and the row actions column.
import { theme, type TableColumnsType } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionsAtom } from '../../core';
import type { Action, Column, FieldOption, ListPageSchema, ModelSchema } from '../../render/schemaLite';
import { permissionAccess } from '../../render/actions/access';
import { conditionOf } from '../../render/actions/evaluate';
import type { ListController, ListRecord } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import { fieldOf } from '../../render/schema/fields';
import { fieldLabel, type TextResolver } from '../../render/schema/text';
import type { ActionRunner } from '../pageKit/useActionRunner';
import { highlightsOf } from './cellHighlight';
import { ColumnCell, type CellSpec } from './ColumnCell';
import { displayOf } from './displayOf';
import { RowActions, type GrantedAction } from './RowActions';

export interface TableColumnsOptions {
  page: ListPageSchema;
  model: ModelSchema;
  list: ListController;
  tx: TextResolver;
  hidden: readonly string[];
  rowActions: Action[];
  runner: ActionRunner;
  labelOf: (action: Action, position?: string) => string;
}

const optionLabels = (options: FieldOption[], tx: TextResolver) =>
  Object.fromEntries(options.map((o) => [String(o.value), tx(o.label, String(o.value))]));

/** Columns the user may see (a column `permission` removes it, SPEC §6). */
export function permittedColumns(columns: readonly Column[]): Column[] {
  return columns.filter((column) => permissionAccess(column.permission).visible);
}

/**
 * The columns a table shows: permitted, not hidden by the user, and whose `visibleWhen` holds for
 * the applied search values (a list of two record kinds shows each kind's own columns).
 *
 * @example
 * shownColumns(page.columns, ['remark'], { logType: '2' });
 */
export function shownColumns(
  columns: readonly Column[],
  hidden: readonly string[],
  values: Record<string, unknown>,
): Column[] {
  return permittedColumns(columns).filter(
    (column) => !hidden.includes(column.field) && conditionOf(column.visibleWhen, { values }, true),
  );
}

/**
 * The antd column definitions of a list page. They keep their identity while the page's paging, loading
 * state or selection change (the runner's `run` is stable), and their cells are memoized components, so
 * antd's Table rendering again for those does not render the cells' tags and buttons again.
 *
 * @example
 * const columns = useTableColumns({ page, model, list, tx, hidden, rowActions, runner, labelOf });
 */
export function useTableColumns(options: TableColumnsOptions): TableColumnsType<ListRecord> {
  const { page, model, list, tx, hidden, rowActions, labelOf } = options;
  const { run, scopeFor } = options.runner;
  const { t } = useTranslation(SCHEMA_NS);
  // Looked up here once rather than in every row's actions (a hook per row is felt at 100 rows).
  const { token } = theme.useToken();
  const moreLabel = t('list.more');
  const sorted = list.sort?.[0];
  // Permissions are the same for every row: looked up once for the table (again when they are reloaded).
  const permissions = useAtomValue(permissionsAtom);
  const granted = useMemo<GrantedAction[]>(
    () => rowActions.map((action) => ({ action, granted: permissionAccess(action.permission) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `permissions`: recomputed when they reload
    [rowActions, permissions],
  );
  const runner = useMemo(() => ({ run, scopeFor }), [run, scopeFor]);
  return useMemo(() => {
    const columns: TableColumnsType<ListRecord> = shownColumns(page.columns, hidden, list.values).map(
      (column) => {
        const def = fieldOf(model, column.field);
        // A column naming a row action shows its value as a link running it, if the user may.
        const action = column.action
          ? granted.find((g) => g.action.id === column.action && g.granted.visible)?.action
          : undefined;
        const display = column.display ?? (action ? 'link' : displayOf(def));
        const numeric = display === 'number' || display === 'bytes';
        const options = column.options ?? def?.['x-options'];
        const labels = options && optionLabels(options, tx);
        // Filtering on the client is right only over every row (an unpaged list), not over one page.
        const filtered = column.filter && list.unpaged && labels;
        const spec: CellSpec = {
          field: column.field,
          display,
          def,
          format: column.format,
          maxLength: display === 'ellipsis' ? (column.ellipsis ?? 25) : (column.ellipsis ?? false),
          link: column.link,
          action,
          tagColors: column.tagColors,
          options: labels,
          fallback: column.fallback,
          highlight: highlightsOf(column.highlight, token),
        };
        return {
          key: column.field,
          dataIndex: column.field,
          title: tx(column.title, fieldLabel(model, column.field, tx)),
          width: column.width,
          fixed: column.fixed,
          align: column.align ?? (numeric ? 'right' : undefined),
          sorter: column.sortable ? true : undefined,
          filters: filtered ? Object.entries(filtered).map(([value, text]) => ({ value, text })) : undefined,
          onFilter: filtered ? (value, record) => String(record[column.field]) === value : undefined,
          sortOrder:
            column.sortable && sorted?.field === column.field
              ? sorted.order === 'asc'
                ? 'ascend'
                : 'descend'
              : null,
          render: (value: unknown, record: ListRecord) => (
            <ColumnCell spec={spec} value={value} record={record} run={run} />
          ),
        };
      },
    );
    if (granted.length > 0) {
      columns.push({
        key: '__actions',
        title: t('list.actions'),
        fixed: 'right',
        // No fixed width: the column is as wide as its links (the same in every row), so the 30–40 px a
        // fixed 160 left empty go to the data columns and a list that fits shows no column under it.
        render: (_: unknown, record: ListRecord) => (
          <RowActions
            actions={granted}
            record={record}
            runner={runner}
            labelOf={labelOf}
            moreLabel={moreLabel}
            splitColor={token.colorSplit}
          />
        ),
      });
    }
    return columns;
  }, [
    page.columns,
    hidden,
    list.values,
    list.unpaged,
    model,
    tx,
    sorted,
    granted,
    t,
    run,
    runner,
    labelOf,
    moreLabel,
    token,
  ]);
}
