// Who may do what with stored files. A category's permission prefix (FILE_CATEGORIES[c].perm) gives
// the codes: `:list` reads, `:add` uploads and makes folders, `:edit` renames and moves, `:delete`
// deletes. On top of that, a partner user (one holding the `partner` role) is kept to its own
// organisation: it reads its organisation's files and the public ones, and changes only its
// organisation's; any other file does not exist for it (404, never 403, so ids reveal nothing).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { FILE_CATEGORIES, type FileCategory } from '../../../schemas/api/files.js';
import type { Condition } from '../crud/query.js';
import type { Database } from '../db/types.js';
import { fail } from '../lib/envelope.js';
import { currentUser } from '../plugins/auth.js';
import { REGISTER_ROLE_CODE } from '../services/register.js';
import type { AuthUser } from '../services/sessions.js';

export type FileAction = 'list' | 'add' | 'edit' | 'delete';

/** The role whose holders are partner users (the one self-registered users get). */
export const PARTNER_ROLE_CODE = REGISTER_ROLE_CODE;

/** The permission code of an action on a category, e.g. 'biz:generalFile:add'. */
export function codeOf(category: FileCategory, action: FileAction): string {
  return `${FILE_CATEGORIES[category].perm}:${action}`;
}

export interface Viewer {
  user: AuthUser;
  /** A partner user's organisation (null when it has none); undefined for staff. */
  partnerOrg?: string | null;
}

export const isPartner = (viewer: Viewer): boolean => viewer.partnerOrg !== undefined;

/**
 * The caller as the file routes see it: staff, or a partner user and its organisation.
 *
 * @example
 * const viewer = await viewerOf(request, app.db);
 */
export async function viewerOf(request: FastifyRequest, db: Kysely<Database>): Promise<Viewer> {
  const user = currentUser(request);
  const partner = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', user.id)
    .where('r.role_code', '=', PARTNER_ROLE_CODE)
    .executeTakeFirst();
  return partner ? { user, partnerOrg: user.orgCode } : { user };
}

/** Throws a 403 unless the viewer holds the category's code for `action`. */
export function requireCode(
  request: FastifyRequest,
  viewer: Viewer,
  category: FileCategory,
  action: FileAction,
) {
  if (!viewer.user.perms.has(codeOf(category, action))) throw fail(request.t('noPermission'), 403, 403);
}

/** Columns the conditions below compare. */
export interface AccessColumns {
  orgCode: string;
  isPublic: string;
}

/**
 * The rows a viewer may read: every row for staff; for a partner its organisation's and the public ones.
 *
 * @example
 * readable({ user, partnerOrg: 'A02A01' }, columns); // [{ any: [org_code = 'A02A01', is_public = '1'] }]
 */
export function readable(viewer: Viewer, columns: AccessColumns): Condition[] {
  if (!isPartner(viewer)) return [];
  const pub: Condition = { column: columns.isPublic, op: '=', value: '1' };
  if (!viewer.partnerOrg) return [pub];
  return [{ any: [{ column: columns.orgCode, op: '=', value: viewer.partnerOrg }, pub] }];
}

/** The rows a viewer may change: every row for staff; for a partner only its organisation's. */
export function changeable(viewer: Viewer, columns: AccessColumns): Condition[] {
  if (!isPartner(viewer)) return [];
  if (!viewer.partnerOrg) return [{ column: columns.orgCode, op: 'in', value: [] }];
  return [{ column: columns.orgCode, op: '=', value: viewer.partnerOrg }];
}
