import { getAction, putAction, type ApiEnvelope } from '../../runtime/core';
import type { AnnouncementReader, MyAnnouncement, Page } from './types';

/**
 * The announcement endpoints the widgets call (SPEC §7, contract §4.7); the administration page's
 * list, add, edit, delete, publish and revoke are named by its page schema.
 */
export const ANNOUNCEMENT_URLS = {
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
 * Who received an announcement and who has read it.
 *
 * @example
 * const { result } = await fetchReaders(id);
 */
export function fetchReaders(id: string): Promise<ApiEnvelope<AnnouncementReader[]>> {
  return getAction<AnnouncementReader[]>(ANNOUNCEMENT_URLS.readers, { id });
}
