// The lazy loaders of the repository's schema files, one chunk per file. Kept out of the entry: this
// module itself loads with the first schema page.
import type { SchemaSource } from '../schemaLite';

type JsonLoader = () => Promise<unknown>;

const pageLoaders: Record<string, JsonLoader> = import.meta.glob('../../../schemas/pages/**/*.json', {
  import: 'default',
});
const modelLoaders: Record<string, JsonLoader> = import.meta.glob('../../../schemas/models/*.json', {
  import: 'default',
});

/**
 * Loads a repository schema file by its path (`schemas/pages/system/dict.list.json`).
 *
 * @example
 * const doc = await loadRepositoryFile('schemas/models/biz_case.json');
 */
export async function loadRepositoryFile(file: string): Promise<SchemaSource | undefined> {
  const key = `../../../${file}`;
  const loader = pageLoaders[key] ?? modelLoaders[key];
  if (!loader) return undefined;
  // JSON modules are shared; a copy keeps one rendering from changing the document another one reads.
  return { path: file, value: structuredClone(await loader()) };
}
