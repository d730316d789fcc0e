// The server localises part of what a list or a detail page shows (dictionary texts in
// `<field>_dictText`, messages) in the language of the request. Rows fetched before a language switch
// keep the old language, so the page asks for its data again when the interface language changes.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { localeAtom } from '../core';

/**
 * Calls `reload` once for each change of the interface language after the first render.
 *
 * @example
 * useReloadOnLocale(reload);
 */
export function useReloadOnLocale(reload: () => void): void {
  const locale = useAtomValue(localeAtom);
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    reload();
  }, [locale, reload]);
}
