import { App, Button, Divider, Form, Input, List, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  clearSessionData,
  getUiProviders,
  getUserInfo,
  LOGIN_PATH,
  sessionAtom,
  updatePassword,
  type UpdatePasswordPayload,
} from '../../../runtime/core';
import { fetchProfile } from '../api';
import { ACCOUNT_NS } from '../locales';
import { useAccountData } from '../useAccountData';

type PasswordValues = Omit<UpdatePasswordPayload, 'username'>;

const MIN_LENGTH = 8;

/** '13812345678' → '138****5678'. */
function masked(phone: string): string {
  return phone.length >= 8 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/**
 * Security: the password form (SPEC §5 texts; POST sys/user/updatePassword) and what the account is
 * bound to. A changed password ends every session on the server, this one included, so the page signs
 * out and returns to the login page.
 *
 * @example
 * <SecuritySettings />
 */
export function SecuritySettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const username = (useAtomValue(sessionAtom)?.userInfo ?? getUserInfo())?.username;
  const profile = useAccountData(fetchProfile);

  const submit = async (values: PasswordValues) => {
    if (!username) return;
    setSaving(true);
    try {
      const envelope = await updatePassword({ username, ...values });
      if (!envelope.success) {
        void message.warning(envelope.message);
        return;
      }
      form.resetFields();
      // A notification, not a message: it must outlive the layout, which unmounts on the way to login.
      getUiProviders().notification.open({
        type: 'success',
        message: envelope.message,
        description: t('passwordChangedRelogin'),
      });
      // The server has already ended every session of the user; only the local one is left to forget.
      clearSessionData();
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The HTTP client already showed the failure.
    } finally {
      setSaving(false);
    }
  };

  const phone = profile.data?.phone;
  const email = profile.data?.email;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('passwordTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('passwordDescription')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="account-password"
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          name="oldpassword"
          label={t('oldPassword')}
          rules={[{ required: true, message: t('oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('newPassword')}
          rules={[
            { required: true, message: t('newPasswordRequired') },
            { min: MIN_LENGTH, message: t('passwordMin') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('changePassword')}
        </Button>
      </Form>
      <Divider />
      <List
        itemLayout="horizontal"
        dataSource={[
          {
            key: 'phone',
            title: t('boundPhone'),
            description: phone ? t('boundPhoneSet', { phone: masked(phone) }) : t('boundPhoneNone'),
          },
          {
            key: 'email',
            title: t('boundEmail'),
            description: email
              ? t('boundEmailSet', { email, interpolation: { escapeValue: false } })
              : t('boundEmailNone'),
          },
        ]}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Typography.Text key="hint" type="secondary">
                {t('editInBase')}
              </Typography.Text>,
            ]}
          >
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
    </>
  );
}
