import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';

/** antd's texts for each interface locale (the ES builds: `antd/locale/*` are CommonJS). */
export const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
