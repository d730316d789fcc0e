import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { Provider, useAtomValue } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { colorWeakAtom, getCoreStore, localeAtom, primaryColorAtom, type CoreStore } from '../core';
import { ANTD_LOCALES } from './antdLocales';

const DAYJS_LOCALES = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

function LocaleConfig({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    // changeLocale switches dayjs too; this keeps it right when i18next was switched directly.
    dayjs.locale(DAYJS_LOCALES[locale]);
    document.documentElement.lang = locale;
  }, [locale]);
  // The primary colour of the settings drawer, applied live through antd's theme tokens (SPEC §2).
  const colorPrimary = useAtomValue(primaryColorAtom);
  const theme = useMemo(() => ({ token: { colorPrimary } }), [colorPrimary]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Colour-weak mode inverts the whole page at 80% (SPEC §2 "Settings drawer"). On the root element,
 * because a filter anywhere below it would become the containing block of fixed elements (the header,
 * drawers, modals) and move them.
 */
function ColorWeakMode() {
  const colorWeak = useAtomValue(colorWeakAtom);
  useEffect(() => {
    const root = document.documentElement;
    root.style.filter = colorWeak ? 'invert(80%)' : '';
    return () => {
      root.style.filter = '';
    };
  }, [colorWeak]);
  return null;
}

export interface AppProvidersProps {
  /** The jotai store; core's store by default, so login and the permission loader write to it. */
  store?: CoreStore;
  children: ReactNode;
}

/**
 * What the console needs around its routes: the jotai store, antd's ConfigProvider in the locale of
 * `localeAtom` with the chosen primary colour, and colour-weak mode (antd's `App`, with its message, notification and modal hooks, comes with the console
 * layout so the login route stays small).
 *
 * @example
 * <AppProviders><MemoryRouter><AppRoutes /></MemoryRouter></AppProviders>
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store ?? getCoreStore()}>
      <ColorWeakMode />
      <LocaleConfig>{children}</LocaleConfig>
    </Provider>
  );
}
