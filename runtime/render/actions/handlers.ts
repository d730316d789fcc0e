// Client handlers of `custom` actions, registered by name (a schema names the handler, never code).
import type { ReactNode } from 'react';
import type { Action } from '../schemaLite';

/** Renders a handler's own dialog; `close` removes it. */
export type ShowDialog = (render: (close: () => void) => ReactNode) => void;

/** What a custom action's handler receives. */
export interface ActionHandlerContext {
  action: Action;
  /** The row a row action acts on. */
  record?: Record<string, unknown>;
  /** The selected rows of a bulk action. */
  selection?: Record<string, unknown>[];
  params: Record<string, unknown>;
  /** Reloads the page's data. */
  reload: () => void;
  /**
   * Mounts a dialog of the handler's own (a registered widget such as a readers list) inside the page,
   * so it has the page's theme, locale and App context; it stays until it calls `close`.
   */
  show: ShowDialog;
}

export type ActionHandler = (context: ActionHandlerContext) => void | Promise<void>;

const handlers = new Map<string, ActionHandler>();

/**
 * Registers the handler a `custom` action names.
 *
 * @example
 * registerActionHandler('case.escalate', async ({ record, reload }) => { await escalate(record); reload(); });
 */
export function registerActionHandler(name: string, handler: ActionHandler): void {
  handlers.set(name, handler);
}

/**
 * The handler registered under a name.
 *
 * @example
 * getActionHandler('case.escalate')?.(context);
 */
export function getActionHandler(name: string): ActionHandler | undefined {
  return handlers.get(name);
}
