// A list page's pagination, beside its table rather than antd's Table's own: a page turn renders this
// pager (and the loading state) at the click, and the table only when the new rows are in.
import { Pagination, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCHEMA_NS } from '../../render/locales';

export interface ListPagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  /** The table's size: a middle or small table has the small pager, as antd's Table gives it. */
  small: boolean;
  onChange: (pageNo: number, pageSize: number) => void;
}

/**
 * The pager antd's Table draws below its rows (same classes, size, alignment and margin), with the
 * size changer, the quick jumper and "共 N 条". None while there are no rows, as in antd's Table.
 *
 * @example
 * <ListPager pageNo={1} pageSize={10} total={42} pageSizeOptions={[10, 20]} small onChange={changePage} />
 */
export function ListPager({ pageNo, pageSize, total, pageSizeOptions, small, onChange }: ListPagerProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const { token } = theme.useToken();
  if (!total) return null;
  return (
    <Pagination
      className="ant-table-pagination"
      align="end"
      size={small ? 'small' : undefined}
      style={{ margin: `${token.margin}px 0` }}
      current={pageNo}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={pageSizeOptions.map(String)}
      showTotal={(count) => t('list.total', { total: count })}
      onChange={onChange}
    />
  );
}
