import { theme } from 'antd';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { removePrerenderedCopy } from '../../runtime/core';
import { LocaleSwitch } from '../../runtime/antd/LocaleSwitch';
import { appName } from '../../runtime/antd/appName';
import { AUTH_NS } from './locales';

export interface UserLayoutProps {
  children: ReactNode;
}

/**
 * The frame of the sign-in pages: language switch, support-center name, the form, and the copyright.
 *
 * @example
 * <UserLayout><LoginForm /></UserLayout>
 */
export function UserLayout({ children }: UserLayoutProps) {
  const { t } = useTranslation(AUTH_NS);
  const { token } = theme.useToken();
  // The live page is painted in this commit: the prerendered copy over it goes before the browser paints.
  useLayoutEffect(removePrerenderedCopy, []);
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
      }}
    >
      <div style={{ textAlign: 'right', padding: '12px 24px' }}>
        <LocaleSwitch />
      </div>
      <main
        style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: '8vh' }}
      >
        <h1 style={{ margin: 0, fontSize: 33, fontWeight: 600, color: token.colorTextHeading }}>
          {appName(t('appName'))}
        </h1>
        <p style={{ marginTop: 12, color: token.colorTextSecondary }}>{t('description')}</p>
        <div style={{ width: 368, maxWidth: '90vw', marginTop: 32 }}>{children}</div>
      </main>
      <footer style={{ textAlign: 'center', padding: '24px 16px', color: token.colorTextSecondary }}>
        {t('copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
