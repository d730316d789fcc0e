// Server field errors of a form page mapped onto its Formily fields, sub-table cells included.
import type { FormPageSchema } from '../../render/schemaLite';

/**
 * The names a server error may carry: the form's fields, and each sub-table cell as the server names
 * it (`contacts[1].email`) for the rows the form holds.
 *
 * @example
 * knownFieldNames(casePage, { contacts: [{}] }); // [..., 'contacts', 'contacts[0].id', 'contacts[0].name', …]
 */
export function knownFieldNames(page: FormPageSchema, values: Record<string, unknown>): string[] {
  return page.sections.flatMap((s) => {
    const sub = s.subTable;
    if (!sub) return (s.fields ?? []).map((f) => f.field);
    const rows = Array.isArray(values[sub.relation]) ? (values[sub.relation] as unknown[]) : [];
    return [
      sub.relation,
      ...rows.flatMap((_, i) => [
        `${sub.relation}[${i}].id`,
        ...sub.fields.map((f) => `${sub.relation}[${i}].${f.field}`),
      ]),
    ];
  });
}

/**
 * Formily's path of a server field name: `contacts[1].email` → `contacts.1.email`; an error on a
 * row's key (a child id that is not this record's) marks the row's first cell.
 *
 * @example
 * formilyPath(casePage, 'contacts[1].id'); // 'contacts.1.name'
 */
export function formilyPath(page: FormPageSchema, name: string): string {
  const match = /^(\w+)\[(\d+)\]\.id$/.exec(name);
  const sub = match && page.sections.find((s) => s.subTable?.relation === match[1])?.subTable;
  const path = sub ? `${sub.relation}[${match[2]}].${sub.fields[0]!.field}` : name;
  return path.replace(/\[(\d+)\]/g, '.$1');
}
