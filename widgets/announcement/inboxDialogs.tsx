import { useEffect, useRef } from 'react';
import type { ActionHandlerContext } from '../../runtime/render';
import { AnnouncementDetailModal } from '../bell/AnnouncementDetailModal';
import { markAnnouncementRead } from '../bell/api';
import { useRefreshNoticeBell } from '../bell/noticeRefresh';
import type { Announcement } from '../bell/types';
import type { MyAnnouncement } from './types';

/** A row of the user's announcements page (schemas/pages/system/userAnnouncement.list.json). */
function isMine(
  record: Record<string, unknown> | undefined,
): record is Record<string, unknown> & MyAnnouncement {
  return typeof record?.anntId === 'string' && typeof record.titile === 'string';
}

/** A received announcement as the detail modal shows it (its id is the announcement's, anntId). */
export function toAnnouncement(record: MyAnnouncement): Announcement {
  return { ...record, id: record.anntId };
}

interface ReadProps {
  record: MyAnnouncement;
  onClose: () => void;
  reload: () => void;
}

/** The detail modal; an unread announcement is marked read on the server, then the list and bell reload. */
function ReadAnnouncement({ record, onClose, reload }: ReadProps) {
  const refreshBell = useRefreshNoticeBell();
  // Once per opened row, however often the page's reload function changes while the modal is open.
  const marked = useRef(record.readFlag === '1');
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    void markAnnouncementRead(record.anntId)
      .then((ok) => {
        if (!ok) return;
        reload();
        refreshBell();
      })
      .catch(() => undefined);
  }, [record.anntId, reload, refreshBell]);
  return <AnnouncementDetailModal announcement={toAnnouncement(record)} onClose={onClose} />;
}

/**
 * The `announcement.read` action of the user's announcements page: opens the row in the bell's detail
 * modal (sanitised content, 去处理 for a linked page) and marks it read.
 *
 * @example
 * registerActionHandler('announcement.read', showMine);
 */
export function showMine({ record, reload, show }: ActionHandlerContext): void {
  if (!isMine(record)) return;
  show((close) => <ReadAnnouncement record={record} onClose={close} reload={reload} />);
}
