export * from './keys';
export { ls, sessionAuth, LS_PREFIX, type LocalStore, type AuthEntry } from './localStore';
