// The picker a `pick` action opens (DESIGN "Actions"), loaded on demand so the list route's eager
// bundle does not grow: the user select modal (`user`) or checkboxes read from an API (`options`). Its
// OK posts the chosen keys to the action's API as `pick.param` (comma-joined, JeecgBoot's form) with
// the action's evaluated params; an options picker also sends the keys ticked before as
// `pick.previousParam`.
import { lazy, Suspense, useState } from 'react';
import type { Action } from '../../render/schemaLite';

const UserSelectModal = lazy(() => import('../fields/UserSelectModal'));
const OptionsPickModal = lazy(() => import('./OptionsPickModal'));

export interface OpenPick {
  key: number;
  action: Action;
  /** The action's params, evaluated when it ran. */
  values: Record<string, unknown>;
  /** The action's label in the current language (the options picker's title). */
  title?: string;
  /** The params of an options picker's two reads, evaluated when it ran. */
  sources?: { options: Record<string, unknown>; current: Record<string, unknown> };
}

export interface PickDialogProps {
  pick: OpenPick;
  /** Calls the action's API and runs its effects; false when the server refused. */
  call: (action: Action, values: Record<string, unknown>) => Promise<boolean>;
  onClosed: () => void;
}

/**
 * One open picker of a `pick` action.
 *
 * @example
 * <PickDialog pick={{ key: 1, action, values: { roleId: 'r1' } }} call={callApi} onClosed={close} />
 */
export function PickDialog({ pick, call, onClosed }: PickDialogProps) {
  const [open, setOpen] = useState(true);
  const spec = pick.action.pick;
  const param = spec?.param ?? 'ids';
  const close = () => {
    setOpen(false);
    onClosed();
  };
  const save = async (chosen: Record<string, string>) => {
    if (await call(pick.action, { ...pick.values, ...chosen })) close();
  };
  return (
    <Suspense fallback={null}>
      {spec?.picker === 'options' && spec.options ? (
        <OptionsPickModal
          open={open}
          title={pick.title}
          options={{ ...spec.options, params: pick.sources?.options ?? {} }}
          current={spec.current && { ...spec.current, params: pick.sources?.current ?? {} }}
          onCancel={close}
          onOk={(keys, before) =>
            save({
              [param]: keys.join(','),
              ...(spec.previousParam ? { [spec.previousParam]: before.join(',') } : {}),
            })
          }
        />
      ) : (
        <UserSelectModal open={open} onCancel={close} onOk={(ids) => save({ [param]: ids.join(',') })} />
      )}
    </Suspense>
  );
}
