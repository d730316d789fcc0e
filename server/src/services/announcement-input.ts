// Turns an add/edit body into the stored announcement columns, applying the rules a JSON schema cannot
// express: sanitising (titles become plain text, content allow-listed HTML), targets that match the
// message type, an in-app open page, end not before start, and ids that exist.
import type { Kysely } from 'kysely';
import type { SysAnnouncement } from '../db/announcement-types.js';
import type { Database } from '../db/types.js';
import type { MessageKey } from '../i18n/messages.js';
import { htmlCost } from '../lib/html-cost.js';
import { sanitizePlainText, sanitizeRichHtml } from '../lib/sanitize-html.js';

/** The editable fields, as the add/edit body names them (camelCase, api-contract §4.7). */
export interface AnnouncementFields {
  titile?: string | null;
  msgContent?: string | null;
  msgAbstract?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  priority?: string | null;
  msgCategory?: string | null;
  msgType?: string | null;
  /** Comma list (`id1,id2,`) or array. */
  userIds?: string | readonly string[] | null;
  roleIds?: string | readonly string[] | null;
  departIds?: string | readonly string[] | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  publishAt?: string | null;
}

/** The columns add and edit write. */
export type AnnouncementColumns = Pick<
  SysAnnouncement,
  | 'titile'
  | 'msg_content'
  | 'msg_abstract'
  | 'start_time'
  | 'end_time'
  | 'priority'
  | 'msg_category'
  | 'msg_type'
  | 'user_ids'
  | 'role_ids'
  | 'depart_ids'
  | 'bus_type'
  | 'bus_id'
  | 'open_type'
  | 'open_page'
  | 'publish_at'
>;

export interface Problem {
  key: MessageKey;
  params: Record<string, string | number>;
}

export type Checked = { ok: true; columns: AnnouncementColumns } | { ok: false; problems: Problem[] };

const TARGET_FIELD = { USER: 'userIds', ROLE: 'roleIds', DEPART: 'departIds' } as const;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A route inside the console (`/isps/userAnnouncement`): never `//host`, `/\host` or a javascript: URL. */
const IN_APP_PATH = /^\/(?![/\\])[^\s\\]{0,254}$/;
/** A view name such as `modules/bpm/TaskForm`. */
const COMPONENT_NAME = /^(?!.*\.\.)[A-Za-z0-9_./-]{1,255}$/;

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';
const orNull = (value: string | null | undefined): string | null => (blank(value) ? null : value.trim());

/**
 * Splits a comma list or array into distinct non-empty ids.
 *
 * @example
 * idList('a,b,,a,'); // ['a', 'b']
 */
export function idList(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
}

/** The stored form of an id list: `id1,id2,` (the contract's trailing-comma convention), or null. */
const stored = (ids: readonly string[]): string | null => (ids.length ? `${ids.join(',')},` : null);

const required = (field: string): Problem => ({ key: 'fieldRequired', params: { field } });
const invalid = (field: string): Problem => ({ key: 'fieldInvalid', params: { field } });

/**
 * Sanitises and checks the fields (merged over the stored row for an edit); no database access.
 *
 * @example
 * const checked = normalizeAnnouncement({ titile: 'Notice', priority: 'L', msgCategory: '1', msgType: 'ALL' });
 * if (checked.ok) await createAnnouncement(app.db, checked.columns, user.username);
 */
