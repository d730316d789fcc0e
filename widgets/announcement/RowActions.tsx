import { Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../runtime/core';
import { ANNOUNCEMENT_NS } from './locales';
import { ANNOUNCEMENT_PERMS } from './permissions';
import type { AnnouncementRecord } from './types';

export interface RowActionHandlers {
  onEdit: (record: AnnouncementRecord) => void;
  onPreview: (record: AnnouncementRecord) => void;
  onReaders: (record: AnnouncementRecord) => void;
  onRelease: (record: AnnouncementRecord) => void;
  onRevoke: (record: AnnouncementRecord) => void;
  onDelete: (record: AnnouncementRecord) => void;
}

/**
 * A row's actions, each shown only with its button permission (SPEC §6) and in the states where the
 * server allows it: a published announcement is revoked, not edited or published again; readers exist
 * once it has been published.
 *
 * @example
 * <RowActions record={record} {...handlers} />
 */
export function RowActions({ record, ...on }: RowActionHandlers & { record: AnnouncementRecord }) {
  const { t } = useTranslation(ANNOUNCEMENT_NS);
  const published = record.sendStatus === '1';
  const everPublished = published || record.sendStatus === '2';
  const confirm = (title: string, label: string, onConfirm: () => void) => (
    <Popconfirm title={title} okText={t('ok')} cancelText={t('cancel')} onConfirm={onConfirm}>
      <Typography.Link>{label}</Typography.Link>
    </Popconfirm>
  );
  return (
    <Space size={12} wrap>
      {!published && hasPermission(ANNOUNCEMENT_PERMS.edit) && (
        <Typography.Link onClick={() => on.onEdit(record)}>{t('edit')}</Typography.Link>
      )}
      {!published &&
        hasPermission(ANNOUNCEMENT_PERMS.release) &&
        confirm(t('publishConfirm'), t('publish'), () => on.onRelease(record))}
      {published &&
        hasPermission(ANNOUNCEMENT_PERMS.revoke) &&
        confirm(t('revokeConfirm'), t('revoke'), () => on.onRevoke(record))}
      <Typography.Link onClick={() => on.onPreview(record)}>{t('preview')}</Typography.Link>
      {everPublished && hasPermission(ANNOUNCEMENT_PERMS.list) && (
        <Typography.Link onClick={() => on.onReaders(record)}>{t('readers')}</Typography.Link>
      )}
      {hasPermission(ANNOUNCEMENT_PERMS.delete) &&
        confirm(t('deleteConfirm'), t('delete'), () => on.onDelete(record))}
    </Space>
  );
}
