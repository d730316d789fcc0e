// The page schema files as lazy virtual modules, in two small steps so opening a page loads only what
// its family needs: `virtual:schema-families` maps each family (an area folder under schemas/pages and
// the file names up to their first dot: `system/dict` for dict.list.json, dict.form.json…) to
// `virtual:schema-family/<area>/<family>`, whose default export holds the family's documents by file
// name, and lists what else each family's pages reach (schemaClosures.ts) so the loader asks for it all
// at once. One glob over every page file grew with each module until it pushed the shell over its
// budget; a family is also what a page opens next (its form, its modal), so it travels in one chunk.
import { join } from 'node:path';
import { familyClosures } from './schemaClosures.js';
import { areaFiles, familyOf, pageAreas, readJson } from './schemaFiles.js';

export const FAMILIES_ID = 'virtual:schema-families';
export const FAMILY_PREFIX = 'virtual:schema-family/';
const loaderMap = (name: string, entries: [string, string][]) =>
  `export const ${name} = {${entries.map(([key, id]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(id)})`).join(',')}};`;

/**
 * The source of `virtual:schema-families`: `families`, family key → loader of its module, and
 * `closures`, family key → the families and models (`m:<name>`) its pages reach.
 *
 * @example
 * familiesModule('/repo'); // 'export const families = {"system/dict": () => import(…), …}; export const closures = {…};'
 */
export function familiesModule(root: string): string {
  const keys = pageAreas(root).flatMap((area) =>
    [...new Set(areaFiles(root, area).map(familyOf))].sort().map((family) => `${area}/${family}`),
  );
  const closures = familyClosures(root);
  const reached = Object.fromEntries(
    keys.filter((key) => closures[key]?.length).map((key) => [key, closures[key]]),
  );
  return `${loaderMap(
    'families',
    keys.map((key) => [key, FAMILY_PREFIX + key]),
  )}\nexport const closures = ${JSON.stringify(reached)};`;
}

/**
 * The source of `virtual:schema-family/<area>/<family>` (file name without .json → its document; a
 * file that does not parse maps to null, reported where it is opened) and the files it read.
 *
 * @example
 * familyModule('/repo', 'system/dict').code; // 'export default {"dict.list": {…}, "dict.form": {…}};'
 */
export function familyModule(root: string, key: string): { code: string; files: string[] } {
  const [area = '', family = ''] = key.split('/');
  const dir = join(root, 'schemas', 'pages', area);
  const names = areaFiles(root, area)
    .filter((name) => familyOf(name) === family)
    .sort();
  // A file that does not parse is left null: opening it reports that the page is missing.
  const docs = names.map(
    (name) =>
      `${JSON.stringify(name.slice(0, -'.json'.length))}: ${JSON.stringify(readJson(join(dir, name)))}`,
  );
  return { code: `export default {${docs.join(',')}};`, files: names.map((name) => join(dir, name)) };
}
