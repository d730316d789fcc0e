// The lazy loaders of the repository's schema files: a chunk per model file, a chunk per page family
// (runtime/render/vite/schemaFamilies.ts). Kept out of the entry: this module itself loads with the first
// schema page. Opening a family asks at once for everything its pages reach (the build's closures), so a
// page's documents arrive in one round of parallel requests instead of one round per reference.
import { closures, families } from 'virtual:schema-families';
import type { SchemaSource } from '../schemaLite';
import { familyKeyOf } from './familyKey';

type JsonLoader = () => Promise<unknown>;

const modelLoaders: Record<string, JsonLoader> = import.meta.glob('../../../schemas/models/*.json', {
  import: 'default',
});

const modelFile = (name: string) => `../../../schemas/models/${name}.json`;
const asked = new Set<string>();
const quiet = () => undefined; // a chunk that fails is reported by the load that needs it

/** Starts loading what a family's pages reach (once); the loads that need them find them in flight. */
function askForClosure(family: string): void {
  if (asked.has(family)) return;
  asked.add(family);
  for (const key of Object.hasOwn(closures, family) ? closures[family]! : []) {
    const load = key.startsWith('m:') ? modelLoaders[modelFile(key.slice(2))] : families[key];
    load?.().catch(quiet);
  }
}

/** A page file's document: its family's chunk holds it (null: none). */
async function pageDocument(area: string, name: string): Promise<unknown> {
  const family = familyKeyOf(`${area}.${name}`);
  const loadFamily = Object.hasOwn(families, family) ? families[family] : undefined;
  if (!loadFamily) return null;
  askForClosure(family);
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
