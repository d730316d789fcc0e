import { Card, Col, Descriptions, Progress, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SystemInfo } from '../../schemas/api/monitor';
import { formatBytes, formatPercent, formatRate, formatUptime } from './format';
import { MONITOR_NS } from './locales';
import { MonitorHeader } from './MonitorHeader';
import { StatCards } from './StatCards';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useMonitorPoll } from './useMonitorPoll';
import { useRefreshInterval } from './useRefreshInterval';

const percentText = (v: number) => `${Math.round(v)}%`;
type Iface = SystemInfo['network'][number];

/**
 * The machine the server runs on (menu component `modules/monitor/SystemInfo`): OS, CPU load per core, load
 * averages, memory, network and their history.
 *
 * @example
 * registerPage('modules/monitor/SystemInfo', () => import('./SystemPage'));
 */
export function SystemPage() {
  const { t } = useTranslation(MONITOR_NS);
  const [intervalSec, setIntervalSec] = useRefreshInterval();
  const poll = useMonitorPoll<SystemInfo>('/sys/monitor/system', intervalSec);
  const info = poll.data;
  const memPercent = info && info.memory.total > 0 ? (info.memory.used / info.memory.total) * 100 : 0;
  return (
    <div>
      <MonitorHeader
        title={t('system.title')}
        poll={poll}
        intervalSec={intervalSec}
        onIntervalChange={setIntervalSec}
      />
      <StatCards
        items={[
          { key: 'cores', title: t('system.cores'), value: info?.cpu.cores },
          {
            key: 'load',
            title: t('system.loadAvg'),
            value: info?.loadAvg.map((n) => n.toFixed(2)).join(' / '),
          },
          { key: 'memUsed', title: t('system.memUsed'), value: info && formatBytes(info.memory.used) },
          { key: 'memTotal', title: t('system.memTotal'), value: info && formatBytes(info.memory.total) },
          { key: 'uptime', title: t('system.uptime'), value: info && formatUptime(info.uptimeSec) },
        ]}
      />
      {info && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t('system.os')} size="small">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('system.os')}>
                  {`${info.os.distro} ${info.os.release} (${info.os.platform} ${info.os.arch})`}
                </Descriptions.Item>
                <Descriptions.Item label={t('system.kernel')}>{info.os.kernel}</Descriptions.Item>
                <Descriptions.Item label={t('system.hostname')}>{info.os.hostname}</Descriptions.Item>
                <Descriptions.Item label={t('system.cpuModel')}>
                  {`${info.cpu.manufacturer} ${info.cpu.brand}`}
                  {/* Virtual machines often report no clock speed (0): left out rather than shown as 0 GHz. */}
                  {info.cpu.speedGHz > 0 && ` · ${info.cpu.speedGHz} GHz`}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t('system.memory')} size="small" style={{ marginTop: 16 }}>
              <Progress percent={Number(memPercent.toFixed(1))} format={() => formatPercent(memPercent)} />
              <Descriptions column={2} size="small">
                <Descriptions.Item label={t('system.memUsed')}>
                  {formatBytes(info.memory.used)}
                </Descriptions.Item>
                <Descriptions.Item label={t('system.memAvailable')}>
                  {formatBytes(info.memory.available)}
                </Descriptions.Item>
                <Descriptions.Item label={t('system.swap')}>
                  {`${formatBytes(info.memory.swapUsed)} / ${formatBytes(info.memory.swapTotal)}`}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('system.cpuLoad')} size="small">
              {info.cpuLoad.map((c) => (
                <Row key={c.core} align="middle" gutter={8}>
                  <Col flex="72px">{t('system.core', { n: c.core })}</Col>
                  <Col flex="auto">
                    <Progress
                      percent={Number(c.load.toFixed(1))}
                      format={() => formatPercent(c.load)}
                      status={c.load >= 90 ? 'exception' : 'normal'}
                    />
                  </Col>
                </Row>
              ))}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('system.network')} size="small">
              <Table<Iface>
                size="small"
                rowKey="iface"
                pagination={false}
                dataSource={info.network}
                columns={[
                  { title: t('system.iface'), dataIndex: 'iface' },
                  { title: t('system.rxSec'), dataIndex: 'rxSec', render: formatRate },
                  { title: t('system.txSec'), dataIndex: 'txSec', render: formatRate },
                  { title: t('system.rxBytes'), dataIndex: 'rxBytes', render: formatBytes },
                  { title: t('system.txBytes'), dataIndex: 'txBytes', render: formatBytes },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('system.history')} size="small">
              <TimeSeriesChart
                label={t('system.history')}
                series={[
                  { name: t('system.cpuPercent'), samples: info.history.cpuPercent, format: percentText },
                  {
                    name: t('system.memUsed'),
                    samples: info.history.memUsed,
                    format: formatBytes,
                    rightAxis: true,
                  },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}

export default SystemPage;
