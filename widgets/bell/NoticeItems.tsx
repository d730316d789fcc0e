import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BELL_NS } from './locales';
import { PriorityTag } from './PriorityTag';
import type { Announcement } from './types';

export interface NoticeItemsProps {
  items: Announcement[];
  onOpen: (announcement: Announcement) => void;
}

/**
 * The announcements of one bell tab: title (the `titile` field), priority tag and publish time; a
 * click or Enter opens one.
 *
 * @example
 * <NoticeItems items={data.anntMsgList} onOpen={openAnnouncement} />
 */
export function NoticeItems({ items, onOpen }: NoticeItemsProps) {
  const { t } = useTranslation(BELL_NS);
  if (items.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} style={{ margin: '16px 0' }} />
    );
  }
  return (
    <List
      size="small"
      dataSource={items}
      style={{ maxHeight: 320, overflowY: 'auto' }}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          role="button"
          tabIndex={0}
          data-testid="notice-item"
          style={{ cursor: 'pointer', display: 'block', paddingInline: 12 }}
          onClick={() => onOpen(item)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onOpen(item);
            }
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Typography.Text strong ellipsis={{ tooltip: item.titile }} style={{ flex: 1, minWidth: 0 }}>
              {item.titile}
            </Typography.Text>
            <PriorityTag priority={item.priority} />
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('publishTime', {
              time: item.sendTime ?? item.createTime ?? '',
              interpolation: { escapeValue: false },
            })}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
