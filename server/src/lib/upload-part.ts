// The file part of a single-file upload (avatars and model files, the file center, the object store).
// A body the caller broke (a multipart content type without its boundary, a malformed part header) is
// the caller's fault: busboy throws it when the parser starts, and it is answered with a 400 naming the
// file field, never a 500. Found by tests/server/fuzz.test.ts.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fail } from './envelope.js';

/**
 * The request's first part, which must be the `file` field; a 4xx naming `file` otherwise.
 *
 * @example
 * const part = await uploadedFilePart(request);
 * const data = await part.toBuffer();
 */
export async function uploadedFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw fail(request.t('uploadNoFile'), 400, 400);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    // Limits the plugin enforces (too many parts or fields) carry their own 4xx; the rest is a 400.
    const status = (err as { statusCode?: number }).statusCode;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    throw fail(request.t('uploadBadBody'), code, code);
  }
  if (!part || part.fieldname !== 'file') throw fail(request.t('uploadNoFile'), 400, 400);
  return part;
}
