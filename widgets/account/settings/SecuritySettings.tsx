import { Button, Divider, Form, List, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { getUserInfo, sessionAtom } from '../../../runtime/core';
import { PasswordFields } from '../../password-dialog/PasswordFields';
import { usePasswordChange, type PasswordValues } from '../../password-dialog/usePasswordChange';
import { fetchProfile } from '../api';
import { ACCOUNT_NS } from '../locales';
import { useAccountData } from '../useAccountData';

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
  const [form] = Form.useForm<PasswordValues>();
  const username = (useAtomValue(sessionAtom)?.userInfo ?? getUserInfo())?.username;
  const { saving, change } = usePasswordChange(username, t('passwordChangedRelogin'));
  const profile = useAccountData(fetchProfile);

  const submit = async (values: PasswordValues) => {
    if (await change(values)) form.resetFields();
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
        <PasswordFields minLength={MIN_LENGTH} />
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
