import { Card, Col, Row, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HttpServerInfo, RouteLatency } from '../../schemas/api/monitor';
import { formatMs, formatShare } from './format';
import { MONITOR_NS } from './locales';
import { MonitorHeader } from './MonitorHeader';
import { StatCards } from './StatCards';
import { statusColor } from './statusColor';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useMonitorPoll } from './useMonitorPoll';
import { useRefreshInterval } from './useRefreshInterval';

const rate = (v: number) => v.toFixed(1);
const count = (v: number) => String(Math.round(v));

/**
 * The HTTP server (menu component `modules/monitor/TomcatInfo`, which showed Tomcat in JeecgBoot): traffic,
 * errors, connections and websockets, their history, latency by route and answers by status.
 *
 * @example
 * registerPage('modules/monitor/TomcatInfo', () => import('./HttpServerPage'));
 */
export function HttpServerPage() {
  const { t } = useTranslation(MONITOR_NS);
  const [intervalSec, setIntervalSec] = useRefreshInterval();
  const poll = useMonitorPoll<HttpServerInfo>('/sys/monitor/http', intervalSec);
  const info = poll.data;
  const sorter = (key: keyof RouteLatency) => (a: RouteLatency, b: RouteLatency) =>
    Number(a[key]) - Number(b[key]);
  return (
    <div>
      <MonitorHeader
        title={t('http.title')}
        poll={poll}
        intervalSec={intervalSec}
        onIntervalChange={setIntervalSec}
      />
      <StatCards
        items={[
          { key: 'rps', title: t('http.rps'), value: info && rate(info.requestsPerSec) },
          { key: 'errors', title: t('http.errorRate'), value: info && formatShare(info.errorRate) },
          { key: 'total', title: t('http.total'), value: info?.totalRequests },
          { key: 'inFlight', title: t('http.inFlight'), value: info?.inFlight },
          { key: 'connections', title: t('http.connections'), value: info?.openConnections },
          { key: 'websockets', title: t('http.websockets'), value: info?.websockets },
        ]}
      />
      {info && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t('http.rpsHistory')} size="small">
              <TimeSeriesChart
                label={t('http.rpsHistory')}
                series={[
                  { name: t('http.rps'), samples: info.history.requestsPerSec, format: rate },
                  { name: t('http.p95'), samples: info.history.p95Ms, format: formatMs, rightAxis: true },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('http.errorHistory')} size="small">
              <TimeSeriesChart
                label={t('http.errorHistory')}
                series={[
                  { name: t('http.errorRate'), samples: info.history.errorRate, format: formatShare },
                  {
                    name: t('http.connections'),
                    samples: info.history.connections,
                    format: count,
                    rightAxis: true,
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={18}>
            <Card title={t('http.routes')} size="small">
              <Table<RouteLatency>
                size="small"
                rowKey={(r) => `${r.method} ${r.route}`}
                dataSource={info.routes}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: t('http.method'), dataIndex: 'method', width: 90 },
                  { title: t('http.route'), dataIndex: 'route' },
                  { title: t('http.count'), dataIndex: 'count', sorter: sorter('count') },
                  { title: t('http.errors'), dataIndex: 'errors', sorter: sorter('errors') },
                  { title: 'p50', dataIndex: 'p50Ms', sorter: sorter('p50Ms'), render: formatMs },
                  { title: 'p95', dataIndex: 'p95Ms', sorter: sorter('p95Ms'), render: formatMs },
                  { title: 'p99', dataIndex: 'p99Ms', sorter: sorter('p99Ms'), render: formatMs },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={6}>
            <Card title={t('http.byStatus')} size="small">
              <Table
                size="small"
                rowKey="status"
                pagination={false}
                dataSource={info.byStatus}
                columns={[
                  {
                    title: t('http.status'),
                    dataIndex: 'status',
                    render: (s: string) => <Tag color={statusColor(s)}>{s}</Tag>,
                  },
                  { title: t('http.count'), dataIndex: 'count' },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}

export default HttpServerPage;
