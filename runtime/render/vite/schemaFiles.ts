// The repository's schema files as the build reads them: page files by area folder (schemas/pages/<area>),
// model files (schemas/models), and which names count. Shared by the families' tables and their closures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A file name's family: `dict` of `dict.list.json`. */
export const familyOf = (file: string): string => file.slice(0, file.indexOf('.'));

function dirEntries(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** The area folders under schemas/pages. */
export function pageAreas(root: string): string[] {
  return dirEntries(join(root, 'schemas', 'pages'))
    .filter((e) => e.isDirectory() && NAME.test(e.name))
    .map((e) => e.name);
}

/** The JSON files of an area (names with an extension, e.g. `dict.list.json`). */
export function areaFiles(root: string, area: string): string[] {
  if (!NAME.test(area)) return [];
  const files = dirEntries(join(root, 'schemas', 'pages', area)).filter((e) => e.isFile());
  return files.map((e) => e.name).filter((name) => name.endsWith('.json') && NAME.test(familyOf(name)));
}

/** The model files' names, without `.json`. */
export function modelNames(root: string): string[] {
  return dirEntries(join(root, 'schemas', 'models'))
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name.slice(0, -'.json'.length));
}

/** A file's JSON, or null when it does not parse (reported where it is opened). */
export function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
