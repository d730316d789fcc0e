import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields, PhoneCodeFields } from './AccountFields';
import { checkOnlyUser, registerAccount, USERNAME_PATTERN, type RegisterPayload } from './api';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
import { UserLayout } from './UserLayout';
import { AuthLink } from './AuthLink';

interface RegisterValues extends RegisterPayload {
  confirm: string;
}

/**
 * Self-service registration at /user/register: user name (checked for uniqueness as it is left),
 * password with confirmation, mobile number with its SMS code, optional email. The account is created by
 * POST /sys/user/register; the page then goes to /user/register-result.
 *
 * @example
 * <Route path="/user/register" element={<RegisterPage />} />
 */
export function RegisterPage() {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ confirm: _confirm, email, ...values }: RegisterValues) => {
    setSubmitting(true);
    setError(undefined);
    const envelope = await registerAccount({
      ...values,
      username: values.username.trim(),
      ...(email ? { email } : {}),
    });
    setSubmitting(false);
    if (!envelope.success) {
      setError(envelope.message || t('failed'));
      return;
    }
    navigate(`/user/register-result?username=${encodeURIComponent(values.username.trim())}`);
  };

  return (
    <UserLayout>
      <h2 style={{ marginTop: 0, fontSize: 18 }}>{t('registerTitle')}</h2>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Form
        form={form}
        name="register"
        layout="vertical"
        size="large"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item
          name="username"
          label={t('usernameLabel')}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t('usernameRequired') },
            { pattern: USERNAME_PATTERN, message: t('usernamePattern') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value || !USERNAME_PATTERN.test(value)) return;
                const envelope = await checkOnlyUser(value);
                if (!envelope.success) throw new Error(envelope.message || t('failed'));
              },
            },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder={t('usernamePlaceholder')} autoComplete="username" />
        </Form.Item>
        <NewPasswordFields labelKey="passwordLabel" />
        <PhoneCodeFields smsmode="1" onError={setError} />
        <Form.Item
          name="email"
          label={t('emailLabel')}
          rules={[{ type: 'email', message: t('emailInvalid') }]}
        >
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('registerSubmit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <AuthLink to="/user/login">{t('haveAccount')}</AuthLink>
      </div>
    </UserLayout>
  );
}

export default RegisterPage;
