// What the generic CRUD shares at run time: the compiled models and pages, the database handle, the
// row rules every user scope applies, and the caches writes must clear. Model tables are reached only
// through a Scope (scope.ts), never from here. Models and pages saved by the online designer are
// installed here while the server runs, so every lookup (references, duplicate checks, the live
// routes) sees them at once.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReadArrays } from '../db/array-reader.js';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/types.js';
import type { PageSchema, SchemaDoc } from '../../../runtime/schema/index.js';
import { CountCache } from './count-cache.js';
import { DictCache } from './dict-cache.js';
import { LabelCache } from './label-cache.js';
import type { CompiledModel } from './model.js';
import { OffsetAnchors } from './offset-anchors.js';
import type { FieldError, Row, RowRule } from './types.js';

/**
 * A model's own check of a new row beyond what its schema says (a cron that parses, a handler class that
 * exists), run on every imported row as the model's hand-written add runs it on a body.
 */
export type RowCheck = (request: FastifyRequest, values: Row) => FieldError[] | Promise<FieldError[]>;

export class ModelRegistry {
  readonly dicts: DictCache;
  /** Large list totals per model (count-cache.ts). */
  readonly counts = new CountCache();
  /** Sort keys at deep list pages' offsets per query (offset-anchors.ts). */
  readonly anchors = new OffsetAnchors();
  /** Reference labels across requests (label-cache.ts). */
  readonly labels = new LabelCache();
  private readonly rules: RowRule[] = [];
  private readonly checks = new Map<string, RowCheck>();
  private readonly modelMap: Map<string, CompiledModel>;
  private readonly pageMap: Map<string, SchemaDoc<PageSchema>>;
  private readonly tableMap = new Map<string, CompiledModel>();
  /** Names of models and ids of pages that come from the database, not from schemas/. */
  private readonly storedModels = new Set<string>();
  private readonly storedPages = new Set<string>();

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    models: ReadonlyMap<string, CompiledModel>,
    pages: ReadonlyMap<string, SchemaDoc<PageSchema>>,
    /** Rows as value arrays, for list pages and their labels (db/array-reader.ts). */
    readonly readArrays: ReadArrays,
  ) {
    this.dicts = new DictCache(db);
    this.modelMap = new Map(models);
    this.pageMap = new Map(pages);
    for (const m of this.modelMap.values()) this.tableMap.set(m.table, m);
  }

  get models(): ReadonlyMap<string, CompiledModel> {
    return this.modelMap;
  }

  get pages(): ReadonlyMap<string, SchemaDoc<PageSchema>> {
    return this.pageMap;
  }

  get byTable(): ReadonlyMap<string, CompiledModel> {
    return this.tableMap;
  }

  /** The row rules every user scope applies (scope.ts). */
  get rowRules(): readonly RowRule[] {
    return this.rules;
  }

  /**
   * Registers a model's check of new rows (imports run it on each row); registering again replaces it.
   *
   * @example
   * app.models.addRowCheck('sys_quartz_job', (request, values) => jobErrors(request, values));
   */
  addRowCheck(model: string, check: RowCheck): void {
    this.checks.set(model, check);
  }

  /** The check registered for a model, if any. */
  rowCheck(model: string): RowCheck | undefined {
    return this.checks.get(model);
  }

  /**
   * Adds a row rule to every scoped read and write from now on; returns its removal.
   *
   * @example
   * const remove = registry.addRowRule((model, user) => (model.audit ? [{ column: 'create_by', op: '=', value: user.username }] : []));
   */
  addRowRule(rule: RowRule): () => void {
    this.rules.push(rule);
    return () => {
      const at = this.rules.indexOf(rule);
      if (at >= 0) this.rules.splice(at, 1);
    };
  }

  /** Whether a model (by name) was stored by the online designer. */
  isStored(name: string): boolean {
    return this.storedModels.has(name);
  }

  /** Whether a page (by id) was stored by the online designer. */
  isStoredPage(id: string): boolean {
    return this.storedPages.has(id);
  }

  /** Adds or replaces a stored model (its table already synced). */
  installModel(model: CompiledModel): void {
    const previous = this.modelMap.get(model.name);
    if (previous) this.tableMap.delete(previous.table);
    this.modelMap.set(model.name, model);
    this.tableMap.set(model.table, model);
    this.storedModels.add(model.name);
  }

  /** Adds or replaces a stored page. */
  installPage(doc: SchemaDoc<PageSchema>): void {
    this.pageMap.set(doc.schema.id, doc);
    this.storedPages.add(doc.schema.id);
  }

  /** Forgets a stored model or page (its table and rows stay). */
  uninstall(kind: 'model' | 'page', name: string): void {
    if (kind === 'page') {
      if (this.storedPages.delete(name)) this.pageMap.delete(name);
      return;
    }
    if (!this.storedModels.delete(name)) return;
    const model = this.modelMap.get(name);
    if (model) this.tableMap.delete(model.table);
    this.modelMap.delete(name);
  }

  /** Clears the caches a model's writes invalidate. */
  evict(model: CompiledModel): void {
    this.counts.invalidate(model.table);
    this.anchors.invalidate(model.table);
    this.labels.invalidate(model.table);
    if (model.schema['x-api']?.evictCaches?.includes('dict')) this.dicts.clear();
  }
}
