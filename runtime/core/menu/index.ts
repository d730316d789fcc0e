export { buildMenuRoutes, flattenRoutes, findRouteByPath } from './buildMenuRoutes';
export { BUILTIN_LIST_PAGE, type AppRoute, type FlatRoute } from './types';
export { matchOnlinePage, type OnlinePage } from './onlinePages';
export { substituteUrlPlaceholders } from './placeholders';
