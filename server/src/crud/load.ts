// Reads the schema files from disk and validates them as one set (meta-schemas and semantic pass);
// a bad file stops the start with every problem listed as file#/pointer: expectation.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  FIELD_WIDGET_NAMES,
  formatIssue,
  loadSchemaSet,
  type SchemaSet,
  type SchemaSource,
  type SemanticOptions,
} from '../../../runtime/schema/index.js';

async function jsonFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return Promise.resolve(entry.name.endsWith('.json') ? [path] : []);
    }),
  );
  return nested.flat().sort();
}

async function sources(root: string, sub: string): Promise<SchemaSource[]> {
  const base = join(root, '..');
  const files = await jsonFiles(join(root, sub));
  // Paths as the repository spells them (schemas/models/x.json), so messages point at the file.
  return Promise.all(
    files.map(async (path) => ({ path: relative(base, path), text: await readFile(path, 'utf8') })),
  );
}

/** The repository's schema documents, as paths and texts (also what online drafts are checked with). */
export interface SchemaSources {
  models: SchemaSource[];
  pages: SchemaSource[];
}

/**
 * Reads `<schemasDir>/models/**.json` and `<schemasDir>/pages/**.json` without validating them.
 *
 * @example
 * const { models } = await readSchemaSources('/srv/app/schemas'); // [{ path: 'schemas/models/x.json', text }]
 */
export async function readSchemaSources(schemasDir: string): Promise<SchemaSources> {
  return { models: await sources(schemasDir, 'models'), pages: await sources(schemasDir, 'pages') };
}

/**
 * Validates a set of sources against the client's widget names (unless `options` gives others);
 * throws listing every issue.
 *
 * @example
 * const { models, pages } = loadSchemaSources(await readSchemaSources(dir), dir, { dictCodes });
 */
export function loadSchemaSources(
  all: SchemaSources,
  schemasDir: string,
  options: SemanticOptions,
): SchemaSet {
  const { issues, ...set } = loadSchemaSet(all, { widgets: FIELD_WIDGET_NAMES, ...options });
  if (issues.length > 0) {
    throw new Error(
      `Schemas in ${schemasDir} are invalid, so the server does not start:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  }
  return set;
}

/**
 * Loads `<schemasDir>/models/**.json` and `<schemasDir>/pages/**.json`; throws listing every issue.
 *
 * @example
 * const { models, pages } = await loadSchemaDir('/srv/app/schemas', { dictCodes });
 */
export async function loadSchemaDir(schemasDir: string, options: SemanticOptions): Promise<SchemaSet> {
  return loadSchemaSources(await readSchemaSources(schemasDir), schemasDir, options);
}
