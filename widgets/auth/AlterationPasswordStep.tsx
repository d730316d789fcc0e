import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from './AccountFields';
import { resetPassword, type VerifiedAccount } from './api';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';

interface PasswordValues {
  password: string;
  confirm: string;
}

export interface AlterationPasswordStepProps {
  account: VerifiedAccount;
  onDone: () => void;
  onError: (message: string | undefined) => void;
  /** The ticket was refused (used or expired): the user must verify the phone again. */
  onExpired: (message: string) => void;
}

/**
 * Step 2 of the password reset: the new password twice, sent with the ticket from step 1.
 *
 * @example
 * <AlterationPasswordStep account={account} onDone={finish} onError={setError} onExpired={restart} />
 */
export function AlterationPasswordStep({ account, onDone, onError, onExpired }: AlterationPasswordStepProps) {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ password }: PasswordValues) => {
    setSubmitting(true);
    const envelope = await resetPassword({ username: account.username, password, ticket: account.ticket });
    setSubmitting(false);
    if (envelope.success) onDone();
    // A business refusal (code 500) means the ticket is used or expired; 400, 429 or a network failure
    // leave it good, so the user may simply try again.
    else if (String(envelope.code) === '500') onExpired(envelope.message || t('failed'));
    else onError(envelope.message || t('failed'));
  };

  return (
    <Form
      name="alteration-password"
      layout="vertical"
      size="large"
      onFinish={(v: PasswordValues) => void submit(v)}
      requiredMark={false}
    >
      <Form.Item label={t('usernameLabel')}>
        <Input value={account.username} disabled autoComplete="username" />
      </Form.Item>
      <NewPasswordFields labelKey="newPasswordLabel" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('resetSubmit')}
      </Button>
    </Form>
  );
}
