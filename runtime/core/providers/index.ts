export type * from './types';
export { setUiProviders, getUiProviders, resetUiProviders } from './registry';
export { authProvider, accessControlProvider, i18nProvider } from './coreProviders';
