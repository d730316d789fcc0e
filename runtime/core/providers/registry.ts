import type { DialogProvider, NotificationProvider, UiProviders } from './types';

// Before the app binds antd (or when a test forgets to), errors still surface in the console rather
// than vanishing.
const consoleNotification: NotificationProvider = {
  open: ({ type, message, description }) => {
    const log = type === 'error' ? console.error : console.warn;
    log(`[${type}] ${message}${description ? `: ${description}` : ''}`);
  },
  close: () => undefined,
};

const consoleDialog: DialogProvider = {
  confirm: ({ title, content }) => console.warn(`[confirm] ${title}: ${content}`),
  info: ({ title, content }) => console.warn(`[info] ${title}: ${content}`),
  error: ({ title, content }) => console.error(`[error] ${title}: ${content}`),
};

const defaults: UiProviders = { notification: consoleNotification, dialog: consoleDialog };
let current: UiProviders = { ...defaults };

/**
 * Binds the UI implementations core calls (the app passes antd's at start, tests pass fakes). Missing
 * keys keep their current binding.
 *
 * @example
 * setUiProviders({ notification: antdNotificationProvider, dialog: antdDialogProvider });
 */
export function setUiProviders(providers: Partial<UiProviders>): void {
  current = { ...current, ...providers };
}

/**
 * The bound UI providers, read at call time so a later binding applies everywhere.
 *
 * @example
 * getUiProviders().notification.open({ type: 'info', message: 'Saved' });
 */
export function getUiProviders(): UiProviders {
  return current;
}

/**
 * Restores the console fallbacks (test isolation).
 *
 * @example
 * afterEach(resetUiProviders);
 */
export function resetUiProviders(): void {
  current = { ...defaults };
}
