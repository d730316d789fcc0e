import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFRESH_CHOICES } from '../../schemas/api/monitor';
import { MONITOR_NS } from './locales';
import type { MonitorPoll } from './useMonitorPoll';
import { formatClock } from './format';

export interface MonitorHeaderProps {
  title: string;
  poll: Pick<MonitorPoll<unknown>, 'error' | 'updatedAt' | 'paused' | 'refresh'>;
  intervalSec: number;
  onIntervalChange: (sec: number) => void;
}

/**
 * A monitoring page's heading: its title, the refresh-interval select, the time of the figures shown,
 * a refresh button, and an alert with a retry when the last poll failed.
 *
 * @example
 * <MonitorHeader title={t('node.title')} poll={poll} intervalSec={sec} onIntervalChange={setSec} />
 */
export function MonitorHeader({ title, poll, intervalSec, onIntervalChange }: MonitorHeaderProps) {
  const { t } = useTranslation(MONITOR_NS);
  const options = REFRESH_CHOICES.map((n) => ({
    value: n,
    label: n === 0 ? t('refreshOff') : t('refreshEvery', { n }),
  }));
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          {poll.updatedAt !== undefined && (
            <Typography.Text type="secondary">
              {t('updatedAt', { time: formatClock(poll.updatedAt, true) })}
            </Typography.Text>
          )}
          {poll.paused && <Typography.Text type="warning">{t('paused')}</Typography.Text>}
          <Select
            aria-label={t('refresh')}
            value={intervalSec}
            options={options}
            onChange={onIntervalChange}
            style={{ width: 110 }}
          />
          <Button icon={<ReloadOutlined />} aria-label={t('refreshNow')} onClick={poll.refresh} />
        </Space>
      </Flex>
      {poll.error !== undefined && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          description={poll.error}
          action={<Button onClick={poll.refresh}>{t('retry')}</Button>}
        />
      )}
    </Flex>
  );
}
