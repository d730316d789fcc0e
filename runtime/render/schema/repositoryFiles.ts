// The lazy loaders of the repository's schema files: a chunk per model file, a chunk per page family
// (runtime/render/vite/schemaAreas.ts). Kept out of the entry: this module itself loads with the first
// schema page.
import areas from 'virtual:schema-areas';
import type { SchemaSource } from '../schemaLite';

type JsonLoader = () => Promise<unknown>;

const modelLoaders: Record<string, JsonLoader> = import.meta.glob('../../../schemas/models/*.json', {
  import: 'default',
});

/** A page file's document: its area's table names its family, whose chunk holds it (null: none). */
async function pageDocument(area: string, name: string): Promise<unknown> {
  const loadArea = Object.hasOwn(areas, area) ? areas[area] : undefined;
  if (!loadArea) return null;
  const families = (await loadArea()).default;
  // A one-part name (`analysis` of dashboard/analysis.json) is its own family.
  const dot = name.indexOf('.');
  const family = dot < 0 ? name : name.slice(0, dot);
  const loadFamily = Object.hasOwn(families, family) ? families[family] : undefined;
  if (!loadFamily) return null;
  const docs = (await loadFamily()).default;
  return Object.hasOwn(docs, name) ? docs[name] : null;
}

/**
 * Loads a repository schema file by its path (`schemas/pages/system/dict.list.json`).
 *
 * @example
 * const doc = await loadRepositoryFile('schemas/models/biz_case.json');
 */
export async function loadRepositoryFile(file: string): Promise<SchemaSource | undefined> {
  const page = /^schemas\/pages\/([^/]+)\/([^/]+)\.json$/.exec(file);
  const loader = page ? undefined : modelLoaders[`../../../${file}`];
  const doc = page ? await pageDocument(page[1]!, page[2]!) : loader && (await loader());
  if (doc === null || doc === undefined) return undefined;
  // Modules are shared; a copy keeps one rendering from changing the document another one reads.
  return { path: file, value: structuredClone(doc) };
}
