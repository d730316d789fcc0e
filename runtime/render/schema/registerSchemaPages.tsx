// The schema page resolver: every page schema with a `menuKey` becomes the page of that menu component
// name, and online-form / report menu items (page key `builtin:list`) render the list page of the model
// they name. Only loaders are registered here; the view and the schemas load when a route opens.
import type { ComponentType } from 'react';
import { BUILTIN_LIST_PAGE, type AppRoute } from '../../core';
import { getPageLoader, registerPage, type PageModule } from '../pageRegistry';
import { getSchemaSources, onSchemaSourcesChange } from './sources';

/** What the view that renders schema pages receives. */
export interface SchemaViewProps {
  route: AppRoute;
  /** The page schema to render. */
  pageId?: string;
  /** For online forms and reports: the model whose built-in list page to render. */
  modelCode?: string;
}

/** The module of the view (runtime/antd's SchemaView), loaded with the first schema page. */
export interface SchemaViewModule {
  SchemaView: ComponentType<SchemaViewProps>;
  /** Starts loading a page (its bundle, its first data) before it renders. */
  prefetchSchemaPage?: (pageId: string, params: Record<string, unknown>) => Promise<void>;
}

/**
 * The id of a list page that lists the given model, if any source holds one: a page with a menu key
 * first.
 *
 * @example
 * listPageOfModel('biz_case'); // 'caseManage.case.list'
 */
export function listPageOfModel(model: string): string | undefined {
  const lists = getSchemaSources().flatMap((source) =>
    source.pages().filter((p) => p.kind === 'list' && p.model === model),
  );
  // A list the menu shows is the model's own; one only embedded elsewhere (a split page's tab, a
  // drawer) lists it for that page, and counts only when there is no other.
  return (lists.find((p) => p.menuKey !== undefined) ?? lists[0])?.id;
}

function schemaPageLoader(loadView: () => Promise<SchemaViewModule>, pageId: string) {
  return async (): Promise<PageModule> => {
    const { SchemaView, prefetchSchemaPage } = await loadView();
    return {
      default: ({ route }) => <SchemaView route={route} pageId={pageId} />,
      prefetch: (params) => prefetchSchemaPage?.(pageId, params),
    };
  };
}

function onlineListLoader(loadView: () => Promise<SchemaViewModule>) {
  return async (): Promise<PageModule> => {
    const { SchemaView } = await loadView();
    return { default: ({ route }) => <SchemaView route={route} modelCode={route.modelCode} /> };
  };
}

let viewLoader: (() => Promise<SchemaViewModule>) | undefined;
let stopListening: (() => void) | undefined;

function registerMenuKeys(): void {
  const loadView = viewLoader;
  if (!loadView) return;
  for (const source of getSchemaSources()) {
    for (const page of source.pages()) {
      if (!page.menuKey || getPageLoader(page.menuKey)) continue;
      registerPage(page.menuKey, schemaPageLoader(loadView, page.id));
    }
  }
  if (!getPageLoader(BUILTIN_LIST_PAGE)) registerPage(BUILTIN_LIST_PAGE, onlineListLoader(loadView));
}

/**
 * Registers a page for every menu key of every schema source, plus the built-in list page of online
 * forms and reports; sources registered later (schemas stored in the database) get theirs when they
 * register. Names a hand-coded widget already registered keep their widget.
 *
 * @example
 * registerSchemaPages(() => import('../antd/page/SchemaView'));
 */
export function registerSchemaPages(loadView: () => Promise<SchemaViewModule>): void {
  viewLoader = loadView;
  stopListening ??= onSchemaSourcesChange(registerMenuKeys);
  registerMenuKeys();
}
