// A report's search form is the list page's SearchForm: the query info becomes a small list page and
// model (labels, dictionaries, types and formats), and the values become the plain parameters getData
// reads — `<field>` (a comma list for `in`) and `<field>_begin` / `<field>_end` for `between`, with no
// list-style operator prefixes (the report's definition already says the operator).
import type { ListPageSchema, ModelField, ModelSchema, SearchOp } from '../../render/schemaLite';
import type { SearchSpec } from '../../render/list/listQuery';
import type { ReportQueryField } from './reportApi';

const FORMATS = new Set(['date', 'datetime']);

/** The search op the input and the parameters follow: only `in` and `between` change their shape. */
const inputOp = (op: string): SearchOp => (op === 'in' || op === 'between' ? op : 'eq');

function fieldOf(info: ReportQueryField): ModelField {
  const type = info.type === 'array' ? 'string' : info.type;
  return {
    type: type as ModelField['type'],
    'x-label': info.label,
    ...(info.dict ? { 'x-dict': info.dict } : {}),
    ...(info.format && FORMATS.has(info.format) ? { format: info.format as ModelField['format'] } : {}),
  } as ModelField;
}

/**
 * The page and model SearchForm renders for a report's query info.
 *
 * @example
 * const { page, model } = reportSearchForm('caseStatusSummary', query);
 */
export function reportSearchForm(code: string, query: ReportQueryField[]) {
  const model = {
    $id: `urn:lowcode:model:report_${code}`,
    type: 'object',
    'x-storage': { table: `report_${code}` },
    properties: Object.fromEntries(query.map((info) => [info.field, fieldOf(info)])),
  } as ModelSchema;
  const page = {
    id: `report.${code}`,
    kind: 'list',
    title: code,
    model: model.$id,
    columns: [],
    search: {
      fields: query.map((info) => ({ field: info.field, op: inputOp(info.op), label: info.label })),
      collapsedRows: 1,
    },
  } as unknown as ListPageSchema;
  const specs: SearchSpec[] = query.map((info) => ({
    field: info.field,
    op: inputOp(info.op),
    def: model.properties[info.field],
  }));
  return { page, model, specs };
}
