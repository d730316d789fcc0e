// Loads a page schema with everything it needs (the pages it opens, its models and theirs), validates
// the lot with runtime/schema, and caches the result per page id.
import {
  nameOfModel,
  SchemaError,
  type ModelSchema,
  type DashboardPageSchema,
  type PageSchema,
  type SchemaDoc,
  type SchemaSource,
} from '../schemaLite';
import { loadExpansion, modelImplies, pageImplies, withImpliedActions } from './implied';
import { dashboardModels, modelReferences, pageReferences } from './references';
import { findModel, findPage, type FoundDocument } from './sources';

/** A page ready to render: its document and every page and model it refers to, validated together. */
export interface PageBundle {
  page: PageSchema;
  /** The page's file (or stored name). */
  file: string;
  pages: ReadonlyMap<string, SchemaDoc<PageSchema>>;
  models: ReadonlyMap<string, SchemaDoc<ModelSchema>>;
}

/** No source holds a page with this id. */
export class PageNotFoundError extends Error {
  constructor(readonly pageId: string) {
    super(`page "${pageId}" does not exist`);
    this.name = 'PageNotFoundError';
  }
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `system.position.modal` → `system.position.form` (the form that implies it), else undefined. */
const formOfModal = (id: string) =>
  id.endsWith('.modal') ? `${id.slice(0, -'.modal'.length)}.form` : undefined;

async function collect(rootId: string) {
  const pages: FoundDocument[] = [];
  const models: FoundDocument[] = [];
  const seenPages = new Set<string>();
  const seenModels = new Set<string>();
  const pendingModels: string[] = [];
  let impliedModal = false;
  let queue = [rootId];
  while (queue.length > 0) {
    const batch = queue.filter((id) => !seenPages.has(id));
    batch.forEach((id) => seenPages.add(id));
    const docs = await Promise.all(batch.map((id) => findPage(id)));
    queue = [];
    for (const [i, doc] of docs.entries()) {
      if (!doc) {
        // A form's modal need not exist as a document: the form implies it (expandSchemaSet adds it).
        const form = formOfModal(batch[i]!);
        if (form) {
          impliedModal = true;
          queue.push(form);
        } else if (batch[i] === rootId) throw new PageNotFoundError(rootId);
        continue;
      }
      pages.push(doc);
      const value = asObject(doc.value);
      if (typeof value.model === 'string') pendingModels.push(value.model);
      if (value.kind === 'dashboard')
        pendingModels.push(...dashboardModels(value as unknown as DashboardPageSchema));
      // The references of a structurally broken page are still followed as far as they can be read.
      queue.push(...pageReferences(await withImpliedActions(value)));
    }
  }
  let names = pendingModels;
  while (names.length > 0) {
    const batch = [...new Set(names)].filter((name) => !seenModels.has(name));
    batch.forEach((name) => seenModels.add(name));
    const docs = await Promise.all(batch.map((name) => findModel(name)));
    names = [];
    docs.forEach((doc, i) => {
      if (!doc) return;
      models.push(doc);
      names.push(...modelReferences(asObject(doc.value) as unknown as ModelSchema, batch[i]!));
    });
  }
  return { pages, models, impliedModal };
}

/** Development and tests validate fully; see validateBundle.ts for why production does less. */
const PRODUCTION = import.meta.env.PROD;

const docsOf = <T>(docs: FoundDocument[]): SchemaDoc<T>[] =>
  docs.map((doc) => ({ file: doc.path, schema: doc.value as T }));

async function validated(sources: {
  pages: FoundDocument[];
  models: FoundDocument[];
  impliedModal: boolean;
}) {
  const all = [...sources.pages, ...sources.models];
  // Trusted documents were validated by the tests and by the server at start; production trusts them.
  if (PRODUCTION && all.every((doc) => doc.trusted)) {
    // Their implied defaults are still written out here: every view reads expanded documents.
    let expanded = { models: docsOf<ModelSchema>(sources.models), pages: docsOf<PageSchema>(sources.pages) };
    if (
      sources.impliedModal ||
      expanded.pages.some((doc) => pageImplies(doc.schema)) ||
      expanded.models.some((doc) => modelImplies(doc.schema))
    )
      expanded = (await loadExpansion()).expandSchemaSet(expanded.models, expanded.pages);
    return {
      pages: new Map(expanded.pages.map((doc) => [doc.schema.id, doc])),
      models: new Map(expanded.models.map((doc) => [nameOfModel(doc.schema), doc])),
    };
  }
  const { validateSources } = await import('./validateBundle');
  const plain = (docs: FoundDocument[]): SchemaSource[] => docs.map(({ path, value }) => ({ path, value }));
  const { pages, models, issues } = validateSources(
    { pages: plain(sources.pages), models: plain(sources.models) },
    !PRODUCTION,
  );
  if (issues.length > 0) throw new SchemaError(issues);
  return { pages, models };
}

const cache = new Map<string, Promise<PageBundle>>();
/** The bundles of `cache` that have loaded, for a page's first render (usePageBundle). */
const loaded = new Map<string, PageBundle>();

/**
 * The page's bundle if it has loaded already (a cold load's prefetch), else undefined.
 *
 * @example
 * const bundle = loadedPageBundle('system.dict.list');
 */
export function loadedPageBundle(pageId: string): PageBundle | undefined {
  return loaded.get(pageId);
}

/**
 * Loads and validates a page and everything it refers to. Rejects with a SchemaError listing every
 * problem (file, JSON pointer, what was expected) or a PageNotFoundError.
 *
 * @example
 * const { page, models } = await loadPageBundle('system.dict.list');
 */
export function loadPageBundle(pageId: string): Promise<PageBundle> {
  let pending = cache.get(pageId);
  if (!pending) {
    pending = (async () => {
      const { pages, models } = await validated(await collect(pageId));
      const doc = pages.get(pageId);
      if (!doc) throw new PageNotFoundError(pageId);
      return { page: doc.schema, file: doc.file, pages, models };
    })();
    // A failure is not cached: a fixed schema (or a flaky network) gets another chance on retry.
    const settling = pending;
    settling.then(
      (bundle) => cache.get(pageId) === settling && loaded.set(pageId, bundle),
      () => cache.delete(pageId),
    );
    cache.set(pageId, pending);
  }
  return pending;
}

/** Forgets loaded bundles (after schemas change, and in tests). */
export function clearPageBundles(): void {
  cache.clear();
  loaded.clear();
}
