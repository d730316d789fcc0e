import { Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { PriorityTag } from '../bell/PriorityTag';
import type { Option } from './options';
import { RowActions, type RowActionHandlers } from './RowActions';
import type { AnnouncementRecord } from './types';

/** Tag colour per publish status: draft grey, published green, revoked orange. */
export const SEND_STATUS_COLORS: Record<string, string> = { '0': 'default', '1': 'green', '2': 'orange' };

const labelOf = (options: Option[], value: unknown, fallback?: string) =>
  options.find((o) => o.value === value)?.label ?? fallback ?? (typeof value === 'string' ? value : '');

/**
 * The admin list's columns. Labels come from the current language; the server's `_dictText` is used
 * only for a value this client does not know.
 *
 * @example
 * <Table columns={announcementColumns(t, options, handlers)} />
 */
export function announcementColumns(
  t: TFunction,
  options: { categories: Option[]; sendStatuses: Option[]; msgTypes: Option[] },
  handlers: RowActionHandlers,
): TableColumnsType<AnnouncementRecord> {
  return [
    {
      title: t('title'),
      dataIndex: 'titile',
      width: 280,
      ellipsis: true,
      render: (title: string, record) => (
        <Typography.Link onClick={() => handlers.onPreview(record)} title={title}>
          {title}
        </Typography.Link>
      ),
    },
    {
      title: t('category'),
      dataIndex: 'msgCategory',
      width: 110,
      render: (v: string, r) => labelOf(options.categories, v, r.msgCategory_dictText),
    },
    { title: t('sender'), dataIndex: 'sender', width: 110, ellipsis: true },
    {
      title: t('priorityLabel'),
      dataIndex: 'priority',
      width: 110,
      render: (v: string) => <PriorityTag priority={v} />,
    },
    {
      title: t('msgType'),
      dataIndex: 'msgType',
      width: 110,
      render: (v: string) => labelOf(options.msgTypes, v),
    },
    {
      title: t('sendStatus'),
      dataIndex: 'sendStatus',
      width: 100,
      render: (v: string, r) => (
        <Tag color={SEND_STATUS_COLORS[v] ?? 'default'}>
          {labelOf(options.sendStatuses, v, r.sendStatus_dictText)}
        </Tag>
      ),
    },
    { title: t('sendTime'), dataIndex: 'sendTime', width: 170, sorter: true },
    { title: t('cancelTime'), dataIndex: 'cancelTime', width: 170 },
    {
      title: t('createTime'),
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      defaultSortOrder: 'descend',
    },
    {
      title: t('action'),
      key: 'action',
      fixed: 'right',
      width: 300,
      render: (_, record) => <RowActions record={record} {...handlers} />,
    },
  ];
}
