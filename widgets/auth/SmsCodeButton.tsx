import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode, type SmsMode } from './request';
import { AUTH_FLOWS_NS } from './flowLocales';
import { AUTH_NS } from './locales';
import { useCountdown } from './useCountdown';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

export interface SmsCodeButtonProps {
  smsmode: SmsMode;
  /** Checks the phone field and returns the number, or undefined to send nothing (it shows its error). */
  getMobile: () => string | undefined | Promise<string | undefined>;
  /** Called with the server's answer: sent, or refused with its message. */
  onResult: (outcome: { sent: boolean; message: string }) => void;
  size?: 'middle' | 'large';
}

/**
 * "Get code": asks the server to send an SMS code, then counts down 60 seconds before allowing another.
 *
 * @example
 * <SmsCodeButton smsmode="1" getMobile={() => form.validateFields(['phone']).then((v) => v.phone)} onResult={show} />
 */
export function SmsCodeButton({ smsmode, getMobile, onResult, size = 'large' }: SmsCodeButtonProps) {
  const { t } = useTranslation([AUTH_FLOWS_NS, AUTH_NS], { nsMode: 'fallback' });
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const mobile = await Promise.resolve(getMobile()).catch(() => undefined);
    if (!mobile) return;
    setSending(true);
    const envelope = await sendSmsCode(mobile, smsmode);
    setSending(false);
    if (envelope.success) start(RESEND_SECONDS);
    onResult({
      sent: envelope.success,
      message: envelope.message || t(envelope.success ? 'codeSent' : 'failed'),
    });
  };

  return (
    <Button
      size={size}
      disabled={left > 0}
      loading={sending}
      onClick={() => void send()}
      style={{ minWidth: 128 }}
    >
      {left > 0 ? t('resendIn', { seconds: left }) : t('getCode')}
    </Button>
  );
}
