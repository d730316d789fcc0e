// The six standard actions of a list page as the repository's pages write them (position.list.json):
// the builder turns each on or off, and an action it turns on is exactly the object a hand-written page
// would hold, permission code from the model's x-api.permissionPrefix included.
import type { Action } from '../../../runtime/schema/types';

export const STANDARD_ACTIONS = ['add', 'edit', 'detail', 'delete', 'export', 'import'] as const;
export type StandardActionId = (typeof STANDARD_ACTIONS)[number];

/** What an action's object depends on outside the list page. */
export interface ActionContext {
  /** The model's `x-api.permissionPrefix`, e.g. `position` or `biz:case`. */
  permissionPrefix?: string;
  /** The page `add` and `edit` open (the module's modal or drawer). */
  editTarget: string;
  /** The page `detail` opens; the edit target when the module has no detail page. */
  detailTarget?: string;
}

/** The permission code of a standard action (`detail` reads, so it needs no code of its own). */
export function standardPermission(id: StandardActionId, prefix: string | undefined): string | undefined {
  if (!prefix || id === 'detail') return undefined;
  return `${prefix}:${id}`;
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
 * The action object the builder writes when `id` is switched on.
 *
 * @example
 * standardAction('export', { permissionPrefix: 'position', editTarget: 'system.position.modal' });
 * // { id: 'export', type: 'export', position: 'toolbar', permission: 'position:export' }
 */
export function standardAction(id: StandardActionId, context: ActionContext): Action {
  const permission = standardPermission(id, context.permissionPrefix);
  const withCode = permission ? { permission } : {};
  switch (id) {
    case 'add':
      return {
        id,
        type: 'open',
        position: 'toolbar',
        icon: 'PlusOutlined',
        target: context.editTarget,
        ...withCode,
        onSuccess: ['refresh'],
      };
    case 'edit':
      return {
        id,
        type: 'open',
        position: 'row',
        target: context.editTarget,
        ...withCode,
        onSuccess: ['refresh'],
      };
    case 'detail':
      return {
        id,
        type: 'open',
        position: 'row',
        target: context.detailTarget ?? context.editTarget,
        params: { id: { $expr: 'record.id' } },
        ...withCode,
      };
    case 'delete':
      return {
        id,
        type: 'delete',
        position: ['row', 'bulk'],
        danger: true,
        confirm: true,
        ...withCode,
        onSuccess: ['refresh'],
      };
    case 'export':
      return { id, type: 'export', position: 'toolbar', ...withCode };
    case 'import':
      return { id, type: 'import', position: 'toolbar', ...withCode, onSuccess: ['refresh'] };
  }
}
