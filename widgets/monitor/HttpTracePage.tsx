import { Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraceEntry, TracePage } from '../../schemas/api/monitor';
import { formatMs, formatClock } from './format';
import { MONITOR_NS } from './locales';
import { MonitorHeader } from './MonitorHeader';
import { statusColor } from './statusColor';
import { STATUS_CLASSES, traceParams, type StatusChoice, type TraceFilter } from './traceFilter';
import { useMonitorPoll } from './useMonitorPoll';
import { useRefreshInterval } from './useRefreshInterval';

/**
 * The last requests the server answered (menu component `modules/monitor/HttpTrace`), newest first, filtered
 * by status (a class or an exact code) and by a part of the path. The server records no token, cookie,
 * password or body, so none can show here.
 *
 * @example
 * registerPage('modules/monitor/HttpTrace', () => import('./HttpTracePage'));
 */
export function HttpTracePage() {
  const { t } = useTranslation(MONITOR_NS);
  const [intervalSec, setIntervalSec] = useRefreshInterval();
  const [filter, setFilter] = useState<TraceFilter>({ status: 'all', path: '' });
  const params = useMemo(() => traceParams(filter), [filter]);
  const poll = useMonitorPoll<TracePage>('/sys/monitor/trace', intervalSec, params);
  const page = poll.data;
  const statusOptions = STATUS_CLASSES.map((s) => ({
    value: s,
    label: s === 'all' ? t('trace.statusAll') : s === 'exact' ? t('trace.statusExact') : s,
  }));
  return (
    <div>
      <MonitorHeader
        title={t('trace.title')}
        poll={poll}
        intervalSec={intervalSec}
        onIntervalChange={setIntervalSec}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<StatusChoice>
          aria-label={t('trace.status')}
          value={filter.status}
          options={statusOptions}
          onChange={(status) => setFilter((f) => ({ ...f, status }))}
          style={{ width: 140 }}
        />
        {filter.status === 'exact' && (
          <InputNumber<number>
            aria-label={t('trace.statusExact')}
            min={100}
            max={599}
            precision={0}
            value={filter.code}
            onChange={(code) => setFilter((f) => ({ ...f, code: code ?? undefined }))}
          />
        )}
        <Input.Search
          aria-label={t('trace.path')}
          placeholder={t('trace.path')}
          allowClear
          enterButton={t('trace.search')}
          onSearch={(path) => setFilter((f) => ({ ...f, path }))}
          style={{ width: 320 }}
        />
        {page && (
          <Typography.Text type="secondary">
            {t('trace.kept', { kept: page.kept, shown: page.records.length })}
          </Typography.Text>
        )}
      </Space>
      <Table<TraceEntry>
        size="small"
        rowKey="id"
        loading={!page && poll.error === undefined}
        dataSource={page?.records}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          {
            title: t('trace.time'),
            dataIndex: 'time',
            width: 170,
            render: (time: number) => formatClock(time),
          },
          { title: t('trace.method'), dataIndex: 'method', width: 90 },
          { title: t('http.route'), dataIndex: 'path', ellipsis: true },
          {
            title: t('trace.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag>,
          },
          { title: t('trace.duration'), dataIndex: 'durationMs', width: 110, render: formatMs },
          {
            title: t('trace.user'),
            dataIndex: 'user',
            width: 120,
            render: (user: string) =>
              user || <Typography.Text type="secondary">{t('trace.anonymous')}</Typography.Text>,
          },
          { title: t('trace.ip'), dataIndex: 'ip', width: 140 },
        ]}
      />
    </div>
  );
}

export default HttpTracePage;
