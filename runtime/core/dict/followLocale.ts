// Dictionary texts follow the interface language: the server answers dictionaries in the request's
// Accept-Language (the current locale), so when the user switches locale a signed-in client reloads
// every dictionary and a signed-out one drops its options; mounted tags and selects show the new
// language without a page reload.
import { getLocale, i18next } from '../i18n/i18n';
import { getToken } from '../session/session';
import { clearDictOptions } from './dictOptions';
import { reloadDictItems } from './reloadDictItems';

let current = getLocale();
let following: Promise<void> = Promise.resolve();

/**
 * What a locale switch does to the dictionaries; i18next's `languageChanged` calls it. Resolves once
 * the dictionaries follow the current locale (so tests and callers can wait for it). Never rejects.
 *
 * @example
 * await followLocale();
 */
export function followLocale(): Promise<void> {
  const next = getLocale();
  // i18next also reports its first language at start-up, and a caller may ask after the event did.
  if (next === current) return following;
  current = next;
  if (getToken()) following = reloadDictItems();
  else {
    clearDictOptions();
    following = Promise.resolve();
  }
  return following;
}

i18next.on('languageChanged', () => void followLocale());
