// The picker a `pick` action opens (DESIGN "Actions"): the user select modal, loaded on demand so the
// list route's eager bundle does not grow; its OK posts the chosen keys to the action's API as
// `pick.param` (comma-joined, JeecgBoot's form) with the action's evaluated params.
import { lazy, Suspense, useState } from 'react';
import type { Action } from '../../render/schemaLite';

const UserSelectModal = lazy(() => import('../fields/UserSelectModal'));

export interface OpenPick {
  key: number;
  action: Action;
  /** The action's params, evaluated when it ran. */
  values: Record<string, unknown>;
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
  const param = pick.action.pick?.param ?? 'ids';
  return (
    <Suspense fallback={null}>
      <UserSelectModal
        open={open}
        onCancel={() => {
          setOpen(false);
          onClosed();
        }}
        onOk={async (ids) => {
          if (await call(pick.action, { ...pick.values, [param]: ids.join(',') })) {
            setOpen(false);
            onClosed();
          }
        }}
      />
    </Suspense>
  );
}
