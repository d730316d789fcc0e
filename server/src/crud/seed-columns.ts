// Shared by the model seeds: a seed fills a freshly created model table; rows are written by column.
import type { CompiledModel } from './model.js';
import type { ModelRegistry } from './registry.js';
import { toColumn } from './store.js';
import type { Row } from './types.js';

/** What a seed may need beyond the database. */
export interface SeedContext {
  /** DATA_DIR: seeds that store files (model files under DATA_DIR/files) write there. */
  dataDir: string;
}

export type Seed = (registry: ModelRegistry, model: CompiledModel, context: SeedContext) => Promise<void>;

/**
 * A row of property values as the model's columns (unknown properties left out).
 *
 * @example
 * seedColumns(partnerModel, { companyName: 'A' }); // { company_name: 'A' }
 */
export function seedColumns(model: CompiledModel, values: Row): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = model.byName.get(name);
    if (field) row[field.column] = toColumn(field, value);
  }
  return row;
}
