import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../runtime/core';
import { AnnouncementDetailModal } from '../bell/AnnouncementDetailModal';
import { announcementColumns } from './announcementColumns';
import { AnnouncementFormModal } from './AnnouncementFormModal';
import { ANNOUNCEMENT_NS } from './locales';
import { PagedTable } from './PagedTable';
import { useAnnouncementOptions } from './options';
import { ANNOUNCEMENT_PERMS } from './permissions';
import { ReadersModal } from './ReadersModal';
import { SearchBar } from './SearchBar';
import type { AnnouncementRecord } from './types';
import { useAnnouncementAdmin } from './useAnnouncementAdmin';

/**
 * The announcement administration page (component `system/AnnouncementList`): search, the list with
 * status tags, and add, edit, delete, publish, revoke, preview and readers, each behind its button
 * permission. Data access sits in useAnnouncementAdmin; this file only lays it out.
 *
 * @example
 * registerPage('system/AnnouncementList', () => import('./AnnouncementList'));
 */
export function AnnouncementList() {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const options = useAnnouncementOptions();
  const { list, remove, release, revoke } = useAnnouncementAdmin();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ record: AnnouncementRecord | null } | null>(null);
  const [previewing, setPreviewing] = useState<AnnouncementRecord | null>(null);
  const [readersOf, setReadersOf] = useState<AnnouncementRecord | null>(null);

  const columns = announcementColumns(t, options, {
    onEdit: (record) => setEditing({ record }),
    onPreview: setPreviewing,
    onReaders: setReadersOf,
    onRelease: (record) => void release(record.id),
    onRevoke: (record) => void revoke(record.id),
    onDelete: (record) => void remove([record.id]),
  });

  const onChange: TableProps<AnnouncementRecord>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.field === 'string' ? one.field : undefined;
    list.setSort(
      one?.order && field ? { column: field, order: one.order === 'ascend' ? 'asc' : 'desc' } : {},
    );
  };

  const canDelete = hasPermission(ANNOUNCEMENT_PERMS.delete);
  return (
    <div>
      <SearchBar
        fields={[
          { name: 'titile', label: t('title') },
          { name: 'priority', label: t('priorityLabel'), options: options.priorities },
          { name: 'msgCategory', label: t('category'), options: options.categories },
          { name: 'sendStatus', label: t('sendStatus'), options: options.sendStatuses },
        ]}
        // The title matches anywhere in it (contract §2.3 wildcards).
        onSearch={({ titile, ...rest }) =>
          list.search({ ...rest, ...(titile ? { titile: `*${titile}*` } : {}) })
        }
      />
      <Space style={{ marginBottom: 16 }}>
        {hasPermission(ANNOUNCEMENT_PERMS.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ record: null })}>
            {t('add')}
          </Button>
        )}
        {canDelete && (
          <Popconfirm
            title={t('batchDeleteConfirm', { count: selectedIds.length })}
            okText={t('ok')}
            cancelText={t('cancel')}
            disabled={selectedIds.length === 0}
            onConfirm={async () => {
              if (await remove(selectedIds)) setSelectedIds([]);
            }}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0}>
              {t('batchDelete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <PagedTable<AnnouncementRecord>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1600 }}
        rowSelection={
          canDelete
            ? { selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)) }
            : undefined
        }
        onChange={onChange}
      />
      <AnnouncementFormModal
        open={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
      <AnnouncementDetailModal
        announcement={previewing}
        title={t('previewTitle')}
        onClose={() => setPreviewing(null)}
      />
      <ReadersModal record={readersOf} onClose={() => setReadersOf(null)} />
    </div>
  );
}

export default AnnouncementList;
