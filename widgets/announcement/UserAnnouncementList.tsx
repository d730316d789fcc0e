import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementDetailModal } from '../bell/AnnouncementDetailModal';
import { PriorityTag } from '../bell/PriorityTag';
import { ANNOUNCEMENT_NS } from './locales';
import { PagedTable } from './PagedTable';
import { useAnnouncementOptions } from './options';
import { SearchBar } from './SearchBar';
import type { MyAnnouncement } from './types';
import { useMyAnnouncements } from './useMyAnnouncements';

/**
 * The user's own announcements at /isps/userAnnouncement (component `system/UserAnnouncementList`): a
 * paged table, unread first, filtered by read state, priority, category and title; '全部标注已读'; a
 * click opens the detail modal and marks the announcement read.
 *
 * @example
 * registerPage('system/UserAnnouncementList', () => import('./UserAnnouncementList'));
 */
export function UserAnnouncementList() {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { message } = App.useApp();
  const options = useAnnouncementOptions();
  const { list, selected, open, close, readAll } = useMyAnnouncements();

  const columns: TableColumnsType<MyAnnouncement> = [
    {
      title: t('title'),
      dataIndex: 'titile',
      ellipsis: true,
      render: (title: string, record) => (
        <Typography.Link onClick={() => open(record)} strong={record.readFlag !== '1'}>
          {title}
        </Typography.Link>
      ),
    },
    {
      title: t('category'),
      dataIndex: 'msgCategory',
      width: 120,
      render: (value: string) => options.categories.find((o) => o.value === value)?.label ?? value,
    },
    { title: t('sender'), dataIndex: 'sender', width: 120, ellipsis: true },
    { title: t('sendTime'), dataIndex: 'sendTime', width: 180 },
    {
      title: t('priorityLabel'),
      dataIndex: 'priority',
      width: 120,
      render: (value: string) => <PriorityTag priority={value} />,
    },
    {
      title: t('readFlag'),
      dataIndex: 'readFlag',
      width: 100,
      render: (value: string) => (
        <Tag color={value === '1' ? 'default' : 'red'}>{t(`readFlags.${value === '1' ? '1' : '0'}`)}</Tag>
      ),
    },
    {
      title: t('action'),
      key: 'action',
      width: 90,
      render: (_, record) => <Typography.Link onClick={() => open(record)}>{t('view')}</Typography.Link>,
    },
  ];

  return (
    <div>
      <SearchBar
        fields={[
          { name: 'titile', label: t('title') },
          { name: 'readFlag', label: t('readFlag'), options: options.readFlags },
          { name: 'priority', label: t('priorityLabel'), options: options.priorities },
          { name: 'msgCategory', label: t('category'), options: options.categories },
        ]}
        onSearch={list.search}
      />
      <Space style={{ marginBottom: 16 }}>
        <Popconfirm
          title={t('readAllConfirm')}
          okText={t('ok')}
          cancelText={t('cancel')}
          onConfirm={async () => {
            if (await readAll().catch(() => false)) void message.success(t('readAllDone'));
          }}
        >
          <Button icon={<CheckOutlined />}>{t('readAll')}</Button>
        </Popconfirm>
      </Space>
      <PagedTable<MyAnnouncement> list={list} rowKey="anntId" columns={columns} scroll={{ x: 860 }} />
      <AnnouncementDetailModal announcement={selected} onClose={close} />
    </div>
  );
}

export default UserAnnouncementList;
