import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../core';
import { formatBytes } from '../../render/list/format';
import { FILES_NS } from '../files/locales';
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
  const link = (
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
  );
  const size = <Typography.Text type="secondary">{formatBytes(file.sizeBytes)}</Typography.Text>;
  // A list cell: one line per file, the digest in the tooltip; a detail: the whole digest to copy,
  // the download count and the figures by organisation.
  if (!full) {
    return (
      <Flex gap={8} align="center" data-testid="stored-file" style={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`SHA-256 ${file.sha256}`}>{link}</Tooltip>
        {size}
      </Flex>
    );
  }
  return (
    <Flex wrap gap={8} align="center" data-testid="stored-file">
      {link}
      {size}
      <Typography.Text code copyable={{ text: file.sha256 }} style={{ wordBreak: 'break-all' }}>
        SHA-256 {file.sha256}
      </Typography.Text>
      <Typography.Text type="secondary">{t('downloads', { count: file.downloadCount })}</Typography.Text>
      <DownloadStats fileId={file.id} />
    </Flex>
  );
}

/**
 * A `storedFiles` value: each file a link that downloads it and its size; lists show the SHA-256 in
 * the link's tooltip, details the whole digest (copied by the copy button), the download count and the
 * downloads by organisation.
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
