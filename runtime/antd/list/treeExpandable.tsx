// The expand control of a lazy tree list (render/list/useTreeChildren): antd's own button, or a spinner
// while the row's children load; a failed load is reported and the row stays collapsed.
import { LoadingOutlined } from '@ant-design/icons';
import type { TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListController, ListRecord } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import { useFeedback } from '../useFeedback';

type Expandable = NonNullable<TableProps<ListRecord>['expandable']>;

/**
 * The Table's `expandable` for a list whose tree loads lazily; undefined for other lists.
 *
 * @example
 * <Table expandable={useTreeExpandable(list)} … />
 */
export function useTreeExpandable(list: ListController): Expandable | undefined {
  const { t } = useTranslation(SCHEMA_NS);
  const { message } = useFeedback();
  const tree = list.tree;
  const rowKey = list.rowKey;
  return useMemo<Expandable | undefined>(() => {
    if (!tree) return undefined;
    const loading = new Set(tree.loadingKeys);
    return {
      expandedRowKeys: tree.expandedKeys,
      onExpand: (expanded, record) => {
        tree.toggle(record[rowKey] as string, expanded).catch((err: unknown) => {
          void message.error(
            `${t('list.childrenFailed')}: ${err instanceof Error ? err.message : String(err)}`,
          );
        });
      },
      expandIcon: ({ prefixCls, expanded, expandable, record, onExpand }) => {
        if (loading.has(record[rowKey] as string)) {
          return (
            <LoadingOutlined
              aria-label={t('list.loadingChildren')}
              className={`${prefixCls}-row-expand-icon ${prefixCls}-row-expand-icon-spaced`}
              style={{ background: 'none', border: 0 }}
            />
          );
        }
        const state = !expandable ? 'spaced' : expanded ? 'expanded' : 'collapsed';
        return (
          <button
            type="button"
            className={`${prefixCls}-row-expand-icon ${prefixCls}-row-expand-icon-${state}`}
            aria-label={t(expanded ? 'list.collapseRow' : 'list.expandRow')}
            aria-expanded={expandable ? expanded : undefined}
            onClick={(event) => {
              event.stopPropagation();
              onExpand(record, event);
            }}
          />
        );
      },
    };
  }, [tree, rowKey, t, message]);
}
