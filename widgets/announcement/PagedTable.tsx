import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from './locales';
import type { PagedList } from './usePagedList';

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  list: PagedList<T>;
}

/**
 * An antd Table over a `usePagedList` list: its rows, loading state and server-side pagination with a
 * size changer and the total.
 *
 * @example
 * <PagedTable<MyAnnouncement> list={list} rowKey="anntId" columns={columns} />
 */
export function PagedTable<T extends object>({ list, ...props }: PagedTableProps<T>) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  return (
    <Table<T>
      size="middle"
      {...props}
      dataSource={list.records}
      loading={list.loading}
      pagination={{
        current: list.pageNo,
        pageSize: list.pageSize,
        total: list.total,
        showSizeChanger: true,
        showTotal: (total) => t('total', { total }),
        onChange: list.changePage,
      }}
    />
  );
}
