// The form fields the registration and the password reset share: a new password with its confirmation,
// and a mobile number with the SMS code sent to it. Rendered inside an antd Form (they read it through
// Form.useFormInstance), whose values carry `password`, `confirm`, `phone` and `smscode`.
import { KeyOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, MOBILE_PATTERN, SMS_CODE_PATTERN, type SmsMode } from './api';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
import { SmsCodeButton } from './SmsCodeButton';

const useFlowTranslation = () => useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });

export interface NewPasswordFieldsProps {
  /** The password field's label: "Password" on registration, "New password" on the reset. */
  labelKey: 'passwordLabel' | 'newPasswordLabel';
}

/**
 * The new password (at least MIN_PASSWORD_LENGTH characters) and the same again.
 *
 * @example
 * <NewPasswordFields labelKey="newPasswordLabel" />
 */
export function NewPasswordFields({ labelKey }: NewPasswordFieldsProps) {
  const { t } = useFlowTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t(labelKey)}
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
    </>
  );
}

export interface PhoneCodeFieldsProps {
  /** What the code is for (the server's `smsmode`): '1' registration, '2' the password reset. */
  smsmode: SmsMode;
  /** The server's refusal to send a code (undefined once one is sent). */
  onError: (message: string | undefined) => void;
}

/**
 * The mobile number and the six-digit SMS code, with the button that sends it; the server's answer
 * to a sent code shows under the field.
 *
 * @example
 * <PhoneCodeFields smsmode="1" onError={setError} />
 */
export function PhoneCodeFields({ smsmode, onError }: PhoneCodeFieldsProps) {
  const { t } = useFlowTranslation();
  const form = Form.useFormInstance<{ phone: string }>();
  const [hint, setHint] = useState<string>();
  return (
    <>
      <Form.Item
        name="phone"
        label={t('phoneLabel')}
        rules={[
          { required: true, message: t('mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('mobile')} inputMode="numeric" autoComplete="tel" />
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
            smsmode={smsmode}
            getMobile={() => form.validateFields(['phone']).then((v) => v.phone)}
            onResult={({ sent, message }) => {
              setHint(sent ? message : undefined);
              onError(sent ? undefined : message);
            }}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
