import { registerLocaleResources } from '../../../runtime/core';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The i18n namespace of the settings drawer. */
export const SETTINGS_NS = 'settingsDrawer';

registerLocaleResources(SETTINGS_NS, { 'zh-CN': zhCN, 'en-US': enUS });
