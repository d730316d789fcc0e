// Request values of the file routes, checked: each bad one is a 400 naming its field.
import type { FastifyRequest } from 'fastify';
import type { FileCategory } from '../../../schemas/api/files.js';
import { fail, HttpError } from '../lib/envelope.js';
import { isPartner, type Viewer } from './access.js';
import { isCategory, isSafeFolder, isSafeName } from './names.js';

/** A query or field value: the last one when repeated. */
export function one(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : undefined;
}

export function categoryOf(request: FastifyRequest, value: unknown): FileCategory {
  const text = one(value);
  if (!isCategory(text)) throw fail(request.t('fileCategoryBad'), 400, 400);
  return text;
}

export function checkedName(request: FastifyRequest, value: unknown, field = 'name'): string {
  const text = one(value);
  if (text === undefined || !isSafeName(text)) throw fail(request.t('fileNameBad', { field }), 400, 400);
  return text;
}

export function checkedFolder(request: FastifyRequest, value: unknown, field = 'folder'): string {
  const text = one(value) ?? '';
  if (!isSafeFolder(text)) throw fail(request.t('fileFolderBad', { field }), 400, 400);
  return text;
}

/** '1024 MB' */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Whose a new file is: staff may give its organisation and make it public to every partner; a partner
 * user's files are its organisation's and private, and it may set neither.
 */
export function ownership(
  request: FastifyRequest,
  viewer: Viewer,
  values: { isPublic?: unknown; orgCode?: unknown },
): { isPublic: '0' | '1'; orgCode: string | null } {
  const pub = one(values.isPublic);
  const org = one(values.orgCode);
  if (isPartner(viewer)) {
    if (pub !== undefined && pub !== '' && pub !== '0')
      throw fail(request.t('fileStaffOnly', { field: 'isPublic' }), 400, 400);
    if (org !== undefined && org !== '' && org !== viewer.partnerOrg)
      throw fail(request.t('fileStaffOnly', { field: 'orgCode' }), 400, 400);
    return { isPublic: '0', orgCode: viewer.partnerOrg ?? null };
  }
  if (pub !== undefined && !['', '0', '1', 'true', 'false'].includes(pub))
    throw fail(request.t('fieldInvalid', { field: 'isPublic' }), 400, 400);
  if (org !== undefined && org !== '' && !/^[A-Za-z0-9]{1,64}$/.test(org))
    throw fail(request.t('fieldInvalid', { field: 'orgCode' }), 400, 400);
  return { isPublic: pub === '1' || pub === 'true' ? '1' : '0', orgCode: org ? org : null };
}

/**
 * Runs a handler that may leave the request body unread (an upload refused before or while reading
 * it): its refusals close the connection instead of reading the rest.
 */
export async function closing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError && !err.headers.connection)
      throw new HttpError(err.message, err.code, err.httpStatus, { ...err.headers, connection: 'close' });
    throw err;
  }
}
