import { deleteAction, getAction, postAction, putAction, type ApiEnvelope } from '../../runtime/core';
import type {
  AnnouncementPayload,
  AnnouncementReader,
  AnnouncementRecord,
  MyAnnouncement,
  Page,
} from './types';

/** The announcement endpoints (SPEC §7, contract §4.7). */
export const ANNOUNCEMENT_URLS = {
  list: '/sys/annountCement/list',
  add: '/sys/annountCement/add',
  edit: '/sys/annountCement/edit',
  delete: '/sys/annountCement/delete',
  deleteBatch: '/sys/annountCement/deleteBatch',
  release: '/sys/annountCement/doReleaseData',
  revoke: '/sys/annountCement/doReovkeData',
  readers: '/sys/annountCement/readers',
  mine: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  readAll: '/sys/sysAnnouncementSend/readAll',
} as const;

/** Query parameters of a paged list; empty values are left out before sending. */
export type ListQuery = Record<string, string | number | undefined>;

function compact(query: ListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  Object.entries(query).forEach(([key, value]) => {
    if (value !== undefined && value !== '') out[key] = value;
  });
  return out;
}

/**
 * The signed-in user's announcements, unread first.
 *
 * @example
 * const { result } = await fetchMyAnnouncements({ pageNo: 1, pageSize: 10, readFlag: '0' });
 */
export function fetchMyAnnouncements(query: ListQuery): Promise<ApiEnvelope<Page<MyAnnouncement>>> {
  return getAction<Page<MyAnnouncement>>(ANNOUNCEMENT_URLS.mine, compact(query));
}

/**
 * Marks all of the user's announcements read.
 *
 * @example
 * await readAllAnnouncements();
 */
export function readAllAnnouncements(): Promise<ApiEnvelope<unknown>> {
  return putAction(ANNOUNCEMENT_URLS.readAll);
}

/**
 * The admin list of announcements.
 *
 * @example
 * const { result } = await fetchAnnouncements({ pageNo: 1, pageSize: 10, titile: '*升级*' });
 */
export function fetchAnnouncements(query: ListQuery): Promise<ApiEnvelope<Page<AnnouncementRecord>>> {
  return getAction<Page<AnnouncementRecord>>(ANNOUNCEMENT_URLS.list, compact(query));
}

/**
 * Saves an announcement: POST add without an id, PUT edit with one.
 *
 * @example
 * await saveAnnouncement({ titile, msgContent, priority: 'H', msgCategory: '1', msgType: 'ALL' });
 */
export function saveAnnouncement(payload: AnnouncementPayload): Promise<ApiEnvelope<unknown>> {
  return payload.id ? putAction(ANNOUNCEMENT_URLS.edit, payload) : postAction(ANNOUNCEMENT_URLS.add, payload);
}

/**
 * Deletes one announcement, or several at once.
 *
 * @example
 * await deleteAnnouncements(['a1', 'a2']);
 */
export function deleteAnnouncements(ids: string[]): Promise<ApiEnvelope<unknown>> {
  return ids.length === 1
    ? deleteAction(ANNOUNCEMENT_URLS.delete, { id: ids[0] })
    : deleteAction(ANNOUNCEMENT_URLS.deleteBatch, { ids: ids.join(',') });
}

/**
 * Publishes a draft (or a revoked announcement) to its audience.
 *
 * @example
 * await releaseAnnouncement(id);
 */
export function releaseAnnouncement(id: string): Promise<ApiEnvelope<unknown>> {
  return getAction(ANNOUNCEMENT_URLS.release, { id });
}

/**
 * Revokes a published announcement.
 *
 * @example
 * await revokeAnnouncement(id);
 */
export function revokeAnnouncement(id: string): Promise<ApiEnvelope<unknown>> {
  return getAction(ANNOUNCEMENT_URLS.revoke, { id });
}

/**
 * Who received an announcement and who has read it.
 *
 * @example
 * const { result } = await fetchReaders(id);
 */
export function fetchReaders(id: string): Promise<ApiEnvelope<AnnouncementReader[]>> {
  return getAction<AnnouncementReader[]>(ANNOUNCEMENT_URLS.readers, { id });
}
