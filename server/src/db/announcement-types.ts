// Kysely types of the announcement tables (migration 2026-11-22T0500_announcement). They join the one
// `Database` interface of ./types.ts through declaration merging, so this module adds its tables
// without editing the shared file.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditColumns } from './types.js';

export interface SysAnnouncementTable extends AuditColumns {
  id: string;
  /** Title; the column and JSON key keep JeecgBoot's spelling. */
  titile: string;
  /** Sanitised HTML. */
  msg_content: string | null;
  start_time: string | null;
  end_time: string | null;
  /** Username of whoever published it. */
  sender: string | null;
  /** L low, M medium, H high (dict priority). */
  priority: Generated<string>;
  /** '1' notice, '2' system message (dict msg_category). */
  msg_category: Generated<string>;
  /** ALL, USER, ROLE or DEPART (dict msg_type). */
  msg_type: Generated<string>;
  /** '0' draft, '1' published, '2' revoked (dict send_status). */
  send_status: Generated<string>;
  send_time: string | null;
  cancel_time: string | null;
  del_flag: Generated<string>;
  bus_type: string | null;
  bus_id: string | null;
  /** 'url' (navigate to open_page) or 'component' (open the named view with bus_id). */
  open_type: string | null;
  open_page: string | null;
  msg_abstract: string | null;
  /** Comma lists with a trailing comma (`id1,id2,`), as the contract stores user_ids. */
  user_ids: string | null;
  role_ids: string | null;
  depart_ids: string | null;
  /** When set on a draft, the scheduler publishes it at this local time. */
  publish_at: string | null;
}

export interface SysAnnouncementSendTable extends AuditColumns {
  id: string;
  annt_id: string;
  user_id: string;
  /** '0' unread, '1' read. */
  read_flag: Generated<string>;
  read_time: string | null;
}

declare module './types.js' {
  interface Database {
    sys_announcement: SysAnnouncementTable;
    sys_announcement_send: SysAnnouncementSendTable;
  }
}

export type SysAnnouncement = Selectable<SysAnnouncementTable>;
export type NewSysAnnouncement = Insertable<SysAnnouncementTable>;
export type SysAnnouncementUpdate = Updateable<SysAnnouncementTable>;
export type NewSysAnnouncementSend = Insertable<SysAnnouncementSendTable>;
