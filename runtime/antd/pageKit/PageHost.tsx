// How a rendered schema page talks to whatever shows it: a route, a modal or a drawer.
import { createContext, useContext } from 'react';

export interface PageHost {
  /** Shown in a modal or drawer (forms then show Cancel / Save, lists drop their card). */
  inDialog: boolean;
  /** Closes the dialog (a route goes back). */
  close: () => void;
  /** Tells the opener the page succeeded, so it runs its action's `onSuccess` (e.g. refresh). */
  done: () => void;
}

const ROUTE_HOST: PageHost = { inDialog: false, close: () => undefined, done: () => undefined };

export const PageHostContext = createContext<PageHost>(ROUTE_HOST);

/**
 * The host of the page being rendered.
 *
 * @example
 * const host = usePageHost(); host.close();
 */
export function usePageHost(): PageHost {
  return useContext(PageHostContext);
}
