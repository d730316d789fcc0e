// What else each page family needs when one of its pages opens: the families of the pages it opens (a
// list's detail page, a relation's list) and the models its pages and those models name, found at build
// time with the loader's own rules (runtime/render/schema/references.ts). The page loader asks for all
// of them with the family itself, in parallel, instead of finding each one in the last one it read: a
// page's schema is then two lazy steps from the entry (the loader's table, then these), however deep
// its references go (issue 16: "no waterfall of lazy chunks deeper than two").
import { join } from 'node:path';
import type { DashboardPageSchema, ModelSchema, PageSchema } from '../schemaLite.js';
import { familyKeyOf } from '../schema/familyKey.js';
import { dashboardModels, modelReferences, pageReferences } from '../schema/references.js';
import { areaFiles, modelNames, pageAreas, readJson } from './schemaFiles.js';

export { familyKeyOf };

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null;

/** Model names a page names directly (its model, a dashboard's cards). */
function pageModels(page: Doc): string[] {
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
  const pages = new Map<string, Doc>();
  for (const area of pageAreas(root))
    for (const file of areaFiles(root, area)) {
      const doc = readJson(join(root, 'schemas', 'pages', area, file));
      if (isDoc(doc)) pages.set(`${area}.${file.slice(0, -'.json'.length)}`, doc);
    }
  const models = new Map<string, Doc>();
  for (const name of modelNames(root)) {
    const doc = readJson(join(root, 'schemas', 'models', `${name}.json`));
    if (isDoc(doc)) models.set(name, doc);
  }
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
