import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../core';
import { formatBytes } from '../../render/list/format';
import { FILES_NS } from '../files/locales';
import HashValue from '../list/HashValue';
import { useFeedback } from '../useFeedback';
import { DownloadStats } from './DownloadStats';
import { downloadStoredFile, storedFilesOf, type StoredFileRef } from './storedFileRef';

const LINK_STYLE = { padding: 0, height: 'auto' };

function FileLine({ file, full }: { file: StoredFileRef; full: boolean }) {
  const { t } = useTranslation(FILES_NS);
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadStoredFile(file)
      .catch((err: unknown) => void message.error(`${t('downloadFailed')}: ${errorMessageOf(err)}`))
      .finally(() => setBusy(false));
  };
  return (
    <Flex wrap gap={8} align="center" data-testid="stored-file">
      <Button
        type="link"
        size="small"
        style={LINK_STYLE}
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={download}
      >
        {file.name}
      </Button>
      <Typography.Text type="secondary">{formatBytes(file.sizeBytes)}</Typography.Text>
      {full ? (
        <Typography.Text code copyable={{ text: file.sha256 }} style={{ wordBreak: 'break-all' }}>
          SHA-256 {file.sha256}
        </Typography.Text>
      ) : (
        <HashValue value={file.sha256} />
      )}
      <Typography.Text type="secondary">{t('downloads', { count: file.downloadCount })}</Typography.Text>
      {full && <DownloadStats fileId={file.id} />}
    </Flex>
  );
}

/**
 * A `storedFiles` value: each file a link that downloads it, its size, its SHA-256 (the first 12
 * characters in lists, the whole digest in details, copied by the copy button) and its download count.
 * Loaded lazily by ValueView.
 *
 * @example
 * <StoredFilesValue files={record.files_files} full />
 */
export default function StoredFilesValue({ files, full = false }: { files: unknown; full?: boolean }) {
  const list = storedFilesOf(files);
  return (
    <Flex vertical gap={4}>
      {list.map((file) => (
        <FileLine key={file.id} file={file} full={full} />
      ))}
    </Flex>
  );
}
