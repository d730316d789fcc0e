export {
  sessionAtom,
  permissionsAtom,
  localeAtom,
  readSessionFromStorage,
  type SessionState,
  type PermissionsState,
} from './atoms';
export { getCoreStore, setCoreStore, type CoreStore } from './store';
