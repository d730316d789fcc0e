import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { Provider, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { getCoreStore, localeAtom, type CoreStore } from '../core';
import { ANTD_LOCALES } from './antdLocales';

const DAYJS_LOCALES = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

function LocaleConfig({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    // changeLocale switches dayjs too; this keeps it right when i18next was switched directly.
    dayjs.locale(DAYJS_LOCALES[locale]);
    document.documentElement.lang = locale;
  }, [locale]);
  return <ConfigProvider locale={ANTD_LOCALES[locale]}>{children}</ConfigProvider>;
}

export interface AppProvidersProps {
  /** The jotai store; core's store by default, so login and the permission loader write to it. */
  store?: CoreStore;
  children: ReactNode;
}

/**
 * What the console needs around its routes: the jotai store and antd's ConfigProvider in the locale of
 * `localeAtom` (antd's `App`, with its message, notification and modal hooks, comes with the console
 * layout so the login route stays small).
 *
 * @example
 * <AppProviders><MemoryRouter><AppRoutes /></MemoryRouter></AppProviders>
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store ?? getCoreStore()}>
      <LocaleConfig>{children}</LocaleConfig>
    </Provider>
  );
}
