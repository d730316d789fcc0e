// The six standard actions of a list page as the repository's pages write them (position.list.json):
// the builder turns each on or off, and an action it turns on is exactly the object a hand-written page
// would hold, permission code from the model's x-api.permissionPrefix included.
import { impliedStandardAction } from '../../../runtime/schema';
import type { Action, StandardActionId } from '../../../runtime/schema/types';

/** runtime/schema's standard actions, in the order the builder lists them. */
export const STANDARD_ACTIONS = [
  'add',
  'edit',
  'detail',
  'delete',
  'export',
  'import',
] as const satisfies readonly StandardActionId[];
export type { StandardActionId };

/** What an action's object depends on outside the list page. */
export interface ActionContext {
  /** The model's `x-api.permissionPrefix`, e.g. `position` or `biz:case`. */
  permissionPrefix?: string;
  /** The page `add` and `edit` open (the module's modal or drawer). */
  editTarget: string;
  /** The page `detail` opens; the edit target when the module has no detail page. */
  detailTarget?: string;
}

const isStandard = (id: string): id is StandardActionId =>
  (STANDARD_ACTIONS as readonly string[]).includes(id);

/**
 * Whether an action is one of the standard six (by its id, as the runtime's default labels are).
 *
 * @example
 * isStandardAction({ id: 'export', type: 'export', position: 'toolbar' }); // true
 */
export function isStandardAction(action: Action): action is Action & { id: StandardActionId } {
  return isStandard(action.id);
}

/**
 * The action object the builder writes when `id` is switched on: the one the page's `standardActions`
 * would imply (runtime/schema/expand), opening the module's dialog (or the given detail page), without a
 * permission code when the model names no prefix.
 *
 * @example
 * standardAction('export', { permissionPrefix: 'position', editTarget: 'system.position.modal' });
 * // { id: 'export', type: 'export', position: 'toolbar', permission: 'position:export' }
 */
export function standardAction(id: StandardActionId, context: ActionContext): Action {
  const base = context.editTarget.replace(/\.modal$/, '');
  const implied: Action = impliedStandardAction(id, base, context.permissionPrefix ?? '');
  const target =
    id === 'add' || id === 'edit'
      ? context.editTarget
      : id === 'detail'
        ? (context.detailTarget ?? implied.target)
        : undefined;
  const written = target === undefined ? implied : { ...implied, target };
  if (context.permissionPrefix) return written;
  const { permission: _none, ...withoutCode } = written;
  return withoutCode as Action;
}
