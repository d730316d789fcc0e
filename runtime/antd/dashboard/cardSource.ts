// A card's source as a request, and the answer as what cards draw. An aggregate names a model: its
// `x-api` base path comes from the model schema the page bundle already loaded. Any other source is a
// GET whose result (or the value at `path`) is a number, an array of rows or samples, or a page.
import type { AggregateResult } from '../../../schemas/api/dashboard';
import { evaluateParams } from '../../render/actions/evaluate';
import type { DashboardSource, ExprScope, ModelSchema } from '../../render/schemaLite';
import type { NamedPoint } from '../charts/chartData';

export interface CardRequest {
  url: string;
  params: Record<string, unknown>;
}

/** What a card reads from an answer: a figure, points, rows; whichever the answer had. */
export interface CardData {
  value?: number;
  points: NamedPoint[];
  records: Record<string, unknown>[];
}

/**
 * The GET a source makes, its params' expressions evaluated against the page's scope.
 *
 * @example
 * cardRequest({ aggregate: { model: 'biz_case', groupBy: 'status' } }, models, {}); // { url: '/biz/case/aggregate', params: { groupBy: 'status' } }
 */
export function cardRequest(
  source: DashboardSource,
  models: ReadonlyMap<string, { schema: ModelSchema }>,
  scope: ExprScope,
): CardRequest {
  if ('aggregate' in source) {
    const { model, filters, ...query } = source.aggregate;
    const base = models.get(model)?.schema['x-api']?.basePath;
    if (!base) throw new Error(`model "${model}" has no x-api to aggregate`);
    return { url: `${base}/aggregate`, params: { ...evaluateParams(filters, scope), ...query } };
  }
  return { url: source.api, params: evaluateParams(source.params, scope) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function at(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);
}

const timeOf = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

function pointOf(row: unknown, nameKey: string, valueKey: string): NamedPoint | undefined {
  if (!isObject(row)) return undefined;
  // Monitoring histories are {t, v} samples: the time of day names the point.
  if (typeof row.t === 'number' && typeof row.v === 'number' && !(valueKey in row))
    return { name: timeOf(row.t), value: row.v };
  const value = Number(row[valueKey]);
  if (!Number.isFinite(value)) return undefined;
  const series = row.seriesName ?? row.series;
  return {
    name: String(row[nameKey] ?? ''),
    value,
    ...(series !== undefined && series !== null ? { series: String(series) } : {}),
  };
}

/**
 * The answer of a source read as card data.
 *
 * @example
 * cardData({ api: '/sys/loginfo', path: 'todayIp' }, { todayIp: 3 }); // { value: 3, points: [], records: [] }
 */
export function cardData(source: DashboardSource, result: unknown): CardData {
  if ('aggregate' in source) {
    const { points, total } = result as AggregateResult;
    return {
      value: total,
      points: points.map((p) => pointOf(p, 'name', 'value')!),
      records: points.map((p) => ({ ...p })),
    };
  }
  const value = at(result, source.path);
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !isNaN(+value)))
    return { value: Number(value), points: [], records: [] };
  // An array of rows, a page of `records`, or an answer in the aggregate's shape (`points`).
  const listed = isObject(value) ? (value.records ?? value.points) : undefined;
  const rows: unknown[] = Array.isArray(value) ? value : Array.isArray(listed) ? listed : [];
  const nameKey = source.nameKey ?? 'name';
  const valueKey = source.valueKey ?? 'value';
  const points = rows.map((row) => pointOf(row, nameKey, valueKey)).filter((p) => p !== undefined);
  const total = isObject(value) && typeof value.total === 'number' ? value.total : undefined;
  return { value: total, points, records: rows.filter(isObject) };
}
