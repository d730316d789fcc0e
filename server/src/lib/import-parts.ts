// Reading the parts of an import upload (the model imports and the user and department imports): the
// files with their names and the `importValid` flag. A body the caller broke (no closing boundary, a
// malformed header, too many parts, a file over the limit) is the caller's fault: a 4xx naming the
// file, never a 500.
import type { FastifyRequest } from 'fastify';
import { fail } from './envelope.js';

export interface ImportParts {
  files: { name: string; data: Buffer }[];
  /** Import the good rows even when some are bad (query or form field `importValid=true`). */
  importValid: boolean;
}

/**
 * The uploaded files and the importValid flag of a multipart import request.
 *
 * @example
 * const { files, importValid } = await readImportParts(request);
 */
export async function readImportParts(request: FastifyRequest): Promise<ImportParts> {
  if (!request.isMultipart()) throw fail(request.t('importNoFile'), 400, 400);
  const files: ImportParts['files'] = [];
  let importValid = (request.query as { importValid?: string }).importValid === 'true';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ name: part.filename, data: await part.toBuffer() });
      else if (part.fieldname === 'importValid') importValid = String(part.value) === 'true';
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    throw fail(request.t('importBadFile'), code, code);
  }
  return { files, importValid };
}
