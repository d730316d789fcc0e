import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login, safeRedirectTarget } from '../../runtime/core';
import { AUTH_NS } from './locales';
import { LoginForm, type LoginValues } from './LoginForm';
import { UserLayout } from './UserLayout';

function textOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * The server's message from a rejected login: an ApiError carries it itself; an HTTP error (a refused
 * request, e.g. rate limited) carries it in the response's envelope.
 */
function messageOf(reason: unknown): string | undefined {
  if (reason && typeof reason === 'object' && 'response' in reason) {
    const { response } = reason as { response?: { data?: unknown } };
    const fromEnvelope = textOf(response?.data);
    if (fromEnvelope) return fromEnvelope;
  }
  return textOf(reason);
}

/**
 * The sign-in page at /user/login: on failure the server's message, on success the `redirect` query
 * target (when it is a same-origin path) or the landing page.
 *
 * @example
 * <Route path="/user/login" element={<LoginPage />} />
 */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const signIn = async (values: LoginValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await login(values);
    } catch (reason) {
      setError(messageOf(reason) ?? t('failed'));
      setSubmitting(false);
      return;
    }
    navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
  };

  return (
    <UserLayout>
      <LoginForm onSubmit={signIn} submitting={submitting} error={error} />
    </UserLayout>
  );
}

export default LoginPage;
