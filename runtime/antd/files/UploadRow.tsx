import { Button, Flex, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../render/list/format';
import { FILES_NS } from './locales';
import type { UploadItem } from './useUploads';

export interface UploadRowProps {
  item: UploadItem;
  onRemove: () => void;
  /** Called after the row's own start, resume or retry stored the file. */
  onStored: (file: unknown) => void;
}

/**
 * One chosen file: name and size, its progress bar, the refusal or the server's message, and the
 * buttons its state allows (remove, cancel, resume a chunked upload, retry).
 *
 * @example
 * <UploadRow item={item} onRemove={() => remove(item.key)} onStored={refresh} />
 */
export function UploadRow({ item, onRemove, onStored }: UploadRowProps) {
  const { t } = useTranslation(FILES_NS);
  const { file, refusal, upload, state } = item;
  const status = state?.status ?? 'failed';
  const percent = state && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const after = (stored: unknown) => stored !== undefined && onStored(stored);
  const error = refusal ? t(refusal.key, refusal.values) : state?.error;
  return (
    <Flex vertical gap={4} style={{ padding: '8px 0' }} data-testid="upload-row">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text ellipsis style={{ maxWidth: 320 }}>
          {file.name}
        </Typography.Text>
        <Space size={4}>
          <Typography.Text type="secondary">
            {formatBytes(file.size)}
            {upload?.chunked ? ` · ${t('chunked')}` : ''}
          </Typography.Text>
          {status === 'uploading' && (
            <Button size="small" onClick={() => void upload?.cancel()}>
              {t('cancel')}
            </Button>
          )}
          {status === 'failed' && state?.resumable && (
            <Button size="small" type="primary" onClick={() => void upload?.resume().then(after)}>
              {t('resume')}
            </Button>
          )}
          {status === 'failed' && upload && !state?.resumable && (
            <Button size="small" onClick={() => void upload.start().then(after)}>
              {t('retry')}
            </Button>
          )}
          {status !== 'uploading' && (
            <Button
              size="small"
              type="text"
              onClick={() => {
                // A stopped chunked upload still holds its chunks on the server: drop them too.
                if (state?.resumable) void upload?.cancel();
                onRemove();
              }}
            >
              {t('remove')}
            </Button>
          )}
        </Space>
      </Flex>
      {!refusal && (
        <Progress
          percent={status === 'done' ? 100 : percent}
          size="small"
          status={status === 'failed' ? 'exception' : status === 'done' ? 'success' : 'active'}
          format={(p) => (status === 'uploading' || status === 'done' ? `${p}%` : t(status))}
        />
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
