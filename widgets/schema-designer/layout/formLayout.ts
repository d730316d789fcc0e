// A form page as the layout builder sees it: its sections of fields and its layout columns. The builder
// shows the sections as one list (each section's header, then its fields), so a drag past a header moves
// a field into that section; writing back keeps every property of fields and sections it does not edit.
import type { FormField, FormPageSchema, FormSection } from '../../../runtime/schema/types';
import { replaceKeys } from './replaceKeys';

export interface FormLayout {
  /** `layout.columns` (undefined: the renderer's default, one). */
  columns?: number;
  sections: FormSection[];
}

export const MAX_FORM_COLUMNS = 4;

/** Ids of the builder's list: `s:<index>` for a section's header, `f:<field>` for a field. */
export const sectionItem = (index: number) => `s:${index}`;
export const fieldItem = (field: string) => `f:${field}`;

/**
 * @example
 * readFormLayout(positionForm).sections[0]?.fields?.map((f) => f.field); // ['code', 'name', 'postRank']
 */
export function readFormLayout(page: FormPageSchema): FormLayout {
  return { columns: page.layout?.columns, sections: page.sections };
}

/**
 * The page with the layout's sections and columns; the rest as it was.
 *
 * @example
 * writeFormLayout(page, readFormLayout(page)); // equal to page
 */
export function writeFormLayout(page: FormPageSchema, layout: FormLayout): FormPageSchema {
  let nextLayout = page.layout;
  if (layout.columns !== page.layout?.columns) {
    nextLayout = replaceKeys(page.layout ?? {}, { columns: layout.columns });
    if (Object.keys(nextLayout).length === 0) nextLayout = undefined;
  }
  return replaceKeys(page, { sections: layout.sections, layout: nextLayout });
}

/**
 * The builder's list of a form: each section's header, then its fields.
 *
 * @example
 * formItems(layout); // ['s:0', 'f:code', 'f:name', 's:1', 'f:memo']
 */
export function formItems(layout: FormLayout): string[] {
  return layout.sections.flatMap((section, index) => [
    sectionItem(index),
    ...(section.fields ?? []).map((f) => fieldItem(f.field)),
  ]);
}

/**
 * The sections after the builder's list was put in `order` (a permutation of formItems): a field
 * belongs to the section whose header is above it (a sub-table section takes none: the field joins the
 * nearest field section above, else the first); a field section left empty is removed, since the format
 * wants at least one field in it.
 *
 * @example
 * arrangeForm(layout, ['s:0', 'f:name', 'f:code']); // code and name swapped
 */
export function arrangeForm(layout: FormLayout, order: readonly string[]): FormLayout {
  const fieldsOf = new Map<string, FormField>();
  for (const section of layout.sections) for (const f of section.fields ?? []) fieldsOf.set(f.field, f);
  const isFieldSection = (i: number) => layout.sections[i]?.subTable === undefined;
  const collected = layout.sections.map(() => [] as FormField[]);
  const firstFieldSection = layout.sections.findIndex((_, i) => isFieldSection(i));
  let current = -1;
  for (const id of order) {
    if (id.startsWith('s:')) {
      const index = Number(id.slice(2));
      if (isFieldSection(index)) current = index;
      continue;
    }
    const field = fieldsOf.get(id.slice(2));
    const target = current >= 0 ? current : firstFieldSection;
    if (field && target >= 0) collected[target]!.push(field);
  }
  return { ...layout, sections: withFields(layout.sections, collected) };
}

function withFields(sections: FormSection[], fields: FormField[][]): FormSection[] {
  return sections.flatMap((section, i) => {
    if (section.subTable !== undefined) return [section];
    if (fields[i]!.length === 0) return [];
    const same =
      fields[i]!.length === section.fields?.length && fields[i]!.every((f, j) => f === section.fields![j]);
    return [same ? section : { ...section, fields: fields[i]! }];
  });
}

/** A new last section holding `field` (taken from where it was); its title as given. */
export function addSection(layout: FormLayout, field: string, title?: string): FormLayout {
  const order = formItems(layout).filter((id) => id !== fieldItem(field));
  const moved = arrangeForm(layout, order);
  const old = layout.sections.flatMap((s) => s.fields ?? []).find((f) => f.field === field) ?? { field };
  const section: FormSection = { ...(title ? { title } : {}), fields: [old] };
  return { ...moved, sections: [...moved.sections, section] };
}

/** Removes a section; its fields join the section above (the one below for the first). */
export function removeSection(layout: FormLayout, index: number): FormLayout {
  const section = layout.sections[index];
  if (!section || layout.sections.length < 2) return layout;
  if (section.subTable !== undefined)
    return { ...layout, sections: layout.sections.filter((_, i) => i !== index) };
  const order = formItems(layout).filter((id) => id !== sectionItem(index));
  if (index === 0) {
    // The first header gone, its fields would join nothing: move them below the next field header.
    const next = layout.sections.findIndex((s, i) => i > 0 && s.subTable === undefined);
    if (next < 0) return layout;
    const own = (section.fields ?? []).map((f) => fieldItem(f.field));
    const rest = order.filter((id) => !own.includes(id));
    const at = rest.indexOf(sectionItem(next)) + 1;
    return arrangeForm(layout, [...rest.slice(0, at), ...own, ...rest.slice(at)]);
  }
  return arrangeForm(layout, order);
}

/** Sets a section's title; an empty title removes it. */
export function setSectionTitle(layout: FormLayout, index: number, title: string): FormLayout {
  const sections = layout.sections.map((s, i) =>
    i === index ? replaceKeys(s, { title: title.trim() ? title.trim() : undefined }) : s,
  );
  return { ...layout, sections };
}

/** Sets how many layout columns a field takes; undefined takes the default (one). */
export function setFieldSpan(layout: FormLayout, field: string, span: number | undefined): FormLayout {
  const sections = layout.sections.map((s) => {
    if (!s.fields?.some((f) => f.field === field)) return s;
    return { ...s, fields: s.fields.map((f) => (f.field === field ? replaceKeys(f, { span }) : f)) };
  });
  return { ...layout, sections };
}

/** Adds a model field at the end of a section, or removes a field from the form. */
export function setFormField(layout: FormLayout, field: string, section: number | null): FormLayout {
  if (section === null) {
    const order = formItems(layout).filter((id) => id !== fieldItem(field));
    return arrangeForm(layout, order);
  }
  const target = layout.sections[section];
  if (!target || target.subTable !== undefined) return layout;
  if (layout.sections.some((s) => s.fields?.some((f) => f.field === field))) return layout;
  const sections = layout.sections.map((s, i) =>
    i === section ? { ...s, fields: [...(s.fields ?? []), { field }] } : s,
  );
  return { ...layout, sections };
}
