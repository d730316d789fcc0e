import { Card, Col, Descriptions, Empty, Progress, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiskInfo } from '../../schemas/api/monitor';
import { formatBytes } from './format';
import { MONITOR_NS } from './locales';
import { MonitorHeader } from './MonitorHeader';
import { StatCards } from './StatCards';
import { useMonitorPoll } from './useMonitorPoll';
import { useRefreshInterval } from './useRefreshInterval';

/**
 * The disks of the machine (menu component `modules/monitor/DiskMonitoring`): a gauge per mount with its
 * size, used and free space, and the size of the server's DATA_DIR.
 *
 * @example
 * registerPage('modules/monitor/DiskMonitoring', () => import('./DiskPage'));
 */
export function DiskPage() {
  const { t } = useTranslation(MONITOR_NS);
  const [intervalSec, setIntervalSec] = useRefreshInterval();
  const poll = useMonitorPoll<DiskInfo>('/sys/monitor/disk', intervalSec);
  const info = poll.data;
  return (
    <div>
      <MonitorHeader
        title={t('disk.title')}
        poll={poll}
        intervalSec={intervalSec}
        onIntervalChange={setIntervalSec}
      />
      <StatCards
        items={[
          { key: 'dataDir', title: t('disk.dataDir'), value: info && formatBytes(info.dataDir.size) },
          { key: 'files', title: t('disk.files'), value: info?.dataDir.files },
        ]}
      />
      {info && (
        <Typography.Paragraph type="secondary">
          {t('disk.dataDir')}: <Typography.Text code>{info.dataDir.path}</Typography.Text>
        </Typography.Paragraph>
      )}
      {info && info.mounts.length === 0 && <Empty description={t('disk.noMounts')} />}
      <Row gutter={[16, 16]}>
        {info?.mounts.map((m) => (
          <Col key={`${m.fs}:${m.mount}`} xs={24} md={12} xl={8}>
            <Card title={m.mount} size="small">
              <Row align="middle" gutter={16}>
                <Col>
                  <Progress
                    type="dashboard"
                    percent={Number(m.usePercent.toFixed(1))}
                    status={m.usePercent >= 90 ? 'exception' : 'normal'}
                    // The figure stays readable when full (antd shows only a cross for 'exception').
                    format={(p) => `${p}%`}
                    size={120}
                  />
                </Col>
                <Col flex="auto">
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t('disk.fs')}>{`${m.fs} (${m.type})`}</Descriptions.Item>
                    <Descriptions.Item label={t('disk.size')}>{formatBytes(m.size)}</Descriptions.Item>
                    <Descriptions.Item label={t('disk.used')}>{formatBytes(m.used)}</Descriptions.Item>
                    <Descriptions.Item label={t('disk.free')}>{formatBytes(m.available)}</Descriptions.Item>
                  </Descriptions>
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

export default DiskPage;
