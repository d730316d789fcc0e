// A report's rows as a table: one column per output column, numbers right-aligned, dictionary labels
// shown; plain reports page on the server, grouped ones show every group.
import { Table, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportColumnInfo, ReportRecord } from './reportApi';
import { cellText } from './reportCells';
import { REPORT_NS } from './locales';

export interface ReportTableProps {
  columns: ReportColumnInfo[];
  records: ReportRecord[];
  total: number;
  loading?: boolean;
  /** Server paging of a plain report; without it every row shows. */
  paging?: { pageNo: number; pageSize: number; onChange: (pageNo: number, pageSize: number) => void };
}

const NUMERIC = new Set(['number', 'integer']);

/**
 * The table of a report.
 *
 * @example
 * <ReportTable columns={meta.columns} records={rows.records} total={rows.total} />
 */
export function ReportTable({ columns, records, total, loading, paging }: ReportTableProps) {
  const { t } = useTranslation(REPORT_NS);
  const tableColumns = useMemo<TableProps<ReportRecord>['columns']>(
    () =>
      columns.map((column) => ({
        key: column.field,
        title: column.label,
        align: NUMERIC.has(column.type) && !column.dictText ? ('right' as const) : undefined,
        render: (_: unknown, record: ReportRecord) => cellText(column, record),
      })),
    [columns],
  );
  const rows = useMemo(() => records.map((record, index) => ({ ...record, __key: index })), [records]);
  return (
    <Table<ReportRecord>
      size="middle"
      bordered
      rowKey="__key"
      loading={loading}
      columns={tableColumns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={
        paging
          ? {
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total,
              showSizeChanger: true,
              showTotal: (n) => t('total', { count: n }),
              onChange: paging.onChange,
            }
          : false
      }
      footer={paging ? undefined : () => t('groups', { count: total })}
    />
  );
}
