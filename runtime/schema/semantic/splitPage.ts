// Semantic checks of a split page: its tabs show existing list, form, detail or grant pages under distinct
// keys, and its tree's actions are ones that need no list (the tree has no selection of rows to delete,
// export or import through a model's routes: those are `api` actions on the selected node).
import type { IssueCode, IssueParams } from '../texts/index.js';
import type { SplitPageSchema } from '../types.js';

/** What the split check reports through: the page checker's own reporting and page lookup. */
export interface SplitChecks {
  report: (pointer: string, code: IssueCode, params?: IssueParams) => void;
  /** Reports a missing page, or one that is not a list, form, detail or grant page. */
  page: (id: string, pointer: string) => void;
}

const LIST_ONLY = new Set(['delete', 'export', 'import']);

/**
 * Checks one split page.
 *
 * @example
 * checkSplit(page, { report, page: (id, at) => checkPage(id, at) });
 */
export function checkSplit(page: SplitPageSchema, checks: SplitChecks): void {
  const keys = new Set<string>();
  page.tabs.forEach((tab, i) => {
    checks.page(tab.page, `/tabs/${i}/page`);
    if (keys.has(tab.key)) checks.report(`/tabs/${i}/key`, 'tabKeyTwice', { key: tab.key });
    keys.add(tab.key);
  });
  page.actions?.forEach((action, i) => {
    if (LIST_ONLY.has(action.type))
      checks.report(`/actions/${i}/type`, 'splitListOnlyAction', { type: action.type });
  });
}
