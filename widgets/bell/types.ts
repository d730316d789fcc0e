/** Priority of an announcement: L general, M important, H urgent (SPEC §2). */
export type Priority = 'L' | 'M' | 'H';

/** An announcement as the bell, the detail modal and queryById see it (SPEC §3; the title is spelt `titile`). */
export interface Announcement {
  id: string;
  titile: string;
  msgContent?: string | null;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  priority?: Priority | string | null;
  /** `url` navigates to openPage; `component` shows the view named by openPage with busId. */
  openType?: 'url' | 'component' | string | null;
  openPage?: string | null;
  busId?: string | null;
  /** '1' notice, '2' system message. */
  msgCategory?: string | null;
}

/** `result` of GET /sys/annountCement/listByUser: the user's unread notices and system messages. */
export interface NoticeListResult {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}
