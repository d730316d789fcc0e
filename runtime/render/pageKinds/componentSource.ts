// How a registry is given a component: the component itself, or a loader of the module that holds it
// (its own chunk). The loader is wrapped in React.lazy once, when it is registered, so every render
// gets the same component and React never remounts a page because it was looked up again.
import { lazy, type ComponentType } from 'react';

/** A component, or the loader of a module whose default export it is. */
export type ComponentSource<P> =
  | { component: ComponentType<P>; lazy?: never }
  | { lazy: () => Promise<{ default: ComponentType<P> }>; component?: never };

/**
 * The component of a source; a loaded one suspends until its chunk is in (render it in Suspense).
 *
 * @example
 * const View = componentOf({ lazy: () => import('./ListPage') });
 */
export function componentOf<P>(source: ComponentSource<P>): ComponentType<P> {
  return source.component ?? (lazy(source.lazy) as unknown as ComponentType<P>);
}
