import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAction } from '../../core';
import type { FieldWidgetProps } from '../../render';
import { formatBytes, shortHash } from '../../render/list/format';
import { FILES_NS } from '../files/locales';
import { UploadDialog } from '../files/UploadDialog';
import { useFeedback } from '../useFeedback';
import { pathsOf } from '../fields/uploadFile';
import { storedFilesOf, type StoredFileRef } from './storedFileRef';

export interface StoredFilesProps extends FieldWidgetProps<string | null | undefined> {
  /** The file category (x-storedFiles.category). */
  category: string;
  /** Where new uploads go within the category. */
  folder?: string;
  /** New uploads are public to every partner. */
  public?: boolean;
  max?: number;
  /** The record's `<field>_files` (what the value's ids are). */
  initialFiles?: unknown;
  'aria-label'?: string;
}

const LIST_API = '/sys/file/list';
const UPLOAD_API = '/sys/file/upload';
const RULES_API = '/sys/file/categories';
const DEFAULT_MAX = 10;

/** What the ids name: from the record first, the rest read from the file list by id. */
function useKnownFiles(ids: string[], category: string, initial: unknown) {
  const { t } = useTranslation(FILES_NS);
  const { message } = useFeedback();
  const [known, setKnown] = useState(() => new Map(storedFilesOf(initial).map((f) => [f.id, f])));
  const missing = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    let live = true;
    getAction<{ records: StoredFileRef[] }>(LIST_API, { category, ids: missing, pageSize: 100 }).then(
      (envelope) => {
        if (!live || !envelope.success) return;
        setKnown((prev) => new Map([...prev, ...envelope.result.records.map((f) => [f.id, f] as const)]));
      },
      () => live && void message.error(t('filesLoadFailed')),
    );
    return () => {
      live = false;
    };
  }, [missing, category, message, t]);
  const remember = (file: StoredFileRef) => setKnown((prev) => new Map(prev).set(file.id, file));
  return { known, remember };
}

/**
 * Edits an `x-storedFiles` property: the files it holds (name, size, SHA-256) with a remove button
 * each, and an upload button opening the file lists' upload dialog (limits checked before sending,
 * progress per file, large files in resumable chunks); each stored file joins the value.
 *
 * @example
 * <StoredFiles category="download" folder="版本" public value={files} onChange={setFiles} />
 */
export function StoredFiles(props: StoredFilesProps) {
  const { value, onChange, disabled, readOnly, category, folder = '', max = DEFAULT_MAX } = props;
  const { t } = useTranslation(FILES_NS);
  // Comma-joined ids, split as an upload field's comma-joined paths are.
  const ids = useMemo(() => pathsOf(value), [value]);
  const { known, remember } = useKnownFiles(ids, category, props.initialFiles);
  const [open, setOpen] = useState(false);
  // Several files finish during one dialog: each adds to the latest value, not the one rendered.
  const latest = useRef(ids);
  latest.current = ids;
  const emit = (next: string[]) => onChange?.(next.length === 0 ? null : next.join(','));
  const fields = useMemo(
    () => ({ category, folder, isPublic: props.public ? '1' : '0' }),
    [category, folder, props.public],
  );
  const editable = !disabled && !readOnly;

  return (
    <Flex vertical gap={4} aria-label={props['aria-label']}>
      {ids.map((id) => {
        const file = known.get(id);
        return (
          <Flex key={id} gap={8} align="center" wrap data-testid="stored-file">
            <Typography.Text>{file ? file.name : t('missingFile', { id })}</Typography.Text>
            {file && <Typography.Text type="secondary">{formatBytes(file.sizeBytes)}</Typography.Text>}
            {file && <Typography.Text code>{shortHash(file.sha256)}</Typography.Text>}
            {editable && (
              <Button
                type="text"
                size="small"
                aria-label={`${t('remove')} ${file?.name ?? id}`}
                icon={<DeleteOutlined />}
                onClick={() => emit(ids.filter((other) => other !== id))}
              />
            )}
          </Flex>
        );
      })}
      {editable && (
        <div>
          <Button icon={<UploadOutlined />} disabled={ids.length >= max} onClick={() => setOpen(true)}>
            {t('addFiles')}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {t('maxFiles', { max })}
          </Typography.Text>
        </div>
      )}
      {open && (
        <UploadDialog
          api={UPLOAD_API}
          chunked
          rulesApi={RULES_API}
          multiple
          fields={fields}
          onStored={(stored) => {
            const file = storedFilesOf([stored])[0];
            if (!file || latest.current.length >= max) return;
            remember(file);
            latest.current = [...latest.current, file.id];
            emit(latest.current);
          }}
          onUploaded={() => undefined}
          onClose={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}

export default StoredFiles;
