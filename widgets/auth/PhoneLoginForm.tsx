import { Alert, Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, phoneLogin, thirdBindByPhone } from '../../runtime/core';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './request';
import { FieldError } from './FieldError';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
// Anchors the login view's modules to this chunk's graph, so they stay in one chunk shared with the
// login route instead of being split into small ones (see openPages.ts). The view never imports this
// form (LoginPage passes it in), so the anchor closes no circle.
import './LoginView';
import type { SignInFormProps } from './LoginView';
import { SmsCodeButton } from './SmsCodeButton';

type Errors = Partial<Record<'mobile' | 'code', string>>;

/**
 * Sign-in with a mobile number and an SMS code (POST /sys/sms smsmode '0', then /sys/phoneLogin; with a
 * first third-party sign-in's `bindId`, /sys/thirdLogin/bindingThirdPhone links that account). Loaded
 * when its tab is opened: the login route has a 200 KB budget and most people sign in with a password.
 *
 * @example
 * <PhoneLoginForm onSignedIn={(envelope) => goOn(envelope)} />
 */
export function PhoneLoginForm({ onSignedIn, bindId }: SignInFormProps) {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [hint, setHint] = useState<string>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const mobileError = (value: string) =>
    !value.trim() ? t('mobileRequired') : MOBILE_PATTERN.test(value.trim()) ? undefined : t('mobileInvalid');
  const codeError = (value: string) =>
    !value.trim()
      ? t('smsCodeRequired')
      : SMS_CODE_PATTERN.test(value.trim())
        ? undefined
        : t('smsCodeInvalid');

  const getMobile = () => {
    const found = mobileError(mobile);
    setErrors((e) => ({ ...e, mobile: found }));
    return found ? undefined : mobile.trim();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { mobile: mobileError(mobile), code: codeError(code) };
    setErrors(found);
    if (found.mobile || found.code) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const payload = { mobile: mobile.trim(), captcha: code.trim() };
      onSignedIn(await (bindId ? thirdBindByPhone(bindId, payload) : phoneLogin(payload)));
    } catch (reason) {
      // A refusal in the envelope is shown here; HTTP errors (429…) were already notified by the client.
      setError(reason instanceof ApiError && reason.message ? reason.message : t('failed'));
      setSubmitting(false);
    }
  };

  return (
    <form name="phone-login" onSubmit={(e) => void submit(e)} noValidate>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
      <Input
        size="large"
        name="mobile"
        inputMode="numeric"
        placeholder={t('mobile')}
        autoComplete="tel"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        status={errors.mobile ? 'error' : undefined}
        aria-invalid={Boolean(errors.mobile)}
        aria-describedby="phone-mobile-error"
      />
      <FieldError id="phone-mobile-error">{errors.mobile}</FieldError>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          size="large"
          name="smscode"
          inputMode="numeric"
          placeholder={t('smsCode')}
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          status={errors.code ? 'error' : undefined}
          aria-invalid={Boolean(errors.code)}
          aria-describedby="phone-code-error"
        />
        <SmsCodeButton
          smsmode="0"
          getMobile={getMobile}
          onResult={({ sent, message }) => {
            setHint(sent ? message : undefined);
            setError(sent ? undefined : message);
          }}
        />
      </div>
      <FieldError id="phone-code-error" tone={errors.code ? 'error' : 'hint'}>
        {errors.code ?? hint}
      </FieldError>
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

export default PhoneLoginForm;
