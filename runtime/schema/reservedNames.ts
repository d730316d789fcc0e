// Names a model, table or property may not take: SQL keywords (a column or table named `order` or
// `select` needs quoting everywhere and breaks hand-written SQL), names every JavaScript object already
// has (`constructor`, `__proto__`: a record keyed by them reaches the prototype), and the list API's
// own query parameters (`pageNo`, `order`…, which a filter on a property of that name could never use).
// Shared by the designer, which refuses them as they are typed, and the server, which refuses them again.

/** Query parameters of `<basePath>/list` that are not filters (server/src/crud/query.ts). */
export const LIST_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  '_t',
  'superQueryParams',
  'superQueryMatchType',
  'ids',
  'page',
  'rows',
  'sort',
  'class',
  'selections',
  'importValid',
]);

/** Keywords PostgreSQL reserves, plus SQLite's statement words (lower case). */
export const SQL_RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create ' +
    'current_catalog current_date current_role current_time current_timestamp current_user default deferrable ' +
    'delete desc distinct do drop else end except exists false fetch for foreign from grant group having in ' +
    'index initially insert intersect into is join lateral leading like limit localtime localtimestamp not null ' +
    'offset on only or order placing primary references returning select session_user set some symmetric table ' +
    'then to trailing true union unique update user using values variadic when where window with'
  ).split(' '),
);

/** Names every JavaScript object has. */
export const JS_RESERVED_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  'prototype',
  '__proto__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Why a name is refused, or undefined when it may be used. */
export type ReservedKind = 'sql' | 'js' | 'query';

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Whether a property, model or table name is reserved, and by what. A property is also checked as
 * its snake_case column.
 *
 * @example
 * reservedNameOf('order'); // 'query'
 * reservedNameOf('currentDate'); // 'sql' (column current_date)
 * reservedNameOf('visitDate'); // undefined
 */
export function reservedNameOf(name: string): ReservedKind | undefined {
  if (JS_RESERVED_NAMES.has(name)) return 'js';
  if (LIST_QUERY_PARAMS.has(name)) return 'query';
  if (SQL_RESERVED_WORDS.has(name.toLowerCase()) || SQL_RESERVED_WORDS.has(snake(name))) return 'sql';
  return undefined;
}
