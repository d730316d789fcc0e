// Stored schemas at start: validated together with the repository's like any save. A stored schema
// that no longer validates (a dictionary was deleted, the repository gained a model of the same name)
// is skipped with a warning instead of stopping the server; the designer still lists it for repair.
import type { FastifyBaseLogger } from 'fastify';
import {
  FIELD_WIDGET_NAMES,
  formatIssue,
  loadSchemaSet,
  type LoadResult,
  type SchemaSet,
} from '../../../runtime/schema/index.js';
import type { SchemaSources } from '../crud/load.js';
import { storedPath, storedSources, type StoredRow } from './store.js';

/**
 * The stored documents that load cleanly with the repository's, as one set (repository included).
 *
 * @example
 * const { set, stored } = loadStoredAtStart(repo, rows, dictCodes, app.log);
 */
export function loadStoredAtStart(
  repo: SchemaSources,
  rows: readonly StoredRow[],
  dictCodes: readonly string[],
  repoSet: SchemaSet,
  log: FastifyBaseLogger,
): { set: LoadResult; stored: StoredRow[] } {
  let kept = rows.filter((row) => {
    const builtIn = row.kind === 'model' ? repoSet.models.has(row.name) : repoSet.pages.has(row.name);
    if (builtIn) log.warn(`stored ${row.kind} ${row.name} is skipped: the repository has one of that name`);
    return !builtIn;
  });
  for (;;) {
    const stored = storedSources(kept);
    const set = loadSchemaSet(
      { models: [...repo.models, ...stored.models], pages: [...repo.pages, ...stored.pages] },
      { dictCodes, widgets: FIELD_WIDGET_NAMES },
    );
    const badFiles = new Set(set.issues.map((i) => i.file));
    if (set.issues.length === 0 || badFiles.size === 0) return { set, stored: kept };
    for (const issue of set.issues) log.warn(`stored schema skipped: ${formatIssue(issue)}`);
    const before = kept.length;
    kept = kept.filter((row) => !badFiles.has(storedPath(row.kind, row.name)));
    // Issues only in repository files cannot happen here (the repository loaded alone first).
    if (kept.length === before) return { set, stored: kept };
  }
}
