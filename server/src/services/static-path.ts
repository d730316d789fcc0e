// What GET /sys/common/static/** may serve. JeecgBoot's front end builds file links as
// `/sys/common/static/<biz path>/<file>` where the business path may have sub-folders
// (`temp/2026/11/…`), so the route takes any depth; only a path of the stored shape is served:
// a known business first (avatars or a model's table), then safe folder names, then a stored file
// name (`<32 hex>.<ext>`). Everything else under the files root (the file store, import logs,
// staged uploads) is out of reach whatever the path says: no `..`, no dot-files, no other first segment.
import type { CompiledModel } from '../crud/model.js';
import { fileFields, staticFileOf } from '../crud/model-files.js';
import { IMAGE_TYPES, STORED_PATH } from './files.js';

export interface StaticFile {
  /** The path under the files root, `/`-separated. */
  path: string;
  contentType: string;
  inline: boolean;
  name: string;
  /** Whether it is an avatar (`avatar/…`, an image): avatars never have an uploaded name. */
  avatar: boolean;
}

export const PDF_TYPE = 'application/pdf';

const FOLDER = /^[A-Za-z0-9_-]{1,64}$/;
/** Folders between the business and the file; JeecgBoot's deepest (`biz/yyyy/MM/dd`) has three. */
export const MAX_FOLDERS = 8;

/**
 * The stored file a static path names, or null when it is not one we serve. `isBiz` says whether a
 * first segment is a business with stored files (avatars are always one).
 *
 * @example
 * staticFile('biz_case/2026/11/3f…9a.pdf', (b) => b === 'biz_case');
 * // { path: 'biz_case/2026/11/3f…9a.pdf', contentType: 'application/pdf', inline: false, name: '3f…9a.pdf', avatar: false }
 */
export function staticFile(raw: string, isBiz: (biz: string) => boolean): StaticFile | null {
  // JeecgBoot trims a trailing comma (a multi-file value's last separator).
  const segments = raw.replace(/,$/, '').split('/');
  const biz = segments[0] ?? '';
  const name = segments[segments.length - 1] ?? '';
  const folders = segments.slice(1, -1);
  if (segments.length < 2 || folders.length > MAX_FOLDERS || !folders.every((f) => FOLDER.test(f))) {
    return null;
  }
  if (biz !== 'avatar' && !isBiz(biz)) return null;
  const path = segments.join('/');
  const image = STORED_PATH.exec(`${biz}/${name}`);
  if (image) {
    const type = IMAGE_TYPES[image[3] as keyof typeof IMAGE_TYPES];
    return { path, contentType: type, inline: true, name: `${image[2]}.${image[3]}`, avatar: true };
  }
  const model = staticFileOf(`${biz}/${name}`);
  return model && biz !== 'avatar' ? { path, ...model, avatar: false } : null;
}

/**
 * Whether a first path segment is a business with stored files: a model table with a file field.
 *
 * @example
 * const isBiz = fileBusiness(app.models.byTable); isBiz('biz_case'); // true
 */
export function fileBusiness(byTable: ReadonlyMap<string, CompiledModel>): (biz: string) => boolean {
  return (biz) => {
    const model = byTable.get(biz);
    return model !== undefined && fileFields(model).length > 0;
  };
}
