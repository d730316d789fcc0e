// Query and body parameters of the role and menu administration routes: ids and comma-joined id lists
// are checked here, so a bad one is a 400 naming the parameter and never reaches SQL.
import type { FastifyRequest } from 'fastify';
import { fail } from '../../lib/envelope.js';

type Source = Record<string, unknown>;
const ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The most ids one request may name (a menu tree has a few hundred). */
export const MAX_IDS = 1000;

function raw(source: unknown, name: string): unknown {
  const value = (source as Source | undefined)?.[name];
  // A repeated query parameter arrives as an array; the last one wins, as in the generated CRUD.
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** A body must be a JSON object. */
export function objectBody(request: FastifyRequest): Source {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail(request.t('crudBodyObject'), 400, 400);
  return body as Source;
}

/** An optional text parameter, trimmed; a non-string or one longer than `max` is a 400. */
export function optionalText(request: FastifyRequest, source: unknown, name: string, max = 255): string {
  const value = raw(source, name);
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw fail(request.t('fieldType', { field: name }), 400, 400);
  if (value.length > max) throw fail(request.t('fieldTooLong', { field: name, limit: max }), 400, 400);
  // PostgreSQL refuses NUL in text: a 400 here rather than a database error later.
  if (value.includes('\u0000')) throw fail(request.t('fieldInvalid', { field: name }), 400, 400);
  return value.trim();
}

/** A required id parameter. */
export function requiredId(request: FastifyRequest, source: unknown, name: string): string {
  const value = optionalText(request, source, name, 1000);
  if (!value) throw fail(request.t('fieldRequired', { field: name }), 400, 400);
  if (!ID.test(value)) throw fail(request.t('fieldInvalid', { field: name }), 400, 400);
  return value;
}

/**
 * A comma-joined id list (JeecgBoot clients leave a trailing comma): distinct, each a valid id, at most
 * MAX_IDS. Absent is a 400 when `required`, else an empty list.
 *
 * @example
 * idList(request, request.query, 'ids', true); // 'a,b,' → ['a', 'b']
 */
export function idList(request: FastifyRequest, source: unknown, name: string, required: boolean): string[] {
  const value = raw(source, name);
  if ((value === undefined || value === null) && required)
    throw fail(request.t('fieldRequired', { field: name }), 400, 400);
  const text = optionalText(request, source, name, MAX_IDS * 33);
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_IDS)
    throw fail(request.t('roleIdsTooMany', { field: name, limit: MAX_IDS }), 400, 400);
  if (ids.some((id) => !ID.test(id))) throw fail(request.t('fieldInvalid', { field: name }), 400, 400);
  return ids;
}

/**
 * The top-level string properties of a body that hold NUL, which PostgreSQL cannot store; checked
 * before a body goes down the generated write pipeline.
 *
 * @example
 * nulFields({ roleName: 'a\u0000' }); // ['roleName']
 */
export function nulFields(body: Source): string[] {
  return Object.entries(body)
    .filter(([, value]) => typeof value === 'string' && value.includes('\u0000'))
    .map(([name]) => name);
}
