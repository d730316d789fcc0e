import { Card, Col, Descriptions, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeRuntimeInfo } from '../../schemas/api/monitor';
import { formatBytes, formatMs, formatPercent, formatShare, formatUptime, formatClock } from './format';
import { MONITOR_NS } from './locales';
import { MonitorHeader } from './MonitorHeader';
import { StatCards } from './StatCards';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useMonitorPoll } from './useMonitorPoll';
import { useRefreshInterval } from './useRefreshInterval';

const percentText = (v: number) => `${Math.round(v)}%`;

/**
 * The Node runtime of the server (menu component `modules/monitor/JvmInfo`, which showed the JVM in
 * JeecgBoot): versions, uptime, memory over time, event-loop delay and utilisation, GC, handles and CPU.
 *
 * @example
 * registerPage('modules/monitor/JvmInfo', () => import('./NodeRuntimePage'));
 */
export function NodeRuntimePage() {
  const { t } = useTranslation(MONITOR_NS);
  const [intervalSec, setIntervalSec] = useRefreshInterval();
  const poll = useMonitorPoll<NodeRuntimeInfo>('/sys/monitor/node', intervalSec);
  const info = poll.data;
  const loop = info?.eventLoopDelayMs;
  return (
    <div>
      <MonitorHeader
        title={t('node.title')}
        poll={poll}
        intervalSec={intervalSec}
        onIntervalChange={setIntervalSec}
      />
      <StatCards
        items={[
          { key: 'uptime', title: t('node.uptime'), value: info && formatUptime(info.uptimeSec) },
          { key: 'cpu', title: t('node.cpu'), value: info && formatPercent(info.cpuPercent) },
          { key: 'rss', title: t('node.rss'), value: info && formatBytes(info.memory.rss) },
          { key: 'heap', title: t('node.heapUsed'), value: info && formatBytes(info.memory.heapUsed) },
          { key: 'elu', title: t('node.elu'), value: info && formatShare(info.eventLoopUtilization) },
          { key: 'handles', title: t('node.handles'), value: info?.activeHandles },
        ]}
      />
      {info && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t('node.versions')} size="small">
              <Descriptions column={2} size="small">
                <Descriptions.Item label={t('node.app')}>{info.versions.app}</Descriptions.Item>
                <Descriptions.Item label="Node.js">{info.versions.node}</Descriptions.Item>
                <Descriptions.Item label="V8">{info.versions.v8}</Descriptions.Item>
                <Descriptions.Item label="libuv">{info.versions.uv}</Descriptions.Item>
                <Descriptions.Item label="OpenSSL">{info.versions.openssl}</Descriptions.Item>
                <Descriptions.Item label={t('node.platform')}>
                  {`${info.platform} ${info.arch}`}
                </Descriptions.Item>
                <Descriptions.Item label={t('node.pid')}>{info.pid}</Descriptions.Item>
                <Descriptions.Item label={t('node.startedAt')}>
                  {formatClock(info.startedAt)}
                </Descriptions.Item>
                <Descriptions.Item label={t('node.heapTotal')}>
                  {formatBytes(info.memory.heapTotal)}
                </Descriptions.Item>
                <Descriptions.Item label={t('node.heapLimit')}>
                  {formatBytes(info.heapLimit)}
                </Descriptions.Item>
                <Descriptions.Item label={t('node.external')}>
                  {formatBytes(info.memory.external)}
                </Descriptions.Item>
                <Descriptions.Item label={t('node.requests')}>{info.activeRequests}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('node.loopDelay')} size="small">
              <Descriptions column={3} size="small">
                {loop &&
                  (['min', 'mean', 'p50', 'p90', 'p99', 'max'] as const).map((k) => (
                    <Descriptions.Item key={k} label={k}>
                      {formatMs(loop[k])}
                    </Descriptions.Item>
                  ))}
              </Descriptions>
            </Card>
            <Card title={t('node.gc')} size="small" style={{ marginTop: 16 }}>
              <Table
                size="small"
                rowKey="kind"
                pagination={false}
                dataSource={info.gc}
                columns={[
                  { title: t('node.gcKind'), dataIndex: 'kind' },
                  { title: t('node.gcCount'), dataIndex: 'count' },
                  {
                    title: t('node.gcTotal'),
                    dataIndex: 'totalSec',
                    render: (sec: number) => formatMs(sec * 1000),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('node.memoryHistory')} size="small">
              <TimeSeriesChart
                label={t('node.memoryHistory')}
                series={[
                  { name: t('node.rss'), samples: info.history.rss, format: formatBytes },
                  { name: t('node.heapUsed'), samples: info.history.heapUsed, format: formatBytes },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('node.loopDelayHistory')} size="small">
              <TimeSeriesChart
                label={t('node.loopDelayHistory')}
                series={[
                  { name: 'p99', samples: info.history.eventLoopP99, format: formatMs },
                  {
                    name: t('node.cpu'),
                    samples: info.history.cpuPercent,
                    format: percentText,
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

export default NodeRuntimePage;
