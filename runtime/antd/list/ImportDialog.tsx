import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downFile } from '../../core';
import type { ImportSummary } from '../../render/list/listOperations';
import { saveBlob } from '../pageKit/saveBlob';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';

export interface ImportDialogProps {
  title: string;
  /** Uploads the file; `validOnly` imports the valid rows of a file with errors. */
  onImport: (file: File, validOnly: boolean) => Promise<ImportSummary>;
  /** After rows were imported (the list refreshes). */
  onImported: () => void;
  onClose: () => void;
}

/**
 * Imports an .xlsx file and shows the result: counts, the per-row errors, and "import the valid rows"
 * when the server imported nothing because some rows are wrong (api-contract §2.6).
 *
 * @example
 * <ImportDialog title="数据字典" onImport={list.importFile} onImported={list.reload} onClose={close} />
 */
export function ImportDialog({ title, onImport, onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<ImportSummary>();
  const [failure, setFailure] = useState<string>();

  const upload = async (validOnly: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await onImport(file, validOnly);
      setSummary(result);
      if (result.imported) onImported();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const downloadLog = async (url: string) => {
    try {
      saveBlob(await downFile(url), t('importer.logFile', { title }));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  const counts = summary && {
    total: summary.totalCount ?? (summary.successCount ?? 0) + (summary.errorCount ?? 0),
    success: summary.successCount ?? 0,
    error: summary.errorCount ?? summary.errors.length,
  };
  // Nothing was imported yet, so the valid rows are those without an error (the server counts rows,
  // not messages, in errorCount).
  const canImportValid = counts && !summary.imported && counts.total - counts.error > 0;
  return (
    <Modal
      open
      title={t('importer.title', { title })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('importer.close')}</Button>
          {summary?.logUrl && (
            <Button icon={<DownloadOutlined />} onClick={() => void downloadLog(summary.logUrl!)}>
              {t('importer.log')}
            </Button>
          )}
          {canImportValid && (
            <Button danger loading={busy} onClick={() => void upload(true)}>
              {t('importer.importValid')}
            </Button>
          )}
          {!summary && (
            <Button type="primary" disabled={!file} loading={busy} onClick={() => void upload(false)}>
              {t('importer.start')}
            </Button>
          )}
        </Space>
      }
    >
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        beforeUpload={(picked) => {
          setFile(picked);
          setSummary(undefined);
          return false;
        }}
        onRemove={() => setFile(undefined)}
        fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('importer.pick')}</p>
        <Typography.Text type="secondary">{t('importer.hint')}</Typography.Text>
      </Upload.Dragger>
      {failure && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={t('importer.failed')}
          description={failure}
        />
      )}
      {summary && counts && (
        <div style={{ marginTop: 16 }} role="status">
          {summary.allImported ? (
            <Alert type="success" showIcon message={summary.message || t('importer.allOk', counts)} />
          ) : (
            <Alert
              type={summary.imported ? 'warning' : 'error'}
              showIcon
              message={t('importer.summary', counts)}
              description={summary.imported ? summary.message : t('importer.nothingImported')}
            />
          )}
          {summary.errors.length > 0 && (
            <List
              size="small"
              header={t('importer.rowErrors')}
              style={{ marginTop: 12, maxHeight: 240, overflowY: 'auto' }}
              dataSource={summary.errors}
              renderItem={(error) => (
                <List.Item>
                  {error.row !== undefined && (
                    <Typography.Text strong>{t('importer.row', { row: error.row })}：</Typography.Text>
                  )}
                  {error.message}
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

export default ImportDialog;
