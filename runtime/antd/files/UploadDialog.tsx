import { InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from '../../render/files/fileRules';
import { useFeedback } from '../useFeedback';
import { FILES_NS } from './locales';
import { UploadRow } from './UploadRow';
import { useUploads, type UploadSetup } from './useUploads';

export interface UploadDialogProps extends UploadSetup {
  title?: string;
  multiple?: boolean;
  /** After files were stored (the list refreshes). */
  onUploaded: () => void;
  onClose: () => void;
}

/**
 * The upload action's dialog: files chosen with the picker or dropped, checked against the category's
 * size and type limits before anything is sent, then uploaded one after the other with a progress bar
 * each (large files in resumable chunks). The list refreshes when the dialog closes after an upload.
 *
 * @example
 * <UploadDialog api="/sys/file/upload" chunked rulesApi="/sys/file/categories" fields={{ category: 'general', folder: '' }} onUploaded={reload} onClose={close} />
 */
export function UploadDialog({ title, multiple, onUploaded, onClose, ...setup }: UploadDialogProps) {
  const { t } = useTranslation(FILES_NS);
  const { message } = useFeedback();
  const { rule, items, add, remove, startAll } = useUploads(setup);
  const [busy, setBusy] = useState(false);
  const [stored, setStored] = useState(0);
  const waiting = items.some((it) => it.state?.status === 'waiting');
  const uploading = items.some((it) => it.state?.status === 'uploading');

  const start = async () => {
    setBusy(true);
    const count = await startAll();
    setBusy(false);
    if (count > 0) {
      setStored((n) => n + count);
      void message.success(t('allDone', { count }));
    }
  };
  const close = () => {
    if (stored > 0) onUploaded();
    onClose();
  };

  return (
    <Modal
      open
      title={title ?? t('uploadTitle')}
      width={640}
      onCancel={uploading ? undefined : close}
      closable={!uploading}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={close} disabled={uploading}>
          {t('close')}
        </Button>,
        <Button key="start" type="primary" onClick={() => void start()} disabled={!waiting} loading={busy}>
          {t('start')}
        </Button>,
      ]}
    >
      <Upload.Dragger
        multiple={multiple}
        accept={acceptAttribute(rule) || undefined}
        showUploadList={false}
        // Files are only collected here; the dialog sends them through the stored-file API itself.
        beforeUpload={(file, list) => {
          if (file === list[0]) add(multiple ? list : [file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('dropHint')}</p>
        {rule && (
          <p className="ant-upload-hint">
            {t('limitHint', { limit: `${rule.maxMB} MB` })} ·{' '}
            {rule.accept ? t('acceptHint', { accept: rule.accept.join(', ') }) : t('anyType')}
          </p>
        )}
      </Upload.Dragger>
      {items.length > 0 && (
        <div style={{ marginTop: 12, maxHeight: 320, overflow: 'auto' }}>
          {items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              onRemove={() => remove(item.key)}
              onStored={(file) => {
                setStored((n) => n + 1);
                setup.onStored?.(file);
              }}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
