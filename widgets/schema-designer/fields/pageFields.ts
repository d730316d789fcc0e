// Where a module's list and form pages show a property: a list column, a search field (and its match),
// a form field (and its check rule), or a form's sub-table section. Edits keep every other entry and
// key as they were.
import type { SearchOp } from '../../../runtime/schema/types';
import type { RowKind } from './fieldKinds';
import { objectOf, withKey, type Json, type JsonObject } from './json';

export type { SearchOp };

const arrayOf = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.flatMap((v) => (objectOf(v) ? [v as JsonObject] : [])) : [];
const fieldIs = (name: string) => (entry: JsonObject) => entry.field === name;

export function columnsOf(list: JsonObject): JsonObject[] {
  return arrayOf(list.columns);
}
export function searchFieldsOf(list: JsonObject): JsonObject[] {
  return arrayOf(objectOf(list.search)?.fields);
}
export function sectionsOf(form: JsonObject): JsonObject[] {
  return arrayOf(form.sections);
}
/** The form's entry of a property (in any section), or of a sub-table's relation. */
export function formEntryOf(form: JsonObject, name: string): JsonObject | undefined {
  for (const section of sectionsOf(form)) {
    const entry = arrayOf(section.fields).find(fieldIs(name));
    if (entry) return entry;
    if (objectOf(section.subTable)?.relation === name) return section;
  }
  return undefined;
}
/** The `checkRule` rule's code of a form entry. */
export function checkRuleOf(entry: JsonObject | undefined): string {
  const rule = arrayOf(entry?.rules).find((r) => r.type === 'checkRule');
  return typeof rule?.ruleCode === 'string' ? rule.ruleCode : '';
}

/** How a new column shows a kind. */
function displayOf(kind: RowKind): string | undefined {
  const displays: Partial<Record<RowKind, string>> = {
    dict: 'dictTag',
    date: 'date',
    datetime: 'datetime',
    number: 'number',
    money: 'number',
    switch: 'boolean',
    image: 'image',
    file: 'file',
    longText: 'ellipsis',
  };
  return displays[kind];
}

/** The list with a property's column added (at the end) or removed. */
export function toggleColumn(list: JsonObject, name: string, kind: RowKind, on: boolean): JsonObject {
  const columns = columnsOf(list);
  if (!on && !columns.some(fieldIs(name))) return list;
  if (!on)
    return withKey(
      list,
      'columns',
      columns.filter((c) => !fieldIs(name)(c)),
    );
  const display = displayOf(kind);
  return withKey(list, 'columns', [...columns, display ? { field: name, display } : { field: name }]);
}

/** The list with a property's search field added, removed or given another match. */
export function withSearch(
  list: JsonObject,
  name: string,
  on: boolean,
  op: SearchOp | undefined,
): JsonObject {
  const search = objectOf(list.search) ?? {};
  const fields = searchFieldsOf(list);
  const present = fields.some(fieldIs(name));
  if (!on && !present) return list;
  let next: JsonObject[];
  if (!on) next = fields.filter((f) => !fieldIs(name)(f));
  else if (!present) next = [...fields, op ? { field: name, op } : { field: name }];
  else next = fields.map((f) => (fieldIs(name)(f) ? withKey(f, 'op', op) : f));
  return withKey(list, 'search', withKey(search, 'fields', next));
}

/** The form with a property's entry added (end of the last field section) or removed. */
export function toggleFormField(form: JsonObject, name: string, entry: JsonObject | undefined): JsonObject {
  const sections = sectionsOf(form);
  if (!entry && !formEntryOf(form, name)) return form;
  if (!entry) {
    const kept = sections
      .filter((s) => objectOf(s.subTable)?.relation !== name)
      .map((s) =>
        Array.isArray(s.fields)
          ? withKey(
              s,
              'fields',
              arrayOf(s.fields).filter((f) => !fieldIs(name)(f)),
            )
          : s,
      );
    return withKey(form, 'sections', kept);
  }
  if (objectOf(entry.subTable)) return withKey(form, 'sections', [...sections, entry]);
  const last = sections.map((s) => Array.isArray(s.fields)).lastIndexOf(true);
  if (last < 0) return withKey(form, 'sections', [...sections, { fields: [entry] }]);
  return withKey(
    form,
    'sections',
    sections.map((s, i) => (i === last ? withKey(s, 'fields', [...arrayOf(s.fields), entry]) : s)),
  );
}

/** The form with a property's check rule set ('' removes it), the entry's other rules kept. */
export function withCheckRule(form: JsonObject, name: string, ruleCode: string): JsonObject {
  const edit = (entry: JsonObject): JsonObject => {
    const rules = arrayOf(entry.rules);
    const at = rules.findIndex((r) => r.type === 'checkRule');
    let next: JsonObject[];
    if (ruleCode === '') next = rules.filter((_, i) => i !== at);
    else if (at < 0) next = [...rules, { type: 'checkRule', ruleCode }];
    else next = rules.map((r, i) => (i === at ? withKey(r, 'ruleCode', ruleCode) : r));
    return withKey(entry, 'rules', next.length > 0 ? next : undefined);
  };
  return mapFormEntries(form, (e) => (e.field === name ? edit(e) : e));
}

/** Every field entry of every section through `edit`. */
function mapFormEntries(form: JsonObject, edit: (entry: JsonObject) => JsonObject): JsonObject {
  return withKey(
    form,
    'sections',
    sectionsOf(form).map((s) =>
      Array.isArray(s.fields) ? withKey(s, 'fields', arrayOf(s.fields).map(edit)) : s,
    ),
  );
}

/** A page with a property renamed wherever the list or form names it. */
export function renamedIn(page: JsonObject, from: string, to: string): JsonObject {
  const rename = (entry: JsonObject) => (entry.field === from ? withKey(entry, 'field', to) : entry);
  let next = page;
  if (Array.isArray(page.columns)) next = withKey(next, 'columns', columnsOf(page).map(rename));
  if (objectOf(page.search))
    next = withKey(
      next,
      'search',
      withKey(objectOf(page.search)!, 'fields', searchFieldsOf(page).map(rename)),
    );
  if (Array.isArray(page.sections)) {
    next = mapFormEntries(next, rename);
    next = withKey(
      next,
      'sections',
      sectionsOf(next).map((s) => {
        const sub = objectOf(s.subTable);
        return sub?.relation === from ? withKey(s, 'subTable', withKey(sub, 'relation', to)) : s;
      }),
    );
  }
  return next;
}

export type { Json };
