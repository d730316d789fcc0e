// Every field widget the schema runtime offers, by the names schemas use (`widget`, `x-widget`).
// Loaders only: the widgets load with the first form that needs them.
import { registerWidget, type AnyComponent } from '../../render';

/** Widgets where the user types. */
const TYPED = ['Input', 'TextArea', 'Password', 'NumberPicker', 'RichText'] as const;
/** Widgets where the user picks (their required message says "select"). */
const PICKED = [
  'Select',
  'RadioGroup',
  'CheckboxGroup',
  'Switch',
  'DatePicker',
  'DateRange',
  'TimePicker',
  'DictSelect',
  'DictRadio',
  'DictCheckbox',
  'DeptTreeSelect',
  'CategoryTree',
  'UserPicker',
  'FileUpload',
  'ImageUpload',
] as const;

/** Names of the widgets registered here, for the semantic pass and tests. */
export const FIELD_WIDGET_NAMES: readonly string[] = [...TYPED, ...PICKED];

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
  TYPED.forEach((name) => registerWidget(name, { load: load(name) }));
  PICKED.forEach((name) => registerWidget(name, { load: load(name), picks: true }));
}
