import { Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_NS } from './locales';
import type { AnnouncementReader, AnnouncementRecord } from './types';
import { useReaders } from './useReaders';

export interface ReadersModalProps {
  /** The announcement whose readers are shown; closed while null. */
  record: AnnouncementRecord | null;
  onClose: () => void;
}

/**
 * Who received an announcement and who has read it, with the read time; unread first is the server's
 * order, the summary counts both.
 *
 * @example
 * <ReadersModal record={readersOf} onClose={() => setReadersOf(null)} />
 */
export function ReadersModal({ record, onClose }: ReadersModalProps) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const { readers, loading } = useReaders(record?.id);
  const read = readers.filter((r) => r.readFlag === '1').length;
  const columns: TableColumnsType<AnnouncementReader> = [
    { title: t('realname'), dataIndex: 'realname', render: (v: string | null, r) => v || r.username },
    { title: t('username'), dataIndex: 'username' },
    {
      title: t('readFlag'),
      dataIndex: 'readFlag',
      width: 110,
      filters: [
        { text: t('readFlags.0'), value: '0' },
        { text: t('readFlags.1'), value: '1' },
      ],
      onFilter: (value, r) => r.readFlag === value,
      render: (v: string) => (
        <Tag color={v === '1' ? 'green' : 'default'}>{t(`readFlags.${v === '1' ? '1' : '0'}`)}</Tag>
      ),
    },
    { title: t('readTime'), dataIndex: 'readTime', width: 180 },
  ];
  return (
    <Modal
      open={record !== null}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      title={t('readersTitle', { title: record?.titile ?? '', interpolation: { escapeValue: false } })}
    >
      <Typography.Paragraph type="secondary">
        {t('readersSummary', { read, total: readers.length })}
      </Typography.Paragraph>
      <Table<AnnouncementReader>
        rowKey="userId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={readers}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}
