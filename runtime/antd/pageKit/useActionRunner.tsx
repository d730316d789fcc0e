// Runs a schema action (DESIGN.md "Schemas"): open a page in a modal, drawer or route, navigate, call
// an API, delete, export, import, refresh, or a registered custom handler; asks first when the action
// says `confirm`, then runs its `onSuccess` effects.
import { useAtomValue } from 'jotai';
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { canonicalComponent } from '../../../schemas/api/jeecg-names';
import {
  deleteAction,
  flattenRoutes,
  getAction,
  permissionsAtom,
  postAction,
  putAction,
  sessionAtom,
  type ApiEnvelope,
} from '../../core';
import type { Action, ExprScope } from '../../render/schemaLite';
import { evaluateParams } from '../../render/actions/evaluate';
import { getActionHandler, type ShowDialog } from '../../render/actions/handlers';
import type { ListController, ListRecord } from '../../render/list/useListController';
import { SCHEMA_NS } from '../../render/locales';
import type { PageBundle } from '../../render/schema/loadPageBundle';
import type { TextResolver } from '../../render/schema/text';
import { useFeedback } from '../useFeedback';
import { askConfirm } from './confirmAction';
import { PickDialog, type OpenPick } from './PickDialog';
import { blobError, saveBlob } from './saveBlob';
import { useEffectRunner } from './useEffectRunner';

// Dialogs load on first open: the modal and drawer frames and the nested-page host are not part of a
// list's first paint.
const SchemaDialog = lazy(() => import('./SchemaDialog').then((m) => ({ default: m.SchemaDialog })));

export interface RunContext {
  /** The row a row action acts on (or the detail page's record). */
  record?: ListRecord;
  /** Acting on the list's selection. */
  bulk?: boolean;
}

export interface ActionRunnerOptions {
  bundle: PageBundle;
  params: Record<string, unknown>;
  tx: TextResolver;
  /** Reloads the page's data (`refresh`). */
  reload: () => void;
  /** The list, for delete, export and import. */
  list?: ListController;
  /** Opens the import dialog of an `import` action. */
  onImport?: (action: Action) => void;
}

interface OpenDialog {
  key: number;
  target: string;
  params: Record<string, unknown>;
  mode?: Action['mode'];
  action: Action;
}

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  Object.entries(params).forEach(([k, v]) => v !== undefined && v !== null && search.set(k, String(v)));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The action runner of a page: `run(action, { record | bulk })`, the scope expressions see, and the
 * dialogs it opened (render `element` once).
 *
 * @example
 * const runner = useActionRunner({ bundle, params, tx, reload: list.reload, list });
 * <Button onClick={() => runner.run(action, { record })} />
 * {runner.element}
 */
