// The page schema files as lazy virtual modules, in two small steps so opening a page loads only what
// its family needs: `virtual:schema-families` maps each family (an area folder under schemas/pages and
// the file names up to their first dot: `system/dict` for dict.list.json, dict.form.json…) to
// `virtual:schema-family/<area>/<family>`, whose default export holds the family's documents by file
// name, and lists what else each family's pages reach (schemaClosures.ts) so the loader asks for it all
// at once. One glob over every page file grew with each module until it pushed the shell over its
// budget; a family is also what a page opens next (its form, its modal), so it travels in one chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { familyClosures } from './schemaClosures.js';

export const FAMILIES_ID = 'virtual:schema-families';
export const FAMILY_PREFIX = 'virtual:schema-family/';
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

function dirEntries(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

const familyOf = (file: string) => file.slice(0, file.indexOf('.'));
const loaderMap = (name: string, entries: [string, string][]) =>
  `export const ${name} = {${entries.map(([key, id]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(id)})`).join(',')}};`;

/** The JSON files of an area (names with an extension, e.g. `dict.list.json`). */
function areaFiles(root: string, area: string): string[] {
  if (!NAME.test(area)) return [];
  const files = dirEntries(join(root, 'schemas', 'pages', area)).filter((e) => e.isFile());
  return files.map((e) => e.name).filter((name) => name.endsWith('.json') && NAME.test(familyOf(name)));
}

/**
 * The source of `virtual:schema-families`: `families`, family key → loader of its module, and
 * `closures`, family key → the families and models (`m:<name>`) its pages reach.
 *
 * @example
 * familiesModule('/repo'); // 'export const families = {"system/dict": () => import(…), …}; export const closures = {…};'
 */
export function familiesModule(root: string): string {
  const areas = dirEntries(join(root, 'schemas', 'pages')).filter(
    (e) => e.isDirectory() && NAME.test(e.name),
  );
  const keys = areas.flatMap((area) =>
    [...new Set(areaFiles(root, area.name).map(familyOf))].sort().map((family) => `${area.name}/${family}`),
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
  const docs = names.map((name) => {
    let doc: unknown = null;
    try {
      doc = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      // Left null: opening it reports that the page is missing.
    }
    return `${JSON.stringify(name.slice(0, -'.json'.length))}: ${JSON.stringify(doc)}`;
  });
  return { code: `export default {${docs.join(',')}};`, files: names.map((name) => join(dir, name)) };
}
