import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../core';
import { fetchFile } from '../../render/files/fileTransfer';
import { FILES_NS } from './locales';

export interface FilePreviewProps {
  /** GET endpoint of the file (inline). */
  url: string;
  /** Shown in the title until the answer names the file. */
  name?: string;
  onClose: () => void;
}

type Shown =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; src: string; type: string; name?: string };

/**
 * Shows an image or a PDF in a dialog. The file is fetched as a Blob through the HTTP client (the
 * token is a header, not a cookie, so a plain `src` would be refused) and shown from an object URL,
 * revoked when the dialog closes.
 *
 * @example
 * <FilePreview url="/sys/file/preview/f1" name="manual.pdf" onClose={close} />
 */
export function FilePreview({ url, name, onClose }: FilePreviewProps) {
  const { t } = useTranslation(FILES_NS);
  const [shown, setShown] = useState<Shown>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let src: string | undefined;
    fetchFile(url).then(
      ({ blob, name: served }) => {
        if (!live) return;
        src = URL.createObjectURL(blob);
        setShown({ status: 'ready', src, type: blob.type, name: served });
      },
      (error: unknown) => live && setShown({ status: 'error', error: errorMessageOf(error) }),
    );
    return () => {
      live = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);

  const title = t('previewTitle', { name: (shown.status === 'ready' && shown.name) || name || '' });
  return (
    <Modal open title={title} width={960} footer={null} onCancel={onClose} destroyOnHidden>
      {shown.status === 'loading' && (
        <Spin tip={t('loading')}>
          <div style={{ height: 200 }} />
        </Spin>
      )}
      {shown.status === 'error' && (
        <Alert type="error" showIcon message={t('previewFailed')} description={shown.error} />
      )}
      {shown.status === 'ready' &&
        (shown.type.startsWith('image/') ? (
          <img
            src={shown.src}
            alt={shown.name ?? name ?? ''}
            style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          />
        ) : shown.type === 'application/pdf' ? (
          <iframe src={shown.src} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <Alert type="info" showIcon message={t('noPreview')} />
        ))}
    </Modal>
  );
}
