import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { thirdLogin, type ApiEnvelope, type LoginResult } from '../../runtime/core';

export interface ThirdLoginReturn {
  /** The refusal the provider's callback sent back (`?thirdError=`), to show on the page. */
  error?: string;
  /** A first sign-in's binding id (`?oidcBind=`): the password or phone form then binds that account. */
  bindId?: string;
  /** The provider creates accounts (`?thirdCreate=1`): a new account may be made under another name. */
  canCreate: boolean;
}

/**
 * The login page back from a third-party provider: `?oidc=<id>&thirdType=<code>` is redeemed once (the
 * id is single-use, so a re-run of the effect, as React's strict mode does, must not send it again).
 *
 * @example
 * const third = useThirdLoginReturn(enter, (message) => setError(message), setSubmitting);
 */
export function useThirdLoginReturn(
  enter: (envelope: ApiEnvelope<LoginResult>) => void,
  fail: (reason: unknown) => void,
  setSubmitting: (submitting: boolean) => void,
): ThirdLoginReturn {
  const [params] = useSearchParams();
  const id = params.get('oidc');
  const code = params.get('thirdType');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !code || sent.current === id) return;
    sent.current = id;
    setSubmitting(true);
    thirdLogin(id, code).then(enter, (reason: unknown) => {
      fail(reason);
      setSubmitting(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per id; the callbacks are stable enough
  }, [id, code]);
  const bindId = params.get('oidcBind') ?? undefined;
  return {
    error: params.get('thirdError') ?? undefined,
    bindId,
    canCreate: bindId !== undefined && params.get('thirdCreate') === '1',
  };
}
