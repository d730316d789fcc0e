// Per-user preferences kept on the server (GET/PUT /sys/user/preferences), so they follow the user to any
// browser: the landing page and language applied after sign-in, and which message categories the bell
// shows (notices, system messages) plus whether they are also sent by email.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { formatDateTime } from '../lib/time.js';
import { userPermissions } from './permissions.js';

export interface Preferences {
  /** A page path of the user's menu, or null for the default landing page. */
  landingPage: string | null;
  /** 'zh-CN' | 'en-US', or null to keep the browser's choice. */
  language: string | null;
  /** Announcements (通知公告) on the bell. */
  notifyNotice: boolean;
  /** System messages on the bell. */
  notifySystem: boolean;
  /** Messages also by email. */
  notifyEmail: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  landingPage: null,
  language: null,
  notifyNotice: true,
  notifySystem: true,
  notifyEmail: false,
};

/**
 * The user's preferences, defaults filled in.
 *
 * @example
 * const { landingPage } = await getPreferences(app.db, user.id);
 */
export async function getPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('sys_user_preference')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    landingPage: row.landing_page,
    language: row.language,
    notifyNotice: row.notify_notice === 1,
    notifySystem: row.notify_system === 1,
    notifyEmail: row.notify_email === 1,
  };
}

/**
 * Whether `path` is a page of the user's menu (a granted, routed, internal item that is not a folder).
 *
 * @example
 * if (!(await isMenuPage(app.db, user.id, '/isystem/user'))) throw fail(…);
 */
export async function isMenuPage(db: Kysely<Database>, userId: string, path: string): Promise<boolean> {
  const rows = await userPermissions(db, userId);
  return rows.some(
    (row) =>
      row.menu_type !== 2 &&
      row.url === path &&
      row.is_route === 1 &&
      row.internal_or_external === 0 &&
      !(row.component ?? '').startsWith('layouts/'),
  );
}

/**
 * Stores the given preferences over the current ones. @returns the result.
 *
 * @example
 * await savePreferences(app.db, user.id, { language: 'en-US' });
 */
export async function savePreferences(
  db: Kysely<Database>,
  userId: string,
  changes: Partial<Preferences>,
): Promise<Preferences> {
  const next = { ...(await getPreferences(db, userId)), ...changes };
  const values = {
    landing_page: next.landingPage,
    language: next.language,
    notify_notice: next.notifyNotice ? 1 : 0,
    notify_system: next.notifySystem ? 1 : 0,
    notify_email: next.notifyEmail ? 1 : 0,
    update_time: formatDateTime(),
  };
  await db
    .insertInto('sys_user_preference')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return next;
}
