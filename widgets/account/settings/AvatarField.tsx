import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountAvatar } from '../AccountAvatar';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, uploadAvatar } from '../api';
import { ACCOUNT_NS } from '../locales';

export interface AvatarFieldProps {
  /** The stored path (form value). */
  value?: string | null;
  onChange?: (path: string) => void;
  /** Whose avatar: its first letter stands in while there is no image. */
  name?: string;
}

/**
 * The avatar with a button to upload a new one. Type and size are checked here for a quick answer; the
 * server checks the content again and picks the stored name. The new path becomes the form value and is
 * applied when the form is saved.
 *
 * @example
 * <Form.Item name="avatar"><AvatarField /></Form.Item>
 */
export function AvatarField({ value, onChange, name }: AvatarFieldProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return void message.error(t('avatarBadType'));
    if (file.size > AVATAR_MAX_BYTES) return void message.error(t('avatarTooLarge'));
    setUploading(true);
    const envelope = await uploadAvatar(file);
    setUploading(false);
    if (!envelope.success || !envelope.result)
      return void message.error(envelope.message || t('avatarBadType'));
    onChange?.(envelope.result);
    void message.success(t('avatarUploaded'));
  };

  return (
    <Space direction="vertical" align="center">
      <AccountAvatar path={value} name={name} size={120} />
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        data-testid="avatar-input"
        onChange={(e) => void pick(e)}
      />
      <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {t('changeAvatar')}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('avatarHint')}
      </Typography.Text>
    </Space>
  );
}