export function useActionRunner({ bundle, params, tx, reload, list, onImport }: ActionRunnerOptions) {
  const { t } = useTranslation(SCHEMA_NS);
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const user = useAtomValue(sessionAtom)?.userInfo ?? undefined;
  const routes = useAtomValue(permissionsAtom)?.routes;
  const runEffects = useEffectRunner(tx, reload);
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const [picks, setPicks] = useState<OpenPick[]>([]);
  const [shown, setShown] = useState<{ key: number; node: ReactNode }[]>([]);
  const show = useCallback<ShowDialog>((render) => {
    const key = Date.now() + Math.random();
    const close = () => setShown((prev) => prev.filter((d) => d.key !== key));
    setShown((prev) => [...prev, { key, node: render(close) }]);
  }, []);

  // A bulk action's expressions see the selected keys comma-joined as `selection` (JeecgBoot's `ids`).
  const scopeFor = useCallback(
    (record?: ListRecord, bulk?: boolean): ExprScope => ({
      record,
      params,
      user,
      selection: bulk ? (list?.selectedKeys ?? []).join(',') : undefined,
    }),
    [list?.selectedKeys, params, user],
  );

  const routeOf = useCallback(
    (target: string) => {
      const menuKey = bundle.pages.get(target)?.schema.menuKey;
      // Route page keys hold current component names; a stored schema may still name a former one.
      const pageKey = menuKey ? canonicalComponent(menuKey) : undefined;
      return pageKey
        ? flattenRoutes(routes ?? []).find((r) => r.route.pageKey === pageKey)?.fullPath
        : undefined;
    },
    [bundle.pages, routes],
  );

  const callApi = useCallback(
    async (action: Action, values: Record<string, unknown>) => {
      const api = action.api!;
      const calls: Record<string, () => Promise<ApiEnvelope>> = {
        GET: () => getAction(api.url, values),
        DELETE: () => deleteAction(api.url, values),
        POST: () => postAction(api.url, values),
        PUT: () => putAction(api.url, values),
      };
      const envelope = await calls[api.method]!();
      if (!envelope.success) {
        void message.error(envelope.message);
        return false;
      }
      runEffects(action.onSuccess, action.onSuccess ? undefined : envelope.message || t('list.done'));
      return true;
    },
    [message, runEffects, t],
  );

  const execute = useCallback(
    async (action: Action, context: RunContext, extra: Record<string, unknown> = {}) => {
      const scope = scopeFor(context.record, context.bulk);
      // A row action that opens a page without saying what to pass gets the row's key as `id`, the
      // parameter form and detail pages load their record by. `extra` is what the confirmation asked
      // (a reason).
      const values = {
        ...(action.params === undefined && action.type === 'open' && context.record
          ? { id: context.record[list?.rowKey ?? 'id'] }
          : evaluateParams(action.params, scope)),
        ...extra,
      };
      const title = tx(bundle.page.title);
      switch (action.type) {
        case 'open': {
          const path = action.mode === 'page' ? routeOf(action.target ?? '') : undefined;
          if (path) navigate(`${path}${query(values)}`);
          else
            setDialogs((prev) => [
              ...prev,
              { key: Date.now(), target: action.target ?? '', params: values, mode: action.mode, action },
            ]);
          return;
        }
        case 'navigate':
          navigate(`${action.path ?? '/'}${query(values)}`);
          return;
        case 'refresh':
          reload();
          return;
        case 'delete': {
          if (!list) return;
          const ids = context.bulk ? list.selectedKeys : [context.record?.[list.rowKey] as string];
          const endpoint = action.api && { url: action.api.url, batch: Boolean(context.bulk) };
          const envelope = await list.remove(ids, endpoint || undefined);
          // remove() reloads the list itself.
          runEffects(
            action.onSuccess?.filter((e) => e !== 'refresh'),
            envelope.message || t('list.deleted'),
          );
          return;
        }
        case 'export': {
          if (!list) return;
          const blob = await list.exportFile();
          const refused = await blobError(blob);
          if (refused !== undefined) void message.error(refused || t('list.loadFailed'));
          else saveBlob(blob, `${title}.xlsx`);
          return;
        }
        case 'import':
          onImport?.(action);
          return;
        case 'api':
          await callApi(action, values);
          return;
        case 'pick':
          // The picker's OK posts the chosen keys with the evaluated params (PickDialog).
          // An options picker's reads take their params in the same scope (the row, the page's params).
          setPicks((prev) => [
            ...prev,
            {
              key: Date.now(),
              action,
              values,
              title: action.label ? tx(action.label) : undefined,
              sources: {
                options: evaluateParams(action.pick?.options?.params, scope),
                current: evaluateParams(action.pick?.current?.params, scope),
              },
            },
          ]);
          return;
        case 'upload':
        case 'download':
        case 'preview': {
          // Their dialogs and the uploader load with the first file action (bundle budget).
          const { runFileAction } = await import('../files/runFileAction');
          const done = () => runEffects(action.onSuccess ?? ['refresh']);
          const label = action.label ? tx(action.label) : undefined;
          await runFileAction({ action, values, title: label, show, done });
          return;
        }
        case 'custom':
          await getActionHandler(action.handler ?? '')?.({
            action,
            record: context.record,
            selection: context.bulk ? list?.selectedRows : undefined,
            params,
            reload,
            show,
          });
          return;
      }
    },
    [
      bundle.page.title,
      callApi,
      list,
      message,
      navigate,
      onImport,
      params,
      reload,
      routeOf,
      runEffects,
      scopeFor,
      show,
      t,
      tx,
    ],
  );

  const runLatest = useCallback(
    (action: Action, context: RunContext = {}) => {
      const go = (extra?: Record<string, unknown>) => execute(action, context, extra).catch(() => undefined);
      const confirm = action.confirm ?? (action.type === 'delete' ? true : undefined);
      if (!confirm) return void go();
      const fallback =
        action.type === 'delete' && context.bulk
          ? t('list.batchDeleteConfirm', { count: list?.selectedKeys.length ?? 0 })
          : action.type === 'delete'
            ? t('list.deleteConfirm')
            : t('list.confirmTitle');
      askConfirm(confirm, { modal, t, tx, fallback, go });
    },
    [execute, list, modal, t, tx],
  );
  // `run` keeps its identity across renders (and always runs with the latest state), so a list's
  // columns and row cells, which hold it, need not render again when the page's state changes.
  const latest = useRef(runLatest);
  useLayoutEffect(() => {
    latest.current = runLatest;
  });
  const run = useCallback((action: Action, context?: RunContext) => latest.current(action, context), []);

  const element: ReactNode = [
    ...shown.map((d) => <Fragment key={`shown-${d.key}`}>{d.node}</Fragment>),
    ...dialogs.map((dialog) => (
      <Suspense key={dialog.key} fallback={null}>
        <SchemaDialog
          target={dialog.target}
          params={dialog.params}
          mode={dialog.mode}
          onDone={() => runEffects(dialog.action.onSuccess ?? ['refresh'])}
          onClosed={() => setDialogs((prev) => prev.filter((d) => d.key !== dialog.key))}
        />
      </Suspense>
    )),
    ...picks.map((pick) => (
      <PickDialog
        key={`pick-${pick.key}`}
        pick={pick}
        call={callApi}
        onClosed={() => setPicks((prev) => prev.filter((p) => p.key !== pick.key))}
      />
    )),
  ];

  return { run, scopeFor, element };
}

/** What `useActionRunner` returns. */
export type ActionRunner = ReturnType<typeof useActionRunner>;
