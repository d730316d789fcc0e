export * from './i18n';
export { midSentence } from './midSentence';
export { enUS as coreEnUS, type CoreMessages } from './locales/en-US';
export { zhCN as coreZhCN } from './locales/zh-CN';
