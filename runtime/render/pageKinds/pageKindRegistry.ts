// One registry of page kinds by name (DESIGN.md "Schemas": list, form, detail, modal, and the kinds the
// product grows). The schema page host looks a page's `kind` up here, so a new kind is one registration
// and touches neither the host nor any other kind. Registered like field widgets: a component, or a
// loader so the kind is its own chunk and loads with the first page of that kind.
import type { ComponentType } from 'react';
import type { PageBundle } from '../schema/loadPageBundle';
import { loadableOf, type ComponentSource } from './componentSource';

/** What the view of every page kind receives. */
export interface KindViewProps {
  bundle: PageBundle;
  /** The page's params: the route's query, or what the opener passed. */
  params: Record<string, unknown>;
}

/** How a kind is registered: its view (`component` or `lazy`) and how a dialog frames it. */
export type PageKindDefinition = ComponentSource<KindViewProps> & {
  /** A dialog showing a page of this kind takes a fixed height, so long content scrolls inside it. */
  tallInDialog?: boolean;
  /**
   * Starts the page's first requests from its bundle alone, before its view has loaded and rendered
   * (a list asks for its first page); the view adopts what it started.
   */
  prefetch?: (bundle: PageBundle, params: Record<string, unknown>) => void;
};

/** A registered kind. */
export interface RegisteredPageKind {
  /** Suspends while a lazily registered kind's chunk loads. */
  view: ComponentType<KindViewProps>;
  tallInDialog: boolean;
  prefetch?: PageKindDefinition['prefetch'];
  /** Loads a lazily registered kind's chunk ahead of its first render (none for a component). */
  preload?: () => Promise<unknown>;
}

const kinds = new Map<string, RegisteredPageKind>();

/**
 * Registers the view of a page kind; registering a kind again replaces it.
 *
 * @example
 * registerPageKind('list', { lazy: () => import('./list/ListPage') });
 * registerPageKind('modal', { component: ModalPage });
 */
export function registerPageKind(kind: string, definition: PageKindDefinition): void {
  // The preload goes through the view's own loader: once it is in, the view renders without suspending.
  const { component, load } = loadableOf(definition);
  kinds.set(kind, {
    view: component,
    tallInDialog: definition.tallInDialog ?? false,
    prefetch: definition.prefetch,
    preload: load,
  });
}

/**
 * The kind registered under a name, or undefined when none is.
 *
 * @example
 * const View = getPageKind(page.kind)?.view;
 */
export function getPageKind(kind: string): RegisteredPageKind | undefined {
  return kinds.get(kind);
}

/**
 * Every registered kind, sorted.
 *
 * @example
 * listPageKinds(); // ['detail', 'form', 'list', 'modal']
 */
export function listPageKinds(): string[] {
  return [...kinds.keys()].sort();
}

/** Forgets every kind; for tests. */
export function clearPageKinds(): void {
  kinds.clear();
}
