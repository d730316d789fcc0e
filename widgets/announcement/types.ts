import type { Announcement } from '../bell/types';

/** One row of GET /sys/sysAnnouncementSend/getMyAnnouncementSend: an announcement the user received. */
export interface MyAnnouncement {
  anntId: string;
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  priority?: string | null;
  msgCategory?: string | null;
  /** '0' unread, '1' read. */
  readFlag?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  msgContent?: string | null;
}

/** Who an announcement goes to. */
export type MsgType = 'ALL' | 'USER' | 'ROLE' | 'DEPART';

/** One row of the admin list GET /sys/annountCement/list. */
export interface AnnouncementRecord extends Announcement {
  msgType?: MsgType | string | null;
  /** '0' draft, '1' published, '2' revoked. */
  sendStatus?: string | null;
  cancelTime?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  publishAt?: string | null;
  userIds?: string | null;
  roleIds?: string | null;
  departIds?: string | null;
  priority_dictText?: string;
  msgCategory_dictText?: string;
  sendStatus_dictText?: string;
}
