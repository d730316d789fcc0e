import { ApiError, getAction, http, putAction, type ApiEnvelope } from '../../runtime/core';
import type { Announcement, NoticeListResult } from './types';

/** The notification calls of SPEC §7. */
export const NOTICE_URLS = {
  listByUser: '/sys/annountCement/listByUser',
  markRead: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  queryById: '/sys/annountCement/queryById',
} as const;

const EMPTY: NoticeListResult = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/**
 * The signed-in user's unread notices and system messages. It rejects on any failure without the
 * error catalogue's notification: a failed notification load shows no message (SPEC §8).
 *
 * @example
 * const { anntMsgTotal, sysMsgTotal } = await fetchNoticeList();
 */
export async function fetchNoticeList(): Promise<NoticeListResult> {
  const envelope = await http.get<unknown, ApiEnvelope<Partial<NoticeListResult> | null>>(
    NOTICE_URLS.listByUser,
    { skipErrorHandler: true },
  );
  if (!envelope.success) throw new Error(envelope.message);
  const result = envelope.result ?? {};
  return {
    anntMsgList: result.anntMsgList ?? EMPTY.anntMsgList,
    anntMsgTotal: Number(result.anntMsgTotal ?? 0),
    sysMsgList: result.sysMsgList ?? EMPTY.sysMsgList,
    sysMsgTotal: Number(result.sysMsgTotal ?? 0),
  };
}

/**
 * Marks an announcement read for the signed-in user.
 *
 * @example
 * await markAnnouncementRead(announcement.id);
 */
export async function markAnnouncementRead(anntId: string): Promise<boolean> {
  const envelope = await putAction(NOTICE_URLS.markRead, { anntId });
  return envelope.success;
}

/**
 * One announcement by id (the pop-up's details button). An HTTP failure rejects after the error
 * catalogue has notified; a refusal in the envelope rejects with an ApiError carrying its message.
 *
 * @example
 * const announcement = await fetchAnnouncement(msgId);
 */
export async function fetchAnnouncement(id: string): Promise<Announcement> {
  const envelope = await getAction<Announcement | null>(NOTICE_URLS.queryById, { id });
  if (!envelope.success || !envelope.result) throw new ApiError(envelope);
  return envelope.result;
}
