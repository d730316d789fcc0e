export { getDictItems, getCachedDictItems } from './getDictItems';
export { dictRevisionAtom, loadDictOptions, clearDictOptions, peekDictOptions } from './dictOptions';
export { reloadDictItems, ALL_DICT_ITEMS_PATH } from './reloadDictItems';
export { evictClientCaches, CACHE_REFRESH_PATHS } from './clientCaches';
export { storeDictItems, storedDictItems, forgetDictItems } from './dictStore';
export { followLocale } from './followLocale';
