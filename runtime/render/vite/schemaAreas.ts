// The page schema files as lazy virtual modules, in three small steps so opening a page loads only
// what its family needs: `virtual:schema-areas` maps each area (folder under schemas/pages) to
// `virtual:schema-area/<area>`, which maps the area's families (file names up to the first dot: `dict`
// for dict.list.json, dict.form.json…) to `virtual:schema-family/<area>/<family>`, whose default
// export holds the family's documents by file name. One glob over every page file grew with each
// module until it pushed the shell over its budget; a family is also what a page opens next (its
// form, its modal), so it travels in one chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const AREAS_ID = 'virtual:schema-areas';
export const AREA_PREFIX = 'virtual:schema-area/';
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
const loaderMap = (entries: [string, string][]) =>
  `export default {${entries.map(([key, id]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(id)})`).join(',')}};`;

/** The source of `virtual:schema-areas`. */
export function areasModule(root: string): string {
  const areas = dirEntries(join(root, 'schemas', 'pages')).filter(
    (e) => e.isDirectory() && NAME.test(e.name),
  );
  return loaderMap(areas.map((e) => [e.name, AREA_PREFIX + e.name]));
}

/** The JSON files of an area (names with an extension, e.g. `dict.list.json`). */
function areaFiles(root: string, area: string): string[] {
  if (!NAME.test(area)) return [];
  const files = dirEntries(join(root, 'schemas', 'pages', area)).filter((e) => e.isFile());
  return files.map((e) => e.name).filter((name) => name.endsWith('.json') && NAME.test(familyOf(name)));
}

/** The source of `virtual:schema-area/<area>`: family → loader of its module. */
export function areaModule(root: string, area: string): string {
  const families = [...new Set(areaFiles(root, area).map(familyOf))].sort();
  return loaderMap(families.map((family) => [family, `${FAMILY_PREFIX}${area}/${family}`]));
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
