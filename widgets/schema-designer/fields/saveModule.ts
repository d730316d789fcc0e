// Saves a drafted module's documents in order (the model first, then the pages that use it) through
// the designer's endpoints. A refused document stops the run; the ones saved before it keep their ids
// so a second run edits them instead of adding them again.
import { saveSchema, type SchemaIssue } from '../api';
import type { DraftedModule } from './draftModule';

export type ModuleDoc = DraftedModule['order'][number];
export type SavedIds = Partial<Record<ModuleDoc, string>>;

export type ModuleSaveOutcome =
  { ok: true; saved: SavedIds } | { ok: false; saved: SavedIds; doc: ModuleDoc; issues: SchemaIssue[] };

/**
 * @example
 * const outcome = await saveModule(draftModule(spec, rows), {});
 */
export async function saveModule(module: DraftedModule, before: SavedIds): Promise<ModuleSaveOutcome> {
  const saved: SavedIds = { ...before };
  for (const doc of module.order) {
    const kind = doc === 'model' ? 'model' : 'page';
    const outcome = await saveSchema(kind, JSON.stringify(module[doc], null, 2), saved[doc]);
    if (!outcome.ok) return { ok: false, saved, doc, issues: outcome.issues };
    saved[doc] = outcome.row.id;
  }
  return { ok: true, saved };
}
