// Below an infinite list (`table.infinite`): how many rows are in, a spinner while the next page
// loads, and a failed load's error with a retry.
import { Button, Spin, theme } from 'antd';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListController } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import { Notice } from './Notice';

type More = NonNullable<ListController['more']>;

/**
 * The table's `onScroll` for an infinite list: the next page once less than a screen of rows is left.
 *
 * @example
 * <Table onScroll={nearEnd(list.more.loadMore)} … />
 */
export function nearEnd(loadMore: () => void) {
  return (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= el.clientHeight) loadMore();
  };
}

/**
 * "已加载 N / 共 M 条" / "Loaded N of M", and the next page's loading state or error.
 *
 * @example
 * {list.more && <InfiniteStatus more={list.more} loaded={list.records.length} total={list.total} />}
 */
export function InfiniteStatus({ more, loaded, total }: { more: More; loaded: number; total: number }) {
  const { t } = useTranslation(SCHEMA_NS);
  const { token } = theme.useToken();
  return (
    <>
      {more.error && (
        <Notice type="error" action={<Button onClick={more.loadMore}>{t('list.retry')}</Button>}>
          <strong>{t('list.loadFailed')}</strong> {more.error}
        </Notice>
      )}
      <div style={{ marginTop: 12, display: 'flex', gap: 8, color: token.colorTextSecondary }}>
        <span role="status">{t('list.loaded', { loaded, total })}</span>
        {more.loading && <Spin size="small" />}
      </div>
    </>
  );
}
