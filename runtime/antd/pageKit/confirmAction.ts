// The confirmation an action asks before it runs: a plain question, or a question with a reason text
// (freeze, restore, purge…) that goes with the call as a parameter (reasonConfirm.tsx).
import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import type { Action, ActionConfirm, Text } from '../../render/schemaLite';

export interface ConfirmOptions {
  modal: Pick<HookAPI, 'confirm'>;
  t: TFunction;
  tx: (text: Text) => string;
  /** The question when the action's confirm gives none. */
  fallback: string;
  /** Runs the action with the extra parameters (the reason, when asked). */
  go: (extra: Record<string, unknown>) => unknown;
}

/** The object form of `confirm`, or undefined for `true` and a plain question. */
export function confirmObject(confirm: Action['confirm']): ActionConfirm | undefined {
  return typeof confirm === 'object' && confirm !== null && !('$t' in confirm) ? confirm : undefined;
}

/**
 * Asks the action's confirmation and runs `go` on OK, with `{ [reason.param]: text }` when a reason
 * is asked.
 *
 * @example
 * askConfirm(action.confirm, { modal, t, tx, fallback: t('list.confirmTitle'), go: (extra) => run(extra) });
 */
export function askConfirm(confirm: NonNullable<Action['confirm']>, options: ConfirmOptions): void {
  const { modal, t, tx, fallback, go } = options;
  const object = confirmObject(confirm);
  const question =
    typeof confirm === 'boolean'
      ? fallback
      : object
        ? object.text
          ? tx(object.text)
          : fallback
        : tx(confirm as Text);
  const reason = object?.reason;
  if (!reason) {
    modal.confirm({ title: t('list.confirmTitle'), content: question, onOk: () => go({}) });
    return;
  }
  // The reason input (a TextArea) loads with the first confirmation that asks one: off the eager path.
  void import('./reasonConfirm').then(({ askReason }) => askReason({ modal, t, tx, question, reason, go }));
}
