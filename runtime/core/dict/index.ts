export { getDictItems, getCachedDictItems } from './getDictItems';
