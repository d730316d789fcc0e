import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { thirdLoginHref, thirdLoginProviders, type ThirdLoginProvider } from '../../runtime/core';

const buttonStyle = {
  display: 'block',
  marginTop: 8,
  padding: '6px 0',
  textAlign: 'center',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
} as const;

/**
 * One link per third-party sign-in provider the deployment offers (none, and no request, without
 * third-party sign-in); each goes through the server to the provider and back to this page, keeping
 * the page's `?redirect=`.
 *
 * @example
 * <ThirdLoginButtons />
 */
export function ThirdLoginButtons() {
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
        <a key={provider.code} href={thirdLoginHref(provider.code, redirect)} style={buttonStyle}>
          {provider.name}
        </a>
      ))}
    </div>
  );
}
