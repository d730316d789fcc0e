import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptchaImage, fetchCaptchaRequired } from './captchaApi';

/** The captcha part of the login form. */
export interface LoginCaptcha {
  /** Whether the next attempt must send a captcha. */
  required: boolean;
  /** The current image (data URI), undefined while loading. */
  image?: string;
  /** The key the image was issued for; sent as checkKey. */
  checkKey?: string;
  /** Draws a new image (each one allows a single attempt). */
  refresh: () => void;
  /** The server asked for a captcha (or used the current one): require it and draw a new image. */
  demand: () => void;
}

// A key the server stores the code under; random so two tabs do not replace each other's captcha.
function newKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${Date.now()}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Tracks whether sign-in needs the image captcha (asked once on mount, then told by each refusal) and
 * keeps a fresh image with its key.
 *
 * @example
 * const captcha = useLoginCaptcha();
 * <LoginForm captcha={captcha.required ? captcha : undefined} … />
 */
export function useLoginCaptcha(): LoginCaptcha {
  const [required, setRequired] = useState(false);
  const [image, setImage] = useState<string>();
  const [checkKey, setCheckKey] = useState<string>();
  const latest = useRef('');

  const refresh = useCallback(() => {
    const key = newKey();
    latest.current = key;
    setImage(undefined);
    setCheckKey(key);
    void fetchCaptchaImage(key).then((envelope) => {
      // A slower earlier request must not replace the image of a newer key.
      if (latest.current === key && envelope.success) setImage(envelope.result);
    });
  }, []);

  const demand = useCallback(() => {
    setRequired(true);
    refresh();
  }, [refresh]);

  useEffect(() => {
    let live = true;
    void fetchCaptchaRequired().then((envelope) => {
      if (live && envelope.success && envelope.result?.required) demand();
    });
    return () => {
      live = false;
    };
  }, [demand]);

  return { required, image, checkKey, refresh, demand };
}
