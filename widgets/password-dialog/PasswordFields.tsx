import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_NS } from './locales';

export interface PasswordFieldsProps {
  /** A shortest new password to ask for before the server is asked (the server has its own rule). */
  minLength?: number;
}

/**
 * The three fields of a password change inside an antd Form: old password, new password and its
 * confirmation, each required (SPEC §5 texts), the confirmation equal to the new one.
 *
 * @example
 * <Form form={form}><PasswordFields minLength={8} /></Form>
 */
export function PasswordFields({ minLength }: PasswordFieldsProps) {
  const { t } = useTranslation(PASSWORD_NS);
  return (
    <>
      <Form.Item
        name="oldpassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('newPassword')}
        rules={[
          { required: true, message: t('newRequired') },
          ...(minLength ? [{ min: minLength, message: t('newMin', { count: minLength }) }] : []),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
