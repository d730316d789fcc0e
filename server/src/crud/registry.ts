// What the generic CRUD shares at run time: the compiled models and pages, the database handle, and
// the caches writes must clear.
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/types.js';
import type { PageSchema, SchemaDoc } from '../../../runtime/schema/index.js';
import { DictCache } from './dict-cache.js';
import type { CompiledModel } from './model.js';

/** Rows of model tables: identifiers are checked against schemas, so the table type is open. */
export type DynamicDb = Record<string, Record<string, unknown>>;
export type Row = Record<string, unknown>;

export class ModelRegistry {
  readonly dicts: DictCache;
  readonly byTable: ReadonlyMap<string, CompiledModel>;

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    readonly models: ReadonlyMap<string, CompiledModel>,
    readonly pages: ReadonlyMap<string, SchemaDoc<PageSchema>>,
  ) {
    this.dicts = new DictCache(db);
    this.byTable = new Map([...models.values()].map((m) => [m.table, m]));
  }

  /** The same database, typed for tables that only schemas know. */
  get dyn(): Kysely<DynamicDb> {
    return this.db as unknown as Kysely<DynamicDb>;
  }

  /** Clears the caches a model's writes invalidate. */
  evict(model: CompiledModel): void {
    if (model.schema['x-api']?.evictCaches?.includes('dict')) this.dicts.clear();
  }
}
