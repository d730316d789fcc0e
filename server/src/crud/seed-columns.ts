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
 * When the `index`-th row of a seed was created: a second before the row written above it. Written in
 * one transaction, a seed's rows would otherwise share one second, and a list by creation time (newest
 * first, most lists' default) would show them in the order of their random ids instead of as written.
 *
 * @example
 * DEMO.forEach((demo, i) => insertRow(scope, tx, demo, seedCreatedAt(i, start)));
 */
export function seedCreatedAt(index: number, start: number): Date {
  return new Date(start - index * 1_000);
}

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
