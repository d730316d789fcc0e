import { UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneCodeFields } from './AccountFields';
import { verifyPhone, type VerifiedAccount } from './api';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';

interface VerifyValues {
  username: string;
  phone: string;
  smscode: string;
}

export interface AlterationVerifyStepProps {
  onVerified: (account: VerifiedAccount) => void;
  /** The server's refusal (or undefined to clear it). */
  onError: (message: string | undefined) => void;
}

/**
 * Step 1 of the password reset: user name, mobile number and the SMS code sent to it (smsmode '2').
 *
 * @example
 * <AlterationVerifyStep onVerified={setAccount} onError={setError} />
 */
export function AlterationVerifyStep({ onVerified, onError }: AlterationVerifyStepProps) {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const [form] = Form.useForm<VerifyValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: VerifyValues) => {
    setSubmitting(true);
    const envelope = await verifyPhone({ ...values, username: values.username.trim() });
    setSubmitting(false);
    if (envelope.success && envelope.result) onVerified(envelope.result);
    else onError(envelope.message || t('failed'));
  };

  return (
    <Form
      form={form}
      name="alteration-verify"
      layout="vertical"
      size="large"
      onFinish={(v) => void submit(v)}
      requiredMark={false}
    >
      <Form.Item
        name="username"
        label={t('usernameLabel')}
        rules={[{ required: true, message: t('usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" />
      </Form.Item>
      <PhoneCodeFields smsmode="2" onError={onError} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('next')}
      </Button>
    </Form>
  );
}
