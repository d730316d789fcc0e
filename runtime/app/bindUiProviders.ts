import { setUiProviders, type DialogProvider, type NotificationProvider } from '../core';

type AntdUi = typeof import('./antdUiProviders');

let antdUi: Promise<AntdUi> | undefined;

// Modal and notification are a sizeable part of antd: load them with the first message rather than
// with the login route (DESIGN.md "Budgets").
function withAntd(use: (ui: AntdUi) => void): void {
  antdUi ??= import('./antdUiProviders');
  void antdUi.then(use);
}

const notification: NotificationProvider = {
  open: (params) => withAntd((ui) => ui.notificationProvider.open(params)),
  close: (key) => withAntd((ui) => ui.notificationProvider.close(key)),
};

const dialog: DialogProvider = {
  confirm: (params) => withAntd((ui) => ui.dialogProvider.confirm(params)),
  info: (params) => withAntd((ui) => ui.dialogProvider.info(params)),
  error: (params) => withAntd((ui) => ui.dialogProvider.error(params)),
};

/**
 * Binds antd's notification and Modal (static functions, given the current antd locale) as core's UI
 * providers, so the HTTP error catalogue and the 'Login expired' modal show through antd. Called once at
 * start, before the first request.
 *
 * @example
 * bindUiProviders(); // in main.tsx
 */
export function bindUiProviders(): void {
  setUiProviders({ notification, dialog });
}
