// POST /sys/common/upload with `biz` = a model's table (routes/sys/avatar.ts hands those here): stores a
// file for that model's x-file fields under DATA_DIR/files/<table>/<32 random hex>.<ext> with a
// sys_upload_file row. The caller must be allowed to add or edit that model's records; the content must
// be a kind one of its file fields accepts, within that field's size.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { fail } from '../lib/envelope.js';
import { newId } from '../lib/ids.js';
import { formatDateTime } from '../lib/time.js';
import { currentUser } from '../plugins/auth.js';
import { filesRoot } from '../services/files.js';
import { acceptsExt, detectFile, fileFields, FILE_TYPES, maxBytesOf, type FileExt } from './model-files.js';

const MB = 1024 * 1024;
// sys_upload_file.content_type holds 64 characters; the Office types are longer (the extension says it).
const storedType = (type: string) => (type.length <= 64 ? type : 'application/octet-stream');

/**
 * Stores one uploaded file for the model whose table `biz` names; returns its stored path.
 *
 * @example
 * const path = await storeModelFile(app, request, part, 'biz_case'); // 'biz_case/3f…9a.pdf'
 */
export async function storeModelFile(
  app: FastifyInstance,
  request: FastifyRequest,
  part: MultipartFile,
  biz: string,
): Promise<string> {
  const model = app.models.byTable.get(biz);
  const fields = model ? fileFields(model) : [];
  if (!model || fields.length === 0) throw fail(request.t('uploadBadBiz'), 400, 400);
  const user = currentUser(request);
  if (model.codes && !user.perms.has(model.codes.add) && !user.perms.has(model.codes.edit)) {
    throw fail(request.t('noPermission'), 403, 403);
  }
  const limit = Math.max(...fields.map(maxBytesOf));
  const tooLarge = () =>
    fail(request.t('uploadTooLarge', { limit: `${Math.round(limit / MB)} MB` }), 413, 413);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (content.length > limit) throw tooLarge();
  const ext = detectFile(content, part.filename);
  if (!ext || !fields.some((f) => acceptsExt(f, ext) && content.length <= maxBytesOf(f))) {
    throw fail(request.t('uploadFileType'), 400, 400);
  }
  return saveModelFile(app.db, app.config.dataDir, {
    biz,
    ext,
    content,
    ownerId: user.id,
    originalName: uploadedName(part.filename),
  });
}

/** Longest original name kept (sys_upload_file.original_name holds 255). */
const NAME_MAX = 200;

/**
 * The file's name as its uploader had it, fit to show and to send back in a download's
 * Content-Disposition: the last segment of any path a browser sent, without control characters or
 * commas (a multi-file value joins names with them), trimmed and at most 200 characters. Null when
 * nothing is left.
 *
 * @example
 * uploadedName('C:\\fakepath\\合同.pdf'); // '合同.pdf'
 */
export function uploadedName(raw: string | undefined): string | null {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f,"]/g, '').trim();
  return clean === '' ? null : [...clean].slice(-NAME_MAX).join('');
}

/**
 * Writes a model file under a fresh random name and records it (a sys_upload_file row naming its
 * owner); the content must already be checked to be of kind `ext`. @returns its stored path.
 *
 * @example
 * await saveModelFile(db, dataDir, { biz: 'biz_sales_certificate', ext: 'pdf', content, ownerId }); // 'biz_sales_certificate/3f…9a.pdf'
 */
export async function saveModelFile(
  db: Kysely<Database>,
  dataDir: string,
  file: { biz: string; ext: FileExt; content: Buffer; ownerId: string; originalName?: string | null },
): Promise<string> {
  const { biz, ext, content } = file;
  const path = `${biz}/${randomBytes(16).toString('hex')}.${ext}`;
  const root = filesRoot(dataDir);
  await mkdir(join(root, biz), { recursive: true });
  await writeFile(join(root, path), content, { flag: 'wx' });
  await db
    .insertInto('sys_upload_file')
    .values({
      id: newId(),
      biz,
      path,
      owner_id: file.ownerId,
      content_type: storedType(FILE_TYPES[ext].contentType),
      size_bytes: content.length,
      create_time: formatDateTime(),
      original_name: file.originalName ?? null,
    })
    .execute();
  return path;
}
