// Export and import of a module (a stored model with its pages, menu items and codes as files in the
// repository's `schemas/` layout). Export saves the bundle as a .json file; import reads one, lists what
// it will create or version, and imports it only once confirmed (all or nothing on the server).
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, List, Modal, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSchema } from '../api';
import { exportModule, importModule, type DataLoss, type ModuleBundle } from './api';
import { DataLossModal } from './DataLossModal';
import { HISTORY_NS } from './locales';
import { readBundle, type BundleEntry } from './readBundle';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * @example
 * <ExportModuleButton model="online_book" />
 */
export function ExportModuleButton({ model }: { model: string }) {
  const { t } = useTranslation(HISTORY_NS);
  const { message } = App.useApp();
  const run = async () => {
    const bundle = await exportModule(model);
    const file = `${model}.module.json`;
    download(`${JSON.stringify(bundle, null, 2)}\n`, file);
    void message.success(t('exported', { file }));
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} onClick={() => void run()}>
      {t('exportModule')}
    </Button>
  );
}

export interface ImportModuleButtonProps {
  /** The stored documents, to tell which files become new versions. */
  rows: readonly StoredSchema[];
  onImported: () => void;
}

/**
 * @example
 * <ImportModuleButton rows={designer.rows} onImported={designer.refresh} />
 */
export function ImportModuleButton({ rows, onImported }: ImportModuleButtonProps) {
  const { t } = useTranslation(HISTORY_NS);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [bundle, setBundle] = useState<{ value: ModuleBundle; entries: BundleEntry[] } | null>(null);
  const [losses, setLosses] = useState<DataLoss[]>([]);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const read = readBundle(await file.text(), rows);
    if ('error' in read) void message.error(t('importBadFile', { reason: read.error }));
    else setBundle(read);
  };
  const run = async (confirmDataLoss?: string[]) => {
    if (!bundle) return;
    setBusy(true);
    try {
      const outcome = await importModule(bundle.value, { confirmDataLoss });
      if (!outcome.ok) {
        if (outcome.dataLoss.length > 0) setLosses(outcome.dataLoss);
        else void message.error(t('refused', { message: outcome.message }));
        return;
      }
      setLosses([]);
      setBundle(null);
      void message.success(t('imported', { count: outcome.result.length }));
      onImported();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        {t('importModule')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label={t('importModule')}
        style={{ display: 'none' }}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Modal
        open={bundle !== null}
        title={t('importTitle')}
        okText={t('importConfirm')}
        okButtonProps={{ loading: busy }}
        onOk={() => void run()}
        onCancel={() => setBundle(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('importIntro')}</Typography.Paragraph>
        <List
          size="small"
          dataSource={bundle?.entries ?? []}
          renderItem={(entry) => (
            <List.Item>
              <Typography.Text code>{entry.path}</Typography.Text>
              {entry.kind === 'menu' ? (
                <Tag>{t('importMenu', { count: entry.menuItems })}</Tag>
              ) : (
                <Tag color={entry.stored ? 'orange' : 'green'}>
                  {t(entry.stored ? 'importUpdate' : 'importCreate')}
                </Tag>
              )}
            </List.Item>
          )}
        />
      </Modal>
      <DataLossModal
        losses={losses}
        saving={busy}
        onConfirm={() => void run(losses.map((l) => l.field))}
        onCancel={() => setLosses([])}
      />
    </>
  );
}
