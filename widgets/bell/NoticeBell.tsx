import { BellOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, getUiProviders } from '../../runtime/core';
import type { SocketMessage } from '../../runtime/core/live';
import { fetchAnnouncement } from './api';
import { NoticeCount } from './NoticeCount';
import { BELL_NS } from './locales';
import type { Announcement } from './types';
import { useMessagePopup } from './useMessagePopup';
import { useNoticeList } from './useNoticeList';
import { useNoticeLive } from './useNoticeLive';

// The panel and the detail modal (tabs, lists, the sanitiser, result pages) load when the bell is first
// pointed at or opened: the bell itself is on every console page (DESIGN.md "Budgets").
const loadPanel = () => import('./NoticePanel');
const NoticePanel = lazy(() => loadPanel().then((m) => ({ default: m.NoticePanel })));
const AnnouncementDetailModal = lazy(() =>
  import('./AnnouncementDetailModal').then((m) => ({ default: m.AnnouncementDetailModal })),
);

/** The user's own announcements page, where '查看更多' goes (SPEC §2). */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

export interface NoticeBellProps {
  /** Start with the popover open (stories). */
  defaultOpen?: boolean;
}

/**
 * The header's notification bell (SPEC §2 "Notification bell"): a badge with the unread total, a
 * 300 px popover with the notices and system-message tabs, the detail modal, live reloads with the
 * '消息提醒' pop-up when the server pushes a topic or user message, and '查看更多'.
 *
 * @example
 * registerSlot('header:actions', { key: 'notice-bell', component: NoticeBell, order: 10 });
 */
export function NoticeBell({ defaultOpen = false }: NoticeBellProps) {
  const { t } = useTranslation(BELL_NS);
  const navigate = useNavigate();
  const { data, total, reload, markRead } = useNoticeList();
  const [open, setOpen] = useState(defaultOpen);
  const [selected, setSelected] = useState<Announcement | null>(null);
  // Mounted from the first announcement opened on, so closing keeps the modal's animation.
  const detailUsed = useRef(false);
  if (selected) detailUsed.current = true;

  const openAnnouncement = useCallback(
    (announcement: Announcement) => {
      setOpen(false);
      setSelected(announcement);
      void markRead(announcement.id);
    },
    [markRead],
  );

  const openById = useCallback(
    (id: string) => {
      fetchAnnouncement(id).then(openAnnouncement, (error: unknown) => {
        // HTTP failures were already reported by the error catalogue; a refusal in the envelope was not.
        if (error instanceof ApiError) {
          getUiProviders().notification.open({
            type: 'warning',
            message: t('popupTitle'),
            description: error.message,
          });
        }
      });
    },
    [openAnnouncement, t],
  );

  const { popup, holder } = useMessagePopup(openById);

  useNoticeLive(
    useCallback(
      (message: SocketMessage) => {
        void reload();
        // Revoke, delete and read-all send a bare reload; only a message that names something pops up.
        if (message.msgId || message.msgTxt) popup(message);
      },
      [reload, popup],
    ),
  );

  const viewMore = () => {
    setOpen(false);
    navigate(USER_ANNOUNCEMENT_PATH);
  };

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        styles={{ root: { width: 300 }, body: { padding: 0 } }}
        content={
          <Suspense fallback={null}>
            <NoticePanel data={data} onOpen={openAnnouncement} onViewMore={viewMore} />
          </Suspense>
        }
      >
        <NoticeCount count={total}>
          <Button
            onPointerEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
            type="text"
            aria-label={t('bell')}
            title={t('bell')}
            icon={<BellOutlined style={{ fontSize: 16 }} />}
          />
        </NoticeCount>
      </Popover>
      {holder}
      {detailUsed.current && (
        <Suspense fallback={null}>
          <AnnouncementDetailModal announcement={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}

export default NoticeBell;
