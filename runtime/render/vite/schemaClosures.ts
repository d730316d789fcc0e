// What else each page family needs when one of its pages opens: the families of the pages it opens (a
// list's detail page, a relation's list) and the models its pages and those models name, found at build
// time with the loader's own rules (runtime/render/schema/references.ts). The page loader asks for all
// of them with the family itself, in parallel, instead of finding each one in the last one it read: a
// page's schema is then two lazy steps from the entry (the loader's table, then these), however deep
// its references go (issue 16: "no waterfall of lazy chunks deeper than two").
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import type { DashboardPageSchema, ModelSchema, PageSchema } from '../schemaLite.js';
import { dashboardModels, modelReferences, pageReferences } from '../schema/references.js';

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

function jsonIn(dir: string): Map<string, Record<string, unknown>> {
  const docs = new Map<string, Record<string, unknown>>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return docs;
  }
  for (const name of names) {
    try {
      const doc: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      if (typeof doc === 'object' && doc !== null)
        docs.set(name.slice(0, -'.json'.length), doc as Record<string, unknown>);
    } catch {
      // A file that does not parse is reported where it is opened.
    }
  }
  return docs;
}

/** `caseManage.case.list` → `caseManage/case`, as schemaFamilies.ts groups files. */
export const familyKeyOf = (pageId: string): string => {
  const [area = '', ...rest] = pageId.split('.');
  return `${area}/${rest[0] ?? ''}`;
};

/** Model names a page names directly (its model, a dashboard's cards). */
function pageModels(page: Record<string, unknown>): string[] {
  const names = typeof page.model === 'string' ? [page.model] : [];
  if (page.kind === 'dashboard') names.push(...dashboardModels(page as unknown as DashboardPageSchema));
  return names;
}

/**
 * Family key → the other families (`area/family`) and the models (`m:<name>`) its pages reach.
 *
 * @example
 * familyClosures('/repo')['caseManage/case']; // ['caseManage/caseContact', 'm:biz_case', 'm:sys_user', …]
 */
export function familyClosures(root: string): Record<string, string[]> {
  const pages = new Map<string, Record<string, unknown>>();
  let areas: Dirent[] = [];
  try {
    areas = readdirSync(join(root, 'schemas', 'pages'), { withFileTypes: true });
  } catch {
    // No page files: no closures.
  }
  for (const area of areas.filter((e) => e.isDirectory() && NAME.test(e.name)))
    for (const [name, doc] of jsonIn(join(root, 'schemas', 'pages', area.name)))
      pages.set(`${area.name}.${name}`, doc);
  const models = jsonIn(join(root, 'schemas', 'models'));
  const closures = new Map<string, Set<string>>();
  for (const [id] of pages) {
    const own = familyKeyOf(id);
    const reached = closures.get(own) ?? new Set<string>();
    closures.set(own, reached);
    const seenPages = new Set([id]);
    const queue = [id];
    const modelQueue: string[] = [];
    while (queue.length > 0) {
      const page = pages.get(queue.pop()!);
      if (!page) continue;
      modelQueue.push(...pageModels(page));
      for (const next of pageReferences(page as unknown as PageSchema)) {
        if (seenPages.has(next) || !pages.has(next)) continue;
        seenPages.add(next);
        queue.push(next);
        if (familyKeyOf(next) !== own) reached.add(familyKeyOf(next));
      }
    }
    const seenModels = new Set<string>();
    while (modelQueue.length > 0) {
      const name = modelQueue.pop()!;
      const model = models.get(name);
      if (seenModels.has(name) || !model) continue;
      seenModels.add(name);
      reached.add(`m:${name}`);
      modelQueue.push(...modelReferences(model as unknown as ModelSchema, name));
    }
  }
  return Object.fromEntries([...closures].map(([key, set]) => [key, [...set].sort()]));
}
