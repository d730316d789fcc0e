export * from './keys';
export { enhanceRecords, type EnhanceRecord } from './enhanceRecords';
export { ls, sessionAuth, LS_PREFIX, type LocalStore, type AuthEntry } from './localStore';
