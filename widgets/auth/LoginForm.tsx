import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
// Input's barrel also brings TextArea, Search and OTP (and a ResizeObserver polyfill) onto the login route.
import Input from 'antd/es/input/Input';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './CaptchaField';
import { FieldError } from './FieldError';
import { AUTH_NS } from './locales';
import type { LoginCaptcha } from './useLoginCaptcha';

export interface LoginValues {
  username: string;
  password: string;
  /** Sent only while the captcha is required, with the key its image was issued for. */
  captcha?: string;
  checkKey?: string;
}

type Field = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<Field, string>>;

export interface LoginFormProps {
  /** Called with the trimmed user name once both fields are filled. */
  onSubmit: (values: LoginValues) => void;
  /** Shows the submit button's loading state. */
  submitting?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  /** The image captcha, while sign-in requires one. */
  captcha?: LoginCaptcha;
}

/**
 * User name and password (and the image captcha when the server asks for it) with required-field
 * messages; Enter in any field submits. A plain form
 * rather than antd's Form: the login route has a 200 KB budget and antd's Form with its validator and
 * tooltips costs a tenth of it for two required checks.
 *
 * @example
 * <LoginForm onSubmit={signIn} submitting={busy} error={serverMessage} />
 */
export function LoginForm({ onSubmit, submitting = false, error, captcha }: LoginFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const [values, setValues] = useState({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const checkKey = captcha?.checkKey;

  // Each image allows one attempt: a new one starts with an empty field.
  useEffect(() => {
    setValues((v) => ({ ...v, captcha: '' }));
  }, [checkKey]);

  const check = (v: typeof values): Errors => ({
    username: v.username.trim() ? undefined : t('usernameRequired'),
    password: v.password ? undefined : t('passwordRequired'),
    captcha: !captcha || v.captcha.trim() ? undefined : t('captchaRequired'),
  });
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like antd's Form: once a field was flagged, it re-validates as the user types.
    if (errors[field]) setErrors({ ...errors, [field]: check(next)[field] });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (found.username || found.password || found.captcha) return;
    const credentials = { username: values.username.trim(), password: values.password };
    onSubmit(captcha ? { ...credentials, captcha: values.captcha.trim(), checkKey } : credentials);
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
      {/* A plain password input, as the original product's login has: antd's Password adds a visibility
          toggle and 2 KB to a route with a 200 KB budget. */}
      <Input
        type="password"
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
      {captcha && (
        <>
          <CaptchaField
            value={values.captcha}
            onChange={(value) => change('captcha', value)}
            image={captcha.image}
            onRefresh={captcha.refresh}
            error={errors.captcha}
          />
          <FieldError id="login-captcha-error">{errors.captcha}</FieldError>
        </>
      )}
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
