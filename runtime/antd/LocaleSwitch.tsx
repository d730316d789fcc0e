import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAtom } from 'jotai';
import type { CSSProperties } from 'react';
import { localeAtom } from '../core';

/** Each locale's own name, so a reader of the other language still finds theirs. */
const LOCALE_NAMES = { 'zh-CN': '简体中文', 'en-US': 'English' } as const;

export interface LocaleSwitchProps {
  /** Extra style for the button (e.g. the header's text colour). */
  style?: CSSProperties;
  /** Only the globe icon, named for screen readers and on hover (narrow headers). */
  iconOnly?: boolean;
}

/**
 * Switches the interface between zh-CN and en-US (the locale atom switches i18n, antd and dayjs and
 * keeps the choice in local storage). Shows the name of the language it switches to.
 *
 * @example
 * <LocaleSwitch />
 */
export function LocaleSwitch({ style, iconOnly = false }: LocaleSwitchProps) {
  const [locale, setLocale] = useAtom(localeAtom);
  const next = locale === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      onClick={() => setLocale(next)}
      style={style}
      lang={next}
      aria-label={iconOnly ? LOCALE_NAMES[next] : undefined}
      title={iconOnly ? LOCALE_NAMES[next] : undefined}
    >
      {iconOnly ? null : LOCALE_NAMES[next]}
    </Button>
  );
}
