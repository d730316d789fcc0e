// Every field widget the schema runtime offers, by the names schemas use (`widget`, `x-widget`); the
// names come from runtime/schema/widgets.ts, which the server checks pages with too.
// Loaders only: the widgets load with the first form that needs them.
import { registerWidget, type AnyComponent } from '../../render';
import { PICKED_WIDGETS, TYPED_WIDGETS } from '../../render/schemaLite';

const load = (name: string) => async (): Promise<AnyComponent> => {
  const component = (await import('./fieldWidgets')).FIELD_WIDGETS[name];
  if (!component) throw new Error(`widget "${name}" has no component`);
  return component;
};

/**
 * Registers the field widgets in runtime/render's registry.
 *
 * @example
 * registerFieldWidgets(); // once at start, by runtime/antd/register.ts
 */
export function registerFieldWidgets(): void {
  TYPED_WIDGETS.forEach((name) => registerWidget(name, { load: load(name) }));
  PICKED_WIDGETS.forEach((name) => registerWidget(name, { load: load(name), picks: true }));
}
