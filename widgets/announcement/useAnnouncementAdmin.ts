import { App } from 'antd';
import { useCallback } from 'react';
import type { ApiEnvelope } from '../../runtime/core';
import {
  deleteAnnouncements,
  fetchAnnouncements,
  releaseAnnouncement,
  revokeAnnouncement,
  type ListQuery,
} from './api';
import type { AnnouncementRecord } from './types';
import { usePagedList } from './usePagedList';

// Newest first until the admin sorts otherwise.
function fetchNewestFirst(query: ListQuery) {
  return fetchAnnouncements({ column: 'createTime', order: 'desc', ...query });
}

/**
 * The admin announcement list and its writes. Every write shows the server's answer (success text or
 * refusal) and reloads the list when it went through.
 *
 * @example
 * const { list, remove, release, revoke } = useAnnouncementAdmin();
 * await release(record.id);
 */
export function useAnnouncementAdmin() {
  const list = usePagedList<AnnouncementRecord>(fetchNewestFirst);
  const { message } = App.useApp();
  const { reload } = list;

  const run = useCallback(
    async (call: () => Promise<ApiEnvelope<unknown>>) => {
      try {
        const envelope = await call();
        if (envelope.success) {
          void message.success(envelope.message);
          reload();
        } else {
          void message.warning(envelope.message);
        }
        return envelope.success;
      } catch {
        // The error catalogue has shown why.
        return false;
      }
    },
    [message, reload],
  );

  return {
    list,
    remove: (ids: string[]) => run(() => deleteAnnouncements(ids)),
    release: (id: string) => run(() => releaseAnnouncement(id)),
    revoke: (id: string) => run(() => revokeAnnouncement(id)),
  };
}
