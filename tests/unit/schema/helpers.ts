// Reads the repository's schema files for the schema tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SchemaSource } from '../../../runtime/schema/index.js';

export const ROOT = join(import.meta.dirname, '../../..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

const source = (path: string): SchemaSource => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
});

/** Every model and page file under schemas/. */
export function repositorySchemas(): { models: SchemaSource[]; pages: SchemaSource[] } {
  return {
    models: jsonFiles(join(ROOT, 'schemas/models')).map(source),
    pages: jsonFiles(join(ROOT, 'schemas/pages')).map(source),
  };
}

/** A parsed copy of one repository schema, to break in a test. */
export function schemaCopy<T = Record<string, unknown>>(path: string): T {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
}
