import { Card, Collapse, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RedisInfo } from '../../schemas/api/monitor';
import { formatBytes } from './format';
import { MONITOR_NS } from './locales';
import { MonitorHeader } from './MonitorHeader';
import { StatCards } from './StatCards';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useMonitorPoll } from './useMonitorPoll';
import { useRefreshInterval } from './useRefreshInterval';

const count = (v: number) => String(Math.round(v));

/**
 * The Redis server of REDIS_URL (menu component `modules/monitor/RedisInfo`): key counts, memory, their
 * history and every INFO section; a "Redis not configured" result when the server runs without one.
 *
 * @example
 * registerPage('modules/monitor/RedisInfo', () => import('./RedisInfoPage'));
 */
export function RedisInfoPage() {
  const { t } = useTranslation(MONITOR_NS);
  const [intervalSec, setIntervalSec] = useRefreshInterval();
  const poll = useMonitorPoll<RedisInfo>('/sys/monitor/redis', intervalSec);
  const info = poll.data;
  const header = (
    <MonitorHeader
      title={t('redis.title')}
      poll={poll}
      intervalSec={intervalSec}
      onIntervalChange={setIntervalSec}
    />
  );
  if (info && !info.configured)
    return (
      <div>
        {header}
        <Result status="info" title={t('redis.notConfigured')} subTitle={t('redis.notConfiguredHint')} />
      </div>
    );
  const sections = Object.entries(info?.sections ?? {});
  return (
    <div>
      {header}
      <StatCards
        items={[
          { key: 'prefixKeys', title: t('redis.prefixKeys'), value: info?.prefixKeys },
          { key: 'dbSize', title: t('redis.dbSize'), value: info?.dbSize },
          {
            key: 'usedMemory',
            title: t('redis.usedMemory'),
            value: info?.usedMemory === undefined ? undefined : formatBytes(info.usedMemory),
          },
        ]}
      />
      {info?.history && (
        <Card title={t('redis.history')} size="small" style={{ marginBottom: 16 }}>
          <TimeSeriesChart
            label={t('redis.history')}
            series={[
              { name: t('redis.keys'), samples: info.history.keys, format: count },
              {
                name: t('redis.usedMemory'),
                samples: info.history.usedMemory,
                format: formatBytes,
                rightAxis: true,
              },
            ]}
          />
        </Card>
      )}
      {sections.length > 0 && (
        <Card title={t('redis.sections')} size="small">
          <Collapse
            defaultActiveKey={sections.slice(0, 1).map(([name]) => name)}
            items={sections.map(([name, fields]) => ({
              key: name,
              label: name,
              children: (
                <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
                  {Object.entries(fields).map(([key, value]) => (
                    <Descriptions.Item key={key} label={key}>
                      {value}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ),
            }))}
          />
        </Card>
      )}
    </div>
  );
}

export default RedisInfoPage;
