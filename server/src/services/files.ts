// Uploaded files under DATA_DIR/files: avatars for now. The stored name is ours (32 random hex digits and
// the extension of the type the content's magic bytes show), never the client's, so a name can neither
// traverse folders nor pose as another type; each file has a sys_upload_file row naming its owner.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';

/** Upload categories (`biz`) the server accepts, with their size limit. */
export const UPLOAD_BIZ = { avatar: { maxBytes: 2 * 1024 * 1024 } } as const;
export type UploadBiz = keyof typeof UPLOAD_BIZ;

export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

export const IMAGE_TYPES: Record<ImageType['ext'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The stored-path shape: biz folder, 32 hex digits, a known extension. */
export const STORED_PATH = /^(avatar)\/([0-9a-f]{32})\.(png|jpg|gif|webp)$/;

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The raster image type the content is, by its magic bytes; null for anything else (SVG included:
 * it can carry script).
 *
 * @example
 * detectImage(await readFile('a.png')); // { ext: 'png', contentType: 'image/png' }
 */
export function detectImage(buf: Buffer): ImageType | null {
  let ext: ImageType['ext'] | null = null;
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ext = 'png';
  else if (startsWith(buf, [0xff, 0xd8, 0xff])) ext = 'jpg';
  else if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) ext = 'gif';
  else if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) ext = 'webp';
  return ext ? { ext, contentType: IMAGE_TYPES[ext] } : null;
}

/** DATA_DIR/files. */
export function filesRoot(dataDir: string): string {
  return join(dataDir, 'files');
}

/**
 * Writes an upload under a fresh random name and records it. @returns its stored path, e.g.
 * 'avatar/3f…9a.png' (relative to DATA_DIR/files, the form sys_user.avatar holds).
 *
 * @example
 * const path = await saveUpload(app.db, dataDir, { biz: 'avatar', ownerId, content, type });
 */
export async function saveUpload(
  db: Kysely<Database>,
  dataDir: string,
  file: { biz: UploadBiz; ownerId: string; content: Buffer; type: ImageType },
): Promise<string> {
  const path = `${file.biz}/${randomBytes(16).toString('hex')}.${file.type.ext}`;
  await mkdir(join(filesRoot(dataDir), file.biz), { recursive: true });
  // 'wx' refuses to overwrite, in the (astronomically unlikely) case the name exists.
  await writeFile(join(filesRoot(dataDir), path), file.content, { flag: 'wx' });
  await db
    .insertInto('sys_upload_file')
    .values({
      id: newId(),
      biz: file.biz,
      path,
      owner_id: file.ownerId,
      content_type: file.type.contentType,
      size_bytes: file.content.length,
      create_time: formatDateTime(),
    })
    .execute();
  return path;
}

/** Whether `path` is an upload of `biz` owned by `ownerId`. */
export async function isOwnedUpload(
  db: Kysely<Database>,
  ownerId: string,
  path: string,
  biz: UploadBiz,
): Promise<boolean> {
  const row = await db
    .selectFrom('sys_upload_file')
    .select('id')
    .where('path', '=', path)
    .where('owner_id', '=', ownerId)
    .where('biz', '=', biz)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes an upload of `ownerId` (row and file); other paths are left alone. */
export async function removeOwnedUpload(
  db: Kysely<Database>,
  dataDir: string,
  ownerId: string,
  path: string,
): Promise<void> {
  if (!STORED_PATH.test(path)) return;
  const row = await db
    .deleteFrom('sys_upload_file')
    .where('path', '=', path)
    .where('owner_id', '=', ownerId)
    .returning('id')
    .executeTakeFirst();
  if (row) await rm(join(filesRoot(dataDir), path), { force: true });
}
