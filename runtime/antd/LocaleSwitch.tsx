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
}

/**
 * Switches the interface between zh-CN and en-US (the locale atom switches i18n, antd and dayjs and
 * keeps the choice in local storage). Shows the name of the language it switches to.
 *
 * @example
 * <LocaleSwitch />
 */
export function LocaleSwitch({ style }: LocaleSwitchProps) {
  const [locale, setLocale] = useAtom(localeAtom);
  const next = locale === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <Button type="text" icon={<GlobalOutlined />} onClick={() => setLocale(next)} style={style} lang={next}>
      {LOCALE_NAMES[next]}
    </Button>
  );
}
