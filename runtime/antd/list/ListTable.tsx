// The table of a list page, memoized. The page renders again for much beside the rows: a page turn's
// loading state and its new page number, an infinite list's next-page spinner, a row action's dialog.
// Each such render of antd's Table went through all of its rows (rc-table renders every row and cell
// shell again, and the selection is worked out over all records: 10,000 in an infinite list); now the
// table renders when its rows, columns or selection change.
import { Empty, Spin, Table, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { forwardRef, memo, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX } from '../../core';
import type { ListPageSchema, SortOrder } from '../../render/schemaLite';
import type { ListRecord } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import { nearEnd } from './InfiniteStatus';
import { lightSelectionCell } from './LightCheckbox';
import { SELECTION_COLUMN_WIDTH, VIRTUAL_BODY_HEIGHT, virtualScrollX } from './virtualRows';

// While the rows scroll, the header row stays in view (under the shell's header when that is fixed)
// and so does the horizontal scrollbar, at the window's bottom: a list wider than the page shows it
// scrolls sideways rather than seeming to clip its last columns under the fixed actions column.
const STICKY_UNDER_HEADER = { offsetHeader: HEADER_HEIGHT_PX };
const STICKY_AT_TOP = { offsetHeader: 0 };
// Not virtual, the table's body does not scroll vertically (the page does), so antd's scroll back to its
// first row on a sort only set the body's scrollTop to 0 in every frame for 450 ms, each time forcing a
// layout of the rows being rendered.
const NOT_VIRTUAL_SCROLL = { x: 'max-content', scrollToFirstRowOnChange: false } as const;

export interface ListTableProps {
  table: ListPageSchema['table'];
  rowKey: string;
  records: ListRecord[];
  columns: NonNullable<TableProps<ListRecord>['columns']>;
  expandable: TableProps<ListRecord>['expandable'];
  virtual: boolean;
  fixedHeader: boolean;
  selection: 'checkbox' | 'radio' | 'none';
  selectedKeys: readonly Key[];
  onSelect: (keys: (string | number)[], rows: ListRecord[]) => void;
  onSort: (field?: string, order?: SortOrder['order']) => void;
  /** An infinite list's next page, asked for when the rows are scrolled near their end. */
  loadMore?: () => void;
  /** The width of a table whose columns were fitted to its panel (useFittedColumns); else its content's. */
  scrollX?: number;
  /**
   * Every row is loaded (an unpaged list): antd's Table pages them itself, after its column filters,
   * this many a page (its default sizes are the list's 10/20/50/100); else `ListPager` pages on the server.
   */
  localPageSize?: number;
  /**
   * The rows are loading and none are shown yet: the empty table shows a spinner where its rows will
   * be instead of "no data". (The page's Spin blurs only rows already shown: rows that mount under a
   * blur make the browser restyle the whole table when it lifts, a commit later.)
   */
  loading?: boolean;
}

/**
 * antd's Table for a list page's rows, without its own pagination and loading state (`ListPager` and
 * the page's Spin around it): server sorting, selection drawn light (`lightSelectionCell`), virtual when
 * `virtual`. Its props are the controller's state and stable handlers, so it renders only for them.
 *
 * @example
 * <ListTable ref={tableRef} table={page.table} rowKey="id" records={list.records} columns={columns} … />
 */
export const ListTable = memo(
  forwardRef<TableRef, ListTableProps>(function ListTable(props, ref) {
    const { table, records, columns, virtual, selection, loadMore, onSort, scrollX, localPageSize, loading } =
      props;
    const { t } = useTranslation(SCHEMA_NS);
    return (
      <Table<ListRecord>
        ref={ref}
        rowKey={props.rowKey}
        size={table?.size ?? 'middle'}
        bordered={table?.bordered}
        columns={columns}
        dataSource={records}
        expandable={props.expandable}
        virtual={virtual || undefined}
        sticky={virtual ? undefined : props.fixedHeader ? STICKY_UNDER_HEADER : STICKY_AT_TOP}
        scroll={
          virtual
            ? { x: virtualScrollX(columns, selection !== 'none'), y: VIRTUAL_BODY_HEIGHT }
            : scrollX === undefined
              ? NOT_VIRTUAL_SCROLL
              : { ...NOT_VIRTUAL_SCROLL, x: scrollX }
        }
        locale={{
          emptyText: loading ? (
            <Spin />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
          ),
        }}
        rowSelection={
          selection === 'none'
            ? undefined
            : {
                type: selection,
                // A virtual table shares its width among the columns without one, this one too.
                columnWidth: virtual ? SELECTION_COLUMN_WIDTH : undefined,
                selectedRowKeys: props.selectedKeys as Key[],
                preserveSelectedRowKeys: true,
                renderCell: lightSelectionCell,
                onChange: (keys, rows) => props.onSelect(keys as (string | number)[], rows),
              }
        }
        onScroll={loadMore && nearEnd(loadMore)}
        pagination={localPageSize ? { defaultPageSize: localPageSize } : false}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
          onSort(order ? String(one?.field) : undefined, order);
        }}
      />
    );
  }),
);
