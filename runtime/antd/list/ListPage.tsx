import { Button, Spin, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { fixedHeaderAtom, sessionAtom } from '../../core';
import type { Action, ListPageSchema, ModelSchema } from '../../render/schemaLite';
import { actionsAt } from '../../render/actions/access';
import { parentKeys } from '../../render/list/expandAll';
import { useColumnVisibility } from '../../render/list/useColumnVisibility';
import { PAGE_SIZE_OPTIONS, useListController } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import type { KindViewProps } from '../../render/pageKinds/pageKindRegistry';
import { fieldLabel, useSchemaText } from '../../render/schema/text';
import { usePageHost } from '../pageKit/PageHost';
import { useActionRunner } from '../pageKit/useActionRunner';
import { ColumnSettings } from './ColumnSettings';
import { LinkButtonScope } from './LinkButton';
import { CheckboxScope } from './LightCheckbox';
import { TagScope } from './LightTag';
import { InfiniteStatus } from './InfiniteStatus';
import { ListPager } from './ListPager';
import { ListSummary } from './ListSummary';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { Notice } from './Notice';
import { SearchForm } from './SearchForm';
import { useActionLabel } from './useActionLabel';
import { narrowableColumns, useFittedColumns } from './useFittedColumns';
import { useTreeExpandable } from './treeExpandable';
import { permittedColumns, useTableColumns } from './useTableColumns';
import { virtualThreshold, withVirtualWidths } from './virtualRows';

// A list of rows that are no model (object storage's objects, read from `dataSource.api`): no
// property facts, so columns show as text unless they name a display, under their own titles.
// Over rows already shown, the loading overlay (antd's Spin: a spinner over the table, blurred) shows only
// when a load takes longer than this. A page from a nearby server is in well before: the rows change
// without the blur going on and off, which made the browser restyle the whole table twice per page turn.
// An empty table shows a spinner in place of its rows instead, at once (ListTable's `loading`): under a
// blur, the first rows mounted blurred and the browser restyled all of them when it lifted (issue 16).
const LOADING_AFTER_MS = 300;

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
  const allExpandable = useMemo(
    () => (expandAll ? { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded } : undefined),
    [expandAll, expanded],
  );
  const expandable = useTreeExpandable(list) ?? allExpandable;
  const selection = page.table?.selection ?? (bulk.length > 0 ? 'checkbox' : 'none');
  // A long page renders only the rows in view (antd's virtual table wants a numeric width and height).
  // An infinite list is always virtual: it grows to the total.
  const virtual = Boolean(list.more) || list.records.length >= virtualThreshold(page.table);
  const narrowable = useMemo(() => narrowableColumns(page.columns, model), [page.columns, model]);
  // The rows on screen, also while the next ones load: a language switch retitles the columns at once
  // and reads the rows again, and the table is fitted to the rows it shows meanwhile, not left unfitted.
  const shownRows = list.records.length === 0 ? undefined : list.records;
  const fitted = useFittedColumns(columns, narrowable, shownRows, list.rowKey, !virtual);
  const virtualColumns = useMemo(
    () => (virtual ? withVirtualWidths(fitted.columns, page.columns, model) : undefined),
    [virtual, fitted.columns, page.columns, model],
  );
  // A virtual body scrolls: a new page starts at its first row (antd's Table did so with its own pager).
  const tableRef = fitted.tableRef;
  const { changePage } = list;
  const changePageToTop = useCallback(
    (pageNo: number, pageSize: number) => {
      if (virtual) tableRef.current?.scrollTo({ top: 0 });
      changePage(pageNo, pageSize);
    },
    [virtual, changePage, tableRef],
  );
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
      {page.summary && <ListSummary summary={page.summary} rows={list.records} tx={tx} />}
      {list.error && !list.loading ? (
        <Notice type="error" action={<Button onClick={list.reload}>{t('list.retry')}</Button>}>
          <strong>{t('list.loadFailed')}</strong> {list.error}
        </Notice>
      ) : (
        <LinkButtonScope>
          <TagScope>
            <CheckboxScope>
              <Spin spinning={list.loading && list.records.length > 0} delay={LOADING_AFTER_MS}>
                <ListTable
                  ref={tableRef}
                  table={page.table}
                  rowKey={list.rowKey}
                  records={list.records}
                  columns={virtualColumns ?? fitted.columns}
                  scrollX={fitted.x}
                  expandable={expandable}
                  virtual={virtual}
                  fixedHeader={fixedHeader}
                  selection={selection}
                  selectedKeys={list.selectedKeys}
                  onSelect={list.select}
                  onSort={list.changeSort}
                  loadMore={list.more?.loadMore}
                  // An unpaged list's rows are all loaded: the table pages them itself.
                  localPageSize={list.unpaged ? list.pageSize : undefined}
                  loading={list.loading && list.records.length === 0}
                />
                {!list.more && !list.unpaged && (
                  <ListPager
                    pageNo={list.pageNo}
                    pageSize={list.pageSize}
                    total={list.total}
                    pageSizeOptions={page.dataSource?.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
                    small={(page.table?.size ?? 'middle') !== 'large'}
                    onChange={changePageToTop}
                  />
                )}
              </Spin>
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
