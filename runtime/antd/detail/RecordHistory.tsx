import { Empty, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAction } from '../../core';
import type { ModelSchema } from '../../render/schemaLite';
import { pageOf } from '../../render/list/listOperations';
import { formatDate } from '../../render/list/format';
import { SCHEMA_NS } from '../../render/locales';
import { fieldLabel, type TextResolver } from '../../render/schema/text';

/** The data-log API (model sys_data_log, api-contract §4.9). */
export const DATA_LOG_LIST = '/sys/dataLog/list';
/** The code that lists the data log (model sys_data_log's `<permissionPrefix>:list`). */
export const DATA_LOG_PERMISSION = 'dataLog:list';

interface Version {
  id: string;
  dataVersion: number;
  dataContent?: string;
  createBy?: string;
  createTime?: string;
}

function parse(content: string | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(content ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const IGNORED = new Set(['updateTime', 'updateBy', 'createTime', 'createBy']);

/**
 * The properties whose value differs between two versions of a record (audit fields left out).
 *
 * @example
 * changedFields({ title: 'a', status: '0' }, { title: 'b', status: '0' }); // ['title']
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      !IGNORED.has(key) &&
      !key.endsWith('_dictText') &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export interface RecordHistoryProps {
  model: ModelSchema;
  recordId: string;
  tx: TextResolver;
}

/**
 * The versions of a record from the data log, newest first, each with who, when and what changed.
 *
 * @example
 * <RecordHistory model={model} recordId={record.id} tx={tx} />
 */
export function RecordHistory({ model, recordId, tx }: RecordHistoryProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const [versions, setVersions] = useState<Version[]>();
  useEffect(() => {
    let current = true;
    getAction(DATA_LOG_LIST, {
      dataTable: model['x-storage'].table,
      dataId: recordId,
      column: 'dataVersion',
      order: 'desc',
      pageNo: 1,
      pageSize: 50,
    })
      .then(
        (envelope) =>
          current && setVersions(envelope.success ? pageOf<Version>(envelope.result).records : []),
      )
      .catch(() => current && setVersions([]));
    return () => {
      current = false;
    };
  }, [model, recordId]);
  if (!versions) return <Spin />;
  if (versions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noHistory')} />;
  const sorted = [...versions].sort((a, b) => b.dataVersion - a.dataVersion);
  return (
    <Timeline
      items={sorted.map((version, i) => {
        const previous = sorted[i + 1];
        const changed = previous
          ? changedFields(parse(previous.dataContent), parse(version.dataContent))
          : undefined;
        const what = !changed
          ? t('detail.created')
          : changed.length === 0
            ? t('detail.unchanged')
            : t('detail.changed', { fields: changed.map((f) => fieldLabel(model, f, tx)).join('、') });
        return {
          key: version.id,
          children: (
            <>
              <Typography.Text strong>
                {t('detail.version', { version: version.dataVersion })}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {version.createBy} {formatDate(version.createTime)}
              </Typography.Text>
              <div>{what}</div>
            </>
          ),
        };
      })}
    />
  );
}
