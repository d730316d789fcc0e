import { Button, Tabs, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BELL_NS } from './locales';
import { NoticeItems } from './NoticeItems';
import type { Announcement, NoticeListResult } from './types';

export interface NoticePanelProps {
  data: NoticeListResult;
  onOpen: (announcement: Announcement) => void;
  onViewMore: () => void;
}

/**
 * The bell popover's content: the notices and system-message tabs, each with its count, and the
 * '查看更多' button (SPEC §2).
 *
 * @example
 * <NoticePanel data={data} onOpen={open} onViewMore={() => navigate('/isps/userAnnouncement')} />
 */
export function NoticePanel({ data, onOpen, onViewMore }: NoticePanelProps) {
  const { t } = useTranslation(BELL_NS);
  const { token } = theme.useToken();
  return (
    <div>
      <Tabs
        centered
        size="small"
        tabBarStyle={{ marginBottom: 0 }}
        items={[
          {
            key: 'notice',
            label: t('noticeTab', { count: data.anntMsgTotal }),
            children: <NoticeItems items={data.anntMsgList} onOpen={onOpen} />,
          },
          {
            key: 'system',
            label: t('systemTab', { count: data.sysMsgTotal }),
            children: <NoticeItems items={data.sysMsgList} onOpen={onOpen} />,
          },
        ]}
      />
      <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, textAlign: 'center', padding: 4 }}>
        <Button type="link" block onClick={onViewMore}>
          {t('viewMore')}
        </Button>
      </div>
    </div>
  );
}
