// The built-in list page of a model that has no list page of its own (online forms and reports name a
// model, SPEC §2), made from the model. Loaded on demand by generatedSource.ts.
import {
  isStoredField,
  nameOfModel,
  type Column,
  type ListPageSchema,
  type ModelField,
  type ModelSchema,
  type SearchField,
} from '../schemaLite';
import { fieldsOf } from './fields';
import { builtinListId } from './builtinListId';

const MAX_COLUMNS = 10;
const MAX_SEARCH = 3;

function shown(name: string, def: ModelField, key: string): boolean {
  return name !== key && isStoredField(def) && !def['x-storage']?.secret && def.type !== 'array';
}

function columnOf(name: string, def: ModelField): Column {
  if (def['x-dict']) return { field: name, display: 'dictTag' };
  if (def['x-ref']) return { field: name, display: 'refLabel' };
  if (def.format === 'datetime') return { field: name, display: 'datetime', sortable: true };
  if (def.format === 'date') return { field: name, display: 'date', sortable: true };
  if (def.type === 'integer' || def.type === 'number')
    return { field: name, display: 'number', sortable: true };
  return { field: name, display: 'ellipsis' };
}

/**
 * A list page for a model: its shown properties as columns, its first text properties as searches,
 * and export when the model offers it.
 *
 * @example
 * builtinListPage(bizCase).columns.map((c) => c.field); // ['caseNo', 'title', …]
 */
export function builtinListPage(model: ModelSchema): ListPageSchema {
  const name = nameOfModel(model);
  const key = model['x-storage'].primaryKey ?? 'id';
  const entries = Object.entries(fieldsOf(model)).filter(([field, def]) => shown(field, def, key));
  const search: SearchField[] = entries
    .filter(
      ([, def]) => def.type === 'string' && !def.format && !def['x-dict'] && !def['x-ref'] && !def['x-file'],
    )
    .slice(0, MAX_SEARCH)
    .map(([field]) => ({ field, op: 'like' }));
  const api = model['x-api'];
  const canExport = api && (!api.operations || api.operations.includes('exportXls'));
  return {
    id: builtinListId(name),
    kind: 'list',
    title: model['x-label'] ?? model.title ?? name,
    model: name,
    ...(model['x-i18n'] ? { i18n: model['x-i18n'] } : {}),
    ...(search.length > 0 ? { search: { fields: search } } : {}),
    columns: entries.slice(0, MAX_COLUMNS).map(([field, def]) => columnOf(field, def)),
    table: { selection: 'checkbox' },
    actions: canExport
      ? [{ id: 'export', type: 'export', position: 'toolbar', permission: `${api.permissionPrefix}:export` }]
      : [],
  };
}
