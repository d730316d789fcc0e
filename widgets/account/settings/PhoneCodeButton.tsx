import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type ApiEnvelope } from '../../../runtime/core';
import { ACCOUNT_NS } from '../locales';

/** Seconds before another code may be asked for. */
const RESEND_SECONDS = 60;

export interface PhoneCodeButtonProps {
  /** Checks the phone field and returns the number, or undefined to send nothing. */
  getMobile: () => Promise<string | undefined>;
  /** The server's answer: sent, or refused with its message. */
  onResult: (outcome: { sent: boolean; message: string }) => void;
}

/**
 * "Get code" for a new phone (POST /sys/sms, smsmode '1'), then a 60-second countdown. The sign-in pages
 * have their own (widgets/auth/SmsCodeButton): sharing that module would split the login route's chunk.
 *
 * @example
 * <PhoneCodeButton getMobile={() => form.validateFields(['phone']).then((v) => v.phone)} onResult={show} />
 */
export function PhoneCodeButton({ getMobile, onResult }: PhoneCodeButtonProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const mobile = await getMobile().catch(() => undefined);
    if (!mobile) return;
    setSending(true);
    try {
      const envelope = await http.post<unknown, ApiEnvelope<null>>('/sys/sms', { mobile, smsmode: '1' });
      if (envelope.success) setLeft(RESEND_SECONDS);
      onResult({ sent: envelope.success, message: envelope.message });
    } catch {
      // HTTP errors (429…) were shown by the HTTP client.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button disabled={left > 0} loading={sending} onClick={() => void send()} style={{ minWidth: 128 }}>
      {left > 0 ? t('resendIn', { seconds: left }) : t('getCode')}
    </Button>
  );
}
