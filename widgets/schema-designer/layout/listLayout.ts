// A list page as the layout builder sees it: its columns, its search fields and its standard actions.
// Reading and writing back gives the page unchanged; every edit replaces only what it is about, so a
// property the builder does not know (tag colours, highlights, custom actions…) stays as it was.
// A page that implies its standard actions (`standardActions`, runtime/schema/expand) shows them as
// they expand; a change to them writes the page's actions out in full (and drops `standardActions`),
// which renders the same as the short page did with that change.
import { expandPage } from '../../../runtime/schema';
import type {
  Action,
  Column,
  ListPageSchema,
  ModelField,
  ModelSchema,
  SearchField,
  SearchOp,
} from '../../../runtime/schema/types';
import {
  isStandardAction,
  STANDARD_ACTIONS,
  standardAction,
  type ActionContext,
  type StandardActionId,
} from './standardActions';
import { replaceKeys } from './replaceKeys';

export interface ListLayout {
  columns: Column[];
  search: SearchField[];
  /** The standard actions the page has, by id. */
  actions: Partial<Record<StandardActionId, Action>>;
  /** The page's actions as they render: its own, or those its `standardActions` imply. */
  allActions: Action[] | undefined;
}

const implies = (page: ListPageSchema) =>
  page.standardActions !== undefined && page.standardActions !== false;

/**
 * @example
 * readListLayout(positionList).actions.export?.permission; // 'position:export'
 */
export function readListLayout(page: ListPageSchema, model?: ModelSchema): ListLayout {
  const allActions = implies(page) ? (expandPage(page, model).page as ListPageSchema).actions : page.actions;
  const actions: ListLayout['actions'] = {};
  for (const action of allActions ?? []) if (isStandardAction(action)) actions[action.id] ??= action;
  return { columns: page.columns, search: page.search?.fields ?? [], actions, allActions };
}

function writeActions(old: Action[] | undefined, wanted: ListLayout['actions']): Action[] | undefined {
  const written = new Set<string>();
  const kept: Action[] = [];
  for (const action of old ?? []) {
    if (!isStandardAction(action) || written.has(action.id)) {
      // Not the builder's: a custom action, or a second one with a standard id.
      kept.push(action);
      continue;
    }
    written.add(action.id);
    if (wanted[action.id]) kept.push(wanted[action.id]!);
  }
  for (const id of STANDARD_ACTIONS) if (!written.has(id) && wanted[id]) kept.push(wanted[id]!);
  return old === undefined && kept.length === 0 ? undefined : kept;
}

/**
 * The page with the layout's columns, search fields and standard actions; the rest as it was.
 *
 * @example
 * writeListLayout(page, readListLayout(page)); // equal to page
 */
export function writeListLayout(page: ListPageSchema, layout: ListLayout): ListPageSchema {
  const columnsAndSearch = {
    columns: layout.columns,
    search: layout.search.length > 0 ? { ...page.search, fields: layout.search } : stripFields(page.search),
  };
  if (!implies(page))
    return replaceKeys(page, { ...columnsAndSearch, actions: writeActions(page.actions, layout.actions) });
  const actions = writeActions(layout.allActions, layout.actions);
  // The implied actions unchanged: the short page stays short.
  if (JSON.stringify(actions) === JSON.stringify(layout.allActions))
    return replaceKeys(page, columnsAndSearch);
  return replaceKeys(page, {
    ...columnsAndSearch,
    actions,
    standardActions: undefined,
    permissionPrefix: undefined,
  });
}

/** A search block without fields is only kept when it holds something else. */
function stripFields(search: ListPageSchema['search']): ListPageSchema['search'] | undefined {
  if (!search) return undefined;
  const { fields: _fields, ...others } = search;
  return Object.keys(others).length > 0 ? search : undefined;
}

/**
 * The list with the item at `from` moved to `to`.
 *
 * @example
 * moveItem(['a', 'b', 'c'], 0, 2); // ['b', 'c', 'a']
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Shows a model field as a column (at the end) or takes its column away. */
export function setColumnShown(layout: ListLayout, field: string, shown: boolean): ListLayout {
  const has = layout.columns.some((c) => c.field === field);
  if (shown === has) return layout;
  const columns = shown ? [...layout.columns, { field }] : layout.columns.filter((c) => c.field !== field);
  return { ...layout, columns };
}

/** Changes one column's properties; an undefined value removes the property. */
export function patchColumn(layout: ListLayout, field: string, patch: Partial<Column>): ListLayout {
  const columns = layout.columns.map((column) => {
    if (column.field !== field) return column;
    const next: Record<string, unknown> = { ...column, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
    return next as unknown as Column;
  });
  return { ...layout, columns };
}

/**
 * The op a new search field starts with: free text matches a part (`like`), a date or number a range
 * (`between`), a dictionary, option, reference or switch its value (`eq`).
 *
 * @example
 * searchOpFor({ type: 'string' }); // 'like'
 */
export function searchOpFor(field: ModelField | undefined): SearchOp {
  if (!field) return 'eq';
  if (field['x-dict'] || field['x-options'] || field['x-ref'] || field.enum) return 'eq';
  if (field.format === 'date' || field.format === 'datetime') return 'between';
  if (field.type === 'integer' || field.type === 'number') return 'between';
  return field.type === 'string' && !field.format ? 'like' : 'eq';
}

/** Adds a search field with `op`, changes its op, or (op null) removes it. */
export function setSearchField(layout: ListLayout, field: string, op: SearchOp | null): ListLayout {
  const index = layout.search.findIndex((s) => s.field === field);
  if (op === null) return { ...layout, search: layout.search.filter((s) => s.field !== field) };
  if (index < 0) return { ...layout, search: [...layout.search, { field, op }] };
  const search = layout.search.map((s, i) => (i === index ? { ...s, op } : s));
  return { ...layout, search };
}

/**
 * Switches a standard action on (the object the repository's pages use) or off.
 *
 * @example
 * toggleAction(layout, 'export', false, context).actions.export; // undefined
 */
export function toggleAction(
  layout: ListLayout,
  id: StandardActionId,
  on: boolean,
  context: ActionContext,
): ListLayout {
  const actions = { ...layout.actions };
  if (!on) delete actions[id];
  else actions[id] ??= standardAction(id, context);
  return { ...layout, actions };
}

/** Sets the permission code of a standard action the page has; an empty code removes it. */
export function setActionPermission(layout: ListLayout, id: StandardActionId, code: string): ListLayout {
  const action = layout.actions[id];
  if (!action) return layout;
  const { permission: _old, ...rest } = action;
  const next: Action = code.trim() ? { ...action, permission: code.trim() } : rest;
  return { ...layout, actions: { ...layout.actions, [id]: next } };
}
