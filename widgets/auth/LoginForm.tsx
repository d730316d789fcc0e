import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, theme } from 'antd';
// Input's barrel also brings TextArea, Search and OTP (and a ResizeObserver polyfill) onto the login route.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from './locales';

export interface LoginValues {
  username: string;
  password: string;
}

type Errors = Partial<Record<keyof LoginValues, string>>;

export interface LoginFormProps {
  /** Called with the trimmed user name once both fields are filled. */
  onSubmit: (values: LoginValues) => void;
  /** Shows the submit button's loading state. */
  submitting?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
}

function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div id={id} role="alert" style={{ minHeight: 24, color: token.colorError, lineHeight: '24px' }}>
      {children}
    </div>
  );
}

/**
 * User name and password with required-field messages; Enter in either field submits. A plain form
 * rather than antd's Form: the login route has a 200 KB budget and antd's Form with its validator and
 * tooltips costs a tenth of it for two required checks.
 *
 * @example
 * <LoginForm onSubmit={signIn} submitting={busy} error={serverMessage} />
 */
export function LoginForm({ onSubmit, submitting = false, error }: LoginFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const check = (v: LoginValues): Errors => ({
    username: v.username.trim() ? undefined : t('usernameRequired'),
    password: v.password ? undefined : t('passwordRequired'),
  });
  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like antd's Form: once a field was flagged, it re-validates as the user types.
    if (errors[field]) setErrors({ ...errors, [field]: check(next)[field] });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (!found.username && !found.password)
      onSubmit({ username: values.username.trim(), password: values.password });
  };

  return (
    <form name="login" onSubmit={submit} noValidate>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Input
        size="large"
        name="username"
        prefix={<UserOutlined />}
        placeholder={t('username')}
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={(e) => change('username', e.target.value)}
        status={errors.username ? 'error' : undefined}
        aria-invalid={Boolean(errors.username)}
        aria-describedby="login-username-error"
      />
      <FieldError id="login-username-error">{errors.username}</FieldError>
      <Password
        size="large"
        name="password"
        prefix={<LockOutlined />}
        placeholder={t('password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        status={errors.password ? 'error' : undefined}
        aria-invalid={Boolean(errors.password)}
        aria-describedby="login-password-error"
      />
      <FieldError id="login-password-error">{errors.password}</FieldError>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        style={{ marginTop: 8 }}
      >
        {t('submit')}
      </Button>
    </form>
  );
}
