import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { ls } from '../storage/localStore';
import { LOCALE } from '../storage/keys';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { midSentence } from './midSentence';
import { writeLocaleCookie } from './localeCookie';

/** The two interface languages (DESIGN.md "i18n"). */
export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** Namespace of the runtime core's own texts. */
export const CORE_NAMESPACE = 'core';

/** Texts of one area in both languages. */
export type LocaleResources = Record<Locale, ResourceLanguage>;

// Areas may register before i18next is initialised (module side effects run first); keep them here and
// hand them over at init.
const pending = new Map<string, LocaleResources>([[CORE_NAMESPACE, { 'zh-CN': zhCN, 'en-US': enUS }]]);

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/**
 * Maps any language tag to a supported locale ('en', 'en-GB' → 'en-US'; unknown → zh-CN).
 *
 * @example
 * normalizeLocale(navigator.language);
 */
export function normalizeLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  if ((LOCALES as readonly string[]).includes(value)) return value as Locale;
  return value.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}

function buildResources(): Resource {
  const resources: Resource = { 'zh-CN': {}, 'en-US': {} };
  pending.forEach((byLocale, ns) => {
    LOCALES.forEach((locale) => {
      const target = resources[locale];
      if (target) target[ns] = byLocale[locale];
    });
  });
  return resources;
}

/**
 * Initialises i18next and react-i18next once (later calls only switch the language). The language is
 * the argument, else the one kept in local storage under LOCALE, else zh-CN. Resources are inline, so
 * initialisation completes synchronously and `t` works right after.
 *
 * @example
 * initI18n();          // in main.tsx, before the first render
 * initI18n('en-US');   // tests
 */
export function initI18n(locale?: Locale): typeof i18next {
  const lng = normalizeLocale(locale ?? ls.get<string>(LOCALE) ?? DEFAULT_LOCALE);
  if (i18next.isInitialized) {
    if (locale) void changeLocale(lng);
    return i18next;
  }
  writeLocaleCookie(lng);
  void i18next.use(initReactI18next).init({
    resources: buildResources(),
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: CORE_NAMESPACE,
    ns: [...pending.keys()],
    interpolation: { escapeValue: false }, // React escapes on render
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  // en-US texts write `{{label, midSentence}}` where a field's label follows a verb ("Enter case number").
  i18next.services.formatter?.add('midSentence', (value) => midSentence(value));
  dayjs.locale(DAYJS_LOCALES[lng]);
  return i18next;
}

/**
 * Adds one area's texts under its own namespace, before or after `initI18n`.
 *
 * @example
 * registerLocaleResources('shell', { 'zh-CN': { logout: '退出登录' }, 'en-US': { logout: 'Log out' } });
 * // in a component: const { t } = useTranslation('shell');
 */
export function registerLocaleResources(namespace: string, resources: LocaleResources): void {
  pending.set(namespace, resources);
  if (!i18next.isInitialized) return;
  LOCALES.forEach((locale) => i18next.addResourceBundle(locale, namespace, resources[locale], true, true));
  void i18next.loadNamespaces(namespace);
}

/**
 * The current locale: i18next's language once initialised, else the stored one, else zh-CN.
 *
 * @example
 * headers['Accept-Language'] = getLocale();
 */
export function getLocale(): Locale {
  if (i18next.isInitialized) return normalizeLocale(i18next.language);
  return normalizeLocale(ls.get<string>(LOCALE) ?? DEFAULT_LOCALE);
}

/**
 * Switches the language of i18next and dayjs and keeps the choice in local storage.
 *
 * @example
 * await changeLocale('en-US');
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const next = normalizeLocale(locale);
  ls.set(LOCALE, next);
  writeLocaleCookie(next);
  dayjs.locale(DAYJS_LOCALES[next]);
  if (!i18next.isInitialized) {
    initI18n(next);
    return;
  }
  await i18next.changeLanguage(next);
}

/**
 * Translates a key of the core namespace (or `ns:key` of another). Initialises i18next on first use so
 * non-React code (the HTTP client) never sees raw keys.
 *
 * @example
 * t('http.systemNotice'); // '系统提示' in zh-CN, 'System notice' in en-US
 */
export function t(key: string, options?: Record<string, unknown>): string {
  if (!i18next.isInitialized) initI18n();
  return String(i18next.t(key, options));
}

export { i18next };
