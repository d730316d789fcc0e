import { DEFAULT_TITLE, getRuntimeConfig } from '../core';

/**
 * The support-center name to show: the deployment's configured title when it set one, otherwise the
 * name in the current language (the default title is the Chinese name, which en-US translates).
 *
 * @example
 * appName(t('appName')); // 'Support Center' in en-US without APP_TITLE
 */
export function appName(translatedDefault: string): string {
  const { title } = getRuntimeConfig();
  return title === DEFAULT_TITLE ? translatedDefault : title;
}
