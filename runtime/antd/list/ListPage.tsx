import { Button, Empty, Table, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { fixedHeaderAtom, HEADER_HEIGHT_PX, sessionAtom } from '../../core';
import type { Action, ListPageSchema, ModelSchema } from '../../render/schemaLite';
import { actionsAt } from '../../render/actions/access';
import { parentKeys } from '../../render/list/expandAll';
import { useColumnVisibility } from '../../render/list/useColumnVisibility';
import { PAGE_SIZE_OPTIONS, useListController, type ListRecord } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { fieldLabel, useSchemaText } from '../../render/schema/text';
import { usePageHost } from '../pageKit/PageHost';
import { useActionRunner } from '../pageKit/useActionRunner';
import { ColumnSettings } from './ColumnSettings';
import { LinkButtonScope } from './LinkButton';
import { CheckboxScope, lightSelectionCell } from './LightCheckbox';
import { TagScope } from './LightTag';
import { InfiniteStatus, nearEnd } from './InfiniteStatus';
import { ListToolbar } from './ListToolbar';
import { Notice } from './Notice';
import { SearchForm } from './SearchForm';
import { useActionLabel } from './useActionLabel';
import { useTreeExpandable } from './treeExpandable';
import { permittedColumns, useTableColumns } from './useTableColumns';
import { VIRTUAL_BODY_HEIGHT, virtualScrollX, virtualThreshold } from './virtualRows';

// A list of rows that are no model (object storage's objects, read from `dataSource.api`): no
// property facts, so columns show as text unless they name a display, under their own titles.
// While the rows scroll, the header row stays in view (under the shell's header when that is fixed)
// and so does the horizontal scrollbar, at the window's bottom: a list wider than the page shows it
// scrolls sideways rather than seeming to clip its last columns under the fixed actions column.
const STICKY_UNDER_HEADER = { offsetHeader: HEADER_HEIGHT_PX };
const STICKY_AT_TOP = { offsetHeader: 0 };

const NO_MODEL: ModelSchema = {
  $id: 'urn:lowcode:model:none',
  type: 'object',
  'x-storage': { table: '' },
  properties: {},
};

// Only opened by an import action: Upload and its progress bars stay out of the list's chunk.
const ImportDialog = lazy(() => import('./ImportDialog'));

/**
 * A list page rendered from its schema: search form, toolbar, table (dictionary tags, dates, numbers,
 * ellipsis, server sorting, column settings kept per user, selection, pagination 10/20/50/100, tree
 * rows), row and bulk actions, export and import; loading, empty and error states.
 *
 * @example
 * <ListPage bundle={bundle} params={{}} />
 */
export { prefetchListPage } from '../../render/list/firstPage';

export default function ListPage({ bundle, params }: KindViewProps) {
  const page = bundle.page as ListPageSchema;
  const model = page.model ? bundle.models.get(page.model)!.schema : NO_MODEL;
  const { t } = useTranslation(SCHEMA_NS);
  const tx = useSchemaText(page.i18n, model['x-i18n']);
  const host = usePageHost();
  const { token } = theme.useToken();
  const user = useAtomValue(sessionAtom)?.userInfo ?? undefined;
  const fixedHeader = useAtomValue(fixedHeaderAtom);
  const list = useListController({ page, model, params, user });
  const [importing, setImporting] = useState<Action>();
  const runner = useActionRunner({ bundle, params, tx, reload: list.reload, list, onImport: setImporting });
  const labelOf = useActionLabel(tx);
  const visibility = useColumnVisibility(page.id, page.columns, page.table, user?.id);
  const toolbar = useMemo(() => actionsAt(page.actions, 'toolbar'), [page.actions]);
  const bulk = useMemo(() => actionsAt(page.actions, 'bulk'), [page.actions]);
  const rowActions = useMemo(() => actionsAt(page.actions, 'row'), [page.actions]);
  const columns = useTableColumns({
    page,
    model,
    list,
    tx,
    hidden: visibility.hidden,
    rowActions,
    runner,
    labelOf,
  });
  // A tree whose rows are all loaded keeps its expanded rows here, for "expand all" / "collapse all".
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const expandAll = page.table?.tree?.expandAll;
  const expandable =
    useTreeExpandable(list) ??
    (expandAll ? { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded } : undefined);
  const selection = page.table?.selection ?? (bulk.length > 0 ? 'checkbox' : 'none');
  // A long page renders only the rows in view (antd's virtual table wants a numeric width and height).
  // An infinite list is always virtual: it grows to the total.
  const virtual = Boolean(list.more) || list.records.length >= virtualThreshold(page.table);
  const settings = permittedColumns(page.columns).map((c) => ({
    field: c.field,
    title: tx(c.title, fieldLabel(model, c.field, tx)),
  }));

  const body = (
    <>
      <SearchForm page={page} model={model} tx={tx} onSearch={list.search} onReset={list.reset} />
      <ListToolbar
        toolbar={toolbar}
        bulk={bulk}
        list={list}
        runner={runner}
        labelOf={labelOf}
        tools={
          expandAll && (
            <>
              <Button onClick={() => setExpanded(parentKeys(list.records, list.rowKey))}>
                {t('list.expandAll')}
              </Button>
              <Button onClick={() => setExpanded([])}>{t('list.collapseAll')}</Button>
            </>
          )
        }
        extra={
          <ColumnSettings
            columns={settings}
            hidden={visibility.hidden}
            onChange={visibility.setHidden}
            onReset={visibility.reset}
          />
        }
      />
      {list.error && !list.loading ? (
        <Notice type="error" action={<Button onClick={list.reload}>{t('list.retry')}</Button>}>
          <strong>{t('list.loadFailed')}</strong> {list.error}
        </Notice>
      ) : (
        <LinkButtonScope>
          <TagScope>
            <CheckboxScope>
              <Table<ListRecord>
                rowKey={list.rowKey}
                size={page.table?.size ?? 'middle'}
                bordered={page.table?.bordered}
                loading={list.loading}
                columns={columns}
                dataSource={list.records}
                expandable={expandable}
                virtual={virtual || undefined}
                sticky={virtual ? undefined : fixedHeader ? STICKY_UNDER_HEADER : STICKY_AT_TOP}
                scroll={
                  virtual
                    ? { x: virtualScrollX(columns, selection !== 'none'), y: VIRTUAL_BODY_HEIGHT }
                    : { x: 'max-content' }
                }
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />,
                }}
                rowSelection={
                  selection === 'none'
                    ? undefined
                    : {
                        type: selection,
                        selectedRowKeys: list.selectedKeys,
                        preserveSelectedRowKeys: true,
                        renderCell: lightSelectionCell,
                        onChange: (keys, rows) => list.select(keys as (string | number)[], rows),
                      }
                }
                onScroll={list.more && nearEnd(list.more.loadMore)}
                pagination={
                  !list.more && {
                    current: list.pageNo,
                    pageSize: list.pageSize,
                    total: list.total,
                    showSizeChanger: true,
                    showQuickJumper: true,
                    pageSizeOptions: (page.dataSource?.pageSizeOptions ?? PAGE_SIZE_OPTIONS).map(String),
                    showTotal: (total) => t('list.total', { total }),
                  }
                }
                onChange={(pagination, _filters, sorter, extra) => {
                  if (extra.action === 'sort') {
                    const one = Array.isArray(sorter) ? sorter[0] : sorter;
                    const order =
                      one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
                    list.changeSort(order ? String(one?.field) : undefined, order);
                  } else if (extra.action === 'paginate') {
                    list.changePage(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
                  }
                }}
              />
              {list.more && (
                <InfiniteStatus more={list.more} loaded={list.records.length} total={list.total} />
              )}
            </CheckboxScope>
          </TagScope>
        </LinkButtonScope>
      )}
      {runner.element}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            title={tx(page.title)}
            onImport={list.importFile}
            onImported={list.reload}
            onClose={() => setImporting(undefined)}
          />
        </Suspense>
      )}
    </>
  );
  // In a drawer or modal the dialog is the frame; on a route the list sits on a panel.
  if (host.inDialog) return body;
  return (
    <section
      aria-label={tx(page.title)}
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      {body}
    </section>
  );
}
