import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPoller } from '../../runtime/core/live';
import { fetchNoticeList, markAnnouncementRead } from './api';
import { noticeRefreshAtom } from './noticeRefresh';
import type { NoticeListResult } from './types';

const EMPTY: NoticeListResult = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/**
 * The bell's data: the user's unread notices and system messages, loaded when the shell appears
 * (SPEC §4). A failed load keeps what was shown and says nothing (SPEC §8); it also stops the 6 s
 * poller, which exists but, as SPEC §4 says, is never started here.
 *
 * @example
 * const { data, total, reload, markRead } = useNoticeList();
 */
export function useNoticeList() {
  const [data, setData] = useState<NoticeListResult>(EMPTY);
  const mounted = useRef(true);
  const refresh = useAtomValue(noticeRefreshAtom);

  const load = useCallback(async () => {
    const next = await fetchNoticeList();
    if (mounted.current) setData(next);
  }, []);

  const [poller] = useState(() => createPoller(load));

  const reload = useCallback(() => load().catch(() => poller.stop()), [load, poller]);

  // Runs when the shell appears and again whenever another widget asks for fresh counts.
  useEffect(() => {
    void reload();
  }, [reload, refresh]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      poller.stop();
    };
  }, [poller]);

  /** Marks an announcement read on the server first, then reloads the counts (SPEC §4). */
  const markRead = useCallback(
    async (anntId: string) => {
      const ok = await markAnnouncementRead(anntId).catch(() => false);
      if (ok) await reload();
    },
    [reload],
  );

  return { data, total: data.anntMsgTotal + data.sysMsgTotal, reload, markRead, poller };
}
