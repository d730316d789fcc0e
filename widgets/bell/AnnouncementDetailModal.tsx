import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AnnouncementView } from './AnnouncementView';
import { BELL_NS } from './locales';
import { FullscreenTitle, useModalFullscreen } from './modalFullscreen';
import type { Announcement } from './types';

export interface AnnouncementDetailModalProps {
  /** The announcement shown; the modal is closed while null. */
  announcement: Announcement | null;
  onClose: () => void;
  /** Modal title; '通知消息' by default (the admin's preview names itself). */
  title?: string;
}

const EXTERNAL = /^https?:\/\//i;

/**
 * The announcement detail modal (SPEC §2): title, sender, send time and the sanitised HTML content
 * (or the view an openType component names), a close button, and '去处理' for openType url, which goes
 * to openPage. 60% wide with a fullscreen toggle; the body is 80% of the window high (SPEC §9).
 *
 * @example
 * <AnnouncementDetailModal announcement={selected} onClose={() => setSelected(null)} />
 */
export function AnnouncementDetailModal({ announcement, onClose, title }: AnnouncementDetailModalProps) {
  const { t } = useTranslation(BELL_NS);
  const navigate = useNavigate();
  const { fullscreen, toggle, modalProps } = useModalFullscreen();
  const openPage = announcement?.openPage?.trim();
  const canHandle = announcement?.openType === 'url' && Boolean(openPage);

  const handle = () => {
    if (!openPage) return;
    onClose();
    // A full address leaves the console; anything else is a route inside it.
    if (EXTERNAL.test(openPage)) window.open(openPage, '_blank', 'noopener,noreferrer');
    else navigate(openPage);
  };

  return (
    <Modal
      open={announcement !== null}
      onCancel={onClose}
      destroyOnHidden
      {...modalProps}
      styles={{ body: { height: fullscreen ? 'calc(100vh - 110px)' : '80vh', overflowY: 'auto' } }}
      title={<FullscreenTitle title={title ?? t('detailTitle')} fullscreen={fullscreen} onToggle={toggle} />}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        canHandle && (
          <Button key="handle" type="primary" onClick={handle}>
            {t('goHandle')}
          </Button>
        ),
      ]}
    >
      {announcement && <AnnouncementView announcement={announcement} />}
    </Modal>
  );
}
