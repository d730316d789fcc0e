// How a registry is given a component: the component itself, or a loader of the module that holds it
// (its own chunk). The loader is wrapped in React.lazy once, when it is registered, so every render
// gets the same component and React never remounts a page because it was looked up again.
import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../loadOnce';

/** A component, or the loader of a module whose default export it is. */
export type ComponentSource<P> =
  | { component: ComponentType<P>; lazy?: never }
  | { lazy: () => Promise<{ default: ComponentType<P> }>; component?: never };

/** A source's component, and the loader to call instead of the source's own (it notes the module). */
export interface LoadableComponent<P> {
  component: ComponentType<P>;
  load?: () => Promise<unknown>;
}

/**
 * The component of a source; a loaded one suspends until its chunk is in (render it in Suspense). One
 * whose chunk `load` has already brought in renders at once: React.lazy suspends on its first render
 * even then, which costs a fallback commit and a second render (a cold load preloads the list's
 * chunk long before its page renders). An instance keeps the component it mounted with, so a module
 * that arrives later never remounts it.
 *
 * @example
 * const { component: View, load } = loadableOf({ lazy: () => import('./ListPage') });
 */
export function loadableOf<P extends object>(source: ComponentSource<P>): LoadableComponent<P> {
  if (source.component) return { component: source.component };
  const module = loadOnce(source.lazy);
  return { component: loadedOrLazy(module.load, () => module.loaded()?.default), load: module.load };
}

/**
 * A component that renders the module `loadedNow` returns when one is there as it mounts, else
 * React.lazy over `load` (which suspends on its first render even when the chunk is in). Each instance
 * keeps what it mounted with, so a module arriving later never remounts it.
 *
 * @example
 * const Page = loadedOrLazy(() => loadPageModule(loader), () => loadedPageModule(loader)?.default);
 */
export function loadedOrLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  loadedNow: () => ComponentType<P> | undefined,
): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function LoadedOrLazy(props: P) {
    const [Component] = useState(() => loadedNow() ?? Lazy);
    return createElement(Component, props);
  };
}

/**
 * The component of a source (see `loadableOf`).
 *
 * @example
 * const View = componentOf({ lazy: () => import('./ListPage') });
 */
export function componentOf<P extends object>(source: ComponentSource<P>): ComponentType<P> {
  return loadableOf(source).component;
}
