import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { departChoicePendingAtom, getUserInfo, sessionAtom } from '../../runtime/core';
import { shellDialogAtom, type ShellDialog } from './shellDialogs';

// Each dialog is its own chunk, loaded the first time it opens (DESIGN.md "Budgets").
const PasswordDialog = lazy(() => import('../password-dialog/PasswordDialog'));
const DepartSwitcher = lazy(() => import('../depart-switcher/DepartSwitcher'));
const SettingsDrawer = lazy(() => import('../settings-drawer/SettingsDrawer'));

/**
 * Mounts the user menu's dialogs once first opened (so they can animate closed), and the department
 * choice that a user of several departments must make after login (SPEC §4).
 *
 * @example
 * <ShellDialogs /> // inside BasicLayout
 */
export function ShellDialogs() {
  const [dialog, setDialog] = useAtom(shellDialogAtom);
  const mustChooseDepart = useAtomValue(departChoicePendingAtom);
  const username = useAtomValue(sessionAtom)?.userInfo?.username ?? getUserInfo()?.username ?? '';
  const [used, setUsed] = useState<ReadonlySet<ShellDialog>>(new Set());
  if (dialog && !used.has(dialog)) setUsed(new Set([...used, dialog]));
  const close = () => setDialog(null);

  return (
    <Suspense fallback={null}>
      {used.has('password') && (
        <PasswordDialog open={dialog === 'password'} username={username} onClose={close} />
      )}
      {(used.has('depart') || mustChooseDepart) && (
        <DepartSwitcher
          open={dialog === 'depart' || mustChooseDepart}
          forced={mustChooseDepart}
          onClose={close}
        />
      )}
      {used.has('settings') && <SettingsDrawer open={dialog === 'settings'} onClose={close} />}
    </Suspense>
  );
}
