import { atom } from 'jotai';

/** The shell's dialogs and drawers opened from the header's user menu. */
export type ShellDialog = 'password' | 'depart' | 'settings';

/**
 * Which of the user menu's dialogs is open, if any.
 *
 * @example
 * const setDialog = useSetAtom(shellDialogAtom);
 * setDialog('settings');
 */
export const shellDialogAtom = atom<ShellDialog | null>(null);
