// The page ids of built-in list pages, `builtin.<model>.list`: the source that makes these pages and
// the builder both name them, so the id's shape lives in neither.

/** The page every online report's menu item shows (schemas/pages/online/report.view.json). */
export const BUILTIN_REPORT_PAGE = 'online.report.view';

const ID = /^builtin\.([a-z][a-z0-9_]{0,62})\.list$/;

/**
 * The id of a model's built-in list page.
 *
 * @example
 * builtinListId('biz_case'); // 'builtin.biz_case.list'
 */
export function builtinListId(model: string): string {
  return `builtin.${model}.list`;
}

/**
 * The model a built-in list page id names, or undefined for any other id.
 *
 * @example
 * builtinListModel('builtin.biz_case.list'); // 'biz_case'
 */
export function builtinListModel(id: string): string | undefined {
  return ID.exec(id)?.[1];
}
