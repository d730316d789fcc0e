import {
  KeyOutlined,
  MailOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  checkOnlyUser,
  MIN_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  registerAccount,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
  type RegisterPayload,
} from './api';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
import { SmsCodeButton } from './SmsCodeButton';
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
  const [hint, setHint] = useState<string>();
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
        <Form.Item
          name="password"
          label={t('passwordLabel')}
          rules={[
            { required: true, message: t('passwordRequired') },
            { min: MIN_PASSWORD_LENGTH, message: t('passwordMin') },
          ]}
        >
          <Input.Password
            prefix={<KeyOutlined />}
            placeholder={t('passwordPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('confirmLabel')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('confirmMismatch'));
              },
            }),
          ]}
        >
          <Input.Password
            prefix={<KeyOutlined />}
            placeholder={t('confirmPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('phoneLabel')}
          rules={[
            { required: true, message: t('mobileRequired') },
            { pattern: MOBILE_PATTERN, message: t('mobileInvalid') },
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('mobile')}
            inputMode="numeric"
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item label={t('smsCodeLabel')} required extra={hint}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="smscode"
              noStyle
              rules={[
                { required: true, message: t('smsCodeRequired') },
                { pattern: SMS_CODE_PATTERN, message: t('smsCodeInvalid') },
              ]}
            >
              <Input
                prefix={<SafetyCertificateOutlined />}
                placeholder={t('smsCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </Form.Item>
            <SmsCodeButton
              smsmode="1"
              getMobile={() => form.validateFields(['phone']).then((v) => v.phone)}
              onResult={({ sent, message }) => {
                setHint(sent ? message : undefined);
                setError(sent ? undefined : message);
              }}
            />
          </Space.Compact>
        </Form.Item>
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
