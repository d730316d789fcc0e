import { useCallback, useState } from 'react';
import { markAnnouncementRead } from '../bell/api';
import { useRefreshNoticeBell } from '../bell/noticeRefresh';
import type { Announcement } from '../bell/types';
import { fetchMyAnnouncements, readAllAnnouncements } from './api';
import type { MyAnnouncement } from './types';
import { usePagedList } from './usePagedList';

/** A received announcement as the detail modal shows it (its id is the announcement's, anntId). */
export function toAnnouncement(record: MyAnnouncement): Announcement {
  return { ...record, id: record.anntId };
}

/**
 * The data behind the user's announcements page: the paged list, the announcement being read, and the
 * two writes. Opening one marks it read on the server first, then reloads the list and the bell.
 *
 * @example
 * const { list, selected, open, close, readAll } = useMyAnnouncements();
 */
export function useMyAnnouncements() {
  const list = usePagedList<MyAnnouncement>(fetchMyAnnouncements);
  const refreshBell = useRefreshNoticeBell();
  const [selected, setSelected] = useState<Announcement | null>(null);
  const { reload } = list;

  const open = useCallback(
    (record: MyAnnouncement) => {
      setSelected(toAnnouncement(record));
      if (record.readFlag === '1') return;
      void markAnnouncementRead(record.anntId)
        .then((ok) => {
          if (!ok) return;
          reload();
          refreshBell();
        })
        .catch(() => undefined);
    },
    [reload, refreshBell],
  );

  /** Marks everything read; resolves with whether the server agreed. */
  const readAll = useCallback(async () => {
    const envelope = await readAllAnnouncements();
    if (envelope.success) {
      reload();
      refreshBell();
    }
    return envelope.success;
  }, [reload, refreshBell]);

  return { list, selected, open, close: () => setSelected(null), readAll };
}
