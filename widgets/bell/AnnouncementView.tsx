import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DynamicNoticeView } from './DynamicNoticeView';
import { BELL_NS } from './locales';
import { SafeHtml } from './SafeHtml';
import type { Announcement } from './types';

/**
 * An announcement as a reader sees it: its title, sender and send time, then the sanitised HTML
 * content, or for openType component the view openPage names, given busId (SPEC §2).
 *
 * @example
 * <AnnouncementView announcement={announcement} />
 */
export function AnnouncementView({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation(BELL_NS);
  const openPage = announcement.openPage?.trim();
  const plain = { interpolation: { escapeValue: false } };
  return (
    <article data-testid="announcement-detail">
      <Typography.Title level={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {announcement.titile}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('sender', { name: announcement.sender ?? '', ...plain })}
        {'　'}
        {t('sendTime', { time: announcement.sendTime ?? announcement.createTime ?? '', ...plain })}
      </Typography.Text>
      <Divider style={{ margin: '12px 0' }} />
      {announcement.openType === 'component' && openPage ? (
        <DynamicNoticeView componentName={openPage} busId={announcement.busId} title={announcement.titile} />
      ) : (
        <SafeHtml html={announcement.msgContent} className="announcement-content" />
      )}
    </article>
  );
}
