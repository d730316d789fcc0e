// The standard actions a list page implies (`standardActions`): add, export, import, edit, detail and
// delete as the modules spell them out (schemas/README.md "Implied defaults"). An `actions` entry with
// a standard id is merged over that action (its keys win); the page's other actions go between the
// standard ones and `delete`, which stays last as in every hand-written list.
import type { Action, ListPageSchema, ModelSchema, StandardActionId } from '../types.js';
import { STANDARD_ACTION_IDS, USUAL_STANDARD_ACTIONS } from '../types.js';
import type { Origin } from './origins.js';

/** What the actions expand to, where each came from, and whether a permission prefix was missing. */
export interface ExpandedActions {
  actions: Action[];
  origins: Origin[];
  /** `standardActions` was given but neither the page nor its model names a permission prefix. */
  noPrefix: boolean;
}

/** `system.position.list` → `system.position` (the module's page ids share it). */
export function pageBase(id: string): string {
  const dot = id.lastIndexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}

/**
 * The action a standard id implies for a module whose pages share `base` (`system.position`) and whose
 * permission codes start with `prefix`; the layout builder writes the same objects.
 *
 * @example
 * impliedStandardAction('export', 'system.position', 'position');
 * // { id: 'export', type: 'export', position: 'toolbar', permission: 'position:export' }
 */
export function impliedStandardAction(id: StandardActionId, base: string, prefix: string): Action {
  const refresh = { onSuccess: ['refresh' as const] };
  switch (id) {
    case 'add':
      return {
        id,
        type: 'open',
        position: 'toolbar',
        icon: 'PlusOutlined',
        target: `${base}.modal`,
        permission: `${prefix}:add`,
        ...refresh,
      };
    case 'export':
      return { id, type: 'export', position: 'toolbar', permission: `${prefix}:export` };
    case 'import':
      return { id, type: 'import', position: 'toolbar', permission: `${prefix}:import`, ...refresh };
    case 'edit':
      return {
        id,
        type: 'open',
        position: 'row',
        target: `${base}.modal`,
        permission: `${prefix}:edit`,
        ...refresh,
      };
    case 'detail':
      return {
        id,
        type: 'open',
        position: 'row',
        target: `${base}.detailModal`,
        permission: `${prefix}:list`,
      };
    case 'delete':
      return {
        id,
        type: 'delete',
        position: ['row', 'bulk'],
        danger: true,
        confirm: true,
        permission: `${prefix}:delete`,
        ...refresh,
      };
  }
}

/** The ids a page's `standardActions` asks for, in the standard order. */
function wantedIds(value: ListPageSchema['standardActions']): StandardActionId[] {
  if (value === undefined || value === false) return [];
  const wanted = new Set<string>(value === true ? USUAL_STANDARD_ACTIONS : value);
  return STANDARD_ACTION_IDS.filter((id) => wanted.has(id));
}

/**
 * The page's actions with its standard actions filled in (the page's own list when it asks for none).
 *
 * @example
 * expandActions(positionList, positionModel).actions.map((a) => a.id); // ['add', 'export', 'import', 'edit', 'delete']
 */
export function expandActions(page: ListPageSchema, model: ModelSchema | undefined): ExpandedActions {
  const written = (page.actions ?? []) as (Partial<Action> & { id: string })[];
  const ids = wantedIds(page.standardActions);
  if (ids.length === 0) return { actions: written as Action[], origins: [], noPrefix: false };
  const prefix = page.permissionPrefix ?? model?.['x-api']?.permissionPrefix;
  const base = pageBase(page.id);
  const at = (id: string) => written.findIndex((action) => action.id === id);
  const listed = Array.isArray(page.standardActions);
  const actions: Action[] = [];
  const origins: Origin[] = [];
  const push = (action: Action, origin: Omit<Origin, 'expanded'>) => {
    origins.push({ expanded: `/actions/${actions.length}`, ...origin });
    actions.push(action);
  };
  const pushStandard = (id: StandardActionId) => {
    const generated = impliedStandardAction(id, base, prefix ?? 'missing');
    const k = at(id);
    if (k < 0) {
      const j = ids.indexOf(id);
      push(generated, { author: listed ? `/standardActions/${j}` : '/standardActions', whole: false });
    } else {
      const own = written[k]!;
      push({ ...generated, ...own } as Action, { author: `/actions/${k}`, keys: Object.keys(own) });
    }
  };
  ids.filter((id) => id !== 'delete').forEach(pushStandard);
  written.forEach((action, k) => {
    if (!(ids as string[]).includes(action.id)) push(action as Action, { author: `/actions/${k}` });
  });
  if (ids.includes('delete')) pushStandard('delete');
  return { actions, origins, noPrefix: prefix === undefined };
}
