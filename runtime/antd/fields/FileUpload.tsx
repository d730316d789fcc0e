import { PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFileAccessHttpUrl } from '../../core';
import type { FieldWidgetProps } from '../../render';
import { SCHEMA_FIELDS_NS } from '../../render/locales/fields';
import { useFeedback } from '../useFeedback';
import { rememberUploadedName, useUploadedNames } from '../../render/files/uploadedNames';
import { accepts, pathsOf, uploadFile } from './uploadFile';

export interface FileUploadProps extends FieldWidgetProps<string | string[] | undefined> {
  /** Accepted types (`image/*,.pdf`). */
  accept?: string;
  maxSizeMB?: number;
  multiple?: boolean;
  /** The field is a list (else several paths are comma-joined). */
  arrayValue?: boolean;
  /** The server folder, by default the model's table. */
  biz?: string;
  /** The upload endpoint, `/sys/common/upload` by default. */
  action?: string;
  /** Pictures with previews. */
  image?: boolean;
}

function toFileList(
  paths: string[],
  nameOf: (path: string) => string,
  uidOf: (path: string) => string,
): UploadFile[] {
  return paths.map((path) => ({
    uid: uidOf(path),
    name: nameOf(path),
    status: 'done',
    url: getFileAccessHttpUrl(path),
    thumbUrl: getFileAccessHttpUrl(path),
  }));
}

/**
 * Uploads files as multipart to the upload endpoint; the value is the stored path (comma-joined, or a
 * list, when several). Size and type are checked before anything is sent.
 *
 * @example
 * <FileUpload value={attachment} onChange={setAttachment} maxSizeMB={10} biz="biz_case" />
 */
export function FileUpload(props: FileUploadProps) {
  const { value, onChange, accept, maxSizeMB, multiple, arrayValue, biz, action, image, disabled } = props;
  const { t } = useTranslation(SCHEMA_FIELDS_NS);
  const { message } = useFeedback();
  const paths = useMemo(() => pathsOf(value), [value]);
  const nameOf = useUploadedNames(paths);
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  // A file uploaded here keeps the uid it had while uploading, so the list shows one item turning done
  // rather than the uploading one fading out beside its stored twin.
  const uids = useRef(new Map<string, string>());
  const uidOf = (path: string) => uids.current.get(path) ?? path;
  const emit = (next: string[]) =>
    onChange?.(arrayValue ? next : next.length === 0 ? undefined : next.join(','));

  const beforeUpload = (file: File) => {
    if (!accepts(file, accept)) {
      void message.error(t('widget.badType'));
      return Upload.LIST_IGNORE;
    }
    if (maxSizeMB && file.size > maxSizeMB * 1024 * 1024) {
      void message.error(t('widget.tooLarge', { size: maxSizeMB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest = ({ file }: { file: string | Blob }) => {
    if (!(file instanceof File)) return;
    const entry: UploadFile = {
      uid: `${file.name}-${file.lastModified}`,
      name: file.name,
      status: 'uploading',
    };
    setUploading((prev) => [...prev, entry]);
    const settle = () => setUploading((prev) => prev.filter((u) => u.uid !== entry.uid));
    uploadFile(file, { url: action, biz })
      .then((path) => {
        uids.current.set(path, entry.uid);
        rememberUploadedName(path, file.name);
        settle();
        emit(multiple ? [...paths, path] : [path]);
      })
      .catch((err: unknown) => {
        settle();
        void message.error(`${t('widget.uploadFailed')}: ${err instanceof Error ? err.message : ''}`);
      });
  };

  const full = !multiple && paths.length > 0;
  return (
    <Upload
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      listType={image ? 'picture-card' : 'text'}
      fileList={[...toFileList(paths, nameOf, uidOf), ...uploading]}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={(file) => emit(paths.filter((p) => uidOf(p) !== file.uid))}
      showUploadList={{ showDownloadIcon: !image, showRemoveIcon: !disabled }}
      iconRender={() => <PaperClipOutlined />}
    >
      {disabled || full ? null : image ? (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('widget.uploadImage')}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{t('widget.upload')}</Button>
      )}
    </Upload>
  );
}

/**
 * Uploads pictures with previews (FileUpload in picture-card mode).
 *
 * @example
 * <ImageUpload value={logo} onChange={setLogo} accept="image/*" />
 */
export function ImageUpload(props: FileUploadProps) {
  return <FileUpload accept="image/*" {...props} image />;
}

export default FileUpload;