export function normalizeAnnouncement(fields: AnnouncementFields): Checked {
  // Measured before any of them reaches the sanitiser, whose cost grows faster than the text.
  const costly = (['titile', 'msgAbstract', 'msgContent'] as const).flatMap((field) => {
    const cost = htmlCost(fields[field] ?? '');
    return cost ? [{ key: cost.key, params: { field, limit: cost.limit } }] : [];
  });
  if (costly.length) return { ok: false, problems: costly };
  const problems: Problem[] = [];
  const titile = sanitizePlainText(fields.titile ?? '');
  if (titile === '') problems.push(required('titile'));
  const priority = fields.priority ?? '';
  if (!['L', 'M', 'H'].includes(priority))
    problems.push(blank(priority) ? required('priority') : invalid('priority'));
  const category = fields.msgCategory ?? '';
  if (!['1', '2'].includes(category))
    problems.push(blank(category) ? required('msgCategory') : invalid('msgCategory'));

  const msgType = fields.msgType ?? '';
  const targets = {
    USER: idList(fields.userIds),
    ROLE: idList(fields.roleIds),
    DEPART: idList(fields.departIds),
  };
  if (msgType === 'USER' || msgType === 'ROLE' || msgType === 'DEPART') {
    const field = TARGET_FIELD[msgType];
    if (targets[msgType].length === 0) problems.push(required(field));
    else if (!targets[msgType].every((id) => ID_PATTERN.test(id))) problems.push(invalid(field));
  } else if (msgType !== 'ALL') {
    problems.push(blank(msgType) ? required('msgType') : invalid('msgType'));
  }

  const openType = orNull(fields.openType);
  const openPage = orNull(fields.openPage);
  if (openType !== null && !['url', 'component'].includes(openType)) problems.push(invalid('openType'));
  else if (openType !== null && openPage === null) problems.push(required('openPage'));
  else if (openType === 'url' && openPage !== null && !IN_APP_PATH.test(openPage))
    problems.push(invalid('openPage'));
  else if (openType === 'component' && openPage !== null && !COMPONENT_NAME.test(openPage)) {
    problems.push(invalid('openPage'));
  }

  const startTime = orNull(fields.startTime);
  const endTime = orNull(fields.endTime);
  if (startTime !== null && endTime !== null && endTime < startTime) {
    problems.push({ key: 'anntEndBeforeStart', params: {} });
  }
  if (problems.length) return { ok: false, problems };

  const abstract = sanitizePlainText(fields.msgAbstract ?? '');
  return {
    ok: true,
    columns: {
      titile,
      msg_content: sanitizeRichHtml(fields.msgContent ?? ''),
      msg_abstract: abstract === '' ? null : abstract,
      start_time: startTime,
      end_time: endTime,
      priority,
      msg_category: category,
      msg_type: msgType,
      // Only the list that matches the type is kept, so a stale list can never widen the audience.
      user_ids: msgType === 'USER' ? stored(targets.USER) : null,
      role_ids: msgType === 'ROLE' ? stored(targets.ROLE) : null,
      depart_ids: msgType === 'DEPART' ? stored(targets.DEPART) : null,
      bus_type: orNull(fields.busType),
      bus_id: orNull(fields.busId),
      open_type: openType,
      open_page: openType === null ? null : openPage,
      publish_at: orNull(fields.publishAt),
    },
  };
}

/**
 * Problems for target ids that name no live user, role or department.
 *
 * @example
 * const problems = await unknownTargets(app.db, checked.columns); // [] when every id exists
 */
export async function unknownTargets(db: Kysely<Database>, columns: AnnouncementColumns): Promise<Problem[]> {
  const check = async (field: string, ids: string[], known: (ids: string[]) => Promise<{ id: string }[]>) => {
    if (ids.length === 0) return [];
    const found = new Set((await known(ids)).map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    return missing.length
      ? [{ key: 'anntUnknownIds' as const, params: { field, ids: missing.slice(0, 5).join(',') } }]
      : [];
  };
  const users = idList(columns.user_ids);
  const roles = idList(columns.role_ids);
  const departs = idList(columns.depart_ids);
  return [
    ...(await check('userIds', users, (ids) =>
      db.selectFrom('sys_user').select('id').where('id', 'in', ids).where('del_flag', '=', 0).execute(),
    )),
    ...(await check('roleIds', roles, (ids) =>
      db.selectFrom('sys_role').select('id').where('id', 'in', ids).execute(),
    )),
    ...(await check('departIds', departs, (ids) =>
      db.selectFrom('sys_depart').select('id').where('id', 'in', ids).where('del_flag', '=', '0').execute(),
    )),
  ];
}

/**
 * The editable fields of a stored row, so an edit can send only what changed.
 *
 * @example
 * normalizeAnnouncement({ ...fieldsOf(row), titile: 'New title' });
 */
export function fieldsOf(row: SysAnnouncement): AnnouncementFields {
  return {
    titile: row.titile,
    msgContent: row.msg_content,
    msgAbstract: row.msg_abstract,
    startTime: row.start_time,
    endTime: row.end_time,
    priority: row.priority,
    msgCategory: row.msg_category,
    msgType: row.msg_type,
    userIds: row.user_ids,
    roleIds: row.role_ids,
    departIds: row.depart_ids,
    busType: row.bus_type,
    busId: row.bus_id,
    openType: row.open_type,
    openPage: row.open_page,
    publishAt: row.publish_at,
  };
}
