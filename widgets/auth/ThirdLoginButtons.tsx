import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { thirdLoginHref, thirdLoginProviders, type ThirdLoginProvider } from '../../runtime/core';
import { AUTH_NS } from './locales';
import { SsoButton } from './SsoButton';

/**
 * One link per third-party sign-in provider the deployment offers (none, and no request, without
 * third-party sign-in); each goes through the server to the provider and back to this page, keeping
 * the page's `?redirect=`.
 *
 * @example
 * <ThirdLoginButtons />
 */
export function ThirdLoginButtons() {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [providers, setProviders] = useState<ThirdLoginProvider[]>([]);
  useEffect(() => {
    let live = true;
    thirdLoginProviders().then(
      (list) => live && setProviders(list),
      // The buttons are an extra: without them the password sign-in still works.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <div style={{ marginTop: 8 }}>
      {providers.map((provider) => (
        <SsoButton key={provider.code} href={thirdLoginHref(provider.code, redirect)}>
          {t('thirdLoginWith', { name: provider.name })}
        </SsoButton>
      ))}
    </div>
  );
}
