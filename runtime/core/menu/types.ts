import type { MenuMeta } from '../permissions/types';

/** The page key of the built-in list page that online forms and reports resolve to. */
export const BUILTIN_LIST_PAGE = 'builtin:list';

/** A route built from a menu item. */
export interface AppRoute {
  path: string;
  name: string;
  redirect?: string;
  /** The menu item's component name, unchanged (`system/UserList`, `layouts/RouteView`). */
  component: string;
  hidden: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: AppRoute[];
  /**
   * What to render: the component name by its current name (schemas/api/jeecg-names.ts), or
   * BUILTIN_LIST_PAGE for online forms and reports.
   */
  pageKey: string;
  /** For online forms and reports: the model code taken from the path (absent for a `:code` pattern). */
  modelCode?: string;
  /** For online forms and reports: which of the two. */
  onlineKind?: 'form' | 'report';
}

/** A leaf route with its absolute path and its ancestors (outermost first). */
export interface FlatRoute {
  route: AppRoute;
  fullPath: string;
  parents: AppRoute[];
}
