// Button permissions of schema actions, columns and fields (SPEC §6, contract §6.2) on top of core's
// `hasPermission` / `isDisabledByAuth`, plus the action's own `visibleWhen` / `disabledWhen`.
import { hasPermission, isDisabledByAuth, sessionAuth, type AuthEntry } from '../../core';
import type { Action, ActionPosition, ExprScope } from '../schemaLite';
import { conditionOf } from './evaluate';

export interface AccessState {
  visible: boolean;
  disabled: boolean;
}

const splitCodes = (code: string) =>
  code
    .split('||')
    .map((c) => c.trim())
    .filter(Boolean);

// A type '2' entry is a "disable" rule: users without it see the control disabled, not removed.
function isDisableRule(code: string): boolean {
  return sessionAuth.getAllAuth().some((e) => e.action === code && String(e.type ?? '') === '2');
}

/**
 * Whether an element guarded by a permission code is shown and enabled: shown when `hasPermission`
 * grants it (type '2' entries excluded, a status '0' rule switched off, '||' alternatives); a code that
 * is a type '2' rule stays visible and is disabled unless granted; otherwise it is removed.
 *
 * @example
 * permissionAccess('dict:add'); // { visible: true, disabled: false } for a user holding dict:add
 */
export function permissionAccess(code: string | undefined, formPermissionList?: AuthEntry[]): AccessState {
  if (!code) return { visible: true, disabled: false };
  if (hasPermission(code, { formPermissionList })) return { visible: true, disabled: false };
  const rules = splitCodes(code).filter(isDisableRule);
  if (rules.length > 0) return { visible: true, disabled: rules.every(isDisabledByAuth) };
  return { visible: false, disabled: false };
}

/**
 * An action's state for a record (row actions) or the page (toolbar, bulk, header): its permission,
 * then its `visibleWhen` and `disabledWhen`.
 *
 * @example
 * const { visible, disabled } = actionAccess(editAction, { record, user, params });
 */
export function actionAccess(
  action: Action,
  scope: ExprScope,
  formPermissionList?: AuthEntry[],
): AccessState {
  return grantedAccess(action, permissionAccess(action.permission, formPermissionList), scope);
}

/**
 * `actionAccess` with the permission already looked up (`permissionAccess(action.permission)`): a list
 * looks up each row action's permission once for the table, then only its expressions per row.
 *
 * @example
 * const granted = permissionAccess(editAction.permission);
 * records.map((record) => grantedAccess(editAction, granted, { record, user, params }));
 */
export function grantedAccess(action: Action, granted: AccessState, scope: ExprScope): AccessState {
  if (!granted.visible || !conditionOf(action.visibleWhen, scope, true)) {
    return { visible: false, disabled: false };
  }
  return { visible: true, disabled: granted.disabled || conditionOf(action.disabledWhen, scope, false) };
}

/**
 * The positions an action appears at.
 *
 * @example
 * positionsOf({ position: ['row', 'bulk'] } as Action); // ['row', 'bulk']
 */
export function positionsOf(action: Action): ActionPosition[] {
  return Array.isArray(action.position) ? action.position : [action.position];
}

/**
 * The page's actions shown at a position.
 *
 * @example
 * actionsAt(page.actions, 'toolbar');
 */
export function actionsAt(actions: readonly Action[] | undefined, position: ActionPosition): Action[] {
  return (actions ?? []).filter((action) => positionsOf(action).includes(position));
}
