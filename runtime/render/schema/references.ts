// What a document points at: the pages an action, link, relation or modal opens, and the models a
// model references. The loader follows these to load everything a page needs to be checked and shown.
import type { DashboardPageSchema, ModelSchema, PageSchema } from '../schemaLite';

/**
 * The page ids a page opens or embeds.
 *
 * @example
 * pageReferences(dictList); // ['system.dict.modal', 'system.dictItem.drawer']
 */
export function pageReferences(page: PageSchema): string[] {
  // Read defensively: a broken document is followed as far as it can be, validation names its faults.
  const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []);
  const ids: unknown[] = [];
  list(page.actions).forEach((action) => ids.push(action.target));
  if (page.kind === 'list')
    list(page.columns).forEach((column) => ids.push((column.link as { target?: unknown })?.target));
  if (page.kind === 'detail') list(page.relations).forEach((relation) => ids.push(relation.page));
  if (page.kind === 'modal') ids.push((page.content as { page?: unknown } | undefined)?.page);
  if (page.kind === 'split') list(page.tabs).forEach((tab) => ids.push(tab.page));
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/**
 * The models a model's references and relations name (itself excluded).
 *
 * @example
 * modelReferences(bizCase, 'biz_case'); // ['sys_user', 'sys_depart']
 */
export function modelReferences(model: ModelSchema, self: string): string[] {
  const names = new Set<string>();
  const properties =
    typeof model.properties === 'object' && model.properties !== null ? model.properties : {};
  for (const field of Object.values(properties)) {
    const ref = (field as { 'x-ref'?: { model?: unknown } } | null)?.['x-ref'];
    if (typeof ref?.model === 'string' && ref.model !== self) names.add(ref.model);
  }
  return [...names];
}

/**
 * The models a dashboard's cards aggregate or list, for the loader to fetch with the page.
 *
 * @example
 * dashboardModels(page); // ['biz_case', 'sys_user']
 */
export function dashboardModels(page: DashboardPageSchema): string[] {
  const names = new Set<string>();
  const cards: unknown = page.cards;
  // Read defensively: a broken document is followed as far as it can be.
  for (const card of Array.isArray(cards) ? (cards as Record<string, unknown>[]) : []) {
    const source = card.source as { aggregate?: { model?: unknown } } | undefined;
    if (typeof source?.aggregate?.model === 'string') names.add(source.aggregate.model);
    if (card.type === 'list' && typeof card.model === 'string') names.add(card.model);
  }
  return [...names];
}
