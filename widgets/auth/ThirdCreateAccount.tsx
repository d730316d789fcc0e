import { Button } from 'antd';
// Input's barrel also brings TextArea, Search and OTP onto the login route (see LoginForm.tsx).
import Input from 'antd/es/input/Input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thirdCreateAccount, type ApiEnvelope, type LoginResult } from '../../runtime/core';
import { FieldError } from './FieldError';
import { AUTH_NS } from './locales';

export interface ThirdCreateAccountProps {
  /** The first sign-in's binding id (`?oidcBind=`). */
  bindId: string;
  onSignedIn: (envelope: ApiEnvelope<LoginResult>) => void;
  onError: (reason: unknown) => void;
}

/**
 * Back from a provider that creates accounts, whose preferred username is taken here (`?thirdCreate=1`):
 * beside binding an existing account, a new one under a name of the person's choice
 * (POST /sys/third/user/create). A name the server refuses (taken, invalid) shows its message.
 *
 * @example
 * {third.canCreate && <ThirdCreateAccount bindId={third.bindId} onSignedIn={enter} onError={fail} />}
 */
export function ThirdCreateAccount({ bindId, onSignedIn, onError }: ThirdCreateAccountProps) {
  const { t } = useTranslation(AUTH_NS);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) {
      setError(t('thirdCreateUsernameRequired'));
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      onSignedIn(await thirdCreateAccount(bindId, name));
    } catch (reason) {
      onError(reason);
      setSubmitting(false);
    }
  };

  return (
    <form name="third-create" onSubmit={(e) => void submit(e)} noValidate style={{ marginTop: 16 }}>
      <div style={{ marginBottom: 8 }}>{t('thirdCreateTitle')}</div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          name="newUsername"
          placeholder={t('thirdCreateUsername')}
          aria-label={t('thirdCreateUsername')}
          autoComplete="username"
          maxLength={100}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="third-create-error"
        />
        <Button htmlType="submit" loading={submitting}>
          {t('thirdCreateSubmit')}
        </Button>
      </div>
      <FieldError id="third-create-error">{error}</FieldError>
    </form>
  );
}
