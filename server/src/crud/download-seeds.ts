// Seeds of the download center's models (demo data in db/seed/demo-downloads.ts): products are looked
// up by name in the catalogue (sys_category), which MODEL_SEEDS fills first; a row whose product is
// missing is left out rather than stored without one.
import { DEMO_DOCS, DEMO_HOTFIXES, DEMO_VERSIONS } from '../db/seed/demo-downloads.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import type { CompiledModel } from './model.js';
import type { ModelRegistry } from './registry.js';
import { Scope } from './scope.js';
import { seedColumns, seedCreatedAt, type Seed } from './seed-columns.js';
import type { Row } from './types.js';

const DAY_MS = 86_400_000;
const dateBefore = (days: number, now: number) => new Date(now - days * DAY_MS).toISOString().slice(0, 10);
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
const htmlList = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

async function productIds(registry: ModelRegistry): Promise<Map<string, string>> {
  const categories = registry.models.get('sys_category');
  if (!categories) return new Map();
  const rows = await Scope.system(registry, categories).select().select(['id', 'name']).execute();
  return new Map(rows.map((r) => [String(r.name), String(r.id)]));
}

/** Inserts `demos` (those whose product exists) as rows built by `values`. */
function seedOf<T extends { product: string; daysAgo: number }>(
  demos: readonly T[],
  values: (demo: T, releaseDate: string) => Row,
): Seed {
  return async (registry: ModelRegistry, model: CompiledModel) => {
    const products = await productIds(registry);
    const now = Date.now();
    const rows = demos.flatMap((demo, i) => {
      const productCategory = products.get(demo.product);
      if (!productCategory) return [];
      return [
        {
          ...seedColumns(model, { productCategory, ...values(demo, dateBefore(demo.daysAgo, now)) }),
          [model.pk.column]: newId(),
          ...(model.audit ? { create_by: 'admin', create_time: formatDateTime(seedCreatedAt(i, now)) } : {}),
          ...(model.softDelete ? { del_flag: 0 } : {}),
        },
      ];
    });
    if (rows.length > 0) await Scope.system(registry, model).insert().values(rows).execute();
  };
}

export const DOWNLOAD_SEEDS: Readonly<Record<string, Seed>> = {
  biz_product_version: seedOf(DEMO_VERSIONS, (v, releaseDate) => ({
    versionNo: v.versionNo,
    title: v.title,
    releaseDate,
    status: v.status,
    supportEnd: v.supportDays === null ? null : dateAfter(releaseDate, v.supportDays),
    releaseNotes: htmlList(v.notes),
  })),
  biz_hotfix: seedOf(DEMO_HOTFIXES, (h, releaseDate) => ({
    hotfixNo: h.hotfixNo,
    title: h.title,
    appliesTo: h.appliesTo,
    severity: h.severity,
    releaseDate,
    status: h.status,
    description: htmlList(h.fixes),
  })),
  biz_download_doc: seedOf(DEMO_DOCS, (d, releaseDate) => ({
    title: d.title,
    docType: d.docType,
    versionNo: d.versionNo,
    language: d.language,
    releaseDate,
    status: d.status,
    summary: d.summary,
  })),
};
