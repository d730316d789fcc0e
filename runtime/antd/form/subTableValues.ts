// What a form sends for its sub-tables: the rows as the user left them, without the bookkeeping keys
// Formily's ArrayTable puts on row objects (`__DO_NOT_USE_THIS_PROPERTY_index__` for sorting), which the
// server would rightly refuse as unknown fields.
import type { FormPageSchema } from '../../render/schemaLite';

const isBookkeeping = (key: string) => key.startsWith('__');

/**
 * The form values with each sub-table's rows cleaned of Formily's own keys.
 *
 * @example
 * subTableValues(page, { contacts: [{ name: '陈立', __DO_NOT_USE_THIS_PROPERTY_index__: 0 }] });
 * // { contacts: [{ name: '陈立' }] }
 */
export function subTableValues(
  page: FormPageSchema,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const section of page.sections) {
    const relation = section.subTable?.relation;
    const rows = relation ? out[relation] : undefined;
    if (!relation || !Array.isArray(rows)) continue;
    out[relation] = rows.map((row: unknown) =>
      typeof row === 'object' && row !== null
        ? Object.fromEntries(Object.entries(row).filter(([key]) => !isBookkeeping(key)))
        : row,
    );
  }
  return out;
}
