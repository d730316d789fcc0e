import { useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  casLogin,
  casLoginUrl,
  loadEncryptedString,
  localeAtom,
  login,
  normalizeLocale,
  safeRedirectTarget,
  thirdBindByPassword,
  type ApiEnvelope,
  type LoginResult,
} from '../../runtime/core';
import { AUTH_NS } from './locales';
import { LoginForm, type LoginValues } from './LoginForm';
import { LoginTabs, type LoginMethod } from './LoginTabs';
import { useLoginCaptcha } from './useLoginCaptcha';
import { UserLayout } from './UserLayout';
import { AuthLink } from './AuthLink';
import { SsoButton } from './SsoButton';
import { ThirdCreateAccount } from './ThirdCreateAccount';
import { ThirdLoginButtons } from './ThirdLoginButtons';
import { useThirdLoginReturn } from './useThirdLoginReturn';

function textOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * The server's message from a rejected call: an ApiError carries it itself; an HTTP error (a refused
 * request: 400 naming a field, 429 rate limited) carries it in the response's envelope.
 *
 * @example
 * catch (reason) { setError(messageOf(reason) ?? t('failed')); }
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
 * The envelope of a rejected call when the server sent one (HTTP 4xx), else undefined.
 *
 * @example
 * const envelope = envelopeOf(reason); if (String(envelope?.code) === '412') showCaptcha();
 */
function envelopeOf(reason: unknown): { code?: unknown; result?: unknown } | undefined {
  if (reason && typeof reason === 'object' && 'envelope' in reason) {
    return (reason as { envelope: { code?: unknown; result?: unknown } }).envelope;
  }
  if (reason && typeof reason === 'object' && 'response' in reason) {
    const data = (reason as { response?: { data?: unknown } }).response?.data;
    if (data && typeof data === 'object') return data as { code?: unknown; result?: unknown };
  }
  return undefined;
}

/** What the server sends with a login: the user's landing page and language (GET /sys/user/preferences). */
interface LoginPreferences {
  landingPage?: unknown;
  language?: unknown;
}

/** Whether a refusal says the next attempt needs the captcha (code 412, or result.captchaRequired). */
function asksForCaptcha(reason: unknown): boolean {
  const envelope = envelopeOf(reason);
  const result = envelope?.result as { captchaRequired?: unknown } | null | undefined;
  return String(envelope?.code) === '412' || result?.captchaRequired === true;
}

/** What the form of a sign-in method receives. */
export interface SignInFormProps {
  /** Called once the session is stored. */
  onSignedIn: (envelope: ApiEnvelope<LoginResult>) => void;
  /** A first third-party sign-in's binding id: the form links the account it proves, then signs in. */
  bindId?: string;
}

export interface LoginViewProps {
  /**
   * The form of the phone tab. Passed in rather than imported: it is its own chunk, and it imports this
   * module to share its chunk (see PhoneLoginForm.tsx), so importing it here would close a circle.
   */
  phoneForm: ComponentType<SignInFormProps>;
}

/**
 * The sign-in page at /user/login: username and password (with the image captcha once the server asks
 * for it) or mobile number and SMS code, "Sign in with CAS" when the deployment has CAS (and the ticket
 * exchange when CAS sends the browser back with ?ticket=), a button per third-party provider (and the
 * ?oidc= / ?oidcBind= / ?thirdError= return), and links to register and to reset a forgotten password. On
 * failure it shows the server's message; on success it applies the user's language and goes to the
 * `redirect` query target (when it is a same-origin path), else the user's landing page, else the
 * default one.
 *
 * @example
 * <LoginView phoneForm={PhoneLoginForm} />
 */
export function LoginView({ phoneForm: PhoneForm }: LoginViewProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setLocale = useSetAtom(localeAtom);
  const [method, setMethod] = useState<LoginMethod>('account');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const captcha = useLoginCaptcha();
  // The server's key/iv pair is kept under ENCRYPTED_STRING, as the contract's login page does (SPEC §3).
  useEffect(() => {
    void loadEncryptedString();
  }, []);

  const enter = (envelope: ApiEnvelope<LoginResult>) => {
    const preferences = (envelope.result?.preferences ?? {}) as LoginPreferences;
    if (typeof preferences.language === 'string') setLocale(normalizeLocale(preferences.language));
    const landing =
      typeof preferences.landingPage === 'string' ? safeRedirectTarget(preferences.landingPage) : undefined;
    navigate(safeRedirectTarget(params.get('redirect'), landing), { replace: true });
  };

  // Back from the CAS server with ?ticket=: exchange it once (a ticket is single-use, so a re-run of the
  // effect, as React's strict mode does, must not send it again).
  const casHref = casLoginUrl();
  const ticket = params.get('ticket');
  const ticketSent = useRef<string | null>(null);
  useEffect(() => {
    if (!ticket || !casHref || ticketSent.current === ticket) return;
    ticketSent.current = ticket;
    setSubmitting(true);
    casLogin(ticket).then(enter, (reason: unknown) => {
      setError(messageOf(reason) ?? t('failed'));
      setSubmitting(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per ticket; `enter` and `t` are stable enough
  }, [ticket, casHref]);

  const fail = (reason: unknown) => setError(messageOf(reason) ?? t('failed'));
  const third = useThirdLoginReturn(enter, fail, setSubmitting); // back from a third-party provider

  const signIn = async (values: LoginValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      enter(await (third.bindId ? thirdBindByPassword(third.bindId, values) : login(values)));
    } catch (reason) {
      setError(messageOf(reason) ?? t('failed'));
      // A used captcha is gone either way; a refusal may also be what starts asking for one.
      if (captcha.required || asksForCaptcha(reason)) captcha.demand();
      setSubmitting(false);
    }
  };

  return (
    <UserLayout>
      <LoginTabs value={method} onChange={setMethod} />
      <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {third.bindId && (
          <p role="status">{t(method === 'account' ? 'thirdBindHint' : 'thirdBindPhoneHint')}</p>
        )}
        {method === 'account' ? (
          <LoginForm
            onSubmit={(values) => void signIn(values)}
            submitting={submitting}
            error={error ?? third.error}
            captcha={captcha.required ? captcha : undefined}
          />
        ) : (
          <Suspense fallback={<div style={{ minHeight: 196 }} />}>
            <PhoneForm onSignedIn={enter} bindId={third.bindId} />
          </Suspense>
        )}
        {third.bindId && third.canCreate && (
          <ThirdCreateAccount bindId={third.bindId} onSignedIn={enter} onError={fail} />
        )}
      </div>
      {casHref && (
        <div style={{ marginTop: 8 }}>
          <SsoButton href={casHref}>{t('casLogin')}</SsoButton>
        </div>
      )}
      <ThirdLoginButtons />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <AuthLink to="/user/register">{t('register')}</AuthLink>
        <AuthLink to="/user/alteration">{t('forgot')}</AuthLink>
      </div>
    </UserLayout>
  );
}
