// The open partner search (/partner/search): certified partners only, and only the properties the
// model marks `x-public` (plus their dictionary labels) ever leave the server. The model decides what is
// public, so a property added later stays private until someone marks it.
import type { CompiledModel } from '../crud/model.js';
import { addLabels } from '../crud/labels.js';
import { listPage, type Page } from '../crud/list.js';
import { escapeLike, hasItem, type Condition } from '../crud/query.js';
import type { ModelRegistry } from '../crud/registry.js';
import { Scope } from '../crud/scope.js';
import type { Row } from '../crud/types.js';
import type { Lang } from '../i18n/messages.js';

export const PARTNER_MODEL = 'biz_partner';
/** dict partner_cert_status: 2 已认证. */
export const CERTIFIED = '2';

export interface PartnerSearch {
  companyName?: string;
  region?: string;
  partnerLevel?: string;
  /** One value of dict product_line: partners offering it. */
  productLine?: string;
  pageNo: number;
  pageSize: number;
}

/** The names of the properties marked public. */
export function publicFields(model: CompiledModel): string[] {
  return model.fields.filter((f) => f.stored && f.def['x-public'] === true).map((f) => f.name);
}

/** Only the public properties of a record, and the dictionary labels of those. */
function publicView(record: Row, fields: readonly string[]): Row {
  const out: Row = {};
  for (const name of fields) {
    out[name] = record[name] ?? null;
    const label = record[`${name}_dictText`];
    if (label !== undefined) out[`${name}_dictText`] = label;
  }
  return out;
}

function column(model: CompiledModel, name: string): string {
  const field = model.byName.get(name);
  if (!field) throw new Error(`${model.name} has no property ${name}`);
  return field.column;
}

const contains = (model: CompiledModel, name: string, text: string): Condition => ({
  column: column(model, name),
  op: 'like',
  value: `%${escapeLike(text)}%`,
});

/**
 * One page of certified partners matching the search, with public properties only.
 *
 * @example
 * await searchPartners(registry, 'zh-CN', { region: '华东', pageNo: 1, pageSize: 10 });
 */
export async function searchPartners(
  registry: ModelRegistry,
  lang: Lang,
  search: PartnerSearch,
): Promise<Page<Row>> {
  const model = registry.models.get(PARTNER_MODEL);
  if (!model) throw new Error(`model ${PARTNER_MODEL} is not loaded`);
  const conditions: Condition[] = [{ column: column(model, 'certStatus'), op: '=', value: CERTIFIED }];
  if (search.companyName) conditions.push(contains(model, 'companyName', search.companyName));
  if (search.region) conditions.push(contains(model, 'region', search.region));
  if (search.productLine) conditions.push(hasItem(column(model, 'productLines'), search.productLine));
  if (search.partnerLevel)
    conditions.push({ column: column(model, 'partnerLevel'), op: '=', value: search.partnerLevel });
  // The system scope: an anonymous visitor has no row rules; the filter above is what limits them.
  const scope = Scope.system(registry, model, lang);
  const page = await listPage(scope, {
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    conditions,
    // Highest level first (the dictionary orders levels lowest to highest), then by name.
    sort: [
      { column: column(model, 'partnerLevel'), direction: 'desc' },
      { column: column(model, 'companyName'), direction: 'asc' },
    ],
  });
  const fields = publicFields(model);
  const records = await addLabels(scope, page.records);
  return { ...page, records: records.map((r) => publicView(r, fields)) };
}

/**
 * The choices of the search form: the levels and product lines (dictionaries, in the visitor's language)
 * and the regions certified partners are in.
 *
 * @example
 * await partnerSearchOptions(registry); // { levels: [{ value: '1', label: '注册' }…], productLines: [{ value: 'ECS', label: '弹性云主机' }…], regions: ['华东'…] }
 */
export async function partnerSearchOptions(registry: ModelRegistry, lang: Lang = 'zh-CN') {
  const model = registry.models.get(PARTNER_MODEL);
  if (!model) throw new Error(`model ${PARTNER_MODEL} is not loaded`);
  const choices = async (property: string) => {
    const dict = model.byName.get(property)?.def['x-dict'];
    if (!dict) return [];
    return [...(await registry.dicts.items(dict, lang)).entries()].map(([value, label]) => ({
      value,
      label,
    }));
  };
  const levels = await choices('partnerLevel');
  const productLines = await choices('productLines');
  const region = column(model, 'region');
  const rows = await Scope.system(registry, model)
    .select()
    .select(region)
    .distinct()
    .where(column(model, 'certStatus'), '=', CERTIFIED)
    .orderBy(region)
    .limit(100)
    .execute();
  const regions = rows.map((r) => r[region]).filter((r): r is string => typeof r === 'string' && r !== '');
  return { levels, productLines, regions };
}
