// How a value shows when the page does not say: by the property's dictionary, reference, format, type.
import type { ColumnDisplay, DetailDisplay, ModelField } from '../../render/schemaLite';

export type Display = ColumnDisplay | DetailDisplay;

/**
 * The display a property gets by default.
 *
 * @example
 * displayOf({ type: 'string', 'x-dict': 'priority' }); // 'dictTag'
 */
export function displayOf(def: ModelField | undefined): Display {
  if (!def) return 'text';
  if (def['x-dict']) return 'dictTag';
  if (def['x-ref']) return 'refLabel';
  if (def['x-file']) return def['x-file'].image ? 'image' : 'file';
  if (def['x-storedFiles']) return 'storedFiles';
  if (def['x-sanitize'] === 'html') return 'html';
  if (def.format === 'datetime') return 'datetime';
  if (def.format === 'date') return 'date';
  if (def.type === 'integer' || def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'boolean';
  return 'text';
}
