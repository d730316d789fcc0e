// One registry of field widgets by name (DESIGN.md "Schemas"): the form compiler refers to widgets by
// name only, and each view resolves the names it needs when it renders. Registration stores loaders,
// so no widget code is loaded before a page uses it.
import type { ComponentType } from 'react';

/** Props every field widget takes: a controlled value. Formily adds `disabled` and `readOnly`. */
export interface FieldWidgetProps<V = unknown> {
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

// Widgets differ in their value and props; the registry stores them type-erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous component registry
export type AnyComponent = ComponentType<any>;

export interface WidgetDefinition {
  /** Loads the component (its own chunk, or a chunk shared with its siblings). */
  load: () => Promise<AnyComponent>;
  /** The widget asks the user to pick rather than type (its required message says "select"). */
  picks?: boolean;
  /** JSON Schema of the props a page may give it; the semantic pass validates page `props` with it. */
  propsSchema?: object;
}

const widgets = new Map<string, WidgetDefinition>();
const loaded = new Map<string, AnyComponent>();

/**
 * Registers a field widget by name; registering a name again replaces it.
 *
 * @example
 * registerWidget('DictSelect', { load: () => import('./DictSelect').then((m) => m.DictSelect), picks: true });
 */
export function registerWidget(name: string, definition: WidgetDefinition): void {
  widgets.set(name, definition);
  loaded.delete(name);
}

/**
 * The definition registered under a name.
 *
 * @example
 * getWidget('DictSelect')?.picks; // true
 */
export function getWidget(name: string): WidgetDefinition | undefined {
  return widgets.get(name);
}

/**
 * Every registered widget name, sorted.
 *
 * @example
 * listWidgets(); // ['DatePicker', 'DictSelect', …]
 */
export function listWidgets(): string[] {
  return [...widgets.keys()].sort();
}

/**
 * Loads the components of the given widget names (unknown names are left out).
 *
 * @example
 * const components = await loadWidgets(['Input', 'DictSelect']);
 */
export async function loadWidgets(names: Iterable<string>): Promise<Record<string, AnyComponent>> {
  const unique = [...new Set(names)].filter((name) => widgets.has(name));
  await Promise.all(
    unique
      .filter((name) => !loaded.has(name))
      .map(async (name) => loaded.set(name, await widgets.get(name)!.load())),
  );
  return Object.fromEntries(unique.map((name) => [name, loaded.get(name)!]));
}

/** Forgets every widget; for tests. */
export function clearWidgets(): void {
  widgets.clear();
  loaded.clear();
}
