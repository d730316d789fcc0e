import { useTranslation } from 'react-i18next';
import type { ActionHandlerContext } from '../../runtime/render';
import { AnnouncementDetailModal } from '../bell/AnnouncementDetailModal';
import { ANNOUNCEMENT_NS } from './locales';
import type { AnnouncementRecord } from './types';

/** A list row as an announcement: the page schema's rows come from /sys/annountCement/list. */
function isAnnouncement(
  record: Record<string, unknown> | undefined,
): record is Record<string, unknown> & AnnouncementRecord {
  return typeof record?.id === 'string' && typeof record.titile === 'string';
}

function Preview({ record, onClose }: { record: AnnouncementRecord; onClose: () => void }) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  return <AnnouncementDetailModal announcement={record} title={t('previewTitle')} onClose={onClose} />;
}

/**
 * The `announcement.preview` action: the row as its recipients will see it, in the bell's detail modal.
 *
 * @example
 * registerActionHandler('announcement.preview', showPreview);
 */
export function showPreview({ record, show }: ActionHandlerContext): void {
  if (!isAnnouncement(record)) return;
  show((close) => <Preview record={record} onClose={close} />);
}
